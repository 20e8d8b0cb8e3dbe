import type { WizardEventMap, WizardEventName } from '../domain/host-events';
import type { HttpClient } from '../services/http-client';
import { requiredContext } from './required-context';

/**
 * What the widget needs from the page around it. The embed layer implements it from the real page; tests pass a
 * fake. Components reach the page only through this, never through window or document.
 */
export interface PageServices {
  /** How messages name this widget, for an editor with several on a page: « #devis » or « widget n°2 ». */
  widget: string;
  /** Dispatches a bubbling, composed `quote-wizard:*` event on the container. */
  emit<K extends WizardEventName>(name: K, detail: WizardEventMap[K]): void;
  http: HttpClient;
  /** The host's analytics data layer (window.dataLayer), if any. */
  dataLayer(): unknown[] | undefined;
  /** Adds or removes the body class of an open dialog. */
  setModalOpen(open: boolean): void;
  /**
   * Brings the top of the widget into view (0.4 s, or at once with reduced motion), or the top of `heading` where
   * the widget's top would leave it partly out of the window.
   */
  scrollToTop(heading?: Element): void;
  /** Scrolls a part of the widget just into the window, stopping the scroll to the widget's top if it is under way. */
  bringIntoView(part: Element): void;
  prefersReducedMotion(): boolean;
  /** Calls back when the window has been resized (debounced 200 ms); returns the unsubscribe. */
  onResize(listener: () => void): () => void;
  /** The width the widget has on the page, in em of its own text (a narrow column of a wide window is narrow). */
  widgetWidth(): number;
  /** Calls back with that width when it changes (the window, or the column); returns the unsubscribe. */
  onWidgetResize(listener: (width: number) => void): () => void;
  /** The space a host's header takes at the window's top, in px: 90, or the page's larger `scroll-padding-top`. */
  topOffset(): number;
  /** Calls back on scroll, at most once per frame; returns the unsubscribe. */
  onScroll(listener: () => void): () => void;
  /** Calls back when the page is hidden or unloaded (a reload, another tab, the phone locked); returns the unsubscribe. */
  onHide(listener: () => void): () => void;
  /** Calls back when Google refuses the page's Maps key; returns the unsubscribe. */
  onMapsAuthFailure(listener: () => void): () => void;
  /** Runs work that can wait when the page is idle; returns the cancel. */
  whenIdle(callback: () => void): () => void;
}

const [PageProvider, usePage] = requiredContext<PageServices>('PageProvider');
export { PageProvider, usePage };

import { widgetName } from '../config/widget-name';
import { createHttpClient } from '../services/http-client';
import { testModeClient } from '../services/test-mode-client';
import type { PageServices } from '../store/page';
import { bodyClassFor } from './body-class';
import { onMapsAuthFailure } from './maps-auth-failure';
import { pageHideOf } from './page-hide';
import { pageScrollTo } from './page-scroll';
import { topOffsetOf } from './top-offset';
import { viewportOf } from './viewport';
import { widgetWidthOf } from './widget-width';

export interface OwnedPageServices {
  page: PageServices;
  /** Removes every listener, timer and class these services added. */
  dispose(): void;
}

/**
 * The page as one mounted widget sees it: events on its container, HTTP, the body class, scroll, the viewport and
 * the widget's width (that of `box`, the widget's own element, or else the container's).
 */
export function pageServicesFor(container: HTMLElement, apiRoot: string, testMode = false, widget = widgetName(container), box = container): OwnedPageServices {
  const doc = container.ownerDocument;
  const view = doc.defaultView ?? window;
  const viewport = viewportOf(view);
  const width = widgetWidthOf(box, view);
  const bodyClass = bodyClassFor(doc);
  const scroll = pageScrollTo(container, view, viewport.prefersReducedMotion);
  const hide = pageHideOf(view);
  // Once the widget is gone, nothing late (an answer, a map that loads) may speak for it on the page.
  let disposed = false;

  const page: PageServices = {
    widget,
    emit(name, detail) {
      if (disposed) return;
      const marked = testMode && (name === 'quote-wizard:submitted' || name === 'quote-wizard:contact') ? { ...(detail as object), test: true } : detail;
      container.dispatchEvent(new CustomEvent(name, { detail: marked, bubbles: true, composed: true }));
    },
    http: testMode ? testModeClient() : createHttpClient({ apiRoot, cookies: () => doc.cookie, origin: view.location.origin }),
    // A trial lead would count as a real one in the network's analytics: test mode pushes nothing.
    dataLayer: () => {
      if (testMode) return undefined;
      const layer = (view as unknown as { dataLayer?: unknown }).dataLayer;
      return Array.isArray(layer) ? layer : undefined;
    },
    setModalOpen: bodyClass.setOpen,
    scrollToTop: scroll.scrollToTop,
    bringIntoView: scroll.bringIntoView,
    prefersReducedMotion: viewport.prefersReducedMotion,
    widgetWidth: width.widgetWidth,
    onWidgetResize: width.onWidgetResize,
    topOffset: () => topOffsetOf(view),
    onResize: viewport.onResize,
    onScroll: viewport.onScroll,
    whenIdle: viewport.whenIdle,
    onHide: hide.onHide,
    onMapsAuthFailure: (listener) => onMapsAuthFailure(view, listener),
  };

  return {
    page,
    dispose() {
      disposed = true;
      hide.dispose();
      viewport.dispose();
      width.dispose();
      scroll.dispose();
      bodyClass.dispose();
    },
  };
}

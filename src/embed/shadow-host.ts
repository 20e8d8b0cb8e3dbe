import { i18n } from '../i18n/i18n';
import { log } from '../services/log';
import { hideFallback } from './fallback-content';

/** Attribute set on a container while it holds a widget. */
export const MOUNTED_ATTRIBUTE = 'data-quote-wizard-mounted';
/** The element the widget adds to its container: it carries the shadow root, and goes at unmount. */
export const WIDGET_ELEMENT = 'quote-wizard-root';

export interface ShadowHost {
  /** Where the widget lives apart from the page's styles. */
  shadow: ShadowRoot;
  /** The widget's element, a block as wide as the container's content, whatever the container's display. */
  element: HTMLElement;
  /** Takes the widget's element away and shows what the container held before, as it was. */
  remove(): void;
}

/**
 * Gives the widget an element of its own at the end of the container, with an open shadow root. A shadow root can
 * never be taken off its element: on the container it would outlive the widget and hide whatever the page put
 * there later. Any element can take a child, so a `<ul>` or a `<p>` container works too. What the container held
 * is hidden while the widget runs, unless `keepFallback` says the widget has nothing to offer in its place.
 */
export function createShadowHost(container: HTMLElement, where: string, { keepFallback = false } = {}): ShadowHost {
  const element = container.ownerDocument.createElement(WIDGET_ELEMENT);
  const shadow = element.attachShadow({ mode: 'open' });
  container.append(element);
  const showFallback = keepFallback ? () => undefined : hideFallback(container, WIDGET_ELEMENT);
  const stopCheck = reportIfUnseen(container, element, where);
  return {
    shadow,
    element,
    remove() {
      stopCheck();
      element.remove();
      showFallback();
    },
  };
}

/**
 * A container that has a shadow root of its own (a web component of the page) shows its children only through a
 * slot. When it leaves the widget out, say so once. An open shadow root can be asked at once; a closed one only
 * shows in the layout, read after the first frame: the container has a box and the widget's element has none.
 */
function reportIfUnseen(container: HTMLElement, element: HTMLElement, where: string): () => void {
  const report = () =>
    log.error(i18n._('embed.unseen', { widget: where }));
  if (container.shadowRoot) {
    if (!element.assignedSlot) report();
    return () => undefined;
  }
  const view = container.ownerDocument.defaultView;
  if (!view?.requestAnimationFrame) return () => undefined;
  const frame = view.requestAnimationFrame(() => {
    if (container.getClientRects().length > 0 && element.getClientRects().length === 0) report();
  });
  return () => view.cancelAnimationFrame(frame);
}

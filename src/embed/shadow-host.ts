/** Attribute set on a container while it holds a widget. */
export const MOUNTED_ATTRIBUTE = 'data-quote-wizard-mounted';

/** The element's shadow root, where the widget lives apart from the page's styles. */
export function openShadow(element: HTMLElement): ShadowRoot {
  // A shadow root cannot be removed: a remount reuses the one left by the last unmount.
  return element.shadowRoot ?? element.attachShadow({ mode: 'open' });
}

import { BASE_TEXT_PX } from '../styles/base-text';

/**
 * The width the widget has on the page, in its own text size (em: the page's root size, never under the
 * stylesheet's base). A CMS may put the widget in a narrow column of a wide window, so the layout follows
 * this width rather than the window's. Read from `box`'s content (the widget's own element, a block even in an
 * inline container), before the widget draws anything inside it.
 */
export function widgetWidthOf(box: HTMLElement, view: Window & typeof globalThis) {
  const listeners = new Set<(width: number) => void>();
  let observer: ResizeObserver | undefined;
  const stopObserving = () => {
    observer?.disconnect();
    observer = undefined;
  };
  const textPx = () => Math.max(BASE_TEXT_PX, Number.parseFloat(view.getComputedStyle(box.ownerDocument.documentElement).fontSize) || BASE_TEXT_PX);
  const contentWidth = () => {
    const style = view.getComputedStyle(box);
    return box.clientWidth - (Number.parseFloat(style.paddingLeft) || 0) - (Number.parseFloat(style.paddingRight) || 0);
  };

  return {
    widgetWidth: () => contentWidth() / textPx(),
    /** Calls back with the new width (em) when the box's changes; returns the unsubscribe. */
    onWidgetResize(listener: (width: number) => void) {
      if (!observer && typeof view.ResizeObserver === 'function') {
        // Called once the layout is done: reading the text size there costs nothing more.
        const watching = new view.ResizeObserver(([entry]) => {
          const width = entry.contentRect.width / textPx();
          listeners.forEach((each) => each(width));
        });
        watching.observe(box);
        observer = watching;
      }
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0) stopObserving();
      };
    },
    dispose() {
      listeners.clear();
      stopObserving();
    },
  };
}

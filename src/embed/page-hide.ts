/**
 * Listeners told when the page goes out of sight: `pagehide` (a reload, leaving the page) and a hidden
 * `visibilitychange` (another tab, an app switch, after which a phone may discard the page without a pagehide).
 */
export function pageHideOf(view: Window) {
  const doc = view.document;
  const listeners = new Set<() => void>();
  const notify = () => listeners.forEach((listener) => listener());
  const onVisibility = () => {
    if (doc.visibilityState === 'hidden') notify();
  };
  const stop = () => {
    view.removeEventListener('pagehide', notify);
    doc.removeEventListener('visibilitychange', onVisibility);
  };
  return {
    onHide(listener: () => void) {
      if (listeners.size === 0) {
        view.addEventListener('pagehide', notify);
        doc.addEventListener('visibilitychange', onVisibility);
      }
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0) stop();
      };
    },
    dispose() {
      listeners.clear();
      stop();
    },
  };
}

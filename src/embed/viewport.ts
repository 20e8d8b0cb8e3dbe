export const RESIZE_DEBOUNCE_MS = 200;
/** Longest wait for an idle moment before idle work runs anyway. */
export const IDLE_TIMEOUT_MS = 2000;

/** Listeners on the page's window, added while someone listens and removed with the last one or on dispose. */
export function viewportOf(view: Window) {
  const resizeListeners = new Set<() => void>();
  const scrollListeners = new Set<() => void>();
  let resizeTimer: ReturnType<typeof setTimeout> | undefined;
  let scrollFrame: number | undefined;
  const idleCancels = new Set<() => void>();

  const onResize = () => {
    clearTimeout(resizeTimer);
    resizeTimer = setTimeout(() => resizeListeners.forEach((listener) => listener()), RESIZE_DEBOUNCE_MS);
  };
  const onScroll = () => {
    if (scrollFrame !== undefined) return;
    scrollFrame = view.requestAnimationFrame(() => {
      scrollFrame = undefined;
      scrollListeners.forEach((listener) => listener());
    });
  };

  return {
    prefersReducedMotion: () => view.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false,
    onResize(listener: () => void) {
      if (resizeListeners.size === 0) view.addEventListener('resize', onResize);
      resizeListeners.add(listener);
      return () => {
        resizeListeners.delete(listener);
        if (resizeListeners.size === 0) view.removeEventListener('resize', onResize);
      };
    },
    onScroll(listener: () => void) {
      if (scrollListeners.size === 0) view.addEventListener('scroll', onScroll, { passive: true });
      scrollListeners.add(listener);
      return () => {
        scrollListeners.delete(listener);
        if (scrollListeners.size === 0) view.removeEventListener('scroll', onScroll);
      };
    },
    /** Runs `callback` when the page is idle (at the latest after IDLE_TIMEOUT_MS); returns the cancel. */
    whenIdle(callback: () => void) {
      let done = false;
      let stop = () => undefined as void;
      const cancel = () => {
        done = true;
        idleCancels.delete(cancel);
        stop();
      };
      const run = () => {
        if (done) return;
        cancel();
        callback();
      };
      if (typeof view.requestIdleCallback === 'function') {
        const id = view.requestIdleCallback(run, { timeout: IDLE_TIMEOUT_MS });
        stop = () => view.cancelIdleCallback(id);
      } else {
        // Safari has no idle callback: a short wait keeps the work out of the first paint.
        const id = view.setTimeout(run, 200);
        stop = () => view.clearTimeout(id);
      }
      if (!done) idleCancels.add(cancel);
      return cancel;
    },
    dispose() {
      idleCancels.forEach((cancel) => cancel());
      idleCancels.clear();
      view.removeEventListener('resize', onResize);
      view.removeEventListener('scroll', onScroll);
      resizeListeners.clear();
      scrollListeners.clear();
      clearTimeout(resizeTimer);
      if (scrollFrame !== undefined) view.cancelAnimationFrame(scrollFrame);
    },
  };
}

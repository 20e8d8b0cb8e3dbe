/**
 * Runs `callback` in a task of its own once the next frame has been drawn (or, in a page that draws no frames,
 * such as a hidden tab, at the latest after a short wait); returns the cancel.
 */
export function afterNextPaint(view: Window, callback: () => void): () => void {
  let timer: number | undefined;
  const frame = view.requestAnimationFrame(() => {
    view.clearTimeout(fallback);
    timer = view.setTimeout(callback, 0);
  });
  // Hidden tabs run no animation frames at all.
  const fallback = view.setTimeout(() => {
    view.cancelAnimationFrame(frame);
    callback();
  }, 100);
  return () => {
    view.cancelAnimationFrame(frame);
    view.clearTimeout(fallback);
    if (timer !== undefined) view.clearTimeout(timer);
  };
}

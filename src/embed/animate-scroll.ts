/**
 * Scrolls the window to `target` over `duration` ms (ease in-out); 0 jumps. Each step is 'instant' so that a host
 * page's `scroll-behavior: smooth` neither slows the animation nor animates the jump asked for reduced motion.
 * Returns a function that stops it.
 */
export function animateScroll(view: Window, target: number, duration: number): () => void {
  if (duration <= 0) {
    view.scrollTo({ top: target, behavior: 'instant' });
    return () => undefined;
  }
  const start = view.scrollY;
  const distance = target - start;
  let begin: number | undefined;
  let frame = view.requestAnimationFrame(function step(now) {
    begin ??= now;
    const progress = Math.min(1, (now - begin) / duration);
    const eased = progress < 0.5 ? 2 * progress * progress : 1 - (-2 * progress + 2) ** 2 / 2;
    view.scrollTo({ top: start + distance * eased, behavior: 'instant' });
    if (progress < 1) frame = view.requestAnimationFrame(step);
  });
  return () => view.cancelAnimationFrame(frame);
}

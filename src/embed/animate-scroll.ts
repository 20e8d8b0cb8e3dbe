/**
 * Scrolls the window to `target` over `duration` ms (ease in-out); 0 jumps. Each step is 'instant' so that a host
 * page's `scroll-behavior: smooth` neither slows the animation nor animates the jump asked for reduced motion.
 * The animation sets the position at every frame: when the page has moved between two frames, the visitor (a
 * wheel, a swipe, a key, a field taking focus) scrolled it, and the animation stops rather than pull it back.
 * From farther than half a window, the page first jumps to half a window from `target`, at once, and the animation
 * covers that last half: a step change far down a long list leaves the window over what now stands there (the
 * host's footer, once the list has made way for a shorter step), and scrolling up from there would show it, then
 * screenfuls of page a slow phone cannot draw in time, before the step. The motion that shows which way the page
 * went is kept. Returns a function that stops it.
 */
export function animateScroll(view: Window, target: number, duration: number): () => void {
  if (duration <= 0) {
    view.scrollTo({ top: target, behavior: 'instant' });
    return () => undefined;
  }
  const reach = view.innerHeight / 2;
  if (Math.abs(target - view.scrollY) > reach) view.scrollTo({ top: target + Math.sign(view.scrollY - target) * reach, behavior: 'instant' });
  // Set at the first frame, from where the page stands then.
  let start = 0;
  let distance = 0;
  let begin: number | undefined;
  let left = 0;
  let frame = view.requestAnimationFrame(function step(now) {
    // Until the first frame, the page may still be moving on its own: a smooth scroll of the host's (a control
    // reached with Tab, under `scroll-behavior: smooth`) goes on until a scroll of ours ends it. The animation
    // starts from wherever that left the page; only a move between two of its frames is the visitor's.
    if (begin === undefined) {
      begin = now;
      start = view.scrollY;
      distance = target - start;
    } else if (Math.abs(view.scrollY - left) > 1) return;
    const progress = Math.min(1, (now - begin) / duration);
    const eased = progress < 0.5 ? 2 * progress * progress : 1 - (-2 * progress + 2) ** 2 / 2;
    view.scrollTo({ top: start + distance * eased, behavior: 'instant' });
    left = view.scrollY;
    if (progress < 1) frame = view.requestAnimationFrame(step);
  });
  return () => view.cancelAnimationFrame(frame);
}

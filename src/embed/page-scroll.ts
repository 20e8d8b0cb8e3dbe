import { animateScroll } from './animate-scroll';
import { topOffsetOf } from './top-offset';

export const SCROLL_DURATION_MS = 400;

/**
 * Brings the top of `element` into view below the host's header, whose height is read at each call (a host's
 * header may change with the width); a new call stops the last animation, and so does bringing a part of the
 * widget into view: a part the visitor must see (a confirmation) wins over a step change's scroll still under way,
 * which would otherwise carry it back out of the window as it ends.
 */
export function pageScrollTo(element: HTMLElement, view: Window, reducedMotion: () => boolean) {
  let stop: (() => void) | undefined;
  return {
    scrollToTop() {
      stop?.();
      const target = Math.max(0, element.getBoundingClientRect().top + view.scrollY - topOffsetOf(view));
      // Already in place: nothing to animate.
      if (Math.abs(view.scrollY - target) < 1) return;
      stop = animateScroll(view, target, reducedMotion() ? 0 : SCROLL_DURATION_MS);
    },
    bringIntoView(part: Element) {
      stop?.();
      stop = undefined;
      part.scrollIntoView?.({ block: 'nearest', behavior: reducedMotion() ? 'instant' : 'auto' });
    },
    dispose: () => stop?.(),
  };
}

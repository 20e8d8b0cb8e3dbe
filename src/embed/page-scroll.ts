import { animateScroll } from './animate-scroll';
import { topOffsetOf } from './top-offset';

export const SCROLL_DURATION_MS = 400;

/** Room kept below a heading that must be whole in the window: its focus ring is drawn a few pixels outside it. */
const RING_ROOM = 16;

/**
 * Brings the top of `element` into view below the host's header, whose height is read at each call (a host's
 * header may change with the width); a new call stops the last animation, and so does bringing a part of the
 * widget into view: a part the visitor must see (a confirmation) wins over a step change's scroll still under way,
 * which would otherwise carry it back out of the window as it ends.
 */
export function pageScrollTo(element: HTMLElement, view: Window, reducedMotion: () => boolean) {
  let stop: (() => void) | undefined;
  return {
    scrollToTop(heading?: Element) {
      stop?.();
      const offset = topOffsetOf(view);
      let top = element.getBoundingClientRect().top;
      // With a large text on a phone, the widget's title and a step navigation of a row per step can fill the
      // window down to the new step's heading, left at its bottom edge, focus ring out of sight: the heading then
      // goes to the top instead, with the step it names below it.
      const box = heading?.getBoundingClientRect();
      if (box && box.bottom - top + offset + RING_ROOM > view.innerHeight) top = box.top;
      const target = Math.max(0, top + view.scrollY - offset);
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

import { animateScroll } from './animate-scroll';

/** Space kept above the widget when scrolling to it (a host's fixed header). */
export const SCROLL_TOP_OFFSET = 90;
export const SCROLL_DURATION_MS = 400;

/** Brings the top of `element` into view below the host's header; a new call stops the last animation. */
export function pageScrollTo(element: HTMLElement, view: Window, reducedMotion: () => boolean) {
  let stop: (() => void) | undefined;
  return {
    scrollToTop() {
      stop?.();
      const target = Math.max(0, element.getBoundingClientRect().top + view.scrollY - SCROLL_TOP_OFFSET);
      // Already in place: nothing to animate.
      if (Math.abs(view.scrollY - target) < 1) return;
      stop = animateScroll(view, target, reducedMotion() ? 0 : SCROLL_DURATION_MS);
    },
    dispose: () => stop?.(),
  };
}

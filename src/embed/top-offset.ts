/** Space kept above the widget when the page scrolls to it, and above the sticky map: room for a host's header. */
export const SCROLL_TOP_OFFSET = 90;

/**
 * The space to keep at the window's top: the fixed 90 px, or more where the host page says its own header needs
 * more. Pages with a fixed or sticky header say so with `scroll-padding-top` on their root element, the value the
 * browser itself keeps clear when it scrolls to an anchor or to a focused control; the widget honours the same
 * value for its own scrolling and its sticky map. Never more than half the window, so that a mistaken value
 * cannot push the widget out of sight.
 */
export function topOffsetOf(view: Window): number {
  const value = view.getComputedStyle?.(view.document.documentElement).scrollPaddingTop ?? '';
  const match = /^(\d+(?:\.\d+)?)(px|%)$/.exec(value.trim());
  if (!match) return SCROLL_TOP_OFFSET;
  const pixels = match[2] === '%' ? (Number(match[1]) * view.innerHeight) / 100 : Number(match[1]);
  return Math.round(Math.max(SCROLL_TOP_OFFSET, Math.min(pixels, view.innerHeight / 2)));
}

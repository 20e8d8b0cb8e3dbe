/**
 * Moves the focus to `target`, and the page with it at once rather than by the smooth scroll a host may ask for:
 * entries drawn as that scroll passes them take their real height, and the target would no longer be where the
 * scroll was headed. It lands towards the middle of the window, where the entries drawn after the jump cannot push
 * it out of sight, nor the window's edge cut its ring (a map beside the list stops at its sticky place on the way).
 */
export function jumpTo(target: HTMLElement | null | undefined): void {
  target?.focus({ preventScroll: true });
  target?.scrollIntoView?.({ block: 'center', behavior: 'instant' });
}

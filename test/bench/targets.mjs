// Where the simulated visitor points: run in the page (page.evaluate), so it must stay self-contained.

/**
 * Scrolls to the first of the list entries named `names` (an entry's text starts with its residence's name),
 * or to the map, and returns the centres of those entries, or of `count` map points spread over the map, that
 * are in the viewport and hit at their centre. Null when there is none (yet), so that it can be waited for.
 */
export function findTargets({ labels, names, block = 'start', map = false, count = 10 }) {
  // The widget's shadow root is on an element of its own; the floors' on the container.
  const root = document.querySelector('[data-quote-wizard] > quote-wizard-root')?.shadowRoot ?? document.querySelector('[data-quote-wizard]')?.shadowRoot;
  const inViewport = (element) => {
    const box = element.getBoundingClientRect();
    return box.width > 0 && box.top >= 0 && box.left >= 0 && box.bottom <= innerHeight && box.right <= innerWidth;
  };
  // What the browser skips drawing (content-visibility) still has its box, and can be hit: its content, though,
  // is drawn a frame later. Pointing at it before then would time that drawing as part of the hover.
  const drawn = (element) => Array.from(element.children).every((child) => child.checkVisibility({ contentVisibilityAuto: true }));
  const centre = (element) => {
    if (!inViewport(element) || !drawn(element)) return null;
    const box = element.getBoundingClientRect();
    const at = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
    const hit = root.elementFromPoint(at.x, at.y);
    return hit !== null && element.contains(hit) ? at : null;
  };
  if (map) {
    const group = root?.querySelector(`[role="group"][aria-label="${labels.map}"]`);
    if (!group) return null;
    group.scrollIntoView({ block: 'center', behavior: 'instant' });
    const reachable = Array.from(group.querySelectorAll('button'), centre).filter(Boolean);
    const step = Math.max(1, reachable.length / count);
    return reachable.length === 0 ? null : Array.from({ length: Math.min(count, reachable.length) }, (_, index) => reachable[Math.floor(index * step)]);
  }
  const buttons = Array.from(root?.querySelector(`ul[aria-label="${labels.list}"]`)?.querySelectorAll('button') ?? []);
  const texts = buttons.map((button) => button.textContent.trim());
  const entries = names.map((name) => buttons[texts.findIndex((text) => text.startsWith(name))]);
  if (!entries[0]) return null;
  entries[0].scrollIntoView({ block, behavior: 'instant' });
  // An entry the browser has not drawn yet (one that content-visibility skipped until it came near) has its box
  // but no content to hit: wait for the frame that draws every entry on screen, rather than hover fewer.
  const onScreen = entries.filter((entry) => entry && inViewport(entry));
  const reachable = onScreen.map(centre);
  return reachable.length === 0 || reachable.includes(null) ? null : reachable;
}

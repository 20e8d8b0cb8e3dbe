import type { HoverState } from '../store/hover-store';
import type { MapItem } from './clusters';

/**
 * Which of the map's items the hover is on, for its point to light up and its label to show: the item under the
 * pointer or the focus, or else the one holding the residence whose list entry is hovered. An item the map no
 * longer draws (a zoom or a new width regrouped the points while the pointer rested on it) counts as none, so that
 * the item now holding its residence takes its place.
 */
export function hoveredItem(items: readonly MapItem[], keyOf: ReadonlyMap<string, string>): (hover: HoverState) => string | null {
  const drawn = new Set(items.map((item) => item.key));
  return ({ id, mapItem }) => (mapItem !== null && drawn.has(mapItem) ? mapItem : id === null ? null : (keyOf.get(id) ?? null));
}

import { useStore } from 'zustand';
import type { MapItem, MapView } from '../../map/clusters';
import type { HoverStore } from '../../store/hover-store';

interface MapLabelProps {
  items: readonly MapItem[];
  keyOf: ReadonlyMap<string, string>;
  /** The map item under the pointer or the focus, if any. */
  pointed: MapItem | null;
  hover: HoverStore;
  view: MapView;
  countText(count: number): string;
}

/**
 * The name of the point under the pointer or the focus (or of the hovered list entry), written beside the point
 * and inside the map: towards the middle of the map, so it is never cut off, and never over the point itself.
 * Decoration only: the point's button already carries the name for assistive technology.
 */
export function MapLabel({ items, keyOf, pointed, hover, view, countText }: MapLabelProps) {
  const hoveredId = useStore(hover, (state) => state.id);
  const hoveredKey = hoveredId === null ? undefined : keyOf.get(hoveredId);
  const item = pointed ?? items.find((candidate) => candidate.key === hoveredKey);
  if (!item) return null;
  const left = ((item.x - view.left) / view.size) * 100;
  const top = Math.min(94, Math.max(6, ((item.y - view.top) / view.size) * 100));
  const cluster = item.residences.length > 1;
  const text = cluster ? countText(item.residences.length) : item.residences[0].name;
  // A cluster's bubble is wider than a point: its label keeps further from the centre, so as never to cover it.
  // A name long enough to take several lines grows away from the nearer edge, down in the top half, up below.
  const side = left < 55 ? 'qw-map__label--after' : 'qw-map__label--before';
  const growth = top < 50 ? 'qw-map__label--down' : 'qw-map__label--up';
  return (
    <p className={`qw-map__label ${side} ${growth}${cluster ? ' qw-map__label--cluster' : ''}`} style={left < 55 ? { left: `${left}%`, top: `${top}%` } : { right: `${100 - left}%`, top: `${top}%` }} aria-hidden="true">
      {text}
    </p>
  );
}

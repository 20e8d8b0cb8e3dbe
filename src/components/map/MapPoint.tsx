import { memo } from 'react';
import { useStore } from 'zustand';
import type { MapItem } from '../../map/clusters';
import type { HoverStore } from '../../store/hover-store';

interface MapPointProps {
  item: MapItem;
  /** Where it is drawn, in % of the map box in view. */
  left: number;
  top: number;
  name: string;
  selected: boolean;
  hover: HoverStore;
  /** True when the hovered residence is this item's (one of its residences, for a cluster). */
  isHovered(id: string | null): boolean;
  onActivate(item: MapItem): void;
  onPointer(item: MapItem | null): void;
}

/**
 * One place on the map: a 24 px button named after its residence, or a larger one showing how many residences a
 * cluster holds. Each one follows the hover store itself, so a hover re-renders the two points it concerns.
 */
export const MapPoint = memo(function MapPoint({ item, left, top, name, selected, hover, isHovered, onActivate, onPointer }: MapPointProps) {
  const highlighted = useStore(hover, (state) => isHovered(state.id));
  const cluster = item.residences.length > 1;
  const classes = ['qw-map__point', cluster && 'qw-map__point--cluster', highlighted && 'qw-map__point--highlighted', selected && 'qw-map__point--selected'].filter(Boolean).join(' ');
  return (
    <li className="qw-map__item">
      <button
        type="button"
        className={classes}
        // React applies style through the CSSOM, which a strict CSP allows (unlike a style attribute).
        style={{ left: `${left}%`, top: `${top}%` }}
        aria-label={name}
        onClick={() => onActivate(item)}
        onMouseEnter={() => onPointer(item)}
        onMouseLeave={() => onPointer(null)}
        onFocus={() => onPointer(item)}
        onBlur={() => onPointer(null)}
      >
        {cluster ? (
          <span className="qw-map__count" aria-hidden="true">
            {item.residences.length}
          </span>
        ) : (
          <span className="qw-map__dot" aria-hidden="true" />
        )}
      </button>
    </li>
  );
});

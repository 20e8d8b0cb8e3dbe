import { memo, useLayoutEffect, useRef } from 'react';
import { formatCount } from '../../domain/format-count';
import type { MapItem } from '../../map/clusters';
import { WIDE_CLUSTER_COUNT } from '../../map/no-overlap';
import type { HoverState, HoverStore } from '../../store/hover-store';

interface MapPointProps {
  item: MapItem;
  /** Where it is drawn, in % of the map box in view. */
  left: number;
  top: number;
  name: string;
  selected: boolean;
  hover: HoverStore;
  /** The item the hover is on (by key): this one when the pointer or the focus is on it or on its residence's entry. */
  hovered(hover: HoverState): string | null;
  onActivate(item: MapItem): void;
  onPointer(item: MapItem | null): void;
}

const HIGHLIGHTED = 'qw-map__point--highlighted';

/**
 * One place on the map: a 24 px button named after its residence, or a larger one showing how many residences a
 * cluster holds. Each one follows the hover store itself and marks its button directly: a hover costs no render.
 */
export const MapPoint = memo(function MapPoint({ item, left, top, name, selected, hover, hovered, onActivate, onPointer }: MapPointProps) {
  const button = useRef<HTMLButtonElement>(null);
  const cluster = item.residences.length > 1;
  const wide = item.residences.length >= WIDE_CLUSTER_COUNT;
  const classes = ['qw-map__point', cluster && 'qw-map__point--cluster', wide && 'qw-map__point--wide', selected && 'qw-map__point--selected'].filter(Boolean).join(' ');

  // Runs again whenever React has written the class list, which drops the mark.
  useLayoutEffect(() => {
    const element = button.current;
    if (!element) return undefined;
    const show = (state: HoverState) => {
      const on = hovered(state) === item.key;
      // Only a point whose mark changes is touched: a hover then costs the browser two points, not all of them.
      if (element.classList.contains(HIGHLIGHTED) !== on) element.classList.toggle(HIGHLIGHTED, on);
    };
    show(hover.getState());
    return hover.subscribe(show);
  }, [hover, hovered, item.key, classes]);

  return (
    <li className="qw-map__item">
      <button
        ref={button}
        type="button"
        className={classes}
        data-key={item.key}
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
            {formatCount(item.residences.length)}
          </span>
        ) : (
          <span className="qw-map__dot" aria-hidden="true" />
        )}
      </button>
    </li>
  );
});

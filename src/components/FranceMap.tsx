import { memo, useMemo } from 'react';
import type { Residence } from '../domain/residence';
import { FRANCE_PATH, MAP_HEIGHT, MAP_WIDTH } from '../map/france-outline';
import { spreadPoints } from './spread-points';

export interface FranceMapProps {
  label: string;
  residences: readonly Residence[];
  highlightedId: string | null;
  selectedId: string | null;
  /** Width of the map in px, to keep its points apart (0: not measured, points left as placed). */
  width?: number;
  /**
   * The residences the points are laid out among, default `residences`. With the whole list here, a search
   * neither moves the points it keeps nor lays them out again on every key.
   */
  spreadAmong?: readonly Residence[];
  /** Accessible name of a point, e.g. 'Résidence Le Clos, Bretagne'. */
  pointName(residence: Residence): string;
  onHover(id: string | null): void;
  onChoose(residence: Residence): void;
}

interface PointProps extends Pick<FranceMapProps, 'pointName' | 'onHover' | 'onChoose'> {
  residence: Residence;
  /** Where it is drawn, [x %, y %] (see spreadPoints). */
  at: number[];
  highlighted: boolean;
  selected: boolean;
}

const Point = memo(function Point({ residence, at, highlighted, selected, pointName, onHover, onChoose }: PointProps) {
  const classes = ['qw-map__point', highlighted && 'qw-map__point--highlighted', selected && 'qw-map__point--selected'].filter(Boolean).join(' ');
  return (
    <li className="qw-map__item">
      <button
        type="button"
        className={classes}
        // React applies style through the CSSOM, which a strict CSP allows (unlike a style attribute).
        style={{ left: `${at[0]}%`, top: `${at[1]}%` }}
        aria-label={pointName(residence)}
        onClick={() => onChoose(residence)}
        onMouseEnter={() => onHover(residence.id)}
        onMouseLeave={() => onHover(null)}
        onFocus={() => onHover(residence.id)}
        onBlur={() => onHover(null)}
      >
        <span className="qw-map__dot" aria-hidden="true" />
      </button>
    </li>
  );
});

/**
 * Mainland France with one button per residence, placed by positionX/positionY (percentages of the map box).
 * The name of the hovered or focused point shows under the map, where it never leaves the widget's width.
 */
export function FranceMap({ label, residences, highlightedId, selectedId, width = 0, spreadAmong = residences, ...rest }: FranceMapProps) {
  // A point is 24 px wide: that far apart (and a hair more, for rounding), no point covers another.
  const places = useMemo(() => {
    const spread = spreadPoints(spreadAmong.map((residence) => residence.position), width && (24.5 / width) * 100);
    return new Map(spreadAmong.map((residence, index) => [residence.id, spread[index]]));
  }, [spreadAmong, width]);
  return (
    <div className="qw-map" role="group" aria-label={label}>
      <svg className="qw-map__shape" viewBox={`0 0 ${MAP_WIDTH} ${MAP_HEIGHT}`} aria-hidden="true" focusable="false">
        <path d={FRANCE_PATH} />
      </svg>
      <ul className="qw-map__points">
        {residences.map((residence) => (
          <Point key={residence.id} residence={residence} at={places.get(residence.id) ?? [residence.position.positionX, residence.position.positionY]} highlighted={residence.id === highlightedId} selected={residence.id === selectedId} {...rest} />
        ))}
      </ul>
      <p className="qw-map__name" aria-hidden="true">
        {residences.find((residence) => residence.id === highlightedId)?.name}
      </p>
    </div>
  );
}

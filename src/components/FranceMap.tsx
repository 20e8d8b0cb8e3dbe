import { memo } from 'react';
import type { Residence } from '../domain/residence';
import { FRANCE_PATH, MAP_HEIGHT, MAP_WIDTH } from '../map/france-outline';

interface FranceMapProps {
  label: string;
  residences: readonly Residence[];
  highlightedId: string | null;
  selectedId: string | null;
  /** Accessible name of a point, e.g. 'Résidence Le Clos, Bretagne'. */
  pointName(residence: Residence): string;
  onHover(id: string | null): void;
  onChoose(residence: Residence): void;
}

interface PointProps extends Pick<FranceMapProps, 'pointName' | 'onHover' | 'onChoose'> {
  residence: Residence;
  highlighted: boolean;
  selected: boolean;
}

const Point = memo(function Point({ residence, highlighted, selected, pointName, onHover, onChoose }: PointProps) {
  const classes = ['qw-map__point', highlighted && 'qw-map__point--highlighted', selected && 'qw-map__point--selected'].filter(Boolean).join(' ');
  const { positionX, positionY } = residence.position;
  return (
    <li className="qw-map__item">
      <button
        type="button"
        className={classes}
        // React applies style through the CSSOM, which a strict CSP allows (unlike a style attribute).
        style={{ left: `${positionX}%`, top: `${positionY}%` }}
        aria-label={pointName(residence)}
        onClick={() => onChoose(residence)}
        onMouseEnter={() => onHover(residence.id)}
        onMouseLeave={() => onHover(null)}
        onFocus={() => onHover(residence.id)}
        onBlur={() => onHover(null)}
      >
        <span className="qw-map__dot" aria-hidden="true" />
        {highlighted && (
          <span className="qw-map__tip" aria-hidden="true">
            {residence.name}
          </span>
        )}
      </button>
    </li>
  );
});

/** Mainland France with one button per residence, placed by positionX/positionY (percentages of the map box). */
export function FranceMap({ label, residences, highlightedId, selectedId, ...rest }: FranceMapProps) {
  return (
    <div className="qw-map" role="group" aria-label={label}>
      <svg className="qw-map__shape" viewBox={`0 0 ${MAP_WIDTH} ${MAP_HEIGHT}`} aria-hidden="true" focusable="false">
        <path d={FRANCE_PATH} />
      </svg>
      <ul className="qw-map__points">
        {residences.map((residence) => (
          <Point key={residence.id} residence={residence} highlighted={residence.id === highlightedId} selected={residence.id === selectedId} {...rest} />
        ))}
      </ul>
    </div>
  );
}

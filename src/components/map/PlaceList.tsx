import { useEffect, useId, useRef } from 'react';
import type { Residence } from '../../domain/residence';

interface PlaceListProps {
  residences: readonly Residence[];
  title: string;
  closeText: string;
  onChoose(residence: Residence): void;
  onClose(): void;
}

/** The residences that share one place on the map, listed to choose from; focus moves to the first one. */
export function PlaceList({ residences, title, closeText, onChoose, onClose }: PlaceListProps) {
  const first = useRef<HTMLButtonElement>(null);
  const titleId = useId();
  useEffect(() => first.current?.focus(), [residences]);
  return (
    <div className="qw-map__place" role="group" aria-labelledby={titleId}>
      <p id={titleId} className="qw-map__place-title">
        {title}
      </p>
      <ul className="qw-map__place-list">
        {residences.map((residence, index) => (
          <li key={residence.id}>
            <button ref={index === 0 ? first : undefined} type="button" className="qw-link-button" onClick={() => onChoose(residence)}>
              {residence.name}
            </button>
          </li>
        ))}
      </ul>
      <button type="button" className="qw-button qw-button--secondary" onClick={onClose}>
        {closeText}
      </button>
    </div>
  );
}

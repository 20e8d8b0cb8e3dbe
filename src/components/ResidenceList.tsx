import { memo } from 'react';
import type { Residence } from '../domain/residence';
import { Badge } from './Badge';

interface ResidenceListProps {
  label: string;
  residences: readonly Residence[];
  highlightedId: string | null;
  selectedId: string | null;
  soonText: string;
  selectedText: string;
  onHover(id: string | null): void;
  onChoose(residence: Residence): void;
}

interface EntryProps extends Omit<ResidenceListProps, 'label' | 'residences' | 'highlightedId' | 'selectedId'> {
  residence: Residence;
  highlighted: boolean;
  selected: boolean;
}

// Memoised so that hovering one entry re-renders two entries, not the whole list.
const Entry = memo(function Entry({ residence, highlighted, selected, soonText, selectedText, onHover, onChoose }: EntryProps) {
  const classes = ['qw-entry', highlighted && 'qw-entry--highlighted', selected && 'qw-entry--selected'].filter(Boolean).join(' ');
  return (
    <li className="qw-list__item">
      <button
        type="button"
        className={classes}
        onClick={() => onChoose(residence)}
        onMouseEnter={() => onHover(residence.id)}
        onMouseLeave={() => onHover(null)}
        onFocus={() => onHover(residence.id)}
        onBlur={() => onHover(null)}
      >
        {residence.image ? <img className="qw-entry__image" src={residence.image} alt="" loading="lazy" decoding="async" /> : <span className="qw-entry__image qw-entry__image--none" aria-hidden="true" />}
        <span className="qw-entry__text">
          <span className="qw-entry__name">{residence.name}</span>
          <span className="qw-entry__region">{residence.region}</span>
          {!residence.isOpen && <Badge>{soonText}</Badge>}
          {selected && <span className="qw-entry__selected">{selectedText}</span>}
        </span>
        <span className="qw-entry__arrow" aria-hidden="true">
          ›
        </span>
      </button>
    </li>
  );
});

/** The primary way to choose: one button per residence, enough on its own with a keyboard. */
export function ResidenceList({ label, residences, highlightedId, selectedId, ...rest }: ResidenceListProps) {
  return (
    <ul className="qw-list" aria-label={label}>
      {residences.map((residence) => (
        <Entry key={residence.id} residence={residence} highlighted={residence.id === highlightedId} selected={residence.id === selectedId} {...rest} />
      ))}
    </ul>
  );
}

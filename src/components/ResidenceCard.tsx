import type { Ref } from 'react';
import type { Residence } from '../domain/residence';
import { Badge } from './Badge';

interface ResidenceCardProps {
  residence: Residence;
  soonText: string;
  linkText: string;
  /** Accessible name of the link, naming the residence. */
  linkLabel: string;
  /** The image, for the parallax effect. */
  imageRef?: Ref<HTMLImageElement>;
}

/** Image, name, region, description, the 'Ouverture prochaine' badge and, with a link, 'Voir la résidence'. */
export function ResidenceCard({ residence, soonText, linkText, linkLabel, imageRef }: ResidenceCardProps) {
  return (
    <article className="qw-card">
      {residence.image && (
        <div className="qw-card__media">
          <img ref={imageRef} className="qw-card__image" src={residence.image} alt="" decoding="async" />
        </div>
      )}
      <div className="qw-card__body">
        <h4 className="qw-card__name">{residence.name}</h4>
        <p className="qw-card__region">{residence.region}</p>
        {!residence.isOpen && <Badge>{soonText}</Badge>}
        {residence.description && <p className="qw-card__description">{residence.description}</p>}
        {residence.link && (
          <a className="qw-card__link" href={residence.link} aria-label={linkLabel}>
            {linkText}
          </a>
        )}
      </div>
    </article>
  );
}

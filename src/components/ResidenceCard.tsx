import type { Ref } from 'react';
import { placeOf, type Residence } from '../domain/residence';
import { isRichText } from '../domain/rich-text';
import { Badge } from './Badge';
import { SafeHtml } from './SafeHtml';

interface ResidenceCardProps {
  residence: Residence;
  soonText: string;
  linkText: string;
  /** Accessible name of the link, naming the residence. */
  linkLabel: string;
  /** The image, for the parallax effect. */
  imageRef?: Ref<HTMLImageElement>;
  /** The image already failed: the card is laid out as for a residence without one. */
  imageFailed?: boolean;
  /** The image failed to load. */
  onImageError?(): void;
  /** The sanitizer took something out of a rich-text description: what, as `SafeHtml` says it. */
  onDescriptionTrimmed?(removed: readonly string[]): void;
}

/**
 * Image, name, region, description, the 'Ouverture prochaine' badge and, with a link, 'Voir la résidence'. A
 * rich-text description goes through the same sanitizer and allow-list as the offers.
 */
export function ResidenceCard({ residence, soonText, linkText, linkLabel, imageRef, imageFailed, onImageError, onDescriptionTrimmed }: ResidenceCardProps) {
  return (
    <article className="qw-card">
      {residence.image && !imageFailed && (
        <div className="qw-card__media">
          <img ref={imageRef} className="qw-card__image" src={residence.image} alt="" decoding="async" onError={onImageError} />
        </div>
      )}
      <div className="qw-card__body">
        <h4 className="qw-card__name">{residence.name}</h4>
        <p className="qw-card__region">{placeOf(residence)}</p>
        {!residence.isOpen && <Badge>{soonText}</Badge>}
        {residence.description &&
          (isRichText(residence.description) ? (
            <SafeHtml html={residence.description} className="qw-html qw-card__description" onTrimmed={onDescriptionTrimmed} />
          ) : (
            <p className="qw-card__description">{residence.description}</p>
          ))}
        {residence.link && (
          <a className="qw-card__link" href={residence.link} aria-label={linkLabel}>
            {linkText}
          </a>
        )}
      </div>
    </article>
  );
}

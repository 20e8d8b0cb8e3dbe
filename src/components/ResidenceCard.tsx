import type { Ref } from 'react';
import { CHARACTER_REFERENCE } from '../config/unescape-html';
import { placeOf, type Residence } from '../domain/residence';
import { Badge } from './Badge';
import { SafeHtml } from './SafeHtml';

/**
 * A CMS rich-text field holds formatting tags, or at least characters escaped for HTML (« &eacute; »); a plain
 * description may hold a lone < or & or a word in angle brackets, which must stay as typed. Shown as text,
 * anything else is harmless.
 */
const HTML_TAG = /<\/?(?:a|abbr|b|br|div|em|h[1-6]|i|li|ol|p|small|span|strong|sub|sup|u|ul)\b[^>]*>/i;
const isHtml = (text: string) => HTML_TAG.test(text) || CHARACTER_REFERENCE.test(text);

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
}

/**
 * Image, name, region, description, the 'Ouverture prochaine' badge and, with a link, 'Voir la résidence'. A
 * rich-text description goes through the same sanitizer and allow-list as the offers.
 */
export function ResidenceCard({ residence, soonText, linkText, linkLabel, imageRef, imageFailed, onImageError }: ResidenceCardProps) {
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
          (isHtml(residence.description) ? (
            <SafeHtml html={residence.description} className="qw-html qw-card__description" />
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

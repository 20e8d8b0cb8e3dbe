import { normalizeForSearch } from '../domain/search';
import { i18n } from '../i18n/i18n';
import { readBoolean } from './values';

/** A residence's status in words that say it is not open yet: an editor writes the status, not a yes or no. */
const SOON = /^(bientot|prochainement|a venir)$/;

/**
 * Whether a residence is open, as CMS exports and French editors write it: a yes or no, or its status in words,
 * « ouvert » for open, « bientôt », « prochainement », « à venir » or the widget's own badge, « Ouverture
 * prochaine », for not yet; compared as the search compares names (case, accents and spaces aside). Anything else
 * is undefined, for the editor to be told.
 */
export function readOpen(value: unknown): boolean | undefined {
  const yesOrNo = readBoolean(value);
  if (yesOrNo !== undefined || typeof value !== 'string') return yesOrNo;
  const words = normalizeForSearch(value);
  if (words === 'ouvert' || words === 'ouverte') return true;
  return SOON.test(words) || words === normalizeForSearch(i18n._('residence.soon')) ? false : undefined;
}

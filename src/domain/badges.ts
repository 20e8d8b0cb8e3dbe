import { hasOffer } from './pricing';
import type { Residence } from './residence';

export interface BadgeTexts {
  /** The 'Ouverture prochaine' badge. */
  soon: string;
  /** The 'Tarif sur demande' badge of a residence that cannot be quoted online. */
  noOffer: string;
}

/**
 * What a residence's entry says beside its name, in order: not open yet, and no online quote (the visitor learns
 * it before filling in the form, and may still choose it to find the number to call). The list entry and the map
 * point say the same.
 */
export function badgesOf(residence: Residence, texts: BadgeTexts): string[] {
  const badges: string[] = [];
  if (!residence.isOpen) badges.push(texts.soon);
  if (!hasOffer(residence)) badges.push(texts.noOffer);
  return badges;
}

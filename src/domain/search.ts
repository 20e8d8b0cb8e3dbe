import type { Residence } from './residence';

/** Lower case, no accents, punctuation as spaces: 'Île-de-France' and 'ile de france' compare equal. */
export function normalizeForSearch(text: string): string {
  return text
    // Ligatures are typed as two letters on a keyboard: 'coeur' must find 'Cœur'.
    .replace(/œ/gi, 'oe')
    .replace(/æ/gi, 'ae')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

/** Residences whose name or region contains every word of the query, in the order given. */
export function filterResidences(residences: readonly Residence[], query: string): Residence[] {
  const words = normalizeForSearch(query).split(' ').filter(Boolean);
  if (words.length === 0) return [...residences];
  return residences.filter((residence) => {
    const haystack = normalizeForSearch(`${residence.name} ${residence.region}`);
    return words.every((word) => haystack.includes(word));
  });
}

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

/**
 * A search over `residences`: each residence's text is normalised once, so that a keystroke only compares
 * strings, whatever the size of the list. The search returns the residences whose name or region contains every
 * word of the query, in the order given.
 */
export function searchIndex(residences: readonly Residence[]): (query: string) => Residence[] {
  const haystacks = residences.map((residence) => normalizeForSearch(`${residence.name} ${residence.region}`));
  return (query) => {
    const words = normalizeForSearch(query).split(' ').filter(Boolean);
    if (words.length === 0) return [...residences];
    return residences.filter((_, index) => words.every((word) => haystacks[index].includes(word)));
  };
}

/** Residences whose name or region contains every word of the query, in the order given. */
export function filterResidences(residences: readonly Residence[], query: string): Residence[] {
  return searchIndex(residences)(query);
}

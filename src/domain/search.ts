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

/** A search over residences: called with a query, the residences it keeps; `prepare` reads them ahead of it. */
export type SearchIndex = ((query: string) => Residence[]) & { prepare(): void };

/**
 * A search over `residences`: each residence's text is normalised once, so that a keystroke only compares
 * strings, whatever the size of the list. The search returns the residences whose name, city or region contains
 * every word of the query, in the order given. The postal code is matched from its start only: « 33 » is the
 * département, and must not find 13300.
 */
export function searchIndex(residences: readonly Residence[]): SearchIndex {
  // Normalised at the first query that has a word, or when `prepare` says one is coming: the whole list, shown
  // before any search, needs none of it, and a thousand residences would make a slow phone wait tens of
  // milliseconds longer for it.
  let texts: { haystacks: string[]; postalCodes: string[] } | undefined;
  const index = () =>
    (texts ??= {
      haystacks: residences.map((residence) => normalizeForSearch(`${residence.name} ${residence.city ?? ''} ${residence.region}`)),
      postalCodes: residences.map((residence) => (residence.postalCode ?? '').replace(/\s/g, '')),
    });
  const search = (query: string) => {
    const words = normalizeForSearch(query).split(' ').filter(Boolean);
    if (words.length === 0) return [...residences];
    const { haystacks, postalCodes } = index();
    const matches = (word: string, at: number) => haystacks[at].includes(word) || (/^\d+$/.test(word) && postalCodes[at].startsWith(word));
    return residences.filter((_, at) => words.every((word) => matches(word, at)));
  };
  return Object.assign(search, { prepare: () => void index() });
}

/** Residences whose name, city, region or postal code matches every word of the query, in the order given. */
export function filterResidences(residences: readonly Residence[], query: string): Residence[] {
  return searchIndex(residences)(query);
}

import type { Residence } from '../../../src/domain/residence';
import { filterResidences, normalizeForSearch, searchIndex } from '../../../src/domain/search';
import { residence } from '../support/render';

const paris = residence({ id: 'paris', name: 'Les Terrasses de Grenelle', region: 'Île-de-France' });
const saintEtienne = residence({ id: 'saint-etienne', name: 'Les Allées de Saint-Étienne', region: 'Auvergne-Rhône-Alpes' });
const rennes = residence({ id: 'rennes', name: 'Les Terrasses du Thabor', region: 'Bretagne' });
const montpellier = residence({ id: 'montpellier', name: "Le Clos de l'Écusson", region: 'Occitanie' });
const all: Residence[] = [paris, saintEtienne, rennes, montpellier];

const ids = (found: Residence[]) => found.map((r) => r.id);

describe('normalizeForSearch', () => {
  it('lower-cases, removes accents and turns punctuation into spaces', () => {
    expect(normalizeForSearch('Île-de-France')).toBe('ile de france');
  });

  it('trims and collapses spaces', () => {
    expect(normalizeForSearch('  Saint   Étienne ')).toBe('saint etienne');
  });
});

describe('filterResidences', () => {
  it('returns every residence for an empty query', () => {
    expect(ids(filterResidences(all, ''))).toEqual(ids(all));
  });

  it('returns every residence for a query of spaces only', () => {
    expect(ids(filterResidences(all, '   '))).toEqual(ids(all));
  });

  it('returns a new array, not the one it was given', () => {
    expect(filterResidences(all, '')).not.toBe(all);
  });

  it('takes a straight apostrophe and a typographic one alike, in the name or in the query', () => {
    const curly = residence({ id: 'montpellier-curly', name: 'Le Clos de l’Écusson', region: 'Occitanie' });
    expect(ids(filterResidences([montpellier, curly], "de l'ecusson"))).toEqual(['montpellier', 'montpellier-curly']);
    expect(ids(filterResidences([montpellier, curly], 'de l’ecusson'))).toEqual(['montpellier', 'montpellier-curly']);
  });

  it("finds 'Île-de-France' from 'ile de france'", () => {
    expect(ids(filterResidences(all, 'ile de france'))).toEqual(['paris']);
  });

  it('finds a region typed in capitals with its accents', () => {
    expect(ids(filterResidences(all, 'ÎLE-DE-FRANCE'))).toEqual(['paris']);
  });

  it("finds 'Saint-Étienne' from 'SAINT etienne'", () => {
    expect(ids(filterResidences(all, 'SAINT etienne'))).toEqual(['saint-etienne']);
  });

  it('finds a residence by part of its name', () => {
    expect(ids(filterResidences(all, 'terrasses'))).toEqual(['paris', 'rennes']);
  });

  it('finds a name with an accented capital from plain letters', () => {
    expect(ids(filterResidences(all, 'ecusson'))).toEqual(['montpellier']);
  });

  it('needs every word of a several-word query', () => {
    expect(ids(filterResidences(all, 'terrasses bretagne'))).toEqual(['rennes']);
  });

  it('finds nothing when one word matches nothing', () => {
    expect(filterResidences(all, 'terrasses marseille')).toEqual([]);
  });

  it("finds 'Cœur' from 'coeur', the way the ligature is typed on a keyboard", () => {
    const lille = residence({ id: 'lille', name: 'Le Cœur de Lille', region: 'Hauts-de-France' });
    expect(ids(filterResidences([lille, rennes], 'coeur'))).toEqual(['lille']);
  });
});

describe('filterResidences, by city and postal code', () => {
  const fauriel = residence({ id: 'fauriel', name: 'Les Allées de Fauriel', region: 'Auvergne-Rhône-Alpes', city: 'Saint-Étienne', postalCode: '42100' });
  const chartrons = residence({ id: 'chartrons', name: 'Les Terrasses des Chartrons', region: 'Nouvelle-Aquitaine', city: 'Bordeaux', postalCode: '33300' });
  const aix = residence({ id: 'aix', name: 'Le Clos Mirabeau', region: "Provence-Alpes-Côte d'Azur", city: 'Aix-en-Provence', postalCode: '13300' });
  const places = [fauriel, chartrons, aix];

  it("finds 'Saint-Étienne' by its city from 'saint etienne'", () => {
    expect(ids(filterResidences(places, 'saint etienne'))).toEqual(['fauriel']);
  });

  it('finds the postal codes of a département from its number, not the codes that merely hold it', () => {
    expect(ids(filterResidences(places, '33'))).toEqual(['chartrons']);
    expect(ids(filterResidences(places, '13300'))).toEqual(['aix']);
  });

  it('combines a city with a name', () => {
    expect(ids(filterResidences(places, 'bordeaux terrasses'))).toEqual(['chartrons']);
  });
});

describe('searchIndex', () => {
  /** `all` again, each residence counting how often its name is read. */
  const counted = () => {
    let reads = 0;
    const residences = all.map((original) => {
      const copy = { ...original };
      Object.defineProperty(copy, 'name', {
        get: () => {
          reads += 1;
          return original.name;
        },
      });
      return copy;
    });
    return { residences, reads: () => reads };
  };

  it('reads no residence before a query has a word: the whole list needs no index', () => {
    const { residences, reads } = counted();
    const search = searchIndex(residences);
    expect(search('')).toHaveLength(4);
    expect(search('  ')).toHaveLength(4);
    expect(reads()).toBe(0);
  });

  it('reads each residence once, at the first query with a word, and answers every query after from that', () => {
    const { residences, reads } = counted();
    const search = searchIndex(residences);
    expect(ids(search('terrasses'))).toEqual(['paris', 'rennes']);
    expect(reads()).toBe(4);
    expect(ids(search('bretagne'))).toEqual(['rennes']);
    expect(ids(search(''))).toEqual(ids(all));
    expect(reads()).toBe(4);
  });

  it('reads each residence once when told a query is coming, and none at the query', () => {
    const { residences, reads } = counted();
    const search = searchIndex(residences);
    search.prepare();
    expect(reads()).toBe(4);
    search.prepare();
    expect(ids(search('terrasses'))).toEqual(['paris', 'rennes']);
    expect(reads()).toBe(4);
  });
});

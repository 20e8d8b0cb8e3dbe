import { findNamedResidence } from '../../../src/domain/named-residence';
import { residence } from '../support/render';

const rouen = residence({ id: 'rouen-arts', name: 'L’Orée des Arts – Rouen' });
const lyon = residence();
const residences = [lyon, rouen];

describe('the residence a page names to open at', () => {
  it('is found by its id or its name as written', () => {
    expect([findNamedResidence(residences, 'rouen-arts'), findNamedResidence(residences, 'L’Orée des Arts – Rouen')]).toEqual([rouen, rouen]);
  });

  it('is found by its name typed with straight quotes, hyphens, without accents or in capitals', () => {
    for (const typed of ["L'Orée des Arts - Rouen", 'l’oree des arts rouen', 'L’ORÉE DES ARTS – ROUEN', ' L’Orée des Arts  –  Rouen ']) {
      expect(findNamedResidence(residences, typed)).toBe(rouen);
    }
  });

  it('is the one whose id is written exactly, before any name typed another way', () => {
    const named = residence({ id: 'x', name: 'Rouen Arts' });
    const byId = residence({ id: 'rouen arts', name: 'Le Clos' });
    expect(findNamedResidence([named, byId], 'rouen arts')).toBe(byId);
  });

  it('is none when two residences share the name typed another way, or when nothing is alike', () => {
    const twin = residence({ id: 'rouen-2', name: 'L’Orée des Arts - Rouen' });
    expect(findNamedResidence([lyon, rouen, twin], "L'Oree des Arts Rouen")).toBeUndefined();
    expect(findNamedResidence(residences, 'L’Orée des Arts')).toBeUndefined();
    expect(findNamedResidence(residences, '–')).toBeUndefined();
  });
});

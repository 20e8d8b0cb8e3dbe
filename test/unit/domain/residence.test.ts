import { mainRegion } from '../../../src/domain/residence';
import { residence } from '../support/render';

const inRegions = (...regions: string[]) => regions.map((region, index) => residence({ id: `r${index}`, name: `R${index}`, region }));

describe('mainRegion', () => {
  it('names the region most of the residences are in, wherever they come', () => {
    expect(mainRegion(inRegions('Bretagne', 'Pays de la Loire', 'Pays de la Loire', 'Bretagne', 'Pays de la Loire'))).toBe('Pays de la Loire');
  });

  it('names the earliest on a tie', () => {
    expect(mainRegion(inRegions('Normandie', 'Bretagne', 'Bretagne', 'Normandie'))).toBe('Normandie');
    expect(mainRegion(inRegions('Bretagne', 'Normandie', 'Normandie', 'Bretagne'))).toBe('Bretagne');
  });

  it('passes over residences without a region, and is empty when none has one', () => {
    expect(mainRegion(inRegions('', '', 'Occitanie'))).toBe('Occitanie');
    expect(mainRegion(inRegions('', ''))).toBe('');
    expect(mainRegion([])).toBe('');
  });
});

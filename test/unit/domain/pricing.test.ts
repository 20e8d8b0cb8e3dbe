import { hasOffer, keepChosenType, priceOf, pricedHousingTypes } from '../../../src/domain/pricing';
import { residence } from '../support/render';

describe('priceOf', () => {
  it('gives the configured price of a type', () => {
    expect(priceOf(residence({ prices: { one_room: 1640 } }), 'one_room')).toBe(1640);
  });

  it('gives undefined for a type without a price', () => {
    expect(priceOf(residence({ prices: { one_room: 1640 } }), 'studio')).toBeUndefined();
  });
});

describe('pricedHousingTypes', () => {
  it('lists only the types that have a price', () => {
    expect(pricedHousingTypes(residence({ prices: { studio: 1250, two_room: 2100 } }))).toEqual(['studio', 'two_room']);
  });

  it('lists them smallest first whatever the order of the configuration', () => {
    expect(pricedHousingTypes(residence({ prices: { three_room: 3100, studio: 1250, one_room: 1640 } }))).toEqual(['studio', 'one_room', 'three_room']);
  });

  it('is empty when nothing is priced', () => {
    expect(pricedHousingTypes(residence({ prices: {} }))).toEqual([]);
  });
});

describe('hasOffer', () => {
  it('is true with a studio price', () => {
    expect(hasOffer(residence({ prices: { studio: 1250 } }))).toBe(true);
  });

  it('is true with a one_room price only', () => {
    expect(hasOffer(residence({ prices: { one_room: 1640 } }))).toBe(true);
  });

  it('is true with a two_room price only', () => {
    expect(hasOffer(residence({ prices: { two_room: 2100 } }))).toBe(true);
  });

  it('is false when nothing is priced', () => {
    expect(hasOffer(residence({ prices: {} }))).toBe(false);
  });

  it('is false when only three_room is priced: a T4 alone is left to an adviser', () => {
    expect(hasOffer(residence({ prices: { three_room: 3100 } }))).toBe(false);
  });
});

describe('keepChosenType', () => {
  it('keeps the chosen type when the residence prices it', () => {
    expect(keepChosenType(residence({ prices: { studio: 1250, two_room: 2100 } }), 'two_room')).toBe('two_room');
  });

  it('drops the chosen type when the residence does not price it', () => {
    expect(keepChosenType(residence({ prices: { studio: 1250 } }), 'two_room')).toBeNull();
  });

  it('gives null when nothing was chosen', () => {
    expect(keepChosenType(residence(), null)).toBeNull();
  });
});

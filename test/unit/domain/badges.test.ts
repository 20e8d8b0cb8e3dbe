import { badgesOf } from '../../../src/domain/badges';
import { residence } from '../support/render';

const texts = { soon: 'Ouverture prochaine', noOffer: 'Tarif sur demande' };

describe('badgesOf', () => {
  it('says nothing of an open residence with a T1, T2 or T3 price', () => {
    expect(badgesOf(residence({ isOpen: true, prices: { studio: 1250 } }), texts)).toEqual([]);
  });

  it('says « Ouverture prochaine » of one not open yet, and « Tarif sur demande » of one priced for T4 only, in that order', () => {
    expect(badgesOf(residence({ isOpen: false, prices: { studio: 1250 } }), texts)).toEqual(['Ouverture prochaine']);
    expect(badgesOf(residence({ isOpen: true, prices: { three_room: 3100 } }), texts)).toEqual(['Tarif sur demande']);
    expect(badgesOf(residence({ isOpen: false, prices: { three_room: 3100 } }), texts)).toEqual(['Ouverture prochaine', 'Tarif sur demande']);
  });
});

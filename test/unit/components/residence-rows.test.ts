import { buildResidenceRows, placeEntries } from '../../../src/components/residence-rows';
import { residence } from '../support/render';

const ids = ['a', 'b', 'c', 'd', 'e', 'f'];

function setUp() {
  const list = document.createElement('ul');
  const { items, buttons } = buildResidenceRows(document, ids.map((id) => residence({ id, name: id.toUpperCase() })), { soon: 'Ouverture prochaine', noOffer: 'Tarif sur demande' });
  list.replaceChildren(...items);
  const inList = () => Array.from(list.querySelectorAll<HTMLButtonElement>('button')).map((button) => button.dataset.id);
  return { list, buttons, inList };
}

describe('placeEntries', () => {
  it('takes out the entries left out, and puts back the others in their order', () => {
    const { list, buttons, inList } = setUp();
    expect(placeEntries(list, buttons, new Set(['b', 'e']), Infinity)).toBe(false);
    expect(inList()).toEqual(['b', 'e']);
    expect(placeEntries(list, buttons, new Set(['a', 'c', 'e', 'f']), Infinity)).toBe(false);
    expect(inList()).toEqual(['a', 'c', 'e', 'f']);
    expect(placeEntries(list, buttons, new Set(ids), Infinity)).toBe(false);
    expect(inList()).toEqual(ids);
  });

  it('puts back only the first missing ones up to the limit, and says that some are still missing', () => {
    const { list, buttons, inList } = setUp();
    placeEntries(list, buttons, new Set(['f']), Infinity);
    expect(placeEntries(list, buttons, new Set(ids), 2)).toBe(true);
    expect(inList()).toEqual(['a', 'b', 'f']);
    // Taking out still happens in full, whatever the limit.
    expect(placeEntries(list, buttons, new Set(['a', 'c', 'd', 'e']), 1)).toBe(true);
    expect(inList()).toEqual(['a', 'c']);
    expect(placeEntries(list, buttons, new Set(['a', 'c', 'd', 'e']), Infinity)).toBe(false);
    expect(inList()).toEqual(['a', 'c', 'd', 'e']);
  });
});

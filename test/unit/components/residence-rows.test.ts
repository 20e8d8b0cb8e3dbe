import { buildResidenceRows, nameEntry, placeEntries } from '../../../src/components/residence-rows';
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

describe('buildResidenceRows', () => {
  const texts = { soon: 'Ouverture prochaine', noOffer: 'Tarif sur demande' };
  const residences = [
    residence({ id: 'a', name: 'La Villa des Lices', postalCode: '35000', city: 'Rennes', region: 'Bretagne', isOpen: false, image: '/images/a.svg' }),
    residence({ id: 'b', name: 'Le Clos', region: 'Normandie', image: undefined, prices: {} }),
    residence({ id: 'c', name: 'Les Tilleuls', region: 'Grand Est', image: '/images/c.svg' }),
  ];

  it('gives each residence with an image its own lazy image, and the others the no-image box', () => {
    const { buttons, images } = buildResidenceRows(document, residences, texts);
    const imageOf = (id: string) => buttons.get(id)?.querySelector('img');
    expect(imageOf('a')?.getAttribute('src')).toBe('/images/a.svg');
    expect(imageOf('c')?.getAttribute('src')).toBe('/images/c.svg');
    for (const id of ['a', 'c']) {
      expect(imageOf(id)).toHaveAttribute('alt', '');
      expect(imageOf(id)).toHaveAttribute('loading', 'lazy');
      expect(imageOf(id)).toHaveAttribute('decoding', 'async');
      expect(imageOf(id)?.parentElement).toBe(buttons.get(id));
    }
    expect(imageOf('b')).toBeNull();
    expect(buttons.get('b')?.querySelector('.qw-entry__image--none')).not.toBeNull();
    expect(Array.from(images.values(), ({ id }) => id)).toEqual(['a', 'c']);
    expect(images.get(imageOf('a') as HTMLImageElement)).toBe(residences[0]);
  });

  it('names each entry after its name, place and badges, as read back from what it shows', () => {
    const { buttons } = buildResidenceRows(document, residences, texts);
    expect(buttons.get('a')).toHaveAttribute('aria-label', 'La Villa des Lices 35000 Rennes, Bretagne Ouverture prochaine');
    expect(buttons.get('b')).toHaveAttribute('aria-label', 'Le Clos Normandie Tarif sur demande');
    for (const button of buttons.values()) {
      const built = button.getAttribute('aria-label');
      nameEntry(button);
      expect(button.getAttribute('aria-label')).toBe(built);
    }
  });
});

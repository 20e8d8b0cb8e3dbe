import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ResidenceList } from '../../../src/components/ResidenceList';
import type { Residence } from '../../../src/domain/residence';
import { createHoverStore } from '../../../src/store/hover-store';
import { config, residence } from '../support/render';

const residences = config().residences;

function renderList(props: Partial<Parameters<typeof ResidenceList>[0]> = {}, strict = false) {
  const onChoose = jest.fn();
  const onImageError = jest.fn();
  const hover = createHoverStore();
  const all = props.residences ?? residences;
  const result = render(<ResidenceList label="Liste des résidences" residences={all} shown={all} selectedId={null} hover={hover} soonText="Ouverture prochaine" noOfferText="Tarif sur demande" selectedText="choisie" onChoose={onChoose} onImageError={onImageError} {...props} />, { reactStrictMode: strict });
  return { onChoose, onImageError, hover, ...result };
}

const list = () => screen.getByRole('list', { name: 'Liste des résidences' });
const entry = (name: RegExp) => within(list()).getByRole('button', { name });

describe('ResidenceList', () => {
  afterEach(() => jest.useRealTimers());

  it('has one button per residence, in a named list', () => {
    renderList();
    expect(within(list()).getAllByRole('listitem')).toHaveLength(3);
    expect(within(list()).getAllByRole('button')).toHaveLength(3);
  });

  it('names each entry after the residence and its region, with the badge of one not open yet', () => {
    renderList();
    expect(entry(/La Villa des Lices/)).toHaveAccessibleName('La Villa des Lices Bretagne Ouverture prochaine');
    expect(entry(/Le Domaine des Oliviers/)).not.toHaveAccessibleName(expect.stringContaining('Ouverture prochaine'));
  });

  it('writes names as text, never as HTML', () => {
    renderList({ residences: [residence({ name: '<b>Les Tilleuls</b>' })] });
    expect(entry(/Les Tilleuls/)).toHaveAccessibleName(expect.stringContaining('<b>Les Tilleuls</b>'));
    expect(list().querySelector('b')).toBeNull();
  });

  it('chooses the residence on click', async () => {
    const user = userEvent.setup();
    const { onChoose } = renderList();
    await user.click(entry(/La Villa des Lices/));
    expect(onChoose).toHaveBeenCalledWith(residences[1]);
  });

  it('reports the hovered residence, then none', async () => {
    const user = userEvent.setup();
    const { hover } = renderList();
    await user.hover(entry(/La Villa des Lices/));
    expect(hover.getState().id).toBe('rennes');
    await user.unhover(entry(/La Villa des Lices/));
    expect(hover.getState().id).toBeNull();
  });

  it('reports the focused residence, as the keyboard moves', async () => {
    const user = userEvent.setup();
    const { hover } = renderList();
    await user.tab();
    expect(hover.getState().id).toBe(residences[0].id);
    await user.tab();
    expect(hover.getState().id).toBe('rennes');
  });

  it('highlights the hovered entry, and only it', () => {
    const { hover } = renderList();
    act(() => hover.getState().set('nice'));
    expect(entry(/Le Domaine des Oliviers/)).toHaveClass('qw-entry--highlighted');
    expect(entry(/La Villa des Lices/)).not.toHaveClass('qw-entry--highlighted');
    act(() => hover.getState().set(null));
    expect(entry(/Le Domaine des Oliviers/)).not.toHaveClass('qw-entry--highlighted');
  });

  it('highlights every entry of a hovered map cluster, and none once it is left', () => {
    const { hover } = renderList();
    act(() => hover.getState().point('cluster', [residences[0], residences[1]]));
    expect(entry(new RegExp(residences[0].name))).toHaveClass('qw-entry--highlighted');
    expect(entry(/La Villa des Lices/)).toHaveClass('qw-entry--highlighted');
    expect(entry(new RegExp(residences[2].name))).not.toHaveClass('qw-entry--highlighted');
    act(() => hover.getState().point(null, []));
    expect(list().querySelectorAll('.qw-entry--highlighted')).toHaveLength(0);
  });

  it('lights a cluster’s entries the browser skips only once they come near the screen', () => {
    const { hover } = renderList();
    const far = entry(/La Villa des Lices/);
    const text = far.querySelector('.qw-entry__text') as HTMLElement;
    // jsdom draws nothing: the browser's answer for an entry far down a long list, as Chromium gives it.
    text.checkVisibility = () => false;
    act(() => hover.getState().point('cluster', [residences[0], residences[1]]));
    expect(entry(new RegExp(residences[0].name))).toHaveClass('qw-entry--highlighted');
    expect(far).not.toHaveClass('qw-entry--highlighted');
    act(() => {
      far.dispatchEvent(Object.assign(new Event('contentvisibilityautostatechange'), { skipped: false }));
    });
    expect(far).toHaveClass('qw-entry--highlighted');
    act(() => hover.getState().point(null, []));
    expect(far).not.toHaveClass('qw-entry--highlighted');
    // Coming near once the pointer has left lights nothing.
    act(() => {
      far.dispatchEvent(Object.assign(new Event('contentvisibilityautostatechange'), { skipped: false }));
    });
    expect(far).not.toHaveClass('qw-entry--highlighted');
  });

  it('says in text which residence is chosen, not by colour alone', () => {
    const { rerender, hover } = renderList({ selectedId: 'rennes' });
    expect(entry(/La Villa des Lices/)).toHaveAccessibleName(expect.stringContaining('choisie'));
    expect(entry(/Le Domaine des Oliviers/)).not.toHaveAccessibleName(expect.stringContaining('choisie'));
    const props = { label: 'Liste des résidences', residences, shown: residences, hover, soonText: 'Ouverture prochaine', noOfferText: 'Tarif sur demande', selectedText: 'choisie', onChoose: jest.fn() };
    rerender(<ResidenceList {...props} selectedId={null} />);
    expect(entry(/La Villa des Lices/)).toHaveAccessibleName('La Villa des Lices Bretagne Ouverture prochaine');
  });

  it('names each entry itself, so that an entry the browser has not drawn is still named for screen readers', () => {
    renderList({ selectedId: 'rennes' });
    // The browser leaves what it has not drawn out of the accessibility tree, text included; an aria-label stays.
    expect(entry(/La Villa des Lices/)).toHaveAttribute('aria-label', 'La Villa des Lices Bretagne Ouverture prochaine choisie');
    expect(entry(/Le Domaine des Oliviers/)).toHaveAttribute('aria-label', expect.stringMatching(/^Le Domaine des Oliviers \S/));
  });

  it('hides the entries a search leaves out, and shows them again', () => {
    const { rerender, hover, onChoose } = renderList();
    const props = { label: 'Liste des résidences', residences, selectedId: null, hover, soonText: 'Ouverture prochaine', noOfferText: 'Tarif sur demande', selectedText: 'choisie', onChoose };
    rerender(<ResidenceList {...props} shown={residences.slice(1, 2)} />);
    expect(within(list()).getAllByRole('button').map((button) => button.textContent)).toEqual([expect.stringContaining('La Villa des Lices')]);
    rerender(<ResidenceList {...props} shown={residences} />);
    expect(within(list()).getAllByRole('button')).toHaveLength(3);
  });

  it('brings a long list back a screenful first, then the rest a frame later, and a newer search wins', () => {
    jest.useFakeTimers();
    const many = Array.from({ length: 120 }, (_, index) => ({ ...residences[0], id: `r${index}`, name: `Résidence ${index}` })) as Residence[];
    const { rerender, hover, onChoose } = renderList({ residences: many }, true);
    const props = { label: 'Liste des résidences', residences: many, selectedId: null, hover, soonText: 'Ouverture prochaine', noOfferText: 'Tarif sur demande', selectedText: 'choisie', onChoose };
    const shownNames = () => within(list()).queryAllByRole('button').map((button) => button.querySelector('.qw-entry__name')?.textContent);
    rerender(<ResidenceList {...props} shown={many.slice(0, 1)} />);
    expect(shownNames()).toEqual(['Résidence 0']);
    rerender(<ResidenceList {...props} shown={many} />);
    expect(shownNames().length).toBeGreaterThanOrEqual(1);
    expect(shownNames().length).toBeLessThan(120);
    act(() => jest.advanceTimersByTime(200));
    expect(shownNames()).toHaveLength(120);
    // Cleared, then narrowed again before the rest came: the rest never shows.
    rerender(<ResidenceList {...props} shown={many.slice(0, 1)} />);
    rerender(<ResidenceList {...props} shown={many} />);
    rerender(<ResidenceList {...props} shown={many.slice(100, 102)} />);
    act(() => jest.advanceTimersByTime(200));
    expect(shownNames()).toEqual(['Résidence 100', 'Résidence 101']);
  });

  it('lets the browser skip drawing far entries of a long list only, so that a short one has every entry drawn at once', () => {
    const { unmount } = renderList();
    expect(list()).not.toHaveClass('qw-list--long');
    unmount();
    const many = Array.from({ length: 101 }, (_, index) => ({ ...residences[0], id: `r${index}`, name: `Résidence ${index}` })) as Residence[];
    renderList({ residences: many });
    expect(list()).toHaveClass('qw-list--long');
  });

  it('puts the no-image box in place of an image that fails, and says which residence', () => {
    const { onImageError } = renderList();
    const image = entry(/Les Terrasses de la Croix-Rousse/).querySelector('img') as HTMLImageElement;
    act(() => {
      image.dispatchEvent(new Event('error'));
    });
    expect(entry(/Les Terrasses de la Croix-Rousse/).querySelector('img')).toBeNull();
    expect(entry(/Les Terrasses de la Croix-Rousse/).querySelector('.qw-entry__image--none')).not.toBeNull();
    expect(onImageError).toHaveBeenCalledWith(residences[0] as Residence);
  });

  it.each([
    ['', false],
    [' (StrictMode)', true],
  ])('puts the no-image box in place of an image that fails while a search has taken its entry out%s', (_, strict) => {
    const { onImageError, rerender } = renderList({}, strict);
    const image = entry(/Les Terrasses de la Croix-Rousse/).querySelector('img') as HTMLImageElement;
    const others = residences.slice(1);
    const props = { label: 'Liste des résidences', residences, selectedId: null, hover: createHoverStore(), soonText: 'Ouverture prochaine', noOfferText: 'Tarif sur demande', selectedText: 'choisie', onChoose: jest.fn(), onImageError };
    rerender(<ResidenceList {...props} shown={others} />);
    expect(image.isConnected).toBe(false);
    act(() => {
      image.dispatchEvent(new Event('error'));
    });
    expect(onImageError).toHaveBeenCalledTimes(1);
    expect(onImageError).toHaveBeenCalledWith(residences[0] as Residence);
    rerender(<ResidenceList {...props} shown={residences} />);
    expect(entry(/Les Terrasses de la Croix-Rousse/).querySelector('img')).toBeNull();
    expect(entry(/Les Terrasses de la Croix-Rousse/).querySelector('.qw-entry__image--none')).not.toBeNull();
  });
});

describe.each([
  ['', false],
  [' under StrictMode', true],
])('ResidenceList: a residence that cannot be quoted online%s', (_, strict) => {
  // Only a three_room (T4) price: the rule asks for a T1, T2 or T3 one.
  const t4Only = residence({ id: 'nice', name: 'Le Domaine des Oliviers', prices: { three_room: 3100 } });
  const t1Only = residence({ id: 'lyon', name: 'Les Terrasses', prices: { studio: 1250 } });

  it('says « Tarif sur demande » in its entry, as part of the name screen readers hear', () => {
    renderList({ residences: [t4Only, t1Only] }, strict);
    expect(entry(/Le Domaine des Oliviers/)).toHaveAccessibleName('Le Domaine des Oliviers Auvergne-Rhône-Alpes Tarif sur demande');
    expect(within(entry(/Le Domaine des Oliviers/)).getByText('Tarif sur demande')).toHaveClass('qw-badge');
  });

  it('says nothing of the kind for a residence with a T1 price', () => {
    renderList({ residences: [t4Only, t1Only] }, strict);
    expect(entry(/Les Terrasses/)).toHaveAccessibleName('Les Terrasses Auvergne-Rhône-Alpes');
  });

  it('shows both badges for a residence neither open nor quotable, each said once', () => {
    renderList({ residences: [{ ...t4Only, isOpen: false }] }, strict);
    expect(entry(/Le Domaine des Oliviers/)).toHaveAccessibleName('Le Domaine des Oliviers Auvergne-Rhône-Alpes Ouverture prochaine Tarif sur demande');
  });

  it('can still be chosen, to find how to reach the residence', async () => {
    const user = userEvent.setup();
    const { onChoose } = renderList({ residences: [t4Only, t1Only] }, strict);
    await user.click(entry(/Le Domaine des Oliviers/));
    expect(onChoose).toHaveBeenCalledWith(t4Only);
  });
});

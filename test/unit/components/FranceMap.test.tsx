import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FranceMap, type MapTexts } from '../../../src/components/map/FranceMap';
import type { Residence } from '../../../src/domain/residence';
import { createHoverStore } from '../../../src/store/hover-store';
import { config, residence } from '../support/render';

const residences = config().residences;
const texts: MapTexts = {
  point: (item) => `Résidence ${item.name}, ${item.region}`,
  cluster: (items, zooms) => `${items.length} résidences ici : ${zooms ? 'agrandir' : 'voir la liste'}`,
  count: (count) => `${count} résidences`,
  reset: 'Voir toute la carte',
  placeTitle: (count) => `${count} résidences à cet endroit :`,
  close: 'Fermer la liste',
};

function renderMap(props: Partial<Parameters<typeof FranceMap>[0]> = {}, reactStrictMode = false) {
  const onChoose = jest.fn();
  const hover = createHoverStore();
  const result = render(<FranceMap label="Carte des résidences en France" residences={residences} selectedId={null} hover={hover} width={500} texts={texts} onChoose={onChoose} {...props} />, { reactStrictMode });
  return { onChoose, hover, ...result };
}

const map = () => screen.getByRole('group', { name: 'Carte des résidences en France' });
/** Three residences of one town, 10 px apart on a 500 px map, and one far away. */
const town = [0, 2, 4].map((shift, index) => residence({ id: `lyon-${index}`, name: `Lyon ${index}`, position: { positionX: 55 + shift, positionY: 55 } }));
const far = residence({ id: 'brest', name: 'Brest', region: 'Bretagne', position: { positionX: 5, positionY: 30 } });

describe('FranceMap', () => {
  it('has one focusable button per residence far enough apart, named « Résidence X, Région »', () => {
    renderMap();
    const points = within(map()).getAllByRole('button');
    expect(points.map((point) => point.getAttribute('aria-label')).sort()).toEqual(residences.map(texts.point).sort());
  });

  it('hides the outline of France from assistive technology', () => {
    const { container } = renderMap();
    expect(container.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  });

  it('chooses the residence when its point is clicked', async () => {
    const user = userEvent.setup();
    const { onChoose } = renderMap();
    await user.click(screen.getByRole('button', { name: 'Résidence La Villa des Lices, Bretagne' }));
    expect(onChoose).toHaveBeenCalledWith(residences[1]);
  });

  it('reports the hovered point, then none', async () => {
    const user = userEvent.setup();
    const { hover } = renderMap();
    await user.hover(screen.getByRole('button', { name: 'Résidence La Villa des Lices, Bretagne' }));
    expect(hover.getState().id).toBe('rennes');
    await user.unhover(screen.getByRole('button', { name: 'Résidence La Villa des Lices, Bretagne' }));
    expect(hover.getState().id).toBeNull();
  });

  it('highlights the point of the hovered residence, and names it beside the point', () => {
    const { hover } = renderMap();
    act(() => hover.getState().set('rennes'));
    expect(screen.getByRole('button', { name: 'Résidence La Villa des Lices, Bretagne' })).toHaveClass('qw-map__point--highlighted');
    expect(screen.getByRole('button', { name: /Le Domaine des Oliviers/ })).not.toHaveClass('qw-map__point--highlighted');
    expect(within(map()).getByText('La Villa des Lices')).toHaveClass('qw-map__label', 'qw-map__label--shown');
  });

  it('keeps the highlight when the point is selected meanwhile, and drops it when the hover ends', () => {
    const { hover, rerender, onChoose } = renderMap();
    act(() => hover.getState().set('rennes'));
    rerender(<FranceMap label="Carte des résidences en France" residences={residences} selectedId="rennes" hover={hover} width={500} texts={texts} onChoose={onChoose} />);
    const point = screen.getByRole('button', { name: 'Résidence La Villa des Lices, Bretagne' });
    expect(point).toHaveClass('qw-map__point--selected');
    expect(point).toHaveClass('qw-map__point--highlighted');
    act(() => hover.getState().set(null));
    expect(point).not.toHaveClass('qw-map__point--highlighted');
    expect(point).toHaveClass('qw-map__point--selected');
  });

  it('hides the name once nothing is hovered', async () => {
    const user = userEvent.setup();
    const { container } = renderMap();
    const shown = () => container.querySelectorAll('.qw-map__label--shown');
    expect(shown()).toHaveLength(0);
    await user.hover(screen.getByRole('button', { name: 'Résidence La Villa des Lices, Bretagne' }));
    expect(shown()).toHaveLength(1);
    expect(shown()[0]).toHaveTextContent('La Villa des Lices');
    await user.unhover(screen.getByRole('button', { name: 'Résidence La Villa des Lices, Bretagne' }));
    expect(shown()).toHaveLength(0);
  });

  it.each([false, true])('has every name ready once drawn, and a hover only shows one of them (StrictMode: %s)', async (strict) => {
    const { container, hover } = renderMap({}, strict);
    const labels = () => Array.from(container.querySelectorAll('.qw-map__label'));
    await waitFor(() => expect(labels()).toHaveLength(residences.length));
    const before = labels();
    expect(container.querySelectorAll('.qw-map__label--shown')).toHaveLength(0);
    act(() => hover.getState().set('rennes'));
    act(() => hover.getState().set('nice'));
    // The same elements, their texts untouched: a hover writes no name.
    expect(labels()).toEqual(before);
    expect(before.map((label) => label.textContent).sort()).toEqual(residences.map((item) => item.name).sort());
    expect(container.querySelectorAll('.qw-map__label--shown')).toHaveLength(1);
    expect(container.querySelector('.qw-map__label--shown')).toHaveTextContent('Le Domaine des Oliviers');
  });

  it('places a lone point at its percentage position', () => {
    renderMap({ residences: [residences[1]] });
    const point = screen.getByRole('button', { name: 'Résidence La Villa des Lices, Bretagne' });
    expect(parseFloat(point.style.left)).toBeCloseTo(32, 5);
    expect(parseFloat(point.style.top)).toBeCloseTo(27, 5);
  });

  it('marks the selected point', () => {
    renderMap({ selectedId: 'nice' });
    expect(screen.getByRole('button', { name: /Le Domaine des Oliviers/ })).toHaveClass('qw-map__point--selected');
  });

  describe('with residences close together', () => {
    it('groups them in one cluster that shows their count', () => {
      renderMap({ residences: [...town, far] });
      const cluster = within(map()).getByRole('button', { name: '3 résidences ici : agrandir' });
      expect(cluster).toHaveTextContent('3');
      expect(within(map()).getByRole('button', { name: 'Résidence Brest, Bretagne' })).toBeInTheDocument();
    });

    it('groups more of them when the visitor’s text, and so every button, is larger', () => {
      // 8 % apart: 38 px on the 480 px the map is grouped for, more than a cluster's 36 px reach at 16 px text.
      const pair = [20, 28].map((x, index) => residence({ id: `pair-${index}`, name: `Paire ${index}`, position: { positionX: x, positionY: 50 } }));
      const { unmount } = renderMap({ residences: pair, textSize: 16 });
      expect(within(map()).getAllByRole('button').map((button) => button.getAttribute('aria-label'))).toEqual(pair.map(texts.point));
      unmount();
      // At 24 px, buttons half as large again meet as they would 26 px apart at 16 px.
      renderMap({ residences: pair, textSize: 24 });
      expect(within(map()).getAllByRole('button').map((button) => button.getAttribute('aria-label'))).toEqual(['2 résidences ici : agrandir']);
    });

    it('groups no more than the text size needs on a phone’s narrow map', () => {
      // A 270 px map at twice the text holds buttons as a 135 px map does at 16 px (grouped for 120, the step below
      // 270 halved): 32 % apart is 38 px there, apart. Grouped for 80 px, they would join.
      const pair = [30, 62].map((x, index) => residence({ id: `pair-${index}`, name: `Paire ${index}`, position: { positionX: x, positionY: 50 } }));
      renderMap({ residences: pair, width: 270, textSize: 32 });
      expect(within(map()).getAllByRole('button').map((button) => button.getAttribute('aria-label'))).toEqual(pair.map(texts.point));
    });

    it('highlights the cluster of a hovered residence it holds', () => {
      const { hover } = renderMap({ residences: [...town, far] });
      act(() => hover.getState().set('lyon-1'));
      expect(within(map()).getByRole('button', { name: /3 résidences/ })).toHaveClass('qw-map__point--highlighted');
    });

    it('names the cluster under the pointer by its count, beside it, and lights it', async () => {
      const user = userEvent.setup();
      const { container, hover } = renderMap({ residences: [...town, far] });
      const cluster = within(map()).getByRole('button', { name: /3 résidences/ });
      await user.hover(cluster);
      expect(container.querySelector('.qw-map__label--shown')).toHaveTextContent('3 résidences');
      expect(container.querySelector('.qw-map__label--shown')).toHaveClass('qw-map__label--cluster');
      // Lit like a point: the visitor sees which bubble the count beside it belongs to.
      expect(cluster).toHaveClass('qw-map__point--highlighted');
      expect(within(map()).getByRole('button', { name: 'Résidence Brest, Bretagne' })).not.toHaveClass('qw-map__point--highlighted');
      // A cluster is no single residence: it hands the list all it holds, for their entries to light up.
      expect(hover.getState().id).toBeNull();
      expect(hover.getState().group.map((residence) => residence.id)).toEqual(town.map((residence) => residence.id));
      await user.unhover(cluster);
      expect(hover.getState().group).toEqual([]);
      expect(cluster).not.toHaveClass('qw-map__point--highlighted');
    });

    it('zooms in when the cluster is chosen, until its residences part, with a way back', async () => {
      const user = userEvent.setup();
      renderMap({ residences: [...town, far] });
      expect(map()).not.toHaveClass('qw-map--zoomed');
      await user.click(within(map()).getByRole('button', { name: /3 résidences/ }));
      // The stylesheet moves the search's way back off « Voir toute la carte » by this class.
      expect(map()).toHaveClass('qw-map--zoomed');
      // What shows now: the town's residences in more than one place (points, or smaller clusters), and not Brest.
      const places = within(map())
        .getAllByRole('button')
        .map((button) => button.getAttribute('aria-label') ?? '')
        .filter((name) => /Lyon|résidences ici/.test(name));
      expect(places.length).toBeGreaterThan(1);
      expect(places.reduce((sum, name) => sum + (Number(/^(\d+) résidences/.exec(name)?.[1]) || 1), 0)).toBe(3);
      expect(within(map()).queryByRole('button', { name: 'Résidence Brest, Bretagne' })).toBeNull();
      expect(within(map()).getByRole('button', { name: 'Voir toute la carte' })).toHaveFocus();
      await user.click(within(map()).getByRole('button', { name: 'Voir toute la carte' }));
      expect(within(map()).getByRole('button', { name: /3 résidences/ })).toBeInTheDocument();
      expect(map()).not.toHaveClass('qw-map--zoomed');
    });

    it('puts the opened cluster’s residences first in a zoomed view, then the other points in the list’s order', async () => {
      const user = userEvent.setup();
      // On a 500 px map, the pair (19 px apart) is one cluster on the whole map and parts once zoomed in; the two
      // residences before it in the list stand apart, near enough to show in the zoomed view.
      const at = (id: string, positionX: number, positionY: number) => residence({ id, name: id, position: { positionX, positionY } });
      const network = [at('Ouest 1', 35, 50), at('Ouest 2', 38, 38), at('Est 1', 50, 50), at('Est 2', 54, 50)];
      renderMap({ residences: network });
      const order = () => within(map()).getAllByRole('button').map((button) => button.getAttribute('aria-label') ?? button.textContent);
      expect(order()).toEqual(['Résidence Ouest 1, Auvergne-Rhône-Alpes', 'Résidence Ouest 2, Auvergne-Rhône-Alpes', '2 résidences ici : agrandir']);
      await user.click(within(map()).getByRole('button', { name: '2 résidences ici : agrandir' }));
      expect(order()).toEqual(['Voir toute la carte', 'Résidence Est 1, Auvergne-Rhône-Alpes', 'Résidence Est 2, Auvergne-Rhône-Alpes', 'Résidence Ouest 1, Auvergne-Rhône-Alpes', 'Résidence Ouest 2, Auvergne-Rhône-Alpes']);
      await user.keyboard('{Escape}');
      expect(order()).toEqual(['Résidence Ouest 1, Auvergne-Rhône-Alpes', 'Résidence Ouest 2, Auvergne-Rhône-Alpes', '2 résidences ici : agrandir']);
    });

    it('shows where the zoomed map is on a small France beside the way back, and only while zoomed', async () => {
      const user = userEvent.setup();
      const { container } = renderMap({ residences: [...town, far] });
      expect(container.querySelector('.qw-map__overview')).toBeNull();
      await user.click(within(map()).getByRole('button', { name: /3 résidences/ }));
      const bar = within(map()).getByRole('button', { name: 'Voir toute la carte' }).parentElement;
      const overview = bar?.querySelector('svg.qw-map__overview');
      expect(overview).toHaveAttribute('aria-hidden', 'true');
      // The frame is around the part the big map shows, whose viewBox says which part of the same drawing it is.
      const [left, top, width, height] = (container.querySelector('svg.qw-map__shape')?.getAttribute('viewBox') ?? '').split(' ').map(Number);
      const frame = overview?.querySelector('rect');
      const centre = (start: string, size: string) => Number(frame?.getAttribute(start)) + Number(frame?.getAttribute(size)) / 2;
      expect(centre('x', 'width')).toBeCloseTo(left + width / 2);
      expect(centre('y', 'height')).toBeCloseTo(top + height / 2);
      await user.click(within(map()).getByRole('button', { name: 'Voir toute la carte' }));
      expect(container.querySelector('.qw-map__overview')).toBeNull();
    });

    it.each([false, true])('gives the focus back to the cluster opened, once back on the whole map (StrictMode: %s)', async (strict) => {
      const user = userEvent.setup();
      renderMap({ residences: [...town, far] }, strict);
      within(map()).getByRole('button', { name: /3 résidences/ }).focus();
      await user.keyboard('{Enter}');
      expect(within(map()).getByRole('button', { name: 'Voir toute la carte' })).toHaveFocus();
      await user.keyboard('{Enter}');
      expect(within(map()).queryByRole('button', { name: 'Voir toute la carte' })).toBeNull();
      expect(within(map()).getByRole('button', { name: /3 résidences/ })).toHaveFocus();
    });

    it.each([false, true])('gives the focus back to the place whose list is closed (StrictMode: %s)', async (strict) => {
      const user = userEvent.setup();
      const twins: Residence[] = [residence({ id: 'a', name: 'Les Tilleuls' }), residence({ id: 'b', name: 'Les Marronniers' })];
      renderMap({ residences: [...twins, far] }, strict);
      within(map()).getByRole('button', { name: '2 résidences ici : voir la liste' }).focus();
      await user.keyboard('{Enter}');
      await user.click(within(map()).getByRole('button', { name: 'Fermer la liste' }));
      expect(within(map()).queryByRole('group', { name: '2 résidences à cet endroit :' })).toBeNull();
      expect(within(map()).getByRole('button', { name: '2 résidences ici : voir la liste' })).toHaveFocus();
    });

    it('lists residences that share one place, to choose from', async () => {
      const user = userEvent.setup();
      const twins: Residence[] = [residence({ id: 'a', name: 'Les Tilleuls' }), residence({ id: 'b', name: 'Les Marronniers' })];
      const { onChoose } = renderMap({ residences: twins });
      await user.click(within(map()).getByRole('button', { name: '2 résidences ici : voir la liste' }));
      const place = within(map()).getByRole('group', { name: '2 résidences à cet endroit :' });
      expect(within(place).getByRole('button', { name: 'Les Tilleuls' })).toHaveFocus();
      await user.click(within(place).getByRole('button', { name: 'Les Marronniers' }));
      expect(onChoose).toHaveBeenCalledWith(twins[1]);
    });
  
    it('steps back with Escape: out of a zoom, focus back on the cluster it was opened from', async () => {
      const user = userEvent.setup();
      renderMap({ residences: [...town, far] });
      await user.click(within(map()).getByRole('button', { name: /3 résidences/ }));
      expect(within(map()).getByRole('button', { name: 'Voir toute la carte' })).toHaveFocus();
      await user.keyboard('{Escape}');
      expect(map()).not.toHaveClass('qw-map--zoomed');
      expect(within(map()).getByRole('button', { name: /3 résidences/ })).toHaveFocus();
    });

    it('steps back with Escape out of a listed place, and leaves Escape to the page on the whole map', async () => {
      const user = userEvent.setup();
      const twins: Residence[] = [residence({ id: 'a', name: 'Les Tilleuls' }), residence({ id: 'b', name: 'Les Marronniers' })];
      const onPageKey = jest.fn();
      document.addEventListener('keydown', onPageKey);
      renderMap({ residences: twins });
      await user.click(within(map()).getByRole('button', { name: '2 résidences ici : voir la liste' }));
      await user.keyboard('{Escape}');
      expect(within(map()).queryByRole('group', { name: '2 résidences à cet endroit :' })).toBeNull();
      expect(within(map()).getByRole('button', { name: '2 résidences ici : voir la liste' })).toHaveFocus();
      expect(onPageKey).not.toHaveBeenCalled();
      await user.keyboard('{Escape}');
      expect(onPageKey).toHaveBeenCalledTimes(1);
      document.removeEventListener('keydown', onPageKey);
    });
  });
});

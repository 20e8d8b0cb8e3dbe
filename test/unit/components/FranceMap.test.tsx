import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FranceMap } from '../../../src/components/FranceMap';
import type { Residence } from '../../../src/domain/residence';
import { config } from '../support/render';

const residences = config().residences;
const pointName = (residence: Residence) => `Résidence ${residence.name}, ${residence.region}`;

function renderMap(props: Partial<Parameters<typeof FranceMap>[0]> = {}) {
  const onHover = jest.fn();
  const onChoose = jest.fn();
  const result = render(<FranceMap label="Carte des résidences en France" residences={residences} highlightedId={null} selectedId={null} pointName={pointName} onHover={onHover} onChoose={onChoose} {...props} />);
  return { onHover, onChoose, ...result };
}

const map = () => screen.getByRole('group', { name: 'Carte des résidences en France' });

describe('FranceMap', () => {
  it('has one focusable button per residence, named « Résidence X, Région »', () => {
    renderMap();
    const points = within(map()).getAllByRole('button');
    expect(points.map((point) => point.getAttribute('aria-label'))).toEqual(residences.map(pointName));
  });

  describe('with two residences of one city', () => {
    const twins = [residences[0], { ...residences[1], position: { ...residences[0].position } }];
    const leftOf = (name: string) => screen.getByRole('button', { name: new RegExp(name) }).style.left;

    it('draws them apart on a measured map', () => {
      renderMap({ residences: twins, width: 300 });
      expect(leftOf(twins[0].name)).not.toBe(leftOf(twins[1].name));
    });

    it('keeps a point where it was when a search hides its neighbour, when laid out among all residences', () => {
      const { rerender } = renderMap({ residences: twins, spreadAmong: twins, width: 300 });
      const before = leftOf(twins[0].name);
      rerender(<FranceMap label="Carte des résidences en France" residences={twins.slice(0, 1)} spreadAmong={twins} width={300} highlightedId={null} selectedId={null} pointName={pointName} onHover={jest.fn()} onChoose={jest.fn()} />);
      expect(leftOf(twins[0].name)).toBe(before);
      expect(before).not.toBe(`${twins[0].position.positionX}%`);
    });
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

  it('reports the hovered point', async () => {
    const user = userEvent.setup();
    const { onHover } = renderMap();
    await user.hover(screen.getByRole('button', { name: 'Résidence La Villa des Lices, Bretagne' }));
    expect(onHover).toHaveBeenLastCalledWith('rennes');
  });

  it('highlights the point it is told to', () => {
    renderMap({ highlightedId: 'rennes' });
    expect(screen.getByRole('button', { name: 'Résidence La Villa des Lices, Bretagne' })).toHaveClass('qw-map__point--highlighted');
    expect(screen.getByRole('button', { name: /Le Domaine des Oliviers/ })).not.toHaveClass('qw-map__point--highlighted');
  });

  it('shows the name of the highlighted residence on the map', () => {
    renderMap({ highlightedId: 'rennes' });
    expect(within(map()).getByText('La Villa des Lices')).toBeInTheDocument();
  });

  it('places a lone point at its percentage position', () => {
    renderMap({ residences: [residences[1]] });
    const point = screen.getByRole('button', { name: 'Résidence La Villa des Lices, Bretagne' });
    expect(point.style.left).toBe('32%');
    expect(point.style.top).toBe('27%');
  });

  it('marks the selected point', () => {
    renderMap({ selectedId: 'nice' });
    expect(screen.getByRole('button', { name: /Le Domaine des Oliviers/ })).toHaveClass('qw-map__point--selected');
  });
});

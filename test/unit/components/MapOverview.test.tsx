import { render } from '@testing-library/react';
import { MapOverview, MIN_FRAME } from '../../../src/components/map/MapOverview';
import { MAP_HEIGHT, MAP_WIDTH } from '../../../src/map/france-outline';

/** The frame's box, in the drawing's units. */
function frameOf(view: Parameters<typeof MapOverview>[0]['view']) {
  const { container } = render(<MapOverview view={view} />);
  const rect = container.querySelector('svg.qw-map__overview rect');
  if (!rect) throw new Error('no frame drawn');
  const [x, y, width, height] = ['x', 'y', 'width', 'height'].map((name) => Number(rect.getAttribute(name)));
  return { x, y, width, height, svg: container.querySelector('svg') };
}

describe('MapOverview', () => {
  it('draws the whole of France, hidden from assistive technology', () => {
    const { svg } = frameOf({ zoom: 2, left: 10, top: 20, size: 25 });
    expect(svg).toHaveAttribute('viewBox', `0 0 ${MAP_WIDTH} ${MAP_HEIGHT}`);
    expect(svg).toHaveAttribute('aria-hidden', 'true');
    expect(svg?.querySelector('path')?.getAttribute('d')).toMatch(/^M\d/);
  });

  it('frames exactly the part a zoom shows', () => {
    expect(frameOf({ zoom: 2, left: 10, top: 20, size: 25 })).toMatchObject({ x: 100, y: 190, width: 250, height: 237.5 });
  });

  it('frames a deep zoom at a size still seen, around the part shown', () => {
    const size = 100 / 2 ** 6;
    const frame = frameOf({ zoom: 6, left: 40, top: 60, size });
    expect(frame.width).toBeCloseTo((MIN_FRAME * MAP_WIDTH) / 100);
    expect(frame.height).toBeCloseTo((MIN_FRAME * MAP_HEIGHT) / 100);
    // Its centre is the centre of the part shown.
    expect(frame.x + frame.width / 2).toBeCloseTo(((40 + size / 2) * MAP_WIDTH) / 100);
    expect(frame.y + frame.height / 2).toBeCloseTo(((60 + size / 2) * MAP_HEIGHT) / 100);
  });
});

import { clusterResidences, MAX_ZOOM, openedFirst, viewAround, WHOLE_MAP, type MapItem } from '../../../src/map/clusters';
import { mainRegion } from '../../../src/domain/residence';
import { residence } from '../support/render';

const at = (id: string, positionX: number, positionY: number) => residence({ id, name: id, position: { positionX, positionY } });

describe('clusterResidences', () => {
  it('keeps residences far apart as single points at their exact positions', () => {
    const items = clusterResidences([at('lille', 61.2, 5.4), at('nice', 90, 80)], 500)(WHOLE_MAP);
    expect(items.map((item) => [item.key, item.x, item.y])).toEqual(
      expect.arrayContaining([
        ['lille', 61.2, 5.4],
        ['nice', 90, 80],
      ]),
    );
  });

  it('groups residences closer on screen than a point and its margin', () => {
    // 1 % of a 500 px map is 5 px: far closer than a 24 px point.
    const items = clusterResidences([at('a', 50, 50), at('b', 51, 50), at('c', 10, 10)], 500)(WHOLE_MAP);
    expect(items).toHaveLength(2);
    const cluster = items.find((item) => item.residences.length === 2);
    expect(cluster?.residences.map((item) => item.id).sort()).toEqual(['a', 'b']);
    expect(cluster?.x).toBeCloseTo(50.5, 1);
    expect(cluster?.expansionZoom).toBeLessThanOrEqual(MAX_ZOOM);
  });

  it('gives the points and clusters in the order of the list, region by region as the list has them', () => {
    // Enough residences, spread in no order, for supercluster's own index to sort them: the keyboard goes through
    // the map's buttons in the order it gives them, which should be the list's, not the index's. The list goes
    // region by region, as an editor's usually does.
    const residences = Array.from({ length: 300 }, (_, index) => ({
      ...at(`r${index}`, (index * 37) % 97, (index * 53) % 89),
      region: `Région ${String(Math.floor(index / 25)).padStart(2, '0')}`,
    }));
    const position = new Map(residences.map((item, index) => [item.id, index]));
    for (const [width, view] of [
      [1200, WHOLE_MAP],
      [500, WHOLE_MAP],
      [500, viewAround(40, 40, 2)],
    ] as const) {
      const items = clusterResidences(residences, width)(view);
      expect(items.length).toBeGreaterThan(10);
      // Region by region, each item in the region most of its residences are in (the one its button names).
      const regions = items.map((item) => mainRegion(item.residences));
      expect(regions).toEqual([...regions].sort());
      // Within a region, by where its first residence of that region is in the list.
      const at = items.map((item, index) => position.get(item.residences.find((residence) => residence.region === regions[index])?.id ?? '') ?? -1);
      expect(at).toEqual([...at].sort((a, b) => a - b));
      // A cluster's residences in the list's order, as a place's list shows them, and the region that names it.
      for (const item of items) {
        const positions = item.residences.map((residence) => position.get(residence.id) ?? -1);
        expect(positions).toEqual([...positions].sort((a, b) => a - b));
        if (item.residences.length > 1) expect(item.region).toBe(mainRegion(item.residences));
      }
    }
  });

  it('groups by distance on screen: what clusters on a phone parts on a wide screen', () => {
    const residences = [at('a', 50, 50), at('b', 54, 50)];
    expect(clusterResidences(residences, 320)(WHOLE_MAP)).toHaveLength(1);
    expect(clusterResidences(residences, 1200)(WHOLE_MAP)).toHaveLength(2);
  });

  it('parts a cluster at its expansion zoom, in the view around it', () => {
    const itemsIn = clusterResidences([at('a', 50, 50), at('b', 51, 50), at('c', 10, 10)], 500);
    const cluster = itemsIn(WHOLE_MAP).find((item) => item.residences.length === 2);
    const zoomed = itemsIn(viewAround(cluster?.x ?? 0, cluster?.y ?? 0, cluster?.expansionZoom ?? 0));
    expect(zoomed.map((item) => item.key).sort()).toEqual(['a', 'b']);
  });

  it.each([
    ['a point', [at('edge', 74.9, 50)], 24],
    ['a cluster', [at('edge', 74.9, 50), at('twin', 74.9, 50)], 36],
  ])('draws %s at the edge of a zoomed view whole inside it', (_, residences, side) => {
    // Zoomed twice over a 500 px map: the view's 50 % span 500 px, 10 px each.
    const view = viewAround(50, 50, 1);
    const [item] = clusterResidences([...residences, at('far', 5, 5)], 500)(view);
    expect(item.x).toBeCloseTo(75 - side / 2 / 10, 6);
    expect(item.y).toBe(50);
  });

  it('keeps two points moved in from the edge apart, or joins them', () => {
    // Both fall in the view's last 12 px, one above the other: moved in, they must not overlap.
    const view = viewAround(50, 50, 1);
    const items = clusterResidences([at('top', 74.95, 50), at('bottom', 74.95, 51.5), at('far', 5, 5)], 500)(view);
    const px = items.map((item) => ({ x: ((item.x - view.left) / view.size) * 500, y: ((item.y - view.top) / view.size) * 475, side: item.residences.length > 1 ? 36 : 24 }));
    for (const [index, a] of px.entries()) {
      expect(a.x + a.side / 2).toBeLessThanOrEqual(500 + 1e-9);
      for (const b of px.slice(index + 1)) expect(Math.abs(a.x - b.x) >= (a.side + b.side) / 2 || Math.abs(a.y - b.y) >= (a.side + b.side) / 2).toBe(true);
    }
  });

  it('never parts residences at the very same place: their expansion zoom is past the deepest zoom', () => {
    const items = clusterResidences([at('a', 50, 50), at('b', 50, 50)], 500)(WHOLE_MAP);
    expect(items).toHaveLength(1);
    expect(items[0].expansionZoom).toBeGreaterThan(MAX_ZOOM);
  });
});

describe('viewAround', () => {
  it('centres a view of the zoom asked on the point', () => {
    expect(viewAround(50, 50, 1)).toEqual({ zoom: 1, left: 25, top: 25, size: 50 });
  });

  it('keeps the view inside the map near its edges', () => {
    expect(viewAround(2, 98, 2)).toEqual({ zoom: 2, left: 0, top: 75, size: 25 });
  });
});

describe('openedFirst', () => {
  const [a, b, c, d] = ['a', 'b', 'c', 'd'].map((id) => residence({ id, name: id }));
  const item = (...held: typeof a[]): MapItem => ({ key: held.map((one) => one.id).join('+'), x: 50, y: 50, residences: held });
  const keys = (items: MapItem[]) => items.map((one) => one.key);

  it('puts the items holding an opened residence first, each part in the order it came', () => {
    expect(keys(openedFirst([item(a), item(b), item(c, d), item(d)], [d, b]))).toEqual(['b', 'c+d', 'd', 'a']);
  });

  it('leaves the order alone when nothing was opened', () => {
    expect(keys(openedFirst([item(c), item(a, b), item(d)], []))).toEqual(['c', 'a+b', 'd']);
  });
});

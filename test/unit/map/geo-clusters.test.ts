import { GEO_MAX_CLUSTER_ZOOM, geoClusters, widened } from '../../../src/map/geo-clusters';
import { positionToLatLng } from '../../../src/map/projection';
import { residence } from '../support/render';

const at = (id: string, positionX: number, positionY: number, region = 'Bretagne') => residence({ id, name: id, region, position: { positionX, positionY } });

/** Google's map at zoom z is 256 × 2^z px wide: the screen distance between two residences at that zoom. */
function pixelsApart(a: ReturnType<typeof at>, b: ReturnType<typeof at>, zoom: number) {
  const project = ({ lat, lng }: { lat: number; lng: number }) => {
    const sin = Math.sin((lat * Math.PI) / 180);
    const size = 256 * 2 ** zoom;
    return [((lng + 180) / 360) * size, (0.5 - Math.log((1 + sin) / (1 - sin)) / (4 * Math.PI)) * size];
  };
  const [ax, ay] = project(positionToLatLng(a.position.positionX, a.position.positionY));
  const [bx, by] = project(positionToLatLng(b.position.positionX, b.position.positionY));
  return Math.hypot(ax - bx, ay - by);
}

/** A thousand residences spread over the map in no order, a few on the very same spot. */
const many = Array.from({ length: 1000 }, (_, index) => at(`r${index}`, (index * 37) % 97, (index * 53) % 89, `Région ${index % 7}`));

describe('geoClusters', () => {
  it('keeps residences far apart on screen as single markers at their own positions', () => {
    const [lille, nice] = [at('lille', 61.2, 5.4), at('nice', 90, 80)];
    const items = geoClusters([lille, nice])(null, 5);
    expect(items.map((item) => [item.key, item.residences.length, item.position])).toEqual([
      ['r:lille', 1, positionToLatLng(61.2, 5.4)],
      ['r:nice', 1, positionToLatLng(90, 80)],
    ]);
  });

  it('groups residences closer on screen than a button’s reach, and parts them once zoomed in far enough', () => {
    const [a, b, far] = [at('a', 50, 50), at('b', 51, 50), at('far', 10, 10)];
    const itemsIn = geoClusters([far, a, b]);
    expect(pixelsApart(a, b, 5)).toBeLessThan(36);
    const atFive = itemsIn(null, 5);
    expect(atFive.map((item) => item.residences.map((residence) => residence.id))).toEqual([['far'], ['a', 'b']]);
    const cluster = atFive[1];
    expect(cluster.key).toMatch(/^c:/);
    expect(cluster.region).toBe('Bretagne');
    // Where it splits, the two are further apart on screen than the reach; one zoom before, they were not.
    const split = cluster.expansionZoom ?? Infinity;
    expect(pixelsApart(a, b, split)).toBeGreaterThan(36);
    expect(itemsIn(null, split).filter((item) => item.residences.length === 1)).toHaveLength(3);
    expect(itemsIn(null, split - 1)).toHaveLength(2);
  });

  it('gives every residence once, in the list’s order, and names each cluster after its main region', () => {
    const itemsIn = geoClusters(many);
    for (const zoom of [3, 5, 7, 9]) {
      const items = itemsIn(null, zoom);
      const ids = items.flatMap((item) => item.residences.map((residence) => residence.id));
      expect(new Set(ids).size).toBe(many.length);
      expect(ids).toHaveLength(many.length);
      const firsts = items.map((item) => Number(item.residences[0].id.slice(1)));
      expect(firsts).toEqual([...firsts].sort((x, y) => x - y));
      for (const item of items.filter((entry) => entry.residences.length > 1)) {
        const counts = new Map<string, number>();
        for (const { region } of item.residences) counts.set(region, (counts.get(region) ?? 0) + 1);
        expect(counts.get(item.region ?? '')).toBe(Math.max(...counts.values()));
      }
    }
    // France on a phone at zoom 5: a few dozen markers, not a thousand.
    expect(itemsIn(null, 5).length).toBeLessThan(100);
  });

  it('leaves no cluster past its deepest zoom; residences at one spot keep one marker there, at every zoom', () => {
    const itemsIn = geoClusters([at('a', 40, 40), at('b', 40, 40), at('c', 40.001, 40)]);
    const [cluster] = itemsIn(null, GEO_MAX_CLUSTER_ZOOM);
    expect(cluster.residences.map((each) => each.id)).toEqual(['a', 'b', 'c']);
    expect(cluster.expansionZoom).toBe(GEO_MAX_CLUSTER_ZOOM + 1);
    expect(cluster.together).toBeUndefined();
    for (const zoom of [GEO_MAX_CLUSTER_ZOOM + 1, 21]) {
      expect(itemsIn(null, zoom).map((item) => [item.key, item.residences.map((each) => each.id), item.together])).toEqual([
        ['s:a', ['a', 'b'], true],
        ['r:c', ['c'], undefined],
      ]);
    }
  });

  it('tells residences at one spot, which their marker lists, from a cluster of residences merely close', () => {
    const itemsIn = geoClusters([at('a', 40, 40, 'Normandie'), at('c', 60, 60), at('b', 40, 40, 'Normandie'), at('d', 60.01, 60)]);
    expect(itemsIn(null, 5).map((item) => [item.key.slice(0, 2), item.residences.map((each) => each.id), item.together, item.region])).toEqual([
      ['s:', ['a', 'b'], true, 'Normandie'],
      ['c:', ['c', 'd'], undefined, 'Bretagne'],
    ]);
  });

  it('shows only what is in the box it is given', () => {
    const [west, east] = [at('west', 5, 50), at('east', 95, 50)];
    const itemsIn = geoClusters([west, east]);
    const { lat, lng } = positionToLatLng(5, 50);
    expect(itemsIn({ west: lng - 1, east: lng + 1, south: lat - 1, north: lat + 1 }, 8).map((item) => item.key)).toEqual(['r:west']);
  });
});

describe('widened', () => {
  it('adds half the box on every side, within the world', () => {
    expect(widened({ west: 0, east: 4, south: 44, north: 48 })).toEqual({ west: -2, east: 6, south: 42, north: 50 });
    expect(widened({ west: -179, east: -175, south: 80, north: 84 })).toEqual({ west: -180, east: -173, south: 78, north: 85 });
  });

  it('takes the whole world for a box half of it wide or more', () => {
    expect(widened({ west: -100, east: 100, south: -60, north: 60 })).toEqual({ west: -180, east: 180, south: -85, north: 85 });
  });
});

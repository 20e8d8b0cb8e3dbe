import { clusterResidences, MAX_ZOOM, partingZoom, viewAround, WHOLE_MAP, type MapItem } from '../../../src/map/clusters';
import { buttonSide, CLUSTER_PX, POINT_PX, withoutOverlap } from '../../../src/map/no-overlap';
import { residence } from '../support/render';

const at = (id: string, positionX: number, positionY: number) => residence({ id, name: id, position: { positionX, positionY } });
const single = (id: string, x: number, y: number): MapItem => ({ key: id, x, y, residences: [at(id, x, y)] });

/** Pairs of items whose buttons overlap on a map `width` px wide (its height is 0.95 of it, like the outline). */
function overlapping(items: MapItem[], width: number, view = WHOLE_MAP) {
  const height = width * 0.95;
  const box = (item: MapItem) => ({
    x: ((item.x - view.left) / view.size) * width,
    y: ((item.y - view.top) / view.size) * height,
    half: buttonSide(item) / 2,
  });
  const pairs: string[] = [];
  items.forEach((a, i) =>
    items.slice(i + 1).forEach((b) => {
      const [pa, pb] = [box(a), box(b)];
      if (Math.abs(pa.x - pb.x) < pa.half + pb.half && Math.abs(pa.y - pb.y) < pa.half + pb.half) pairs.push(`${a.key}/${b.key}`);
    }),
  );
  return pairs;
}

/** A reproducible scatter of residences, denser in places, like a network's cities. */
function scatter(count: number, seed: number) {
  let state = seed;
  const random = () => ((state = (state * 1103515245 + 12345) % 2147483648) / 2147483648);
  return Array.from({ length: count }, (_, index) => {
    const city = Math.floor(random() * 12);
    return at(`r${index}`, 10 + ((city * 37) % 80) + random() * 6, 8 + ((city * 53) % 80) + random() * 6);
  });
}

describe('withoutOverlap', () => {
  it('joins two points whose buttons would overlap and leaves apart those that do not', () => {
    // On a 400 px map, 5 % is 20 px (overlapping 24 px buttons) and 10 % is 40 px (apart).
    const items = withoutOverlap([single('a', 50, 50), single('b', 55, 50), single('c', 70, 50)], WHOLE_MAP, 400, 380);
    expect(items.map((item) => item.residences.map((r) => r.id).sort())).toEqual([['a', 'b'], ['c']]);
    expect(items[0].x).toBeCloseTo(52.5);
  });

  it('compares a joined cluster, which is larger, with the items it now reaches', () => {
    // a and b join at 51 %; the 36 px cluster then reaches c, 26 px away, which two 24 px points would not.
    const items = withoutOverlap([single('a', 50, 50), single('b', 52, 50), single('c', 57.5, 50)], WHOLE_MAP, 400, 380);
    expect(items).toHaveLength(1);
    expect(items[0].residences).toHaveLength(3);
  });

  it('keeps a cluster of a thousand or more, whose count widens its button, clear of a point a narrower one would not reach', () => {
    const many = (count: number, x: number): MapItem => ({ key: `many${count}`, x, y: 50, residences: Array.from({ length: count }, (_, index) => at(`m${index}`, x, 50)) });
    // On a 400 px map, 9 % is 36 px: apart from a 36 px cluster (30 px needed), not from a « 1 200 » one.
    expect(withoutOverlap([many(999, 50), single('p', 59, 50)], WHOLE_MAP, 400, 380)).toHaveLength(2);
    expect(withoutOverlap([many(1200, 50), single('p', 59, 50)], WHOLE_MAP, 400, 380)).toHaveLength(1);
    expect([POINT_PX, CLUSTER_PX, buttonSide(many(1200, 50)), buttonSide(many(12000, 50))]).toEqual([24, 36, 60, 70]);
  });

  it('lets a joined cluster part one zoom deeper', () => {
    // At zoom 2 the view is a quarter of the map wide: 0.5 % of the map is 8 px there.
    const [joined] = withoutOverlap([single('a', 50, 50), single('b', 50.5, 50)], viewAround(50, 50, 2), 400, 380);
    expect(joined.expansionZoom).toBe(3);
  });

  it.each([
    [32, 375],
    [1000, 375],
    [1000, 1280],
    [5000, 600],
  ])('leaves no two buttons overlapping with %i residences on a %i px map, every residence shown once', (count, width) => {
    const residences = scatter(count, count + width);
    const itemsIn = clusterResidences(residences, width);
    for (const view of [WHOLE_MAP, viewAround(40, 40, 2), viewAround(60, 30, 4)]) {
      const items = itemsIn(view);
      expect(overlapping(items, width, view)).toEqual([]);
      if (view === WHOLE_MAP) expect(items.flatMap((item) => item.residences.map((r) => r.id)).sort()).toEqual(residences.map((r) => r.id).sort());
    }
  });
});

describe('partingZoom', () => {
  it('goes one zoom deeper when the parted residences would still overlap there', () => {
    // On a 480 px map the three are 14.4 px apart: supercluster parts them at zoom 1, where two of them still
    // overlap the third and are joined again; at zoom 2 they stand apart.
    const town = [0, 3, 6].map((shift, index) => at(`lyon-${index}`, 55 + shift, 55));
    const itemsIn = clusterResidences([...town, at('brest', 5, 30)], 480);
    const cluster = itemsIn(WHOLE_MAP).find((item) => item.residences.length === 3) as MapItem;
    const zoom = partingZoom(itemsIn, cluster);
    expect(itemsIn(viewAround(cluster.x, cluster.y, zoom)).filter((item) => item.residences.some((r) => r.id.startsWith('lyon'))).length).toBeGreaterThan(1);
    expect(itemsIn(viewAround(cluster.x, cluster.y, zoom - 1)).filter((item) => item.residences.some((r) => r.id.startsWith('lyon')))).toHaveLength(1);
  });

  it('is past the deepest zoom for residences at one place', () => {
    const itemsIn = clusterResidences([at('a', 40, 40), at('b', 40, 40)], 480);
    expect(partingZoom(itemsIn, itemsIn(WHOLE_MAP)[0])).toBeGreaterThan(MAX_ZOOM);
  });
});

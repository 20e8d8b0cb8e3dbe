import Supercluster from 'supercluster';
import { mainRegion, type Residence } from '../domain/residence';
import { MAP_HEIGHT, MAP_WIDTH } from './france-outline';
import { buttonSide, withoutOverlap } from './no-overlap';

/**
 * Points closer than this on screen (px) join a cluster. Supercluster measures straight-line distance and buttons
 * are squares: two 24 px points set diagonally need 24 × √2 ≈ 34 px not to overlap. A cluster, larger, that still
 * overlaps a point is joined with it afterwards (see no-overlap.ts).
 */
export const CLUSTER_DISTANCE_PX = 36;
/** The deepest zoom of the map (2^6 = 64 times): past it, residences still together are listed instead. */
export const MAX_ZOOM = 6;
/** Width assumed before the map has been measured. */
const DEFAULT_WIDTH_PX = 480;

/** What the map shows at one place: one residence, or a cluster of several. */
export interface MapItem {
  key: string;
  /** Position in % of the whole map box (x from the left, y from the top). */
  x: number;
  y: number;
  /** The residences here, the first one for a single point. */
  residences: Residence[];
  /** For a cluster: the zoom at which it splits, past MAX_ZOOM when it never does. */
  expansionZoom?: number;
  /** For a cluster: the region most of its residences are in (empty when none has one), which names it. */
  region?: string;
}

/** The part of the map in view: a square window of the map box, in %. */
export interface MapView {
  zoom: number;
  left: number;
  top: number;
  size: number;
}

export const WHOLE_MAP: MapView = { zoom: 0, left: 0, top: 0, size: 100 };

// Supercluster works in longitude and latitude (Web Mercator). These two map the map box's percentages onto the
// whole Mercator square, so that its distances are the map's own distances, in both directions.
const toLng = (x: number) => (x / 100) * 360 - 180;
const toLat = (y: number) => (Math.atan(Math.sinh(Math.PI * (1 - (2 * y) / 100))) * 180) / Math.PI;
const fromLng = (lng: number) => ((lng + 180) / 360) * 100;
const fromLat = (lat: number) => {
  const sin = Math.sin((lat * Math.PI) / 180);
  return (0.5 - (0.25 * Math.log((1 + sin) / (1 - sin))) / Math.PI) * 100;
};

type Props = { index: number };

/**
 * The item where it is drawn: moved in from the edge of `view`, if need be, so that its whole button is inside a
 * map `width` × `height` px. A zoomed map cuts through the country, and an item at its edge would otherwise be
 * half drawn and half out of reach; it stays at the edge, on the side of its residences.
 */
function drawnInside(item: MapItem, view: MapView, width: number, height: number): MapItem {
  const half = buttonSide(item) / 2;
  const within = (value: number, start: number, margin: number) => Math.min(start + view.size - margin, Math.max(start + margin, value));
  return { ...item, x: within(item.x, view.left, (half / width) * view.size), y: within(item.y, view.top, (half / height) * view.size) };
}

/** The residences of the map grouped by nearness, for a map `width` px wide (clusters depend on screen distance). */
export function clusterResidences(residences: readonly Residence[], width: number) {
  const screenWidth = width || DEFAULT_WIDTH_PX;
  const screenHeight = (screenWidth * MAP_HEIGHT) / MAP_WIDTH;
  const tree = new Supercluster<Props, Record<string, never>>({
    // At zoom z the map box is (width × 2^z) px wide, and supercluster counts its radius in 1/512 of that.
    radius: (CLUSTER_DISTANCE_PX * 512) / screenWidth,
    maxZoom: MAX_ZOOM,
    minPoints: 2,
  });
  tree.load(
    residences.map((residence, index) => ({
      type: 'Feature' as const,
      properties: { index },
      geometry: { type: 'Point' as const, coordinates: [toLng(residence.position.positionX), toLat(residence.position.positionY)] },
    })),
  );

  // The keyboard goes through the map's buttons in the order they are drawn. Supercluster gives them in the order
  // of its index, which jumps about the map once there are more than a few dozen; in the list's order instead the
  // map reads like the list beside it. A cluster, named after the region most of its residences are in, comes
  // where the first of those is in the list; its residences come in the list's order, as a place's list shows them.
  const listPosition = new Map(residences.map((residence, index) => [residence.id, index]));
  const positionOf = (residence: Residence) => listPosition.get(residence.id) ?? 0;
  const byList = (a: Residence, b: Residence) => positionOf(a) - positionOf(b);
  const inListOrder = (items: MapItem[]) =>
    items
      .map((item) => {
        if (item.residences.length === 1) return { item, at: positionOf(item.residences[0]) };
        const sorted = [...item.residences].sort(byList);
        const region = mainRegion(sorted);
        return { item: { ...item, residences: sorted, region }, at: positionOf(sorted.find((residence) => residence.region === region) ?? sorted[0]) };
      })
      .sort((a, b) => a.at - b.at)
      .map(({ item }) => item);

  /** What shows in `view`. */
  return function itemsIn(view: MapView): MapItem[] {
    const { left, top, size } = view;
    const bbox: [number, number, number, number] = [toLng(left), toLat(top + size), toLng(left + size), toLat(top)];
    const items = tree.getClusters(bbox, view.zoom).map((feature): MapItem => {
      const [lng, lat] = feature.geometry.coordinates;
      const place = { x: fromLng(lng), y: fromLat(lat) };
      if (!('cluster' in feature.properties)) {
        // A single residence keeps its own position exactly (the round trip through Mercator is not exact).
        const residence = residences[feature.properties.index];
        return { key: residence.id, x: residence.position.positionX, y: residence.position.positionY, residences: [residence] };
      }
      const id = feature.properties.cluster_id;
      const leaves = tree.getLeaves(id, Infinity).map((leaf) => residences[(leaf.properties as Props).index]);
      return { key: `cluster-${id}`, ...place, residences: leaves, expansionZoom: tree.getClusterExpansionZoom(id) };
    });
    const inside = (item: MapItem) => drawnInside(item, view, screenWidth, screenHeight);
    // Joining two items makes a larger button, which may reach over the edge again: moved in, it may then meet
    // another. Each round joins at least one pair or ends, so the rounds end.
    let drawn = items.map(inside);
    for (;;) {
      const apart = withoutOverlap(drawn, view, screenWidth, screenHeight);
      drawn = apart.map(inside);
      if (drawn.every((item, index) => item.x === apart[index].x && item.y === apart[index].y)) return inListOrder(drawn);
    }
  };
}

/**
 * The zoom at which a cluster's residences show in more than one place, around it; past MAX_ZOOM when they never
 * do. Usually its expansion zoom, but a cluster joined afterwards to keep buttons apart may need one more.
 */
export function partingZoom(itemsIn: (view: MapView) => MapItem[], cluster: MapItem): number {
  const first = cluster.residences[0];
  let zoom = cluster.expansionZoom ?? MAX_ZOOM + 1;
  for (; zoom <= MAX_ZOOM; zoom++) {
    const holder = itemsIn(viewAround(cluster.x, cluster.y, zoom)).find((item) => item.residences.includes(first));
    if (!holder || holder.residences.length < cluster.residences.length) break;
  }
  return zoom;
}

/**
 * The items of a view with those holding any of `opened` (the residences of the cluster a zoom was opened from)
 * first, each part in the order it came: a keyboard that opened a cluster meets its residences right after the way
 * back, before the other points the zoomed view shows around them.
 */
export function openedFirst(items: MapItem[], opened: readonly Residence[]): MapItem[] {
  // The whole map, the usual case at each keystroke of a search, has nothing opened: its items stay as they are.
  if (opened.length === 0) return items;
  const from = new Set(opened);
  const holds = items.map((item) => item.residences.some((residence) => from.has(residence)));
  return [...items.filter((_, at) => holds[at]), ...items.filter((_, at) => !holds[at])];
}

/** The part of the map's drawing a view covers, in the drawing's own units (those of its viewBox). */
export function drawingBox({ left, top, size }: Pick<MapView, 'left' | 'top' | 'size'>) {
  return { x: (left * MAP_WIDTH) / 100, y: (top * MAP_HEIGHT) / 100, width: (size * MAP_WIDTH) / 100, height: (size * MAP_HEIGHT) / 100 };
}

/** The view at `zoom` centred on (x, y), kept inside the map box. */
export function viewAround(x: number, y: number, zoom: number): MapView {
  const size = 100 / 2 ** zoom;
  const clamp = (centre: number) => Math.min(100 - size, Math.max(0, centre - size / 2));
  return { zoom, left: clamp(x), top: clamp(y), size };
}

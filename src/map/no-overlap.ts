import type { MapItem, MapView } from './clusters';

/** Side of a single point's button and of a cluster's, in px (as the stylesheet draws them). */
export const POINT_PX = 24;
export const CLUSTER_PX = 36;

/** From this count on, a cluster's button widens with its count (« 1 200 »), by about 10 px a digit. */
export const WIDE_CLUSTER_COUNT = 1000;

/** The side of an item's button, in px: for a wide cluster its width, as if it were as tall. */
export function buttonSide(item: MapItem): number {
  const count = item.residences.length;
  if (count < 2) return POINT_PX;
  return count < WIDE_CLUSTER_COUNT ? CLUSTER_PX : 20 + 10 * String(count).length;
}

function merge(a: MapItem, b: MapItem, zoom: number): MapItem {
  const residences = [...a.residences, ...b.residences];
  const weight = (item: MapItem) => item.residences.length / residences.length;
  return {
    key: `${a.key}+${b.key}`,
    x: a.x * weight(a) + b.x * weight(b),
    y: a.y * weight(a) + b.y * weight(b),
    residences,
    // Twice as far apart one zoom deeper: they part there at the latest, or they are listed past the last zoom.
    expansionZoom: Math.min(a.expansionZoom ?? zoom + 1, b.expansionZoom ?? zoom + 1, zoom + 1),
  };
}

/**
 * Supercluster measures distance from a cluster's first point, so a cluster's centre can come to rest near a
 * point it left out. Buttons that overlap on screen cannot be told apart by a finger or a pointer and hide part
 * of each other: any two whose boxes would overlap in a map `width` × `height` px are joined into one cluster.
 */
export function withoutOverlap(items: MapItem[], view: MapView, width: number, height: number): MapItem[] {
  const px = (item: MapItem) => ({ x: ((item.x - view.left) / view.size) * width, y: ((item.y - view.top) / view.size) * height });
  const overlap = (a: MapItem, b: MapItem) => {
    const [pa, pb] = [px(a), px(b)];
    const gap = (buttonSide(a) + buttonSide(b)) / 2;
    return Math.abs(pa.x - pb.x) < gap && Math.abs(pa.y - pb.y) < gap;
  };
  const result = [...items];
  let joined = true;
  while (joined) {
    joined = false;
    // The joined cluster is larger and elsewhere: every pair is compared again until none overlaps.
    search: for (let i = 0; i < result.length; i++) {
      for (let j = i + 1; j < result.length; j++) {
        if (!overlap(result[i], result[j])) continue;
        result[i] = merge(result[i], result[j], view.zoom);
        result.splice(j, 1);
        joined = true;
        break search;
      }
    }
  }
  return result;
}

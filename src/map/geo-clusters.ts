import Supercluster from 'supercluster';
import { mainRegion, type Residence } from '../domain/residence';
import { CLUSTER_DISTANCE_PX } from './clusters';
import { positionToLatLng } from './projection';

/**
 * The deepest zoom at which a Google map still groups residences (15 shows a town's streets); one step further
 * every residence has its own marker, but those at the very same position, which share one.
 */
export const GEO_MAX_CLUSTER_ZOOM = 15;

/** Google's map draws the world 256 px wide at zoom 0; supercluster counts its radius in 1/512 of that width. */
const TILE_PX = 256;
const EXTENT = 512;

/** What a Google map shows at one place: one residence, a cluster of several, or the residences of one spot. */
export interface GeoItem {
  /**
   * Stable for a residence (`r:` and its id) and for a spot (`s:` and its first residence's id); a cluster's (`c:`)
   * holds only while the residences shown do.
   */
  key: string;
  position: { lat: number; lng: number };
  /** The residences here, in the list's order. */
  residences: Residence[];
  /** For a cluster: the zoom at which it splits. */
  expansionZoom?: number;
  /** For a cluster or a spot: the region most of its residences are in (empty when none has one), which names it. */
  region?: string;
  /**
   * Residences all at one spot (one address, or a CMS that gave several the same position), which no zoom parts:
   * their pins would stand one on the other, so their marker lists them when chosen.
   */
  together?: boolean;
}

/** The part of the world in view, in degrees. */
export interface GeoBox {
  west: number;
  south: number;
  east: number;
  north: number;
}

const WORLD: GeoBox = { west: -180, south: -85, east: 180, north: 85 };

/** A spot of the map: the indices, in the list, of the residences at that very position. */
type Props = { spot: number };

/** The residences' indices grouped by position, each group and the groups in the list's order. */
function spotsOf(residences: readonly Residence[]): number[][] {
  const byPosition = new Map<string, number[]>();
  residences.forEach(({ position }, index) => {
    const key = `${position.positionX} ${position.positionY}`;
    const spot = byPosition.get(key);
    if (spot) spot.push(index);
    else byPosition.set(key, [index]);
  });
  return [...byPosition.values()];
}

/**
 * The residences of a Google map grouped by nearness on screen, as the built-in map groups its own: points closer
 * than a button's reach join a cluster, and residences at one spot stay one marker at every zoom. Returns what
 * shows in a box at a zoom, in the list's order, so that the keyboard meets the markers as it meets the entries
 * beside them. Without a box, the whole world.
 */
export function geoClusters(residences: readonly Residence[]) {
  const spots = spotsOf(residences);
  const tree = new Supercluster<Props, Record<string, never>>({
    radius: (CLUSTER_DISTANCE_PX * EXTENT) / TILE_PX,
    extent: EXTENT,
    maxZoom: GEO_MAX_CLUSTER_ZOOM,
    minPoints: 2,
  });
  tree.load(
    spots.map((indices, spot) => {
      const { position } = residences[indices[0]];
      const { lat, lng } = positionToLatLng(position.positionX, position.positionY);
      return { type: 'Feature' as const, properties: { spot }, geometry: { type: 'Point' as const, coordinates: [lng, lat] } };
    }),
  );

  const spotItem = (indices: number[]): GeoItem => {
    const here = indices.map((index) => residences[index]);
    const [first] = here;
    const position = positionToLatLng(first.position.positionX, first.position.positionY);
    if (here.length === 1) return { key: `r:${first.id}`, position, residences: here };
    return { key: `s:${first.id}`, position, residences: here, region: mainRegion(here), together: true };
  };

  return function itemsIn(box: GeoBox | null, zoom: number): GeoItem[] {
    const { west, south, east, north } = box ?? WORLD;
    const items = tree.getClusters([west, south, east, north], Math.round(zoom)).map((feature): { item: GeoItem; first: number } => {
      if (!('cluster' in feature.properties)) {
        const indices = spots[feature.properties.spot];
        return { item: spotItem(indices), first: indices[0] };
      }
      const [lng, lat] = feature.geometry.coordinates;
      const id = feature.properties.cluster_id;
      const indices = tree
        .getLeaves(id, Infinity)
        .flatMap((leaf) => spots[(leaf.properties as Props).spot])
        .sort((a, b) => a - b);
      const leaves = indices.map((index) => residences[index]);
      const expansionZoom = tree.getClusterExpansionZoom(id);
      return { item: { key: `c:${id}`, position: { lat, lng }, residences: leaves, expansionZoom, region: mainRegion(leaves) }, first: indices[0] };
    });
    return items.sort((a, b) => a.first - b.first).map(({ item }) => item);
  };
}

/**
 * The box a map shows, widened by half its size on every side: markers just out of sight are already there when
 * the visitor drags the map a little, before Google says it has stopped moving.
 */
export function widened(box: GeoBox): GeoBox {
  const width = box.east >= box.west ? box.east - box.west : 360 - box.west + box.east;
  const height = box.north - box.south;
  if (width >= 180) return WORLD;
  return {
    west: Math.max(-180, box.west - width / 2),
    east: Math.min(180, box.east + width / 2),
    south: Math.max(WORLD.south, box.south - height / 2),
    north: Math.min(WORLD.north, box.north + height / 2),
  };
}

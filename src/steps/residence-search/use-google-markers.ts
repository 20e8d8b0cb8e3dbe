import { useEffect, useLayoutEffect, useMemo, useRef } from 'react';
import { useStore } from 'zustand';
import type { FranceMapProps } from '../../components/map/FranceMap';
import { formatCount } from '../../domain/format-count';
import type { Residence } from '../../domain/residence';
import { geoClusters, widened, type GeoBox, type GeoItem } from '../../map/geo-clusters';
import type { GoogleMapsParts } from '../../services/maps-loader';

type MarkerProps = Pick<FranceMapProps, 'residences' | 'hover' | 'texts' | 'onChoose'> & {
  /** Lists the residences of a cluster at one spot, which no zoom would part. */
  onList(residences: Residence[]): void;
};

interface Shown {
  marker: google.maps.Marker;
  listeners: google.maps.MapsEventListener[];
  /** What the marker stands for now: a cluster's marker may be kept for another cluster at the same key. */
  item: GeoItem;
}

/** A circle of radius 1 around the marker's position, scaled by the icon: no image to fetch, nothing for a CSP. */
const CIRCLE = 'M -1 0 A 1 1 0 1 1 1 0 A 1 1 0 1 1 -1 0 Z';
/** Half the side of the built-in map's cluster buttons, whose counts it shows the same way. */
const CLUSTER_RADIUS_PX = 18;
/** The zoom the map opens at, used until Google reports its own. */
export const START_ZOOM = 5;

/**
 * The markers of the Google map, following the search, the zoom and the part in view: one per residence, or one
 * per cluster of residences near each other on screen, which shows their count and zooms in when chosen, or lists
 * them when they are all at one spot (as the built-in map's clusters do). Markers outlive renders, so their
 * handlers read the latest props through a ref instead of those of the render that made them, and do nothing once
 * the map is gone. Markers are the library's own legacy ones: focusable with the keyboard when not optimised, and
 * named by their title.
 */
export function useGoogleMarkers(map: google.maps.Map | null, parts: GoogleMapsParts | null, { residences, hover, texts, onChoose, onList }: MarkerProps, colour: string) {
  const latest = useRef({ onChoose, onList, hover, texts });
  useLayoutEffect(() => {
    latest.current = { onChoose, onList, hover, texts };
  });
  const alive = useRef(false);
  const shown = useRef(new Map<string, Shown>());
  /** The key of the marker each residence is in, for the hover to find its residence's point or cluster. */
  const holder = useRef(new Map<string, string>());
  const highlight = useRef<() => void>(() => undefined);

  useEffect(() => {
    alive.current = true;
    const markers = shown.current;
    return () => {
      alive.current = false;
      markers.forEach(forget);
      markers.clear();
    };
  }, []);

  const itemsIn = useMemo(() => geoClusters(residences), [residences]);

  useEffect(() => {
    if (!map || !parts) return;
    const markers = shown.current;
    const act = (key: string, handler: (item: GeoItem) => void) => () => {
      const entry = markers.get(key);
      if (alive.current && entry) handler(entry.item);
    };
    // A cluster chosen with the keyboard has the focus, and its marker goes once the map has zoomed: the focus then
    // goes to the map itself, from where Tab reaches the markers that took its place, rather than to the page.
    let keepFocus = false;
    const choose = (item: GeoItem) => {
      if (item.together) latest.current.onList(item.residences);
      else if (item.residences.length === 1) latest.current.onChoose(item.residences[0]);
      else {
        keepFocus = hasFocus(map.getDiv());
        map.setCenter(item.position);
        map.setZoom(item.expansionZoom ?? (map.getZoom() ?? START_ZOOM) + 1);
      }
    };
    // A single residence's marker lights its entry; a cluster's lights the entries of all it holds.
    const hoverIn = (item: GeoItem) => latest.current.hover.getState().point(item.key, item.residences);
    const hoverOut = () => latest.current.hover.getState().point(null, []);

    highlight.current = () => {
      const id = latest.current.hover.getState().id;
      const key = id === null ? undefined : holder.current.get(id);
      markers.forEach(({ marker }, markerKey) => marker.setAnimation(markerKey === key ? parts.Animation.BOUNCE : null));
    };

    const draw = () => {
      const items = itemsIn(boxOf(map), map.getZoom() ?? START_ZOOM);
      const wanted = new Set(items.map((item) => item.key));
      markers.forEach((entry, key) => {
        if (wanted.has(key)) return;
        forget(entry);
        markers.delete(key);
      });
      holder.current.clear();
      for (const item of items) {
        for (const residence of item.residences) holder.current.set(residence.id, item.key);
        const look = markerLook(item, latest.current.texts, colour);
        const existing = markers.get(item.key);
        if (existing) {
          existing.item = item;
          existing.marker.setOptions(look);
          continue;
        }
        const marker = new parts.Marker({ map, optimized: false, ...look });
        const listeners = [
          marker.addListener('click', act(item.key, choose)),
          marker.addListener('mouseover', act(item.key, hoverIn)),
          marker.addListener('mouseout', act(item.key, hoverOut)),
        ];
        markers.set(item.key, { marker, listeners, item });
      }
      highlight.current();
      if (keepFocus && !hasFocus(map.getDiv())) map.getDiv().focus();
      keepFocus = false;
    };

    draw();
    // Google says 'idle' once the map has stopped moving or zooming: the clusters are made again for what it shows.
    const idle = map.addListener('idle', draw);
    return () => idle.remove();
  }, [map, parts, itemsIn, texts, colour]);

  const highlightedId = useStore(hover, (state) => state.id);
  useEffect(() => highlight.current(), [highlightedId]);
}

/** What a marker shows: a residence's default pin, named; a cluster's round badge with its count, named too. */
function markerLook(item: GeoItem, texts: MarkerProps['texts'], colour: string): google.maps.MarkerOptions {
  const position = item.position;
  if (item.residences.length === 1) return { position, title: texts.point(item.residences[0]), label: null, icon: null, zIndex: null };
  const count = item.residences.length;
  return {
    position,
    title: texts.cluster(item.residences, !item.together, item.region ?? ''),
    label: { text: formatCount(count), color: '#ffffff', fontSize: '14px', fontWeight: '700' },
    icon: { path: CIRCLE, scale: CLUSTER_RADIUS_PX, fillColor: colour, fillOpacity: 1, strokeColor: '#ffffff', strokeWeight: 2 },
    // Larger clusters above smaller ones and above single pins, which Google stacks by latitude.
    zIndex: 1_000_000 + count,
  };
}

function boxOf(map: google.maps.Map): GeoBox | null {
  const bounds = map.getBounds();
  if (!bounds) return null;
  const [south, west] = [bounds.getSouthWest().lat(), bounds.getSouthWest().lng()];
  const [north, east] = [bounds.getNorthEast().lat(), bounds.getNorthEast().lng()];
  return widened({ west, south, east, north });
}

/** Whether the focus is inside `element`, which may be in a shadow root (where the document's is its host). */
function hasFocus(element: HTMLElement) {
  const root = element.getRootNode() as Document | ShadowRoot;
  return root.activeElement !== null && element.contains(root.activeElement);
}

function forget({ marker, listeners }: Shown) {
  for (const listener of listeners) listener.remove();
  marker.setMap(null);
}

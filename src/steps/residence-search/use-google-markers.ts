import { useEffect, useLayoutEffect, useRef } from 'react';
import { useStore } from 'zustand';
import type { FranceMapProps } from '../../components/map/FranceMap';
import type { Residence } from '../../domain/residence';
import { positionToLatLng } from '../../map/projection';
import type { GoogleMapsParts } from '../../services/maps-loader';

type MarkerProps = Pick<FranceMapProps, 'residences' | 'hover' | 'texts' | 'onChoose'>;

interface Shown {
  marker: google.maps.Marker;
  listeners: google.maps.MapsEventListener[];
}

/**
 * One Google marker per residence shown, following the search. Markers outlive renders, so their handlers read
 * the latest props through a ref instead of those of the render that made them, and do nothing once the map is
 * gone. Markers are the library's own legacy ones: focusable with the keyboard when not optimised, and named by
 * their title.
 */
export function useGoogleMarkers(map: google.maps.Map | null, parts: GoogleMapsParts | null, { residences, hover, texts, onChoose }: MarkerProps) {
  const latest = useRef({ onChoose, hover, byId: new Map<string, Residence>() });
  useLayoutEffect(() => {
    latest.current = { onChoose, hover, byId: new Map(residences.map((residence) => [residence.id, residence])) };
  });
  const alive = useRef(false);
  const shown = useRef(new Map<string, Shown>());

  useEffect(() => {
    alive.current = true;
    const markers = shown.current;
    return () => {
      alive.current = false;
      markers.forEach(forget);
      markers.clear();
    };
  }, []);

  useEffect(() => {
    if (!map || !parts) return;
    const markers = shown.current;
    const wanted = new Set(residences.map((residence) => residence.id));
    markers.forEach((entry, id) => {
      if (wanted.has(id)) return;
      forget(entry);
      markers.delete(id);
    });
    const act = (handler: (id: string) => void, id: string) => () => {
      if (alive.current) handler(id);
    };
    for (const residence of residences) {
      const title = texts.point(residence);
      const existing = markers.get(residence.id);
      if (existing) {
        existing.marker.setTitle(title);
        continue;
      }
      const { positionX, positionY } = residence.position;
      const marker = new parts.Marker({ map, position: positionToLatLng(positionX, positionY), title, optimized: false });
      const listeners = [
        marker.addListener('click', act(choose, residence.id)),
        marker.addListener('mouseover', act((id) => latest.current.hover.getState().set(id), residence.id)),
        marker.addListener('mouseout', act(() => latest.current.hover.getState().set(null), residence.id)),
      ];
      markers.set(residence.id, { marker, listeners });
    }

    function choose(id: string) {
      const residence = latest.current.byId.get(id);
      if (residence) latest.current.onChoose(residence);
    }
  }, [map, parts, residences, texts]);

  const highlightedId = useStore(hover, (state) => state.id);
  useEffect(() => {
    if (!parts) return;
    shown.current.forEach(({ marker }, id) => marker.setAnimation(id === highlightedId ? parts.Animation.BOUNCE : null));
  }, [parts, map, residences, highlightedId]);
}

function forget({ marker, listeners }: Shown) {
  for (const listener of listeners) listener.remove();
  marker.setMap(null);
}

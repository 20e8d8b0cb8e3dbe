import { useEffect, useRef, useState } from 'react';
import { useStore } from 'zustand';
import { FranceMap, type FranceMapProps } from '../../components/map/FranceMap';
import { positionToLatLng } from '../../map/projection';
import { loadGoogleMaps } from '../../services/maps-loader';
import { usePage } from '../../store/page';

/** The built-in map's props (it shows until Google's loads, and for good if it fails), plus the key. */
interface GoogleResidenceMapProps extends FranceMapProps {
  apiKey: string;
}

const FRANCE_CENTER = { lat: 46.6, lng: 2.4 };

/**
 * A Google map with one marker per residence, used only when the host gives a Maps key. Until it loads, and
 * for good if it fails, the built-in map stays: the visitor always has a map.
 */
export function GoogleResidenceMap(props: GoogleResidenceMapProps) {
  const { apiKey, label, residences, hover, texts, onChoose } = props;
  const highlightedId = useStore(hover, (state) => state.id);
  const page = usePage();
  const box = useRef<HTMLDivElement>(null);
  const map = useRef<google.maps.Map | null>(null);
  const markers = useRef(new Map<string, google.maps.Marker>());
  const [ready, setReady] = useState(false);

  useEffect(() => {
    let cancelled = false;
    loadGoogleMaps(apiKey)
      .then(({ Map }) => {
        if (cancelled || !box.current) return;
        map.current = new Map(box.current, { center: FRANCE_CENTER, zoom: 5, streetViewControl: false, mapTypeControl: false });
        setReady(true);
      })
      .catch((error: Error) => page.emit('quote-wizard:error', { kind: 'maps', message: error.message }));
    return () => {
      cancelled = true;
    };
  }, [apiKey, page]);

  // Markers follow the search: the map itself is built once.
  useEffect(() => {
    if (!ready || !map.current) return;
    const shown = markers.current;
    const wanted = new Set(residences.map((residence) => residence.id));
    shown.forEach((marker, id) => {
      if (wanted.has(id)) return;
      marker.setMap(null);
      shown.delete(id);
    });
    for (const residence of residences) {
      if (shown.has(residence.id)) continue;
      const { positionX, positionY } = residence.position;
      const marker = new google.maps.Marker({ map: map.current, position: positionToLatLng(positionX, positionY), title: texts.point(residence) });
      marker.addListener('click', () => onChoose(residence));
      marker.addListener('mouseover', () => hover.getState().set(residence.id));
      marker.addListener('mouseout', () => hover.getState().set(null));
      shown.set(residence.id, marker);
    }
  }, [ready, residences, texts, onChoose, hover]);

  useEffect(() => {
    const shown = markers.current;
    return () => {
      shown.forEach((marker) => marker.setMap(null));
      shown.clear();
    };
  }, []);

  useEffect(() => {
    markers.current.forEach((marker, id) => marker.setAnimation(id === highlightedId ? google.maps.Animation.BOUNCE : null));
  }, [highlightedId]);

  return (
    <>
      <div ref={box} className={`qw-gmap${ready ? '' : ' qw-gmap--loading'}`} role="region" aria-label={label} />
      {!ready && <FranceMap {...props} />}
    </>
  );
}

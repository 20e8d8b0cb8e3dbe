import { useEffect, useRef, useState } from 'react';
import { FranceMap, type FranceMapProps } from '../../components/map/FranceMap';
import { loadGoogleMaps, MapsAuthError, type GoogleMapsParts } from '../../services/maps-loader';
import { usePage } from '../../store/page';
import { useGoogleMarkers } from './use-google-markers';

/** The built-in map's props (it shows until Google's loads, and for good if it fails), plus the key. */
interface GoogleResidenceMapProps extends FranceMapProps {
  apiKey: string;
}

const FRANCE_CENTER = { lat: 46.6, lng: 2.4 };

/**
 * A Google map with one marker per residence, used only when the host gives a Maps key. Until it loads, and
 * for good if it fails, the built-in map stays: the visitor always has a map. A key Google refuses, or a map
 * that breaks once shown, is thrown to the map's error boundary, which puts the built-in map in its place.
 */
export function GoogleResidenceMap(props: GoogleResidenceMapProps) {
  const { apiKey, label } = props;
  const page = usePage();
  const box = useRef<HTMLDivElement>(null);
  const [parts, setParts] = useState<GoogleMapsParts | null>(null);
  const [map, setMap] = useState<google.maps.Map | null>(null);
  const [failure, setFailure] = useState<Error | null>(null);
  if (failure) throw failure;

  useEffect(() => {
    let mounted = true;
    // Google may refuse the key before or after its map shows: either way this widget's map gives way.
    const stopListening = page.onMapsAuthFailure(() => {
      if (mounted) setFailure(new MapsAuthError());
    });
    loadGoogleMaps(apiKey).then(
      (loaded) => {
        if (mounted) setParts(loaded);
      },
      (error: Error) => {
        if (mounted) page.emit('quote-wizard:error', { kind: 'maps', message: error.message });
      },
    );
    return () => {
      mounted = false;
      stopListening();
    };
  }, [apiKey, page]);

  // Built in an effect, not in the promise above: whatever it throws then reaches the error boundary.
  useEffect(() => {
    if (!parts || !box.current) return;
    setMap(new parts.Map(box.current, { center: FRANCE_CENTER, zoom: 5, streetViewControl: false, mapTypeControl: false }));
  }, [parts]);

  useGoogleMarkers(map, parts, props);

  return (
    <>
      <div ref={box} className={`qw-gmap${map ? '' : ' qw-gmap--loading'}`} role="region" aria-label={label} />
      {!map && <FranceMap {...props} />}
    </>
  );
}

import { useCallback, useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { FranceMap, type FranceMapProps } from '../../components/map/FranceMap';
import { PlaceList } from '../../components/map/PlaceList';
import type { Residence } from '../../domain/residence';
import { i18n } from '../../i18n/i18n';
import { logFailure } from '../../services/log';
import { loadGoogleMaps, MapsAuthError, type GoogleMapsParts } from '../../services/maps-loader';
import { usePage } from '../../store/page';
import { START_ZOOM, useGoogleMarkers } from './use-google-markers';

/** The built-in map's props (it shows until Google's loads, and for good if it fails), plus the key. */
interface GoogleResidenceMapProps extends FranceMapProps {
  apiKey: string;
}

const FRANCE_CENTER = { lat: 46.6, lng: 2.4 };
/** The theme's main colour where no style is computed; the clusters take the page's own otherwise. */
const PRIMARY_FALLBACK = '#1d5b79';

/**
 * A Google map with a marker per residence or per cluster of nearby ones, used only when the host gives a Maps
 * key; the residences of a cluster at one spot are listed over the map when it is chosen, as on the built-in map.
 * Until it loads, and for good if it fails, the built-in map stays: the visitor always has a map. A key Google
 * refuses, or a map that breaks once shown, is thrown to the map's error boundary, which puts the built-in map in
 * its place.
 */
export function GoogleResidenceMap(props: GoogleResidenceMapProps) {
  const { apiKey, label, residences, texts, onChoose } = props;
  const page = usePage();
  const box = useRef<HTMLDivElement>(null);
  const [parts, setParts] = useState<GoogleMapsParts | null>(null);
  const [map, setMap] = useState<google.maps.Map | null>(null);
  const [colour, setColour] = useState(PRIMARY_FALLBACK);
  const [failure, setFailure] = useState<Error | null>(null);
  // A list belongs to the residences it was opened among: a new search closes it.
  const [listed, setListed] = useState<{ among: readonly Residence[]; residences: Residence[] } | null>(null);
  const placeList = listed !== null && listed.among === residences ? listed.residences : null;
  const openList = useCallback((chosen: Residence[]) => setListed({ among: residences, residences: chosen }), [residences]);
  if (failure) throw failure;
  // Back to the map, whose region takes the focus: Google gives no way to focus the marker the list came from.
  const closeList = () => {
    setListed(null);
    box.current?.focus();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || placeList === null) return;
    event.preventDefault();
    event.stopPropagation();
    closeList();
  };

  useEffect(() => {
    let mounted = true;
    // Google may refuse the key before or after its map shows: either way this widget's map gives way. Whoever set
    // the key must mend it: they are told here, in French, and the map's boundary finds the error already logged.
    const stopListening = page.onMapsAuthFailure(() => {
      if (!mounted) return;
      const refused = new MapsAuthError();
      logFailure(i18n._('maps.keyRefused', { widget: page.widget }), refused);
      setFailure(refused);
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
    // Google draws its markers itself from the options it is given, out of the stylesheet's reach: the clusters get
    // the theme's colour (a host may have set its own) as a value.
    setColour(getComputedStyle(box.current).getPropertyValue('--qw-primary').trim() || PRIMARY_FALLBACK);
    setMap(new parts.Map(box.current, { center: FRANCE_CENTER, zoom: START_ZOOM, streetViewControl: false, mapTypeControl: false }));
  }, [parts]);

  useGoogleMarkers(map, parts, { ...props, onList: openList }, colour);

  return (
    <>
      <div className="qw-gmap-frame" onKeyDown={onKeyDown}>
        <div ref={box} className={`qw-gmap${map ? '' : ' qw-gmap--loading'}`} role="region" aria-label={label} tabIndex={-1} />
        {placeList && <PlaceList residences={placeList} title={texts.placeTitle(placeList.length)} closeText={texts.close} onChoose={onChoose} onClose={closeList} />}
      </div>
      {!map && <FranceMap {...props} />}
    </>
  );
}

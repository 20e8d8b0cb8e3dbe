import { useLingui } from '@lingui/react';
import { Suspense, use, useMemo } from 'react';
import { ErrorBoundary } from '../../components/ErrorBoundary';
import { FranceMap, type FranceMapProps, type MapTexts } from '../../components/map/FranceMap';
import { useConfig } from '../../store/context';
import { usePage } from '../../store/page';
import { googleMapPart } from './google-map-part';

type GoogleMapProps = FranceMapProps & { apiKey: string };

function GoogleMapOnItsWay(props: GoogleMapProps) {
  // Always through `use` here: React replays a suspended component and expects the same calls.
  const { GoogleResidenceMap } = use(googleMapPart.load());
  return <GoogleResidenceMap {...props} />;
}

function GoogleMap(props: GoogleMapProps) {
  const loaded = googleMapPart.current;
  return loaded ? <loaded.GoogleResidenceMap {...props} /> : <GoogleMapOnItsWay {...props} />;
}

/** The map of step 0: the built-in map of France, or Google's when the host gives a key (the built-in one until). */
export function ResidenceMap(props: Omit<FranceMapProps, 'label' | 'texts'>) {
  const { i18n } = useLingui();
  const { mapsApiKey } = useConfig();
  const page = usePage();
  const texts = useMemo<MapTexts>(
    () => ({
      point: (residence) => i18n._('search.mapPoint', { name: residence.name, region: residence.region }),
      cluster: (residences, zooms) => i18n._(zooms ? 'map.clusterZoom' : 'map.clusterList', { count: residences.length, region: residences[0].region }),
      count: (count) => i18n._('map.count', { count }),
      reset: i18n._('map.reset'),
      placeTitle: (count) => i18n._('map.placeTitle', { count }),
      close: i18n._('map.close'),
    }),
    [i18n],
  );
  const builtIn = <FranceMap label={i18n._('search.mapLabel')} texts={texts} {...props} />;
  if (!mapsApiKey) return builtIn;
  return (
    <ErrorBoundary onError={(error) => page.emit('quote-wizard:error', { kind: 'maps', message: error instanceof Error ? error.message : String(error) })} fallback={() => builtIn}>
      <Suspense fallback={builtIn}>
        <GoogleMap apiKey={mapsApiKey} label={i18n._('search.mapLabel')} texts={texts} {...props} />
      </Suspense>
    </ErrorBoundary>
  );
}

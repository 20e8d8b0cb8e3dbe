import { useLingui } from '@lingui/react';
import { memo, Suspense, use, useMemo, type ReactNode } from 'react';
import { ErrorBoundary } from '../../components/ErrorBoundary';
import { FranceMap, type FranceMapProps, type MapTexts } from '../../components/map/FranceMap';
import { badgesOf } from '../../domain/badges';
import { formatCount } from '../../domain/format-count';
import { placeOf } from '../../domain/residence';
import { logFailure } from '../../services/log';
import { useConfig } from '../../store/context';
import { usePage } from '../../store/page';
import { googleMapPart } from './google-map-part';

type GoogleMapProps = FranceMapProps & { apiKey: string };

function GoogleMap(props: GoogleMapProps) {
  // One component whatever the part's state: switching from a waiting one to another once the part is there
  // would remount Google's map, which would then load and report its failures twice. `use` may be conditional.
  const { GoogleResidenceMap } = googleMapPart.current ?? use(googleMapPart.load());
  return <GoogleResidenceMap {...props} />;
}

/** A map that fails gives way to `fallback`, and the host hears of it (kind 'maps'); the list never goes. */
function MapBoundary({ fallback, children }: { fallback: ReactNode; children: ReactNode }) {
  const page = usePage();
  return (
    <ErrorBoundary
      onError={(error, info) => {
        logFailure('the map failed and a simpler one took its place:', error, info.componentStack);
        page.emit('quote-wizard:error', { kind: 'maps', message: error instanceof Error ? error.message : String(error) });
      }}
      fallback={() => fallback}
    >
      {children}
    </ErrorBoundary>
  );
}

/**
 * The map of step 0: the built-in map of France, or Google's when the host gives a key (the built-in one until
 * it shows). A Google map that fails leaves the built-in one; a built-in map that fails leaves the list alone.
 * Memoised: a keystroke renders the list at once and leaves the map, which follows a moment later, untouched.
 */
export const ResidenceMap = memo(function ResidenceMap(props: Omit<FranceMapProps, 'label' | 'texts'>) {
  const { i18n } = useLingui();
  const { mapsApiKey } = useConfig();
  const texts = useMemo<MapTexts>(() => {
    const badges = { soon: i18n._('residence.soon'), noOffer: i18n._('residence.noOffer') };
    return {
      // A point says what the residence's list entry says with its badges: someone choosing on the map alone
      // learns before the form that a residence is not open yet, or has no price online.
      // A residence the configuration gives no region (the editor is told) is placed by its town, if any.
      point: (residence) => {
        const region = residence.region || placeOf(residence);
        const name = region ? i18n._('search.mapPoint', { name: residence.name, region }) : i18n._('search.mapPoint.noPlace', { name: residence.name });
        return [name, ...badgesOf(residence, badges)].join(', ');
      },
      cluster: (residences, zooms, region) => {
        const values = { count: formatCount(residences.length), region };
        if (zooms) return region ? i18n._('map.clusterZoom', values) : i18n._('map.clusterZoom.noRegion', values);
        return region ? i18n._('map.clusterList', values) : i18n._('map.clusterList.noRegion', values);
      },
      count: (count) => i18n._('map.count', { count: formatCount(count) }),
      reset: i18n._('map.reset'),
      placeTitle: (count) => i18n._('map.placeTitle', { count: formatCount(count) }),
      close: i18n._('map.close'),
    };
  }, [i18n]);
  const label = i18n._('search.mapLabel');
  const builtIn = <FranceMap label={label} texts={texts} {...props} />;
  return (
    <MapBoundary fallback={null}>
      {mapsApiKey ? (
        <MapBoundary fallback={builtIn}>
          <Suspense fallback={builtIn}>
            <GoogleMap apiKey={mapsApiKey} label={label} texts={texts} {...props} />
          </Suspense>
        </MapBoundary>
      ) : (
        builtIn
      )}
    </MapBoundary>
  );
});

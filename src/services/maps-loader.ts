import { importLibrary, setOptions } from '@googlemaps/js-api-loader';
import { log } from './log';

/** Three retries after the first failure: a passing network fault heals, a blocked script soon gives up. */
export const MAPS_RETRIES = 3;

/** Wait before retry number `attempt` (1-based): attempt × 2^attempt ms, i.e. 2, 8, 24 ms. */
export function retryDelay(attempt: number): number {
  return attempt * 2 ** attempt;
}

export class MapsLoadError extends Error {
  constructor(readonly attempts: number, readonly cause: unknown) {
    super(`Google Maps could not be loaded after ${attempts} attempts`);
    this.name = 'MapsLoadError';
  }
}

export interface RetryOptions {
  retries?: number;
  wait?: (ms: number) => Promise<void>;
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Runs `attempt` until it resolves, logging each failure; after the retries it throws MapsLoadError. */
export async function withRetries<T>(attempt: () => Promise<T>, { retries = MAPS_RETRIES, wait = sleep }: RetryOptions = {}): Promise<T> {
  for (let failures = 0; ; ) {
    try {
      return await attempt();
    } catch (error) {
      failures += 1;
      if (failures > retries) {
        log.error(`Google Maps failed to load after ${failures} attempts; the built-in map stays.`);
        throw new MapsLoadError(failures, error);
      }
      const delay = retryDelay(failures);
      log.error(`Google Maps failed to load, retrying in ${delay} ms.`);
      await wait(delay);
    }
  }
}

/** What the widget's Google map is made of, all from the loader's libraries (never from page globals). */
export interface GoogleMapsParts {
  Map: google.maps.MapsLibrary['Map'];
  Marker: google.maps.MarkerLibrary['Marker'];
  Animation: google.maps.MarkerLibrary['Animation'];
}

/** Google refused the key (the page's `gm_authFailure` was called): its map shows only an error. */
export class MapsAuthError extends Error {
  constructor() {
    super('Google Maps refused the key (gm_authFailure)');
    this.name = 'MapsAuthError';
  }
}

let configuredKey: string | undefined;

/**
 * Loads the Maps JavaScript API (weekly version) with the retry policy above, and the two libraries the map
 * needs. The loader's bootstrap forgets a failed script, so each retry really loads again. The key is set once
 * per page: Google allows one load. Google's own words on the map (its buttons, place names, terms) follow the
 * browser's language unless told otherwise: the widget speaks French, and so does its map, France's way.
 */
export async function loadGoogleMaps(apiKey: string, options: RetryOptions = {}): Promise<GoogleMapsParts> {
  if (configuredKey === undefined) {
    configuredKey = apiKey;
    setOptions({ key: apiKey, v: 'weekly', language: 'fr', region: 'FR' });
  } else if (configuredKey !== apiKey) {
    log.warn('Google Maps is already loaded with another key on this page; the first key is used.');
  }
  // One library after the other: asked together, each would load Google's script again after a failure.
  return withRetries(async () => {
    const { Map } = await importLibrary('maps');
    const { Marker, Animation } = await importLibrary('marker');
    return { Map, Marker, Animation };
  }, options);
}

import { lazyModule } from '../../services/lazy-module';

/** The Google Maps variant, in a part of its own: only pages with a Maps key ever load it. */
export const googleMapPart = lazyModule(() => import('./GoogleResidenceMap'));

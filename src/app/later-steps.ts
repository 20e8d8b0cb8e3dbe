import { lazyModule } from '../services/lazy-module';

export type LaterSteps = typeof import('./steps-after-search');

/** The steps after the search, loaded on demand (see steps-after-search.ts). */
export const laterSteps = lazyModule<LaterSteps>(() => import('./steps-after-search'));

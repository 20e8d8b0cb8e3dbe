import { register } from 'node:module';

register('./client-boundary.mjs', import.meta.url);

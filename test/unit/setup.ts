import '@testing-library/jest-dom';
import { webcrypto } from 'node:crypto';
import { TextEncoder } from 'node:util';
import { laterSteps } from '../../src/app/later-steps';
import { googleMapPart } from '../../src/steps/residence-search/google-map-part';

// jsdom has no Web Crypto digest nor TextEncoder; the browser does. Node's are the same standard APIs.
if (!globalThis.crypto?.subtle) Object.defineProperty(globalThis, 'crypto', { value: webcrypto, configurable: true });
if (typeof globalThis.TextEncoder === 'undefined') Object.defineProperty(globalThis, 'TextEncoder', { value: TextEncoder, configurable: true });

// The parts the script-tag build loads later are loaded up front here, so that a test of a step renders it at
// once; the loading itself (what shows meanwhile, a part that fails) has tests of its own.
beforeAll(() => Promise.all([laterSteps.load(), googleMapPart.load()]));

// jsdom does not implement these browser methods the widget calls.
window.scrollTo = () => undefined;
Element.prototype.scrollIntoView = function scrollIntoView() {};
if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({ matches: false, media: query, onchange: null, addListener() {}, removeListener() {}, addEventListener() {}, removeEventListener() {}, dispatchEvent: () => false }) as MediaQueryList;
}

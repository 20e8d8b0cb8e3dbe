import '@testing-library/jest-dom';
import { webcrypto } from 'node:crypto';
import { TextEncoder } from 'node:util';

// jsdom has no Web Crypto digest nor TextEncoder; the browser does. Node's are the same standard APIs.
if (!globalThis.crypto?.subtle) Object.defineProperty(globalThis, 'crypto', { value: webcrypto, configurable: true });
if (typeof globalThis.TextEncoder === 'undefined') Object.defineProperty(globalThis, 'TextEncoder', { value: TextEncoder, configurable: true });

// jsdom does not implement these browser methods the widget calls.
window.scrollTo = () => undefined;
Element.prototype.scrollIntoView = function scrollIntoView() {};
if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({ matches: false, media: query, onchange: null, addListener() {}, removeListener() {}, addEventListener() {}, removeEventListener() {}, dispatchEvent: () => false }) as MediaQueryList;
}

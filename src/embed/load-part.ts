import { log } from '../services/log';

/** Waits before each new request for a part that did not arrive: a flaky mobile connection often recovers. */
export const PART_RETRY_DELAYS_MS = [400, 1200, 3000];

/** A part of the script-tag build could not be loaded, even after the retries. */
export class PartLoadError extends Error {
  constructor(readonly url: string) {
    super(`${url} could not be loaded`);
    this.name = 'PartLoadError';
  }
}

/** The factory a part hands to the `<script>` element that loaded it (see src/build/classic-scripts.mjs). */
type PartScript = HTMLScriptElement & { quoteWizardDefine?: (factory: (shared: unknown) => unknown) => void };

export interface PartLoaderOptions {
  /** URL of the script-tag file: parts sit beside it, wherever it was served from. */
  baseUrl: string;
  /** The nonce of that script, for pages whose policy allows scripts by nonce. */
  nonce?: string;
  document?: Document;
  wait?: (ms: number) => Promise<void>;
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Loads the parts that step 0 does not need as classic scripts beside the script-tag file: no CORS is needed from
 * a CDN folder, and `script-src 'self'` (or the page's nonce) allows them. A part that fails is asked for again
 * after each delay, then the promise rejects with PartLoadError; a later call starts afresh.
 */
export function createPartLoader({ baseUrl, nonce, document: doc = document, wait = sleep }: PartLoaderOptions) {
  const loading = new Map<string, Promise<unknown>>();

  function attempt(url: string, shared: unknown): Promise<unknown> {
    const script = doc.createElement('script') as PartScript;
    // Once run, the element has done its job: the page's <head> keeps nothing of the widget.
    return new Promise((resolve, reject) => {
      let part: unknown;
      let defined = false;
      script.quoteWizardDefine = (factory) => {
        defined = true;
        part = factory(shared);
      };
      script.src = url;
      script.async = true;
      if (nonce) script.nonce = nonce;
      script.addEventListener('load', () => (defined ? resolve(part) : reject(new PartLoadError(url))));
      script.addEventListener('error', () => reject(new PartLoadError(url)));
      doc.head.append(script);
    }).finally(() => script.remove());
  }

  async function load(file: string, shared: unknown): Promise<unknown> {
    const url = new URL(file, baseUrl).href;
    for (let retry = 0; ; retry += 1) {
      try {
        return await attempt(retry === 0 ? url : `${url}${url.includes('?') ? '&' : '?'}retry=${retry}`, shared);
      } catch (error) {
        if (retry >= PART_RETRY_DELAYS_MS.length) throw error;
        log.warn(`${url} did not load, trying again in ${PART_RETRY_DELAYS_MS[retry]} ms.`);
        await wait(PART_RETRY_DELAYS_MS[retry]);
      }
    }
  }

  return function loadPart(file: string, shared: unknown): Promise<unknown> {
    let pending = loading.get(file);
    if (!pending) {
      pending = load(file, shared);
      loading.set(file, pending);
      pending.catch(() => loading.delete(file));
    }
    return pending;
  };
}

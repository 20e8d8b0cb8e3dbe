import { i18n } from '../i18n/i18n';
import { log } from '../services/log';

/** Waits before each new request for a part that did not arrive: a flaky mobile connection often recovers. */
export const PART_RETRY_DELAYS_MS = [400, 1200, 3000];

/** What the people who set the widget up are told of a part still missing after the retries: where it belongs. */
export const partMissingMessage = (url: string) => i18n._('load.partMissing', { url, folder: new URL('.', url).href });

/** A part of the script-tag build could not be loaded, even after the retries. */
export class PartLoadError extends Error {
  constructor(readonly url: string) {
    super(`${url} could not be loaded`);
    this.name = 'PartLoadError';
  }
}

/**
 * What a part's file hands over: its code as a function of the script-tag file's bindings (React's and the
 * entry's) and of its library parts'.
 */
type PartFactory = (shared: unknown, needs: Record<string, unknown>) => unknown;

/** The `<script>` element that loads a part: the part calls it back with its factory (see src/build/classic-scripts.mjs). */
type PartScript = HTMLScriptElement & { quoteWizardDefine?: (factory: PartFactory) => void };

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
 *
 * A part may need library parts (`needs`, file names): they are fetched at the same time as the part, and each
 * runs as soon as it arrives, in a task of its own; the part runs once all of them have.
 */
export function createPartLoader({ baseUrl, nonce, document: doc = document, wait = sleep }: PartLoaderOptions) {
  const loading = new Map<string, Promise<unknown>>();

  function attempt(url: string): Promise<PartFactory> {
    const script = doc.createElement('script') as PartScript;
    // Once run, the element has done its job: the page's <head> keeps nothing of the widget.
    return new Promise<PartFactory>((resolve, reject) => {
      let factory: PartFactory | undefined;
      script.quoteWizardDefine = (defined) => {
        factory = defined;
      };
      script.src = url;
      script.async = true;
      if (nonce) script.nonce = nonce;
      script.addEventListener('load', () => (factory ? resolve(factory) : reject(new PartLoadError(url))));
      script.addEventListener('error', () => reject(new PartLoadError(url)));
      doc.head.append(script);
    }).finally(() => script.remove());
  }

  async function fetchFactory(file: string): Promise<PartFactory> {
    const url = new URL(file, baseUrl).href;
    for (let retry = 0; ; retry += 1) {
      try {
        return await attempt(retry === 0 ? url : `${url}${url.includes('?') ? '&' : '?'}retry=${retry}`);
      } catch {
        if (retry >= PART_RETRY_DELAYS_MS.length) {
          // Still missing after every retry: most often a file not uploaded beside the script, which only the
          // people who set the widget up can mend, and which its first step never shows them.
          log.error(partMissingMessage(url));
          // Named by the file's own address, not by the last retry's.
          throw new PartLoadError(url);
        }
        log.warn(i18n._('load.partRetry', { url, delay: PART_RETRY_DELAYS_MS[retry] }));
        await wait(PART_RETRY_DELAYS_MS[retry]);
      }
    }
  }

  async function load(file: string, shared: unknown, needs: readonly string[]): Promise<unknown> {
    const [factory, ...parts] = await Promise.all([fetchFactory(file), ...needs.map((need) => loadPart(need, shared))]);
    return factory(shared, Object.fromEntries(needs.map((need, index) => [need, parts[index]])));
  }

  function loadPart(file: string, shared: unknown, needs: readonly string[] = []): Promise<unknown> {
    let pending = loading.get(file);
    if (!pending) {
      pending = load(file, shared, needs);
      loading.set(file, pending);
      pending.catch(() => loading.delete(file));
    }
    return pending;
  }

  return loadPart;
}

import { i18n } from '../i18n/i18n';
import { log } from './log';
import type { Violation } from '../domain/send-failure';
import { readErrorBody } from './error-body';
import { readXsrfToken } from './xsrf-token';

/** A non-2xx answer, with what its body says when it is a JSON problem (detail, description, violations). */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly detail?: string,
    readonly description?: string,
    /** The refused fields of a 422, API Platform / Symfony style; empty when the body lists none. */
    readonly violations: readonly Violation[] = [],
  ) {
    super(`HTTP ${status}${detail ? `: ${detail}` : ''}`);
    this.name = 'HttpError';
  }
}

/** The request never got an answer (offline, connection dropped, CORS refused). */
export class NetworkError extends Error {
  constructor(readonly cause: unknown) {
    super(`Network error: ${cause instanceof Error ? cause.message : String(cause)}`);
    this.name = 'NetworkError';
  }
}

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface HttpClientOptions {
  /** Root of the API, default '/api'. */
  apiRoot: string;
  fetch?: typeof fetch;
  /** Reads document.cookie; injected so the client stays free of globals in tests. */
  cookies?: () => string;
  /** Origin of the page, to send the XSRF token to same-origin calls only. */
  origin?: string;
}

const XSRF_HEADER = 'X-XSRF-TOKEN';

/** An opaque origin ('null': a file:// page, a sandboxed frame) is never the same origin as anything. */
function isSameOrigin(url: string, origin: string | undefined): boolean {
  if (origin === undefined) return true;
  try {
    return new URL(url, origin).origin === origin;
  } catch {
    return false;
  }
}

/** A JSON call under apiRoot; `headers` add to the client's own (Accept, Content-Type, X-XSRF-TOKEN). */
export type HttpClient = (method: Method, path: string, body?: unknown, headers?: Record<string, string>) => Promise<unknown>;

/** JSON client under apiRoot, with no timeout. Errors are logged, then thrown. */
export function createHttpClient(options: HttpClientOptions): HttpClient {
  const doFetch = options.fetch ?? ((input, init) => fetch(input, init));
  return async (method, path, body, extraHeaders) => {
    const url = `${options.apiRoot}${path}`;
    const headers: Record<string, string> = { Accept: 'application/json', ...extraHeaders };
    if (body !== undefined) headers['Content-Type'] = method === 'PATCH' ? 'application/merge-patch+json' : 'application/json';
    const token = isSameOrigin(url, options.origin) && options.cookies ? readXsrfToken(options.cookies) : undefined;
    if (token) headers[XSRF_HEADER] = token;

    const failed = (cause: unknown) => {
      const error = new NetworkError(cause);
      log.error(`${method} ${url} failed:`, error.message);
      return error;
    };
    let response: Response;
    try {
      response = await doFetch(url, { method, headers, body: body === undefined ? undefined : JSON.stringify(body), credentials: 'same-origin' });
    } catch (cause) {
      throw failed(cause);
    }
    if (!response.ok) {
      const { detail, description, violations } = await readErrorBody(response);
      // A route that is not there is the setting's fault, not the visitor's: say so to whoever set it, in one
      // message that names the address and the answer too.
      if (method === 'POST' && (response.status === 404 || response.status === 405)) {
        log.error(i18n._('http.noRoute', { url, status: response.status, apiRoot: options.apiRoot }));
      } else log.error(`${method} ${url} answered ${response.status}`);
      throw new HttpError(response.status, detail, description, violations);
    }
    if (response.status === 204) return undefined;
    let text: string;
    try {
      text = await response.text();
    } catch (cause) {
      // The connection dropped in the middle of the answer: as good as no answer.
      throw failed(cause);
    }
    try {
      return text === '' ? undefined : JSON.parse(text);
    } catch {
      return text;
    }
  };
}

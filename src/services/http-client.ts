import { log } from './log';

/** A non-2xx answer. `detail` and `description` are read from the error body when it has them. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly detail?: string,
    readonly description?: string,
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

const XSRF_COOKIE = 'XSRF-TOKEN';
const XSRF_HEADER = 'X-XSRF-TOKEN';

function readCookie(cookies: string, name: string): string | undefined {
  for (const part of cookies.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return decodeURIComponent(rest.join('='));
  }
  return undefined;
}

async function readErrorBody(response: Response): Promise<{ detail?: string; description?: string }> {
  try {
    const body: unknown = await response.json();
    if (typeof body !== 'object' || body === null) return {};
    const { detail, description } = body as Record<string, unknown>;
    return { detail: typeof detail === 'string' ? detail : undefined, description: typeof description === 'string' ? description : undefined };
  } catch {
    return {};
  }
}

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

/** JSON client under apiRoot, with no timeout (spec section 9). Errors are logged, then thrown. */
export function createHttpClient(options: HttpClientOptions): HttpClient {
  const doFetch = options.fetch ?? ((input, init) => fetch(input, init));
  return async (method, path, body, extraHeaders) => {
    const url = `${options.apiRoot}${path}`;
    const headers: Record<string, string> = { Accept: 'application/json', ...extraHeaders };
    if (body !== undefined) headers['Content-Type'] = method === 'PATCH' ? 'application/merge-patch+json' : 'application/json';
    const token = isSameOrigin(url, options.origin) && options.cookies ? readCookie(options.cookies(), XSRF_COOKIE) : undefined;
    if (token) headers[XSRF_HEADER] = token;

    let response: Response;
    try {
      response = await doFetch(url, { method, headers, body: body === undefined ? undefined : JSON.stringify(body), credentials: 'same-origin' });
    } catch (cause) {
      const error = new NetworkError(cause);
      log.error(`${method} ${url} failed:`, error.message);
      throw error;
    }
    if (!response.ok) {
      const { detail, description } = await readErrorBody(response);
      const error = new HttpError(response.status, detail, description);
      log.error(`${method} ${url} answered ${response.status}`);
      throw error;
    }
    if (response.status === 204) return undefined;
    const text = await response.text();
    try {
      return text === '' ? undefined : JSON.parse(text);
    } catch {
      return text;
    }
  };
}

import { createHttpClient, HttpError, NetworkError, type HttpClientOptions } from '../../../src/services/http-client';

const ORIGIN = 'https://www.exemple.fr';

/** The parts of a fetch Response the client reads (jsdom has no Response). */
function answer(status: number, body = ''): Response {
  const fake: Pick<Response, 'ok' | 'status' | 'json' | 'text'> = {
    ok: status >= 200 && status < 300,
    status,
    json: async () => JSON.parse(body) as unknown,
    text: async () => body,
  };
  return fake as Response;
}

/** A fetch that records its calls and gives `response`. */
function fakeFetch(response: Response | Error = answer(201, '{"id":1}')) {
  return jest.fn<Promise<Response>, [RequestInfo | URL, RequestInit | undefined]>(async () => {
    if (response instanceof Error) throw response;
    return response;
  });
}

function client(fetch: ReturnType<typeof fakeFetch>, options: Partial<HttpClientOptions> = {}) {
  return createHttpClient({ apiRoot: '/api', fetch, origin: ORIGIN, cookies: () => '', ...options });
}

/** The init of the first fetch call. */
const initOf = (fetch: ReturnType<typeof fakeFetch>): RequestInit => fetch.mock.calls[0][1] ?? {};
const headersOf = (fetch: ReturnType<typeof fakeFetch>) => (initOf(fetch).headers ?? {}) as Record<string, string>;

let consoleError: jest.SpyInstance;
beforeEach(() => {
  consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

describe('createHttpClient', () => {
  describe('requests', () => {
    it('calls the path under apiRoot', async () => {
      const fetch = fakeFetch();
      await client(fetch, { apiRoot: 'https://api.exemple.fr/v1' })('POST', '/quotation-requests', {});
      expect(fetch.mock.calls[0][0]).toBe('https://api.exemple.fr/v1/quotation-requests');
    });

    it('adds the headers a call gives to its own', async () => {
      const fetch = fakeFetch();
      await client(fetch)('POST', '/quotation-requests', {}, { 'Idempotency-Key': 'abc' });
      expect(headersOf(fetch)).toEqual({ Accept: 'application/json', 'Content-Type': 'application/json', 'Idempotency-Key': 'abc' });
    });

    it('uses the given method', async () => {
      const fetch = fakeFetch();
      await client(fetch)('PUT', '/things/1', { a: 1 });
      expect(initOf(fetch).method).toBe('PUT');
    });

    it('sends the body as JSON', async () => {
      const fetch = fakeFetch();
      const body = { residence: 'lyon', price: 1250, acceptPromotionalOffers: false };
      await client(fetch)('POST', '/quotation-requests', body);
      expect(JSON.parse(String(initOf(fetch).body))).toEqual(body);
    });

    it('sends a body with Content-Type application/json', async () => {
      const fetch = fakeFetch();
      await client(fetch)('POST', '/quotation-requests', { a: 1 });
      expect(headersOf(fetch)['Content-Type']).toBe('application/json');
    });

    it('sends a PATCH body as application/merge-patch+json', async () => {
      const fetch = fakeFetch();
      await client(fetch)('PATCH', '/things/1', { a: 1 });
      expect(headersOf(fetch)['Content-Type']).toBe('application/merge-patch+json');
    });

    it('sends no body and no Content-Type for a GET', async () => {
      const fetch = fakeFetch(answer(200, '[]'));
      await client(fetch)('GET', '/things');
      expect([initOf(fetch).body, headersOf(fetch)['Content-Type']]).toEqual([undefined, undefined]);
    });

    it('sets no timeout', async () => {
      const fetch = fakeFetch();
      await client(fetch)('POST', '/quotation-requests', {});
      expect(initOf(fetch).signal).toBeUndefined();
    });
  });

  describe('XSRF token', () => {
    it('sends the XSRF-TOKEN cookie as X-XSRF-TOKEN to a relative URL', async () => {
      const fetch = fakeFetch();
      await client(fetch, { cookies: () => 'lang=fr; XSRF-TOKEN=abc123; theme=dark' })('POST', '/quotation-requests', {});
      expect(headersOf(fetch)['X-XSRF-TOKEN']).toBe('abc123');
    });

    it('sends it to an absolute URL of the same origin', async () => {
      const fetch = fakeFetch();
      await client(fetch, { apiRoot: `${ORIGIN}/api`, cookies: () => 'XSRF-TOKEN=abc123' })('POST', '/quotation-requests', {});
      expect(headersOf(fetch)['X-XSRF-TOKEN']).toBe('abc123');
    });

    it('does not send it to another origin', async () => {
      const fetch = fakeFetch();
      await client(fetch, { apiRoot: 'https://api.autre-site.fr', cookies: () => 'XSRF-TOKEN=abc123' })('POST', '/quotation-requests', {});
      expect(headersOf(fetch)).not.toHaveProperty('X-XSRF-TOKEN');
    });

    it('does not send it to the same host on another scheme', async () => {
      const fetch = fakeFetch();
      await client(fetch, { apiRoot: 'http://www.exemple.fr/api', cookies: () => 'XSRF-TOKEN=abc123' })('POST', '/quotation-requests', {});
      expect(headersOf(fetch)).not.toHaveProperty('X-XSRF-TOKEN');
    });

    it('sends no header when there is no XSRF-TOKEN cookie', async () => {
      const fetch = fakeFetch();
      await client(fetch, { cookies: () => 'lang=fr' })('POST', '/quotation-requests', {});
      expect(headersOf(fetch)).not.toHaveProperty('X-XSRF-TOKEN');
    });

    it('does not take a cookie whose name only contains XSRF-TOKEN', async () => {
      const fetch = fakeFetch();
      await client(fetch, { cookies: () => 'MY-XSRF-TOKEN=wrong; XSRF-TOKEN-OLD=wrong' })('POST', '/quotation-requests', {});
      expect(headersOf(fetch)).not.toHaveProperty('X-XSRF-TOKEN');
    });

    it('decodes the cookie value', async () => {
      const fetch = fakeFetch();
      await client(fetch, { cookies: () => 'XSRF-TOKEN=a%2Bb%3Dc' })('POST', '/quotation-requests', {});
      expect(headersOf(fetch)['X-XSRF-TOKEN']).toBe('a+b=c');
    });

    const UNUSABLE: Array<[string, string]> = [
      ['an empty cookie', 'XSRF-TOKEN='],
      ['a cookie of spaces only', 'XSRF-TOKEN=   '],
      ['a value that is not URL-decodable', 'XSRF-TOKEN=%E0%A4%A'],
      ['a lone percent sign', 'XSRF-TOKEN=abc%'],
      ['a value that decodes to a character no header can carry', 'XSRF-TOKEN=%E2%82%AC'],
      ['a value that decodes to a line break', 'XSRF-TOKEN=abc%0D%0AX-Other:%201'],
    ];

    for (const [name, cookie] of UNUSABLE) {
      it(`sends the request without the header for ${name}`, async () => {
        const fetch = fakeFetch();
        await expect(client(fetch, { cookies: () => `lang=fr; ${cookie}` })('POST', '/quotation-requests', {})).resolves.toEqual({ id: 1 });
        expect(headersOf(fetch)).not.toHaveProperty('X-XSRF-TOKEN');
      });

      it(`takes the next usable XSRF-TOKEN after ${name}`, async () => {
        const fetch = fakeFetch();
        await client(fetch, { cookies: () => `${cookie}; XSRF-TOKEN=good-token` })('POST', '/quotation-requests', {});
        expect(headersOf(fetch)['X-XSRF-TOKEN']).toBe('good-token');
      });
    }

    it('takes the token out of a quoted cookie value', async () => {
      const fetch = fakeFetch();
      await client(fetch, { cookies: () => 'XSRF-TOKEN="abc123"' })('POST', '/quotation-requests', {});
      expect(headersOf(fetch)['X-XSRF-TOKEN']).toBe('abc123');
    });

    it('still sends the request when the cookies cannot be read (a sandboxed frame)', async () => {
      const fetch = fakeFetch();
      const cookies = () => {
        throw new DOMException('The document is sandboxed', 'SecurityError');
      };
      await expect(client(fetch, { cookies })('POST', '/quotation-requests', {})).resolves.toEqual({ id: 1 });
      expect(headersOf(fetch)).not.toHaveProperty('X-XSRF-TOKEN');
    });

    it("still sends the request, without the token, from a page whose origin is opaque ('null')", async () => {
      const fetch = fakeFetch();
      await client(fetch, { origin: 'null', cookies: () => 'XSRF-TOKEN=abc123' })('POST', '/quotation-requests', {});
      expect(headersOf(fetch)).not.toHaveProperty('X-XSRF-TOKEN');
    });
  });

  describe('answers', () => {
    it('gives the parsed JSON of a 2xx answer', async () => {
      expect(await client(fakeFetch(answer(201, '{"id":7}')))('POST', '/quotation-requests', {})).toEqual({ id: 7 });
    });

    it('gives undefined for a 204', async () => {
      expect(await client(fakeFetch(answer(204)))('DELETE', '/things/1')).toBeUndefined();
    });

    it('gives undefined for an empty 200', async () => {
      expect(await client(fakeFetch(answer(200, '')))('POST', '/quotation-requests', {})).toBeUndefined();
    });
  });

  describe('errors', () => {
    it('rejects a non-2xx answer with an HttpError carrying the status', async () => {
      const error: unknown = await client(fakeFetch(answer(422, '{}')))('POST', '/quotation-requests', {}).catch((e: unknown) => e);
      expect(error).toEqual(expect.objectContaining({ name: 'HttpError', status: 422 }));
    });

    it('is an instance of HttpError', async () => {
      await expect(client(fakeFetch(answer(500)))('POST', '/quotation-requests', {})).rejects.toBeInstanceOf(HttpError);
    });

    it('reads detail and description from the error body', async () => {
      const body = JSON.stringify({ detail: 'email: invalid', description: 'Validation failed', other: 1 });
      const error: unknown = await client(fakeFetch(answer(400, body)))('POST', '/quotation-requests', {}).catch((e: unknown) => e);
      expect(error).toEqual(expect.objectContaining({ status: 400, detail: 'email: invalid', description: 'Validation failed' }));
    });

    it('reads the violations of a 422, leaving out the entries that are not { propertyPath, message }', async () => {
      const body = JSON.stringify({
        violations: [{ propertyPath: 'email', message: 'Adresse refusée', code: 'x' }, { propertyPath: 'phoneNumber' }, 'oops', { propertyPath: 'lastName', message: '' }, { propertyPath: '', message: 'Demande refusée' }],
      });
      const error: unknown = await client(fakeFetch(answer(422, body)))('POST', '/quotation-requests', {}).catch((e: unknown) => e);
      expect((error as HttpError).violations).toEqual([
        { propertyPath: 'email', message: 'Adresse refusée' },
        { propertyPath: '', message: 'Demande refusée' },
      ]);
    });

    it('gives no violations when the error body has none', async () => {
      const error: unknown = await client(fakeFetch(answer(422, '{"violations":"email"}')))('POST', '/quotation-requests', {}).catch((e: unknown) => e);
      expect((error as HttpError).violations).toEqual([]);
    });

    it('rejects with a NetworkError when the connection drops in the middle of a 2xx answer', async () => {
      const cut = { ...answer(201), text: () => Promise.reject(new TypeError('network error')) } as Response;
      await expect(client(fakeFetch(cut))('POST', '/quotation-requests', {})).rejects.toBeInstanceOf(NetworkError);
    });

    it('leaves detail and description out when the error body is not JSON', async () => {
      const error: unknown = await client(fakeFetch(answer(502, '<html>Bad gateway</html>')))('POST', '/quotation-requests', {}).catch((e: unknown) => e);
      expect(error).toEqual(expect.objectContaining({ status: 502, detail: undefined, description: undefined }));
    });

    it('rejects a fetch failure with a NetworkError keeping the cause', async () => {
      const cause = new TypeError('Failed to fetch');
      const error: unknown = await client(fakeFetch(cause))('POST', '/quotation-requests', {}).catch((e: unknown) => e);
      expect([error instanceof NetworkError, (error as NetworkError).cause]).toEqual([true, cause]);
    });

    it('logs an HTTP error with the [QuoteWizard] prefix', async () => {
      await client(fakeFetch(answer(500)))('POST', '/quotation-requests', {}).catch(() => undefined);
      expect(consoleError).toHaveBeenCalledWith('[QuoteWizard]', expect.stringContaining('500'));
    });

    it.each([404, 405])('tells whoever set the widget up to check apiRoot when a POST answers %p', async (status) => {
      await client(fakeFetch(answer(status)), { apiRoot: '/mauvaise-api' })('POST', '/quotation-requests', {}).catch(() => undefined);
      // One message, in French, that names the address and the answer too.
      expect(consoleError.mock.calls).toEqual([
        [
          '[QuoteWizard]',
          `/mauvaise-api/quotation-requests répond ${status}\u00a0: l’API n’est pas à cette adresse. Vérifiez «\u00a0apiRoot\u00a0» (data-api-root), qui vaut «\u00a0/mauvaise-api\u00a0».`,
        ],
      ]);
    });

    it('says nothing of apiRoot for a 404 of a callback request, whose lead the server may have dropped, nor for a 500', async () => {
      await client(fakeFetch(answer(404)))('PATCH', '/quotation-requests/12', {}).catch(() => undefined);
      await client(fakeFetch(answer(500)))('POST', '/quotation-requests', {}).catch(() => undefined);
      expect(consoleError.mock.calls.map((call) => call.join(' '))).toEqual(['[QuoteWizard] PATCH /api/quotation-requests/12 answered 404', '[QuoteWizard] POST /api/quotation-requests answered 500']);
    });

    it('logs a network error with the [QuoteWizard] prefix', async () => {
      await client(fakeFetch(new TypeError('Failed to fetch')))('POST', '/quotation-requests', {}).catch(() => undefined);
      expect(consoleError).toHaveBeenCalledWith('[QuoteWizard]', expect.any(String), expect.stringContaining('Failed to fetch'));
    });

    it('logs nothing when the request succeeds', async () => {
      await client(fakeFetch())('POST', '/quotation-requests', {});
      expect(consoleError).not.toHaveBeenCalled();
    });
  });
});

// A programmable host for browser tests: serves test pages and the built bundle, and answers
// POST /api/quotation-requests the way a test wants (status, body, delay, dropped connection), counting requests.
import { existsSync, readFileSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, normalize, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const DIST = join(ROOT, 'dist');
const PAGES = join(ROOT, 'test', 'e2e', 'pages');
const EXAMPLES = join(ROOT, 'examples');

/** The strict policy: nothing inline, nothing from elsewhere. */
export const STRICT_CSP = "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data:; connect-src 'self'";

/** Content types of the files the test servers send, by extension (the bench's server uses them too). */
export const CONTENT_TYPES = { '.html': 'text/html; charset=utf-8', '.js': 'text/javascript; charset=utf-8', '.mjs': 'text/javascript; charset=utf-8', '.css': 'text/css; charset=utf-8', '.jpg': 'image/jpeg', '.json': 'application/json; charset=utf-8', '.map': 'application/json; charset=utf-8' };

/** Static files a page may use: the bundle, the example's images and site CSS, test pages and Bootstrap. */
const STATIC = [
  ['/dist/', DIST],
  ['/pages/', PAGES],
  ['/images/', join(EXAMPLES, 'images')],
  ['/vendor/bootstrap/', join(ROOT, 'node_modules', 'bootstrap', 'dist')],
];

/**
 * The file `pathname` names under one of `folders` ([prefix, directory] pairs), with its content type; null when
 * none holds it, or when the path would leave its directory (`..`, a sibling folder sharing the name's start).
 */
export function staticFile(folders, pathname) {
  for (const [prefix, dir] of folders) {
    if (!pathname.startsWith(prefix)) continue;
    const file = normalize(join(dir, decodeURIComponent(pathname.slice(prefix.length))));
    if (file.startsWith(dir + sep) && existsSync(file) && statSync(file).isFile()) return { file, type: CONTENT_TYPES[extname(file)] ?? 'application/octet-stream' };
  }
  return null;
}

function readBody(request) {
  return new Promise((resolve, reject) => {
    const chunks = [];
    request.on('data', (chunk) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    request.on('error', reject);
  });
}

/**
 * Starts the host on a free port. Options:
 * - routes: { '/path': html string or (url) => html } for pages built by the test;
 * - csp: the Content-Security-Policy header of HTML answers (none by default);
 * - api(request): async, returns { status, body, delay } or { drop: true }; default 201 { id }.
 * Returns { url, requests, patches, setApi(fn), close() }; `requests` lists every POST with its parsed body and
 * headers, `patches` every callback request (PATCH /quotation-requests/{id}, answered 200).
 */
export async function startHostServer({ routes = {}, csp, api } = {}) {
  const requests = [];
  const patches = [];
  let answer = api ?? (async () => ({ status: 201, body: { id: requests.length } }));

  const send = (response, status, body, type) => {
    const headers = { 'Content-Type': type, 'Cache-Control': 'no-store' };
    if (csp && type.startsWith('text/html')) headers['Content-Security-Policy'] = csp;
    response.writeHead(status, headers);
    response.end(body);
  };

  const server = createServer(async (request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    try {
      // The callback request on a lead: accepted, and kept apart from the POSTs that tests count.
      if (request.method === 'PATCH' && /\/quotation-requests\/[^/]+$/.test(url.pathname)) {
        patches.push({ path: url.pathname, body: JSON.parse(await readBody(request)), headers: request.headers });
        return send(response, 200, '{}', CONTENT_TYPES['.json']);
      }
      if (url.pathname.endsWith('/quotation-requests')) {
        if (request.method !== 'POST') return send(response, 405, '{}', CONTENT_TYPES['.json']);
        const text = await readBody(request);
        let body;
        try {
          body = JSON.parse(text);
        } catch {
          body = text;
        }
        const entry = { path: url.pathname, body, headers: request.headers, at: Date.now() };
        requests.push(entry);
        const result = await answer(entry);
        if (result.delay) await new Promise((resolve) => setTimeout(resolve, result.delay));
        if (result.drop) return request.socket.destroy();
        return send(response, result.status ?? 201, JSON.stringify(result.body ?? {}), CONTENT_TYPES['.json']);
      }
      const route = routes[url.pathname];
      if (route !== undefined) return send(response, 200, typeof route === 'function' ? route(url) : route, CONTENT_TYPES['.html']);
      const found = staticFile(STATIC, url.pathname);
      if (found) return send(response, 200, readFileSync(found.file), found.type);
      return send(response, 404, 'Not found', 'text/plain; charset=utf-8');
    } catch (error) {
      if (!response.headersSent) send(response, 500, String(error), 'text/plain; charset=utf-8');
    }
  });
  await new Promise((ready) => server.listen(0, '127.0.0.1', ready));
  return {
    url: `http://127.0.0.1:${server.address().port}`,
    requests,
    patches,
    /** Changes how the API answers from now on. */
    setApi(fn) {
      answer = fn;
    },
    close: () =>
      new Promise((done) => {
        server.closeAllConnections?.();
        server.close(() => done());
      }),
  };
}

/**
 * An answer the server holds back until the test calls `release()`: `api` goes to startHostServer or setApi.
 * However slow the machine, whatever the test does before releasing it happens while the request is pending.
 */
export function heldAnswer(answer) {
  let release;
  const released = new Promise((resolve) => {
    release = resolve;
  });
  return { api: () => released.then(() => answer), release: () => release() };
}

/**
 * An HTML page holding the widget: `body` is inserted as is, `config` (an object or raw text) as the JSON script.
 * It has an icon of its own, so that the browser asks for no /favicon.ico and a « Failed to load resource » in
 * the console is always about a file the page or the widget wanted.
 */
export function hostPage({ title = 'Page hôte', head = '', body = '<div data-quote-wizard></div>', config, configId = 'quote-wizard-config', script = '<script src="/dist/quote-wizard.js"></script>' } = {}) {
  const json = config === undefined ? '' : `<script type="application/json" id="${configId}">${(typeof config === 'string' ? config : JSON.stringify(config)).replace(/</g, '\\u003c')}</script>`;
  return `<!doctype html><html lang="fr"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${title}</title><link rel="icon" href="data:,">${head}</head><body>${body}${json}${script}</body></html>`;
}

/** The example's 32 residences and HTML texts, for pages that need realistic data. */
export function exampleConfig() {
  return JSON.parse(readFileSync(join(EXAMPLES, 'config.json'), 'utf8'));
}

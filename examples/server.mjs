// The example host: serves the CMS-like page with the widget and receives POST /api/quotation-requests.
// `npm start` runs it; PORT changes the port (default 8080), QW_DB the SQLite file.
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, normalize, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const HERE = fileURLToPath(new URL('.', import.meta.url));
const ROOT = resolve(HERE, '..');
const DIST = join(ROOT, 'dist');
const LOG = '[QuoteWizard]';
const MAX_BODY_BYTES = 16 * 1024;
/** The policy a strict host would send; the widget must work under it. */
export const CSP = "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data:; connect-src 'self'; base-uri 'self'; form-action 'self'; frame-ancestors 'none'";

const TYPES = { '.html': 'text/html; charset=utf-8', '.js': 'text/javascript; charset=utf-8', '.mjs': 'text/javascript; charset=utf-8', '.css': 'text/css; charset=utf-8', '.svg': 'image/svg+xml', '.json': 'application/json; charset=utf-8', '.map': 'application/json; charset=utf-8', '.png': 'image/png' };

function newestMtime(dir) {
  return readdirSync(dir, { withFileTypes: true }).reduce((newest, entry) => {
    const path = join(dir, entry.name);
    return Math.max(newest, entry.isDirectory() ? newestMtime(path) : statSync(path).mtimeMs);
  }, 0);
}

/** Builds the widget when dist/ is missing or older than src/. */
export function buildIfNeeded() {
  const outputs = ['quote-wizard.js', 'server.mjs'].map((file) => join(DIST, file));
  const stale = outputs.some((file) => !existsSync(file) || statSync(file).mtimeMs < newestMtime(join(ROOT, 'src')));
  if (!stale) return;
  console.log(`${LOG} building the widget (npm run build)…`);
  const result = spawnSync('npm', ['run', 'build'], { cwd: ROOT, stdio: 'inherit' });
  if (result.status !== 0) throw new Error('the build failed');
}

function send(response, status, body, headers = {}) {
  response.writeHead(status, { 'Content-Security-Policy': CSP, 'X-Content-Type-Options': 'nosniff', 'Referrer-Policy': 'same-origin', ...headers });
  response.end(body);
}

const sendJson = (response, status, value) => send(response, status, JSON.stringify(value), { 'Content-Type': TYPES['.json'] });

function readCookie(request, name) {
  const pair = (request.headers.cookie ?? '').split(';').map((part) => part.trim().split('=')).find(([key]) => key === name);
  return pair ? decodeURIComponent(pair.slice(1).join('=')) : undefined;
}

function readBody(request) {
  return new Promise((resolveBody, reject) => {
    const chunks = [];
    let size = 0;
    request.on('data', (chunk) => {
      size += chunk.length;
      if (size > MAX_BODY_BYTES) {
        reject(Object.assign(new Error('body too large'), { status: 413 }));
        request.destroy();
      } else chunks.push(chunk);
    });
    request.on('end', () => resolveBody(Buffer.concat(chunks).toString('utf8')));
    request.on('error', reject);
  });
}

const NOT_FOUND_PAGE = '<!doctype html><html lang="fr"><head><meta charset="utf-8"><title>Page de démonstration</title><link rel="stylesheet" href="/site.css"></head><body><main><h1>Page de démonstration</h1><p>Cette page n’existe pas dans l’exemple. <a href="/">Retour à l’accueil</a></p></main></body></html>';

/** Starts the example server; resolves to { url, close }. Options: port, configFile, dbFile, page. */
export async function startExampleServer({ port = Number(process.env.PORT ?? 8080), configFile = join(HERE, 'config.json'), dbFile = process.env.QW_DB ?? join(HERE, 'data', 'quotation-requests.sqlite'), page = join(HERE, 'index.html') } = {}) {
  buildIfNeeded();
  const { parseConfig } = await import(pathToFileURL(join(DIST, 'server.mjs')).href);
  const { validateRequest } = await import('./validate-request.mjs');
  const { openRequestStore } = await import('./store.mjs');
  const configText = readFileSync(configFile, 'utf8');
  const parsed = parseConfig({ json: JSON.parse(configText) });
  if (!parsed.ok) throw new Error(`${configFile}: ${parsed.errors.join('; ')}`);
  const residences = parsed.config.residences;
  // Escaped so that no "</script>" in a description can end the configuration script early.
  const html = readFileSync(page, 'utf8').replace('__QUOTE_WIZARD_CONFIG__', () => configText.replace(/</g, '\\u003c'));
  const store = openRequestStore(dbFile);

  async function handleQuotation(request, response) {
    const cookieToken = readCookie(request, 'XSRF-TOKEN');
    if (!cookieToken || request.headers['x-xsrf-token'] !== cookieToken) return sendJson(response, 403, { error: 'xsrf', detail: 'Missing or wrong X-XSRF-TOKEN header.' });
    if (!String(request.headers['content-type']).startsWith('application/json')) return sendJson(response, 415, { error: 'content_type', detail: 'Send JSON.' });
    let body;
    try {
      body = JSON.parse(await readBody(request));
    } catch (error) {
      return sendJson(response, error.status ?? 400, { error: 'invalid_json', detail: error.status ? 'Body too large.' : 'The body is not valid JSON.' });
    }
    const key = request.headers['idempotency-key'];
    if (key !== undefined && !/^[\w-]{8,100}$/.test(key)) return sendJson(response, 400, { error: 'idempotency_key', detail: 'Idempotency-Key must be 8 to 100 letters, digits, - or _.' });
    const result = await validateRequest(body, residences);
    if (!result.request) return sendJson(response, result.status, result.reason);
    const { id, replayed } = store.add(result.request, key ?? null);
    console.log(`${LOG} quotation request #${id} ${replayed ? 'received again, already stored' : 'stored'} (${result.request.residence}, ${result.request.housingType})`);
    return sendJson(response, 201, { id });
  }

  function serveFile(response, base, relative) {
    const file = normalize(join(base, relative));
    if (!file.startsWith(base) || !existsSync(file) || !statSync(file).isFile()) return send(response, 404, 'Not found', { 'Content-Type': 'text/plain; charset=utf-8' });
    send(response, 200, readFileSync(file), { 'Content-Type': TYPES[extname(file)] ?? 'application/octet-stream', 'Cache-Control': 'no-cache' });
  }

  const server = createServer(async (request, response) => {
    const { pathname } = new URL(request.url ?? '/', 'http://localhost');
    try {
      if (pathname === '/api/quotation-requests') {
        if (request.method !== 'POST') return sendJson(response, 405, { error: 'method', detail: 'Use POST.' });
        return await handleQuotation(request, response);
      }
      if (request.method !== 'GET' && request.method !== 'HEAD') return send(response, 405, 'Method not allowed');
      if (pathname === '/' || pathname === '/index.html') {
        const token = readCookie(request, 'XSRF-TOKEN') ?? randomBytes(16).toString('hex');
        return send(response, 200, html, { 'Content-Type': TYPES['.html'], 'Set-Cookie': `XSRF-TOKEN=${token}; Path=/; SameSite=Strict` });
      }
      if (pathname.startsWith('/dist/')) return serveFile(response, DIST, pathname.slice('/dist/'.length));
      // Only the page's own assets: never the server's code or its database.
      if (pathname === '/site.css' || /^\/images\/[\w.-]+\.svg$/.test(pathname)) return serveFile(response, HERE, pathname.slice(1));
      return send(response, 404, NOT_FOUND_PAGE, { 'Content-Type': TYPES['.html'] });
    } catch (error) {
      console.error(`${LOG} ${request.method} ${pathname} failed:`, error);
      if (!response.headersSent) sendJson(response, 500, { error: 'server', detail: 'Internal error.' });
    }
  });
  await new Promise((ready) => server.listen(port, '127.0.0.1', ready));
  const url = `http://127.0.0.1:${server.address().port}`;
  return {
    url,
    close: () =>
      new Promise((done) => {
        server.closeAllConnections?.();
        server.close(() => {
          store.close();
          done();
        });
      }),
  };
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  startExampleServer()
    .then(({ url }) => console.log(`${LOG} example page on ${url.replace('127.0.0.1', 'localhost')}/ (Ctrl+C to stop)`))
    .catch((error) => {
      console.error(`${LOG} the example server could not start:`, error.message);
      process.exit(1);
    });
}

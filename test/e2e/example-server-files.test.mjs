// The example server's page and files: the strict policy and a well-formed XSRF cookie on the page, compression
// and revalidation, the widget's browser files and nothing else of dist/ or of the server, the French 404 page, and
// the site's pages the widget links to, with what the configuration says of a residence written as text.
import assert from 'node:assert/strict';
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { rawRequest } from './support/example-api.mjs';
import { startExample } from './support/example.mjs';
import { startExampleServer } from '../../examples/server.mjs';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const TOKEN_COOKIE = /^XSRF-TOKEN=([A-Za-z0-9_-]{43}); Path=\/; SameSite=Strict$/;

describe('the example server serves its page and files', () => {
  let example;
  let dist;
  const get = (path, headers) => rawRequest(`${example.url}${path}`, { headers });

  before(async () => {
    // A dist/ as a split build would leave it: the script-tag file, a part it loads, and files never to serve.
    dist = mkdtempSync(join(tmpdir(), 'qw-dist-'));
    copyFileSync(join(ROOT, 'dist', 'quote-wizard.js'), join(dist, 'quote-wizard.js'));
    writeFileSync(join(dist, 'quote-wizard.steps.3f2a1c.js'), `/* a part */${' '.repeat(2000)}`);
    for (const name of ['quote-wizard.js.map', 'quote-wizard.mjs', 'quote-wizard.mjs.map', 'server.mjs', 'quote-wizard.cjs', 'other.js']) writeFileSync(join(dist, name), 'secret');
    mkdirSync(join(dist, 'types'));
    writeFileSync(join(dist, 'types', 'index.d.ts'), 'secret');
    example = await startExample({ distDir: dist });
  });

  after(async () => {
    await example?.close();
    if (dist) rmSync(dist, { recursive: true, force: true });
  });

  it('serves the page with its configuration, the strict policy and a fresh XSRF token', async () => {
    const response = await get('/');
    assert.equal(response.status, 200);
    assert.match(response.headers['content-security-policy'], /default-src 'self'; script-src 'self'; style-src 'self'/);
    assert.match(response.headers['set-cookie'][0], TOKEN_COOKIE);
    assert.match(response.body.toString(), /"residences"/);
  });

  it('gives a different token to each new visitor', async () => {
    const [a, b] = await Promise.all([get('/'), get('/')]);
    assert.notEqual(a.headers['set-cookie'][0], b.headers['set-cookie'][0]);
  });

  it('keeps a well-formed token the browser already has', async () => {
    const token = 'A'.repeat(43);
    const response = await get('/', { Cookie: `theme=dark; XSRF-TOKEN=${token}` });
    assert.equal(response.status, 200);
    assert.equal(response.headers['set-cookie'], undefined);
  });

  for (const [name, cookie] of [
    ['empty', 'XSRF-TOKEN='],
    ['malformed', 'XSRF-TOKEN=abc'],
    ['not URL-decodable', 'XSRF-TOKEN=%E0%A4%A'],
    ['too long', `XSRF-TOKEN=${'A'.repeat(44)}`],
    ['in old hex format', `XSRF-TOKEN=${'0f'.repeat(16)}`],
    ['base64 with padding', `XSRF-TOKEN=${Buffer.alloc(32, 7).toString('base64')}`],
  ]) {
    it(`replaces a cookie that is ${name} with a well-formed one`, async () => {
      const response = await get('/', { Cookie: cookie });
      assert.equal(response.status, 200);
      assert.match(response.headers['set-cookie'][0], TOKEN_COOKIE);
    });
  }

  it('answers a revalidation of the page with 304', async () => {
    const first = await get('/');
    const again = await get('/', { 'If-None-Match': first.headers.etag });
    assert.equal(again.status, 304);
    assert.equal(again.body.length, 0);
  });

  for (const [encoding, decompress] of [['br', brotliDecompressSync], ['gzip', gunzipSync]]) {
    it(`compresses the page and the widget with ${encoding} when the browser accepts it`, async () => {
      for (const [path, original] of [['/dist/quote-wizard.js', readFileSync(join(dist, 'quote-wizard.js'))], ['/site.css', readFileSync(join(ROOT, 'examples', 'site.css'))]]) {
        const response = await get(path, { 'Accept-Encoding': encoding });
        assert.equal(response.headers['content-encoding'], encoding, path);
        assert.match(response.headers.vary, /accept-encoding/i);
        assert.ok(response.body.length < original.length / 2, `${path}: ${response.body.length} of ${original.length} bytes`);
        assert.deepEqual(decompress(response.body), original);
      }
      const page = await get('/', { 'Accept-Encoding': encoding });
      assert.equal(page.headers['content-encoding'], encoding);
      assert.match(decompress(page.body).toString(), /"residences"/);
    });
  }

  it('sends files as they are to a client that accepts no compression', async () => {
    const response = await get('/dist/quote-wizard.js', { 'Accept-Encoding': 'identity' });
    assert.equal(response.headers['content-encoding'], undefined);
    assert.deepEqual(response.body, readFileSync(join(dist, 'quote-wizard.js')));
  });

  it('answers a revalidation of a file with 304, by ETag and by date', async () => {
    const first = await get('/dist/quote-wizard.js', { 'Accept-Encoding': 'gzip' });
    assert.ok(first.headers.etag && first.headers['last-modified']);
    const byTag = await get('/dist/quote-wizard.js', { 'Accept-Encoding': 'gzip', 'If-None-Match': first.headers.etag });
    const byDate = await get('/dist/quote-wizard.js', { 'If-Modified-Since': first.headers['last-modified'] });
    assert.deepEqual([byTag.status, byDate.status], [304, 304]);
    assert.equal(byTag.body.length, 0);
  });

  it('serves the widget, the parts it loads beside it, the site CSS and the images', async () => {
    for (const path of ['/dist/quote-wizard.js', '/dist/quote-wizard.steps.3f2a1c.js', '/site.css', '/images/residence-1.jpg', '/index.html']) {
      assert.equal((await get(path)).status, 200, path);
    }
  });

  it('serves no source map, type, module, server code, configuration or database', async () => {
    const forbidden = [
      '/dist/quote-wizard.js.map', '/dist/quote-wizard.mjs', '/dist/quote-wizard.mjs.map', '/dist/server.mjs', '/dist/quote-wizard.cjs',
      '/dist/other.js', '/dist/types/index.d.ts', '/dist/types%2findex.d.ts', '/dist/..%2fpackage.json', '/dist/%2e%2e/package.json',
      '/server.mjs', '/app.mjs', '/http/xsrf.mjs', '/store/leads.mjs', '/examples/server.mjs', '/config.json',
      '/data/quotation-requests.sqlite', '/images/../server.mjs', '/images/..%2fserver.mjs', '/../package.json', '/package.json', '/src/server.ts',
    ];
    for (const path of forbidden) {
      const response = await get(path);
      assert.equal(response.status, 404, path);
      assert.doesNotMatch(response.body.toString(), /secret|import /, path);
    }
  });

  it('answers an unknown path with the French 404 page', async () => {
    const response = await get('/residences/nulle-part');
    assert.equal(response.status, 404);
    assert.match(response.headers['content-type'], /^text\/html/);
    assert.match(response.body.toString(), /Cette page n’existe pas, ou plus/);
  });
});

describe('the example server gives each residence a page of its own', () => {
  let example;
  let dir;
  const get = (path, headers) => rawRequest(`${example.url}${path}`, { headers });
  const HOSTILE_NAME = 'Les Tilleuls <script>alert(1)</script> & « Fils »';
  const HOSTILE_TEXT = 'Un parc <img src=x onerror=alert(2)> et des "jardins".';

  before(async () => {
    // The example's configuration, with what a careless CMS may hold in a residence's name and description.
    dir = mkdtempSync(join(tmpdir(), 'qw-site-'));
    const config = JSON.parse(readFileSync(join(ROOT, 'examples', 'config.json'), 'utf8'));
    config.residences[0] = { ...config.residences[0], name: HOSTILE_NAME, description: HOSTILE_TEXT };
    writeFileSync(join(dir, 'config.json'), JSON.stringify(config));
    example = await startExample({ configFile: join(dir, 'config.json') });
  });

  after(async () => {
    await example?.close();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it('serves a residence’s page with a fresh XSRF token, the strict policy and the widget on that residence', async () => {
    const response = await get('/residences/rennes-thabor');
    assert.equal(response.status, 200);
    assert.match(response.headers['set-cookie'][0], TOKEN_COOKIE);
    assert.match(response.headers['content-security-policy'], /script-src 'self'/);
    const html = response.body.toString();
    assert.match(html, /<h1 id="titre-page">Les Terrasses du Thabor<\/h1>/);
    assert.match(html, /<div data-quote-wizard data-residence-name="rennes-thabor"><\/div>/);
    assert.match(html, /"id":\s*"amiens-hortillonnages"/, 'the whole network, for a visitor who wants another residence');
  });

  it('writes the name and the description as text, never as markup', async () => {
    const html = (await get('/residences/lille-vieux-lille')).body.toString();
    const page = html.slice(0, html.indexOf('<script type="application/json"'));
    assert.doesNotMatch(page, /<script>alert|<img src=x/);
    assert.match(page, /<h1 id="titre-page">Les Tilleuls &#60;script&#62;alert\(1\)&#60;\/script&#62; &#38; « Fils »<\/h1>/);
    assert.match(page, /Un parc &#60;img src=x onerror=alert\(2\)&#62; et des &#34;jardins&#34;\./);
    assert.match(page, /<title>Les Tilleuls &#60;script&#62;/);
  });

  it('answers a residence the network does not hold, and a path below one, with the French 404 page', async () => {
    for (const path of ['/residences/nulle-part', '/residences/rennes-thabor/plan', '/residences/']) {
      const response = await get(path);
      assert.equal(response.status, 404, path);
      assert.match(response.body.toString(), /Cette page n’existe pas, ou plus/, path);
    }
  });

  it('refuses to start on an example page its other pages cannot be built on, saying what is missing', async () => {
    const page = join(dir, 'index.html');
    const example = readFileSync(join(ROOT, 'examples', 'index.html'), 'utf8');
    writeFileSync(page, example.replace('<div class="quote__frame">', '<div class="cadre">'));
    const started = startExampleServer({ port: 0, page, configFile: join(dir, 'config.json'), dbFile: join(dir, 'refused.sqlite'), build: false });
    // A server that started after all is closed before the test fails, so that it cannot hold the run open.
    const outcome = await started.then(
      async (server) => {
        await server.close();
        return 'started';
      },
      (error) => error.message,
    );
    assert.match(outcome, /the example page has no <div class="quote__frame"> holding <div data-quote-wizard> to build the site's other pages on/);
  });

  it('serves the discovery stay’s page', async () => {
    const response = await get('/sejour-decouverte');
    assert.equal(response.status, 200);
    assert.match(response.body.toString(), /<h1 id="titre-page">Réserver un séjour découverte<\/h1>/);
  });
});

// The example host: serves the CMS-like page with the widget and receives the leads.
// `npm start` runs it. PORT (default 8080, 0 for any free port) and HOST (default 127.0.0.1) say where it listens,
// QW_DB names the SQLite file, QW_RATE_LIMIT the API calls allowed per client address and minute ("off": none).
// SIGTERM or Ctrl+C answers the requests under way, closes the database, then stops.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { buildIfNeeded } from './build-if-needed.mjs';
import { generateResidences, MAX_GENERATED } from './network/generate.mjs';
import { sitePages } from './site/pages.mjs';

const HERE = fileURLToPath(new URL('.', import.meta.url));
const ROOT = join(HERE, '..');
const LOG = '[QuoteWizard]';

function rateLimitFromEnv(value = process.env.QW_RATE_LIMIT) {
  if (value === undefined || value === '') return undefined;
  if (value === 'off') return false;
  const max = Number(value);
  if (!Number.isInteger(max) || max < 1) throw new Error(`QW_RATE_LIMIT must be a whole number of calls per minute or "off", not "${value}"`);
  return { max, timeWindow: 60_000 };
}

/**
 * The residence a lead names, by its id (`findResidence`), the page with the configuration written in, and the same
 * page for a network of `count` generated residences (`/?residences=1000`), the same on every run, for trying the
 * widget at a size a network of 32 never reaches. The lead API knows every residence a generated page can show.
 */
async function readSite(configFile, page) {
  const { parseConfig } = await import(pathToFileURL(join(ROOT, 'dist', 'server.mjs')).href);
  const configText = readFileSync(configFile, 'utf8');
  const config = JSON.parse(configText);
  const parsed = parseConfig({ json: config });
  if (!parsed.ok) throw new Error(`${configFile}: ${parsed.errors.join('; ')}`);
  const own = new Map(parsed.config.residences.map((residence) => [residence.id, residence]));
  // The largest generated network is made and read when a lead first names a residence the configuration does not
  // hold: a few hundred milliseconds that most starts of the server (every test's among them) never need.
  let generated;
  const generatedResidences = () => {
    if (!generated) {
      const written = generateResidences(MAX_GENERATED);
      const read = parseConfig({ json: { ...config, residences: written } });
      if (!read.ok) throw new Error(`generated residences: ${read.errors.join('; ')}`);
      generated = { parsed: new Map(read.config.residences.map((residence) => [residence.id, residence])), written: new Map(written.map((residence) => [residence.id, residence])) };
    }
    return generated;
  };
  const template = readFileSync(page, 'utf8');
  // Escaped so that no "</script>" in a description can end the configuration script early.
  const forScript = (text) => text.replace(/</g, '\\u003c');
  const pageWith = (text) => template.replace('__QUOTE_WIZARD_CONFIG__', () => forScript(text));
  const writtenOwn = new Map(config.residences.map((residence) => [residence.id, residence]));
  const { residencePage, otherPages, notFoundHtml } = sitePages(template, parsed.config.residences);
  return {
    findResidence: (id) => own.get(id) ?? generatedResidences().parsed.get(id),
    html: pageWith(configText),
    pageOfSize: (count) => pageWith(JSON.stringify({ ...config, residences: generateResidences(count) }, null, 2)),
    // A residence of the example's network is shown with the whole network in its widget, so that the visitor
    // can still choose another; a generated one, with itself alone, rather than thousands on a single page.
    residencePageOf: (id) => {
      if (writtenOwn.has(id)) return residencePage(writtenOwn.get(id), forScript(configText));
      const residence = generatedResidences().written.get(id);
      return residence && residencePage(residence, forScript(JSON.stringify({ ...config, residences: [residence] }, null, 2)));
    },
    otherPages,
    notFoundHtml,
  };
}

/**
 * Starts the example server; resolves to { url, close }. close() waits for the requests under way, then closes
 * the database. Options: port, host, configFile, dbFile, page, distDir (where the browser files are), rateLimit
 * ({ max, timeWindow } per client address, or false), trustProxy (behind a reverse proxy, so that the rate
 * limit sees each visitor's address), and build (false, or QW_BUILD=off, to serve dist/ as it is even when src/
 * is newer).
 */
export async function startExampleServer({
  port = Number(process.env.PORT ?? 8080),
  host = process.env.HOST ?? '127.0.0.1',
  configFile = join(HERE, 'config.json'),
  dbFile = process.env.QW_DB ?? join(HERE, 'data', 'quotation-requests.sqlite'),
  page = join(HERE, 'index.html'),
  distDir = join(ROOT, 'dist'),
  rateLimit = rateLimitFromEnv(),
  trustProxy = false,
  build = process.env.QW_BUILD !== 'off',
} = {}) {
  if (build) buildIfNeeded(ROOT);
  // Loaded once dist/ is built: they read the widget's schema from dist/server.mjs.
  const { createApp } = await import('./app.mjs');
  const { openDatabase } = await import('./store/database.mjs');
  const { leadStore } = await import('./store/leads.mjs');
  const { findResidence, html, pageOfSize, residencePageOf, otherPages, notFoundHtml } = await readSite(configFile, page);
  const db = openDatabase(dbFile);
  try {
    const app = await createApp({ findResidence, html, pageOfSize, residencePageOf, otherPages, notFoundHtml, store: leadStore(db), examplesDir: HERE, distDir, rateLimit, trustProxy });
    app.addHook('onClose', async () => db.close());
    await app.listen({ port, host });
    const address = app.server.address();
    const shown = address.family === 'IPv6' ? `[${address.address}]` : address.address;
    return { url: `http://${shown}:${address.port}`, close: () => app.close() };
  } catch (error) {
    db.close();
    throw error;
  }
}

/** On SIGTERM or SIGINT: stop taking requests, answer the ones under way, close the database. A second one kills. */
function drainOnSignals(server) {
  for (const signal of ['SIGTERM', 'SIGINT']) {
    process.once(signal, () => {
      console.log(`${LOG} ${signal}: answering the requests under way, then stopping`);
      server.close().then(
        () => console.log(`${LOG} stopped`),
        (error) => {
          console.error(`${LOG} could not stop cleanly:`, error);
          process.exitCode = 1;
        },
      );
    });
  }
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  try {
    const server = await startExampleServer();
    console.log(`${LOG} example page on ${server.url.replace('127.0.0.1', 'localhost')}/ (Ctrl+C to stop)`);
    drainOnSignals(server);
  } catch (error) {
    console.error(`${LOG} the example server could not start:`, error.message);
    process.exit(1);
  }
}

// `npm run bench`: the built widget beside its two floors in throttled Chromium, one line of medians per size.
// Options: --sizes 32,1000,5000 (default 32,1000), --runs N (default 3), --smoke (one run at 32: npm test's
// check that the bench still works). Exits non-zero only when something could not be measured.
import { existsSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import { launchBrowser } from '../e2e/support/browser.mjs';
import { CONTENDERS, QUERY, measureVisit, step0PositionsKept } from './contenders.mjs';
import { buildFloors } from './floors/build.mjs';
import { POINTER_REST_MS } from './hover.mjs';
import { benchConfig, benchPages, pagePath } from './pages.mjs';
import { checkFigures, medians, sizeLine } from './report.mjs';
import { startBenchServer } from './server.mjs';
import { CPU_THROTTLE } from './session.mjs';
import { KEY_EVERY_MS } from './typing.mjs';
import { weightLine } from './weight.mjs';

const USAGE = '[QuoteWizard] bench: npm run bench -- [--sizes 32,1000,5000] [--runs 3] [--smoke]';
const OPTIONS = { sizes: { type: 'string', default: '32,1000' }, runs: { type: 'string', default: '3' }, smoke: { type: 'boolean', default: false }, help: { type: 'boolean', default: false } };
/** The options given, or a line saying which one is wrong and how they are written (never a stack trace). */
function readOptions() {
  try {
    return parseArgs({ options: OPTIONS }).values;
  } catch (error) {
    console.error(`[QuoteWizard] bench: ${error.message}\n${USAGE}`);
    process.exit(2);
  }
}
const values = readOptions();
if (values.help) {
  console.log(USAGE);
  process.exit(0);
}
const sizes = values.smoke ? [32] : values.sizes.split(',').map(Number).sort((a, b) => a - b);
const runs = values.smoke ? 1 : Number(values.runs);
if (sizes.some((size) => !Number.isInteger(size) || size < 1) || !Number.isInteger(runs) || runs < 1) {
  console.error(`[QuoteWizard] bench: --sizes takes whole numbers (32,1000), --runs a whole number\n${USAGE}`);
  process.exit(2);
}
if (!existsSync(new URL('../../dist/quote-wizard.js', import.meta.url))) {
  console.error('[QuoteWizard] bench: dist/quote-wizard.js is missing, run `npm run build` first (`npm run bench` does)');
  process.exit(1);
}

const progress = (text) => console.error(`[QuoteWizard] bench: ${text}`);
// The throttle is relative to this machine's speed, so anything else running on it inflates every figure: the
// lines say how busy it was (the load average of the last minute).
const load = () => `load ${loadavg()[0].toFixed(1)} on ${availableParallelism()} cores`;

/** Medians of every contender at one size; the widget's /dist/ scripts go into `scripts`. */
async function measureSize(browser, url, residences, scripts) {
  const figures = Object.fromEntries(CONTENDERS.map((contender) => [contender.id, []]));
  for (let run = 1; run <= runs; run += 1) {
    progress(`${residences.length} residences, run ${run} of ${runs}`);
    // Contenders take turns within a run, so that a busy moment of the machine does not land on one alone.
    for (const contender of CONTENDERS) {
      const page = `${url}${pagePath(contender, residences.length)}`;
      const visit = await measureVisit(browser, page, residences, contender.full);
      if (contender.positionsKept) visit.figures.step0PositionsKept = await step0PositionsKept(browser, page, residences);
      checkFigures(visit.figures, `${contender.name} at ${residences.length} residences`);
      figures[contender.id].push(visit.figures);
      if (contender.id === 'widget') visit.scripts.forEach((file) => scripts.add(file));
    }
  }
  const [widget, bare, plain] = CONTENDERS.map((contender) => medians(figures[contender.id]));
  return { widget, bare, plain };
}

let floors, server, browser;
try {
  progress('building the floors');
  floors = await buildFloors();
  const configs = new Map(sizes.map((size) => [size, benchConfig(size)]));
  server = await startBenchServer({ pages: benchPages(CONTENDERS, configs), floorsDir: floors.dir });
  browser = await launchBrowser();
  console.log(`[QuoteWizard] bench · Chromium ${browser.version()} · CPU throttled ${CPU_THROTTLE}× · ${load()} · 1280 × 900 px · medians of ${runs} run${runs > 1 ? 's' : ''} · typing « ${QUERY} » a key every ${KEY_EVERY_MS} ms · pointer resting ${POINTER_REST_MS} ms per target`);
  const scripts = new Set();
  let clickAt32;
  for (const size of sizes) {
    const figures = await measureSize(browser, server.url, configs.get(size).residences, scripts);
    if (size === 32) clickAt32 = figures.widget.clickToForm;
    console.log(`${sizeLine(size, figures, clickAt32)} · ${load()}`);
  }
  if (scripts.size === 0) throw new Error('the widget pages loaded no script from /dist/');
  console.log(weightLine([...scripts], floors.bareReactGzip, floors.librariesGzip));
} catch (error) {
  console.error(`[QuoteWizard] bench could not measure: ${error.message}`);
  process.exitCode = 1;
} finally {
  await browser?.close();
  await server?.close();
  floors?.remove();
}

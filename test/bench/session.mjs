// One measured visit: a fresh browser context (cold cache, empty storage), the CPU slowed down before the page
// starts, the probe installed, and every error or script from /dist/ the page produced recorded.
import { openPage } from '../e2e/support/browser.mjs';
import { LABELS, probe } from './probe.mjs';

/** A mid-range phone runs script about four times slower than this machine's Chromium. */
export const CPU_THROTTLE = 4;

/** How long anything may take before the run counts as failed; generous, as 5,000 residences at 4× are slow. */
const TIMEOUT = 180_000;

/**
 * With a DevTools client attached, V8 records a stack trace with line and column for every `Error` a page builds,
 * and the first one built in a function whose source positions it has not kept yet makes it parse that function
 * again (React DOM builds five errors as it starts: both pages run React's top level in a function of its own, so
 * that is React alone). A browser with no DevTools client never does. V8's sampling profiler has it keep every
 * function's positions from its compile instead, at a price of its own.
 */
const PROFILER_INTERVAL_US = 1_000_000;

/**
 * Opens `url` throttled and resolves once step 0 is shown, with `{ page, step0, scripts, guard, close }`:
 * `step0` in ms from navigation start; `scripts` the /dist/ JavaScript files requested; `guard(promise, what)`
 * settles like `promise` but rejects as soon as the page reports an uncaught or console error, or after the
 * timeout. `keepPositions`: V8 keeps source positions from the compile, as explained above.
 */
export async function visit(browser, url, lastName, { keepPositions = false } = {}) {
  const { context, page } = await openPage(browser);
  page.setDefaultTimeout(TIMEOUT);
  const scripts = new Set();
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/dist/') && /\.m?js$/.test(pathname)) scripts.add(pathname.slice('/dist/'.length));
  });
  const failure = new Promise((resolve, reject) => {
    page.on('pageerror', (error) => reject(new Error(`uncaught error at ${url}: ${error.message}`)));
    page.on('console', (line) => line.type() === 'error' && reject(new Error(`console error at ${url}: ${line.text()}`)));
  });
  failure.catch(() => {});
  const guard = (promise, what) => {
    let timer;
    const late = new Promise((resolve, reject) => (timer = setTimeout(() => reject(new Error(`${what} at ${url}: no answer in ${TIMEOUT / 1000} s`)), TIMEOUT)));
    // The failure first: an error already reported wins over a promise already settled.
    return Promise.race([failure, promise, late]).finally(() => clearTimeout(timer));
  };
  try {
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_THROTTLE });
    if (keepPositions) {
      await cdp.send('Profiler.enable');
      await cdp.send('Profiler.setSamplingInterval', { interval: PROFILER_INTERVAL_US });
      await cdp.send('Profiler.start');
    }
    await page.addInitScript(probe, { lastName, labels: LABELS });
    await guard(page.goto(url, { waitUntil: 'domcontentloaded' }), 'loading the page');
    const step0 = await guard(page.evaluate(() => window.__bench.step0), `showing the last residence (${lastName})`);
    return { page, step0, scripts, guard, close: () => context.close() };
  } catch (error) {
    await context.close();
    throw error;
  }
}

// React DOM builds a few `Error` objects as it loads (markers it throws to suspend). With DevTools attached, as
// in Lighthouse or any throttled measurement, V8 parses again every function on their stack to place them, so
// that stack must hold React's own function alone, not the widget's whole file: the script-tag file runs React's
// top level in a microtask of its own, before the widget's code.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { after, before, describe, it } from 'node:test';
import { exampleConfig, hostPage, startHostServer } from './support/host-server.mjs';
import { useBrowser } from './support/use-browser.mjs';

/** Records the stack of every `Error` built (called or constructed) from the page's first script on. */
function recordErrors() {
  const Original = window.Error;
  window.__stacks = [];
  const record = (error) => {
    window.__stacks.push(error.stack);
    return error;
  };
  window.Error = new Proxy(Original, {
    apply: (target, self, args) => record(Reflect.construct(target, args)),
    construct: (target, args, newTarget) => record(Reflect.construct(target, args, newTarget)),
  });
}

describe('the script-tag file as it starts', () => {
  const browser = useBrowser();
  const config = exampleConfig();
  // The first line is the compile hint, the second the first part (React), the widget's code comes after.
  const firstPartLine = 2;
  let server;

  before(async () => {
    server = await startHostServer({ routes: { '/': hostPage({ config }) } });
  });

  after(() => server?.close());

  it('holds React on a line of its own before the widget’s code', () => {
    const line = readFileSync(new URL('../../dist/quote-wizard.js', import.meta.url), 'utf8').split('\n')[firstPartLine - 1];
    assert.ok(line.startsWith('{const __quoteWizardShared={};queueMicrotask('), `line ${firstPartLine} starts « ${line.slice(0, 60)} »`);
    assert.ok(line.includes('react.transitional.element'), `React is not on line ${firstPartLine}`);
    assert.ok(!line.includes('[QuoteWizard]'), `the widget's own code is on line ${firstPartLine}`);
  });

  it('builds React’s errors with only React’s own function on their stack', async () => {
    const { page } = await browser.open();
    await page.addInitScript(recordErrors);
    await page.goto(`${server.url}/`);
    await page.locator('[data-quote-wizard]').getByRole('heading', { name: 'Rechercher sa résidence' }).waitFor();
    const stacks = await page.evaluate(() => window.__stacks);
    // Today React DOM builds five; should it build none, there is nothing left for this test to guard.
    assert.ok(stacks.length > 0, 'React DOM built no error as it loaded');
    for (const stack of stacks) {
      const frames = [...stack.matchAll(/\/dist\/quote-wizard\.js:(\d+):\d+/g)].map((match) => Number(match[1]));
      assert.deepEqual(frames, [firstPartLine], stack);
    }
  });
});

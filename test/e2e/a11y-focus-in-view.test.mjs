// A keyboard visitor sees where the focus is. Tab scrolls the control it reaches into the window, but only
// just: a control at the window's edge then had its ring, drawn a few pixels outside it, cut off by that edge,
// at every width. Here the keyboard walks the example page's steps down and back up at a phone's width and
// a desktop's, and after each stop the whole ring must lie in the window.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { focused, widget } from './support/a11y.mjs';
import { startExample } from './support/example.mjs';
import { scrollStopped, settled } from './support/settle.mjs';
import { useBrowser } from './support/use-browser.mjs';

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
]) {
  describe(`the focus ring stays in the window as the keyboard goes, at ${viewport.width} px`, () => {
    const browser = useBrowser();
    let example;
    let page;

    /** Presses `key` until `done(stop)` or `limit` presses; returns every stop whose ring passes an edge. */
    async function walk(key, done, limit) {
      const cut = [];
      for (let i = 0; i < limit; i += 1) {
        await page.keyboard.press(key);
        await settled(page);
        await scrollStopped(page);
        const now = await focused(page);
        if (done(now)) return cut;
        if (now.ringPast && Object.values(now.ringPast).some((pixels) => pixels > 0.5)) cut.push(`${(now.label || now.name || now.tag).slice(0, 50)}: ${JSON.stringify(now.ringPast)}`);
      }
      assert.fail(`the walk did not end within ${limit} presses of ${key}`);
    }

    before(async () => {
      example = await startExample();
      ({ page } = await browser.open(`${example.url}/`, { viewport }));
      await widget(page).getByRole('heading', { name: 'Rechercher sa résidence' }).waitFor();
    });

    after(() => example?.close());

    it('from the first Tab stop of the page, down the list and the map, out of the widget', async () => {
      const cut = await walk('Tab', (now) => now.label === 'Revenir à la recherche', 120);
      assert.deepEqual(cut, []);
    });

    it('back up the map and the list to the search box with Shift+Tab', async () => {
      const cut = await walk('Shift+Tab', (now) => now.label === 'Rechercher une résidence', 120);
      assert.deepEqual(cut, []);
    });

    it('down the form of the next step to its button', async () => {
      await page.keyboard.press('Tab');
      await page.keyboard.press('Tab');
      await page.keyboard.press('Enter');
      await widget(page).getByRole('heading', { name: 'Vos informations' }).waitFor();
      const cut = await walk('Tab', (now) => now.label === 'Découvrir mon tarif', 40);
      assert.deepEqual(cut, []);
    });
  });
}

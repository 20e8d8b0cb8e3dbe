// The example page for a visitor who set the browser's default text size larger (Chromium's font size setting,
// given through DevTools as a visitor's setting would be): at 1.5 and 1.75 times the usual 16 px on a phone, and
// at 1.5 times on a desktop, every screen of the widget reflows without sideways scrolling, clipping or words cut
// in two, the map's counts stay inside their bubbles, and the host page around it scrolls no more sideways than
// the widget. Unlike a page's own root font size, this setting also moves the widths at which the layout changes
// (media queries in em), as it does in the visitor's browser.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { brokenWords, overflow, widget } from './support/a11y.mjs';
import { startExample } from './support/example.mjs';
import { SCREENS } from './support/screens.mjs';
import { useBrowser } from './support/use-browser.mjs';

/** Counts of the map that spill out of their bubble. */
const spillingCounts = (host) =>
  Array.from(host.shadowRoot.querySelectorAll('.qw-map__count'))
    .filter((count) => count.scrollWidth > count.clientWidth)
    .map((count) => count.textContent);

// Chromium's « Very large » is 24 px; 28 px is beyond any of its choices, set by hand.
for (const [width, textPx] of [
  [320, 24],
  [390, 28],
  [1280, 24],
]) {
  describe(`the example at ${width} px with the browser's default text at ${textPx} px`, () => {
    const browser = useBrowser();
    const state = {};
    before(async () => {
      state.example = await startExample();
      const { context, page } = await browser.open(undefined, { viewport: { width, height: 800 } });
      const devtools = await context.newCDPSession(page);
      await devtools.send('Page.enable');
      await devtools.send('Page.setFontSizes', { fontSizes: { standard: textPx, fixed: Math.round(textPx * 0.8125) } });
      await page.goto(`${state.example.url}/`);
      state.page = page;
    });
    after(() => state.example?.close());

    it('takes the setting: the widget’s text and the layout’s widths follow it', async () => {
      await widget(state.page).getByRole('heading', { name: 'Rechercher sa résidence' }).waitFor();
      assert.equal(await widget(state.page).locator('.qw-root').evaluate((root) => parseFloat(getComputedStyle(root).fontSize)), textPx);
      // The width under which the list's entries give their picture's room to the text: 22.5 em of that text.
      assert.equal(await state.page.evaluate(() => matchMedia('(max-width: 22.5em)').matches), width <= 22.5 * textPx);
    });

    it('keeps the map’s counts inside their bubbles', async () => {
      await widget(state.page).locator('.qw-map__count').first().waitFor();
      assert.deepEqual(await widget(state.page).evaluate(spillingCounts), []);
    });

    for (const [name, reach] of SCREENS) {
      it(`${name}: no sideways scrolling, nothing clipped, no word cut`, async () => {
        await reach(state.page);
        const result = await overflow(state.page);
        assert.ok(result.pageScrollWidth <= result.pageClientWidth, `the page scrolls sideways: ${result.pageScrollWidth} > ${result.pageClientWidth}`);
        assert.deepEqual(result.clipped, []);
        assert.deepEqual(await brokenWords(state.page, '.qw-steps *, h2, h3, h4, label, legend, button, button *, .qw-field__error, .qw-summary a'), []);
      });
    }
  });
}

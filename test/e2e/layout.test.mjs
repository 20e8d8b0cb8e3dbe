// On the example page: a step change brings the top of the widget to 90 px from the top of the window with a
// short animation, and the map sticks 90 px from the top on wide screens only.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { useExample } from './support/example.mjs';
import { scrollTimeline, TOP_OFFSET } from './support/scroll-timeline.mjs';
import { useBrowser } from './support/use-browser.mjs';

describe('scrolling and the sticky map on the example page', () => {
  const browser = useBrowser();
  const example = useExample();

  it('animates the scroll to the widget top, 90 px below the window top, over 0.4 s when a residence is chosen', async () => {
    // The page's animation frames and performance.now() run on a fake clock the test moves (see scrollTimeline).
    const { page } = await browser.open();
    await page.clock.install();
    await page.goto(`${example.url}/`);
    const entry = page.locator('[data-quote-wizard]').locator('.qw-entry').nth(25);
    await entry.scrollIntoViewIfNeeded();
    const { start, positions, end, top } = await scrollTimeline(page, () => entry.click(), [0, 200, 350, 450, 1000]);
    // From where the step change left the page (a shorter page may have pulled it up already) to the widget.
    const travelled = (ms) => (positions[0] - positions[ms]) / (positions[0] - end);
    assert.ok(start - end > 500, `the page scrolled up (${start} → ${end})`);
    assert.ok(positions[0] - end > 500, `most of the way is animated: ${JSON.stringify(positions)}`);
    // Eased in and out over 0.4 s: about half-way at 200 ms (give or take the frame it starts in), still moving
    // at 350 ms, there at 450 ms.
    assert.ok(travelled(200) > 0.3 && travelled(200) < 0.7, `half-way at 200 ms: ${JSON.stringify(positions)}`);
    assert.ok(travelled(350) < 0.99, `still moving at 350 ms: ${JSON.stringify(positions)}`);
    assert.equal(positions[450], end, `arrived at 450 ms: ${JSON.stringify(positions)}`);
    assert.ok(Math.abs(top - TOP_OFFSET) <= 1, `the widget top ends ${top} px from the window top`);
  });

  it('keeps the map in view 90 px from the top while the list scrolls, from 1024 px wide', async () => {
    const { page } = await browser.open(`${example.url}/`, { viewport: { width: 1280, height: 800 } });
    const widget = page.locator('[data-quote-wizard]');
    await widget.locator('.qw-entry').nth(20).scrollIntoViewIfNeeded();
    const map = widget.locator('.qw-search__map');
    assert.equal(await map.evaluate((element) => getComputedStyle(element).position), 'sticky');
    assert.equal(Math.round((await map.boundingBox()).y), 90);
  });

  it('lets the map scroll with the page below 1024 px, also after a resize', async () => {
    const { page } = await browser.open(`${example.url}/`, { viewport: { width: 1280, height: 800 } });
    const map = page.locator('[data-quote-wizard]').locator('.qw-search__map');
    await map.waitFor();
    await page.setViewportSize({ width: 1000, height: 800 });
    await page.waitForFunction(() => !document.querySelector('[data-quote-wizard] > quote-wizard-root').shadowRoot.querySelector('.qw-search__map--sticky'));
    assert.equal(await map.evaluate((element) => getComputedStyle(element).position), 'static');
    await page.setViewportSize({ width: 1100, height: 800 });
    await page.waitForFunction(() => Boolean(document.querySelector('[data-quote-wizard] > quote-wizard-root').shadowRoot.querySelector('.qw-search__map--sticky')));
  });
});

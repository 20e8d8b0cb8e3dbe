// On the example page: a step change brings the top of the widget to 90 px from the top of the window with a
// short animation, and the map sticks 90 px from the top on wide screens only.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { launchBrowser, openPage } from './support/browser.mjs';
import { startExample } from './support/example.mjs';

describe('scrolling and the sticky map on the example page', () => {
  let example;
  let browser;

  before(async () => {
    example = await startExample();
    browser = await launchBrowser();
  });

  after(async () => {
    await browser?.close();
    await example?.close();
  });

  it('animates the scroll to the widget top, 90 px below the window top, when a residence is chosen', async () => {
    const { page } = await openPage(browser, `${example.url}/`);
    const widget = page.locator('[data-quote-wizard]');
    const entry = widget.locator('.qw-entry').nth(25);
    await entry.scrollIntoViewIfNeeded();
    await page.evaluate(() => {
      window.__scrolls = [];
      const sample = (time) => {
        window.__scrolls.push([time, window.scrollY]);
        if (window.__scrolls.length < 240) requestAnimationFrame(sample);
      };
      requestAnimationFrame(sample);
    });
    await entry.click();
    await widget.getByRole('heading', { name: 'Vos informations' }).waitFor();
    await page.waitForFunction(() => window.__scrolls.length >= 90);
    const samples = await page.evaluate(() => window.__scrolls);
    const positions = samples.map(([, y]) => y);
    const start = positions[0];
    const end = positions.at(-1);
    const moving = samples.filter(([, y], index) => index > 0 && y !== samples[index - 1][1]);
    assert.ok(start - end > 500, `the page scrolled up (${start} → ${end})`);
    assert.ok(moving.length >= 5, `the scroll went through ${moving.length} intermediate positions, not one jump`);
    const duration = moving.at(-1)[0] - moving[0][0];
    assert.ok(duration > 250 && duration < 900, `the animation lasted ${Math.round(duration)} ms (0.4 s asked)`);
    const top = await widget.evaluate((element) => element.getBoundingClientRect().top);
    assert.ok(Math.abs(top - 90) <= 1, `the widget top ends ${top} px from the window top`);
  });

  it('keeps the map in view 90 px from the top while the list scrolls, from 1024 px wide', async () => {
    const { page } = await openPage(browser, `${example.url}/`, { viewport: { width: 1280, height: 800 } });
    const widget = page.locator('[data-quote-wizard]');
    await widget.locator('.qw-entry').nth(20).scrollIntoViewIfNeeded();
    const map = widget.locator('.qw-search__map');
    assert.equal(await map.evaluate((element) => getComputedStyle(element).position), 'sticky');
    assert.equal(Math.round((await map.boundingBox()).y), 90);
  });

  it('lets the map scroll with the page below 1024 px, also after a resize', async () => {
    const { page } = await openPage(browser, `${example.url}/`, { viewport: { width: 1280, height: 800 } });
    const map = page.locator('[data-quote-wizard]').locator('.qw-search__map');
    await map.waitFor();
    await page.setViewportSize({ width: 1000, height: 800 });
    await page.waitForFunction(() => !document.querySelector('[data-quote-wizard]').shadowRoot.querySelector('.qw-search__map--sticky'));
    assert.equal(await map.evaluate((element) => getComputedStyle(element).position), 'static');
    await page.setViewportSize({ width: 1100, height: 800 });
    await page.waitForFunction(() => Boolean(document.querySelector('[data-quote-wizard]').shadowRoot.querySelector('.qw-search__map--sticky')));
  });
});

// Issue 3, point 8: with `prefers-reduced-motion: reduce`, a step change jumps to the widget in one frame (no
// animated scroll) and the residence image of step 2 does not move with the scroll (no parallax). The same
// measures without the preference show the animation, so the measures can tell the difference.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { fillForm, widget } from './support/a11y.mjs';
import { launchBrowser, openPage } from './support/browser.mjs';
import { startExample } from './support/example.mjs';
import { exampleConfig, hostPage, startHostServer } from './support/host-server.mjs';

/**
 * Scrolls the page so that a list entry far down is in view, chooses it with the keyboard, and records
 * window.scrollY on every animation frame for 1.5 s: returns the distinct positions after the start, in order.
 */
async function scrollPositionsOnStepChange(page) {
  const entry = widget(page).locator('.qw-list button').nth(24);
  await entry.evaluate((element) => element.scrollIntoView({ block: 'center', behavior: 'instant' }));
  await page.waitForFunction(() => window.scrollY > 1500);
  await entry.evaluate((element) => element.focus({ preventScroll: true }));
  await page.evaluate(() => {
    window.__scrolls = [window.scrollY];
    const sample = () => {
      window.__scrolls.push(window.scrollY);
      if (window.__scrolls.length < 600) window.__frame = requestAnimationFrame(sample);
    };
    window.__frame = requestAnimationFrame(sample);
  });
  await page.keyboard.press('Enter');
  await widget(page).getByRole('heading', { name: 'Vos informations' }).waitFor();
  await page.waitForTimeout(1500);
  const samples = await page.evaluate(() => {
    cancelAnimationFrame(window.__frame);
    return window.__scrolls;
  });
  const distinct = samples.filter((value, index) => index === 0 || value !== samples[index - 1]);
  const top = await widget(page).evaluate((host) => host.getBoundingClientRect().top);
  return { distinct, top };
}

/** The transform of the residence image at two scroll positions of step 2. */
async function imageTransforms(page) {
  const image = widget(page).locator('.qw-card__image');
  await image.waitFor();
  const read = () => image.evaluate((element) => getComputedStyle(element).transform);
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  const first = await read();
  const box = await image.boundingBox();
  await page.evaluate((y) => window.scrollTo({ top: y, behavior: 'instant' }), Math.max(200, box.y - 200));
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  return [first, await read()];
}

async function reachOfferFromForm(page) {
  await fillForm(page);
  await widget(page).getByRole('button', { name: 'Découvrir mon tarif' }).click();
  await widget(page).getByRole('heading', { name: 'Votre tarif' }).waitFor();
}

for (const motion of ['reduce', 'no-preference']) {
  describe(`on the example page, prefers-reduced-motion: ${motion}`, () => {
    let example;
    let browser;
    let page;

    before(async () => {
      example = await startExample();
      browser = await launchBrowser();
      ({ page } = await openPage(browser, undefined, { viewport: { width: 1280, height: 800 }, reducedMotion: motion }));
      await page.goto(`${example.url}/`);
      await widget(page).getByRole('heading', { name: 'Rechercher sa résidence' }).waitFor();
    });

    after(async () => {
      await browser?.close();
      await example?.close();
    });

    it(motion === 'reduce' ? 'jumps to the widget in one frame on a step change' : 'scrolls to the widget over several frames', async () => {
      const { distinct, top } = await scrollPositionsOnStepChange(page);
      assert.ok(Math.abs(top - 90) <= 2, `the widget ends 90 px below the top of the window (${top}) after ${distinct.join(' → ')}`);
      if (motion === 'reduce') assert.equal(distinct.length, 2, `one jump: ${distinct.join(' → ')}`);
      else assert.ok(distinct.length > 4, `an animation: ${distinct.join(' → ')}`);
    });

    it(motion === 'reduce' ? 'keeps the residence image still while the page scrolls' : 'moves the residence image with the scroll', async () => {
      await reachOfferFromForm(page);
      const [first, second] = await imageTransforms(page);
      if (motion === 'reduce') assert.deepEqual([first, second], ['none', 'none']);
      else assert.notEqual(first, second);
    });

    if (motion === 'reduce') {
      it('runs no transition', async () => {
        const durations = await widget(page).evaluate((host) => Array.from(host.shadowRoot.querySelectorAll('*'), (element) => getComputedStyle(element).transitionDuration).filter((value) => value.split(', ').some((part) => parseFloat(part) > 0)));
        assert.deepEqual(durations, []);
      });
    }
  });
}

describe('on a host page that asks for smooth scrolling, prefers-reduced-motion: reduce', () => {
  let server;
  let browser;

  before(async () => {
    const filler = '<p style="height:1200px">Présentation de nos résidences.</p>';
    server = await startHostServer({
      routes: { '/': hostPage({ head: '<style>html { scroll-behavior: smooth }</style>', body: `${filler}<div data-quote-wizard></div>${filler}`, config: exampleConfig() }) },
    });
    browser = await launchBrowser();
  });

  after(async () => {
    await browser?.close();
    await server?.close();
  });

  it("still jumps in one frame: the host's smooth scrolling does not animate the widget's jump", async () => {
    const { page } = await openPage(browser, `${server.url}/`, { viewport: { width: 1280, height: 800 }, reducedMotion: 'reduce' });
    await widget(page).getByRole('heading', { name: 'Rechercher sa résidence' }).waitFor();
    const { distinct, top } = await scrollPositionsOnStepChange(page);
    assert.ok(Math.abs(top - 90) <= 2, `the widget ends 90 px below the top of the window (${top})`);
    assert.equal(distinct.length, 2, `one jump: ${distinct.join(' → ')}`);
  });
});

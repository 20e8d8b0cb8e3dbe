// What a host page brings that the widget does not choose: XSRF-TOKEN cookies as a back end (or an old one) left
// them, a widget first shown inside a hidden tab, and a sticky header taller than the 90 px the widget keeps clear.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { exampleConfig, hostPage, startHostServer } from './support/host-server.mjs';
import { focused } from './support/a11y.mjs';
import { chooseResidence, fillForm, submitForm } from './support/journey.mjs';
import { residencesOnMap } from './support/residences.mjs';
import { scrollStopped, settled } from './support/settle.mjs';
import { useBrowser } from './support/use-browser.mjs';

const residence = (n, positionX, positionY) => ({
  id: `residence-${n}`,
  name: `Résidence numéro ${n}`,
  region: 'Bretagne',
  position: { positionX, positionY },
  prices: { studio: 1000 + n, one_room: 1500 + n, two_room: 2000 + n },
});
// Far apart: each one its own point, whatever the width.
const config = { residences: [residence(1, 10, 20), residence(2, 50, 50), residence(3, 85, 80)] };

describe('the widget on the host page as it is', () => {
  const browser = useBrowser();
  let server;

  before(async () => {
    server = await startHostServer({
      routes: {
        '/': hostPage({ config }),
        '/tab': hostPage({
          config,
          body: '<button id="show" type="button">Devis</button><section id="tab" hidden><div data-quote-wizard></div></section><script src="/pages/show-tab.js"></script>',
        }),
      },
    });
  });

  after(() => server?.close());

  for (const [name, value, header] of [
    ['a usable token', 'abc123-token', 'abc123-token'],
    ['an empty token', '', undefined],
    ['a token that does not URL-decode', '%E0%A4%A', undefined],
    ['a token no header can carry', 'caf%C3%A9%0A', undefined],
  ]) {
    it(`sends the lead with ${name} in the XSRF-TOKEN cookie`, async () => {
      server.requests.length = 0;
      const { context, page } = await browser.open();
      await context.addCookies([{ name: 'XSRF-TOKEN', value, url: server.url }]);
      await page.goto(`${server.url}/`);
      const widget = page.locator('[data-quote-wizard]');
      await chooseResidence(widget, 'Résidence numéro 2');
      await fillForm(widget);
      await submitForm(widget);
      assert.equal(server.requests.length, 1);
      assert.equal(server.requests[0].headers['x-xsrf-token'], header);
    });
  }

  it('spreads the map once a widget first shown in a hidden tab comes into view, and follows its box', async () => {
    const { page } = await browser.open(`${server.url}/tab`, { viewport: { width: 1280, height: 900 } });
    const widget = page.locator('[data-quote-wizard]');
    await page.getByRole('button', { name: 'Devis' }).click();
    await widget.getByRole('heading', { name: 'Rechercher sa résidence' }).waitFor();
    await widget.locator('.qw-map__point').first().waitFor();
    const spread = () =>
      widget.locator('.qw-map__point').evaluateAll((points) => {
        const lefts = points.map((point) => point.getBoundingClientRect().left);
        return Math.max(...lefts) - Math.min(...lefts);
      });
    const mapWidth = () => widget.locator('.qw-map').evaluate((map) => map.getBoundingClientRect().width);
    assert.equal(await residencesOnMap(widget), 3);
    // Points at 10 % and 85 % of the map are three quarters of its width apart.
    assert.ok(Math.abs((await spread()) - 0.75 * (await mapWidth())) < 4, `${await spread()} px apart on a ${await mapWidth()} px map`);
    // Narrower: the points come closer with the map.
    await page.setViewportSize({ width: 700, height: 900 });
    await page.waitForFunction(
      () => {
        const root = document.querySelector('[data-quote-wizard] > quote-wizard-root').shadowRoot;
        const map = root.querySelector('.qw-map').getBoundingClientRect().width;
        const lefts = Array.from(root.querySelectorAll('.qw-map__point'), (point) => point.getBoundingClientRect().left);
        return Math.abs(Math.max(...lefts) - Math.min(...lefts) - 0.75 * map) < 4;
      },
      null,
      { polling: 'raf' },
    );
  });
});

/** The host's header: sticky, 140 px tall, declared to the browser with the root's scroll-padding-top. */
const HEADER = 140;
const KEPT_CLEAR = 150;
const headerPage = hostPage({
  config: exampleConfig(),
  head: `<style>html { scroll-padding-top: ${KEPT_CLEAR}px } body { margin: 0 } header { position: sticky; top: 0; z-index: 10; height: ${HEADER}px; background: #14365a; color: #fff }</style>`,
  body: '<header><p>Réseau des résidences</p></header><main><h1>Nos résidences</h1><div data-quote-wizard></div></main>',
});

describe(`a host page whose sticky header (${HEADER} px) declares scroll-padding-top: ${KEPT_CLEAR}px`, () => {
  const browser = useBrowser();
  let server;

  before(async () => {
    server = await startHostServer({ routes: { '/': headerPage } });
  });

  after(() => server?.close());

  it('keeps the sticky map below the header while the list scrolls', async () => {
    const { page } = await browser.open(`${server.url}/`, { viewport: { width: 1280, height: 800 } });
    const widget = page.locator('[data-quote-wizard]');
    await widget.locator('.qw-map__point').first().waitFor();
    await widget.locator('.qw-entry').nth(20).scrollIntoViewIfNeeded();
    await scrollStopped(page);
    const map = widget.locator('.qw-search__map');
    await page.waitForFunction(() => getComputedStyle(document.querySelector('[data-quote-wizard] > quote-wizard-root').shadowRoot.querySelector('.qw-search__map')).position === 'sticky');
    assert.equal(Math.round((await map.boundingBox()).y), KEPT_CLEAR);
  });

  it('brings the widget top below the header on a step change, and Shift+Tab up the form never goes under it', async () => {
    const { page } = await browser.open(`${server.url}/`, { viewport: { width: 1280, height: 800 }, reducedMotion: 'reduce' });
    const widget = page.locator('[data-quote-wizard]');
    const entry = widget.locator('.qw-entry').nth(25);
    await entry.scrollIntoViewIfNeeded();
    await entry.click();
    await widget.getByRole('heading', { name: 'Vos informations' }).waitFor();
    await scrollStopped(page);
    const top = await widget.evaluate((host) => host.getBoundingClientRect().top);
    assert.ok(Math.abs(top - KEPT_CLEAR) <= 1, `the widget top ends ${top} px from the window top`);
    // Down to the form's button, then back up to its first field: every stop lies below the header.
    const under = [];
    for (const [key, last] of [
      ['Tab', 'Découvrir mon tarif'],
      ['Shift+Tab', 'Prénom'],
    ]) {
      let stop;
      for (let presses = 0; presses < 30 && stop?.label !== last; presses += 1) {
        await page.keyboard.press(key);
        await settled(page);
        await scrollStopped(page);
        stop = await focused(page);
        if (stop.top < HEADER) under.push(`${key} ${stop.label.slice(0, 40)}: ${stop.top}`);
      }
      assert.equal(stop.label, last, `${key} reached ${last}`);
    }
    assert.deepEqual(under, []);
  });
});

// On the example page: a step change brings the top of the widget to 90 px from the top of the window with a
// short animation, and the map sticks 90 px from the top on wide screens only. On a laptop's short window, the
// sticky map narrows (and rises, if that is not enough) so that all of it stays within reach.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { generateResidences } from '../../examples/network/generate.mjs';
import { focused, widget } from './support/a11y.mjs';
import { useExample } from './support/example.mjs';
import { hostPage, startHostServer } from './support/host-server.mjs';
import { scrollTimeline, TOP_OFFSET } from './support/scroll-timeline.mjs';
import { scrollStopped } from './support/settle.mjs';
import { useBrowser } from './support/use-browser.mjs';

describe('scrolling and the sticky map on the example page', () => {
  const browser = useBrowser();
  const example = useExample();

  /**
   * The example page on a fake clock the test moves (its animation frames and performance.now(), see
   * scrollTimeline), scrolled to an entry far down the list: { page, entry }.
   */
  async function farDownTheList() {
    const { page } = await browser.open();
    await page.clock.install();
    await page.goto(`${example.url}/`);
    const entry = page.locator('[data-quote-wizard]').locator('.qw-entry').nth(25);
    await entry.scrollIntoViewIfNeeded();
    return { page, entry };
  }

  it('brings the widget top to 90 px below the window top when a residence is chosen far down: a jump to half a window from it, then 0.4 s of animation', async () => {
    const { page, entry } = await farDownTheList();
    const { start, positions, end, top } = await scrollTimeline(page, () => entry.click(), [0, 200, 350, 450, 1000]);
    const half = (await page.evaluate(() => innerHeight)) / 2;
    const travelled = (ms) => (positions[0] - positions[ms]) / (positions[0] - end);
    assert.ok(start - end > 2 * half, `the page scrolled up more than a window (${start} → ${end})`);
    // The first frame already stands half a window below the widget's top, never over what the shorter step left
    // where the list's end was (the host's footer), and the last half window is animated.
    assert.ok(Math.abs(positions[0] - end - half) <= 2, `half a window to go in the first frame: ${JSON.stringify(positions)}`);
    // Eased in and out over 0.4 s: about half-way at 200 ms (give or take the frame it starts in), still moving
    // at 350 ms, there at 450 ms.
    assert.ok(travelled(200) > 0.3 && travelled(200) < 0.7, `half-way at 200 ms: ${JSON.stringify(positions)}`);
    assert.ok(travelled(350) < 0.99, `still moving at 350 ms: ${JSON.stringify(positions)}`);
    assert.equal(positions[450], end, `arrived at 450 ms: ${JSON.stringify(positions)}`);
    assert.ok(Math.abs(top - TOP_OFFSET) <= 1, `the widget top ends ${top} px from the window top`);
  });

  it('still brings the widget top to 90 px when Enter comes while the page is smooth-scrolling to the entry Tab reached', async () => {
    // The example page asks for `scroll-behavior: smooth`: Tab onto an entry sets off the browser's own smooth
    // scroll to it, and a quick visitor presses Enter before it ends.
    const { page } = await browser.open(`${example.url}/`, { viewport: { width: 1280, height: 800 } });
    await widget(page).getByLabel('Rechercher une résidence').fill('bretagne');
    await widget(page).locator('.qw-list button').filter({ hasText: 'Penfeld' }).waitFor();
    await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
    await widget(page).getByLabel('Rechercher une résidence').focus();
    for (let presses = 0; !(await focused(page)).text.includes('Penfeld'); presses += 1) {
      assert.ok(presses < 20, 'the entry within 20 presses of Tab');
      await page.keyboard.press('Tab');
    }
    await page.keyboard.press('Enter');
    await widget(page).getByRole('heading', { name: 'Vos informations' }).waitFor();
    await scrollStopped(page);
    const top = await widget(page).evaluate((root) => root.parentElement.getBoundingClientRect().top);
    assert.ok(Math.abs(top - TOP_OFFSET) <= 1, `the widget top ends ${top} px from the window top`);
  });

  it('stops that scroll where the visitor takes over with the wheel, rather than pulling the page back', async () => {
    const { page, entry } = await farDownTheList();
    const { positions } = await scrollTimeline(page, () => entry.click(), [0, 150]);
    assert.ok(positions[0] - positions[150] > 50, `the animation is under way: ${JSON.stringify(positions)}`);
    await page.mouse.move(300, 300);
    await page.mouse.wheel(0, 400);
    // The browser scrolls for the wheel on its own time, outside the page's paused clock.
    let wheeled = positions[150];
    for (let read = 0; read < 500 && wheeled <= positions[150] + 100; read += 1) wheeled = await page.evaluate(() => window.scrollY);
    assert.ok(wheeled > positions[150] + 100, `the wheel scrolled the page down: ${positions[150]} → ${wheeled}`);
    await page.clock.runFor(1000);
    const end = await page.evaluate(() => window.scrollY);
    const target = await widget(page).evaluate((host, offset) => host.getBoundingClientRect().top + window.scrollY - offset, TOP_OFFSET);
    assert.ok(end >= wheeled, `the page stays where the wheel took it (${wheeled} → ${end}), not at the widget (${target})`);
  });

  it('keeps the map in view 90 px from the top while the list scrolls, in a full-width widget at 1280 px', async () => {
    const { page } = await browser.open(`${example.url}/`, { viewport: { width: 1280, height: 800 } });
    const widget = page.locator('[data-quote-wizard]');
    await widget.locator('.qw-entry').nth(20).scrollIntoViewIfNeeded();
    const map = widget.locator('.qw-search__map');
    assert.equal(await map.evaluate((element) => getComputedStyle(element).position), 'sticky');
    assert.equal(Math.round((await map.boundingBox()).y), 90);
  });

  it('lets the map scroll with the page in a widget under 57.5 em (a 1000 px window), also after a resize', async () => {
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

/** The map's box and every point of it that lies below the window's bottom edge, once the map has stopped moving. */
function mapBelowWindow(host) {
  const root = host.shadowRoot;
  const box = root.querySelector('.qw-search__map').getBoundingClientRect();
  const hidden = Array.from(root.querySelectorAll('.qw-map__point'), (point) => [point.getAttribute('aria-label'), point.getBoundingClientRect().bottom])
    .filter(([, bottom]) => bottom > innerHeight)
    .map(([name]) => name);
  return { top: Math.round(box.top), bottom: Math.round(box.bottom), window: innerHeight, hidden };
}

describe('the sticky map on a short window (1366 × 650, then 1100 × 420), a thousand residences and a place of eight', () => {
  const browser = useBrowser();
  const residences = generateResidences(1000);
  // Eight residences given one address, away from the others: on the whole map, they show as one place to list.
  for (const residence of residences.slice(0, 8)) residence.position = { positionX: 95, positionY: 93 };
  let server;
  let page;

  before(async () => {
    server = await startHostServer({ routes: { '/': hostPage({ config: { residences } }) } });
    ({ page } = await browser.open(`${server.url}/`, { viewport: { width: 1366, height: 650 } }));
    await widget(page).locator('.qw-map__point').first().waitFor();
    // Far down the list, where only sticking keeps the map in view.
    await widget(page).locator('.qw-entry').nth(40).scrollIntoViewIfNeeded();
    await page.waitForFunction(() => scrollY > 2000);
  });

  after(() => server?.close());

  /** Where the map stands once it has kept still for a frame: a change of its height moves it. */
  const restingMap = async () => {
    const host = await widget(page).elementHandle();
    await page.waitForFunction(
      (root) =>
        new Promise((resolve) => {
          const top = () => root.shadowRoot.querySelector('.qw-search__map').getBoundingClientRect().top;
          const before = top();
          requestAnimationFrame(() => requestAnimationFrame(() => resolve(top() === before)));
        }),
      host,
    );
    return host.evaluate(mapBelowWindow);
  };

  /** Zooms into the map's lowest cluster, where a zoomed view hangs lowest; resolves to the button back. */
  const zoomIntoLowest = async (map) => {
    const clusters = map.getByRole('button', { name: /agrandir la carte$/ });
    const lowest = await clusters.evaluateAll((buttons) => buttons.map((button) => button.getBoundingClientRect().bottom).reduce((best, bottom, rank, all) => (bottom > all[best] ? rank : best), 0));
    await clusters.nth(lowest).click();
    const back = map.getByRole('button', { name: 'Voir toute la carte' });
    await back.waitFor();
    return back;
  };

  const assertWithinWindow = (seen) => {
    assert.deepEqual(seen.hidden, [], JSON.stringify(seen));
    assert.ok(seen.top >= 0 && seen.bottom <= seen.window, JSON.stringify(seen));
  };

  it('narrows the map, still 90 px from the top, so that all of it, zoomed in or not, and a place\'s list fit the window', async () => {
    const map = widget(page).getByRole('group', { name: 'Carte des résidences en France' });
    const whole = await restingMap();
    assertWithinWindow(whole);
    assert.equal(whole.top, TOP_OFFSET);

    // Zoomed in, the map gains the row of the button back to the whole map.
    const back = await zoomIntoLowest(map);
    const zoomed = await restingMap();
    assertWithinWindow(zoomed);
    assert.equal(zoomed.top, TOP_OFFSET);
    await back.click();
    await back.waitFor({ state: 'detached' });

    await map.getByRole('button', { name: /^8 résidences à cet endroit .* voir la liste$/ }).click();
    const close = map.getByRole('button', { name: 'Fermer la liste' });
    await close.waitFor();
    const listed = await restingMap();
    assert.ok(listed.bottom <= listed.window, JSON.stringify(listed));
    // The last button of the place's list is what the pointer meets at its centre: nothing hides it, and the click
    // closes the list.
    await close.click();
    await close.waitFor({ state: 'detached' });
  });

  it('lifts the zoomed map where the window is too short even for its narrowest map', async () => {
    await page.setViewportSize({ width: 1100, height: 420 });
    const map = widget(page).getByRole('group', { name: 'Carte des résidences en France' });
    await page.waitForFunction(() => innerHeight === 420);
    assertWithinWindow(await restingMap());
    const back = await zoomIntoLowest(map);
    const zoomed = await restingMap();
    assertWithinWindow(zoomed);
    assert.ok(zoomed.top < TOP_OFFSET, `lifted: ${JSON.stringify(zoomed)}`);
    await back.click();
    await back.waitFor({ state: 'detached' });
  });
});

// The built-in map with a thousand residences for a visitor whose browser shows text larger than usual (the
// host page's root font size, as a browser's « very large » text setting or a page's own sets it): the map's
// buttons grow with the text, so that every count stays inside its bubble and every bubble inside its button,
// and the map groups its points for that size, so that no two buttons cover each other or pass the map's edge.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { generateResidences } from '../../examples/network/generate.mjs';
import { widget } from './support/a11y.mjs';
import { hostPage, startHostServer } from './support/host-server.mjs';
import { useBrowser } from './support/use-browser.mjs';

/** What is wrong with the whole map's buttons: counts spilling, bubbles passing their button, buttons overlapping. */
function buttonProblems(host) {
  const root = host.shadowRoot;
  const drawing = root.querySelector('.qw-map__shape').getBoundingClientRect();
  const problems = [];
  const boxes = [];
  for (const button of root.querySelectorAll('.qw-map__point')) {
    const box = button.getBoundingClientRect();
    const count = button.querySelector('.qw-map__count');
    const name = count ? `« ${count.textContent} »` : button.getAttribute('aria-label');
    if (count) {
      const bubble = count.getBoundingClientRect();
      if (count.scrollWidth > count.clientWidth) problems.push(`${name}: the count spills out of its bubble (${count.scrollWidth} > ${count.clientWidth} px)`);
      if (bubble.left < box.left - 0.5 || bubble.right > box.right + 0.5) problems.push(`${name}: the bubble (${Math.round(bubble.width)} px) passes its button (${Math.round(box.width)} px)`);
    }
    if (box.left < drawing.left - 0.5 || box.right > drawing.right + 0.5 || box.top < drawing.top - 0.5 || box.bottom > drawing.bottom + 0.5) problems.push(`${name}: cut by the map's edge`);
    for (const other of boxes) {
      const apart = box.right <= other.box.left + 0.5 || other.box.right <= box.left + 0.5 || box.bottom <= other.box.top + 0.5 || other.box.bottom <= box.top + 0.5;
      if (!apart) problems.push(`${name} covers ${other.name}`);
    }
    boxes.push({ box, name });
  }
  return problems;
}

/** The width of the first cluster's button, in px. */
const clusterWidth = (host) => host.shadowRoot.querySelector('.qw-map__point--cluster').getBoundingClientRect().width;

describe('the map of a thousand residences with the visitor’s text larger', () => {
  const browser = useBrowser();
  let server;
  const residences = generateResidences(1000);
  const page = (textSize) => hostPage({ head: `<style>html { font-size: ${textSize}%; }</style>`, config: { residences } });

  before(async () => {
    server = await startHostServer({ routes: { '/': page(100), '/150': page(150), '/200': page(200) } });
  });

  after(() => server?.close());

  for (const [path, textSize, side] of [
    ['/', 100, 36],
    ['/150', 150, 54],
    ['/200', 200, 72],
  ]) {
    for (const width of [1280, 390]) {
      it(`text at ${textSize} %, ${width} px wide: clusters of ${side} px, counts inside them, no button over another or past the edge`, async () => {
        const { page: tab } = await browser.open(`${server.url}${path}`, { viewport: { width, height: 900 } });
        await widget(tab).locator('.qw-map__point--cluster').first().waitFor();
        assert.equal(await widget(tab).evaluate(clusterWidth), side);
        assert.deepEqual(await widget(tab).evaluate(buttonProblems), []);
      });
    }
  }

  it('groups the points again when the text grows after the map is drawn', async () => {
    // On a phone, where the map comes after the list whatever the text: a wide window's widget puts the map beside
    // the list, and with twice the text it no longer has the room, and the map, below the list, gets the whole width.
    const { page: tab } = await browser.open(`${server.url}/`, { viewport: { width: 390, height: 900 } });
    const points = widget(tab).locator('.qw-map__point');
    await points.first().waitFor();
    const before = await points.count();
    await tab.evaluate(() => document.documentElement.style.setProperty('font-size', '200%'));
    await tab.waitForFunction(() => document.querySelector('[data-quote-wizard] > quote-wizard-root').shadowRoot.querySelector('.qw-map__point--cluster')?.getBoundingClientRect().width === 72);
    await tab.waitForFunction((count) => document.querySelector('[data-quote-wizard] > quote-wizard-root').shadowRoot.querySelectorAll('.qw-map__point').length < count, before);
    assert.deepEqual(await widget(tab).evaluate(buttonProblems), []);
  });
});

// The built-in map zoomed into each cluster of a thousand residences, with a mouse: every point of the zoomed map
// is drawn whole inside the map and is what the pointer meets at its centre, the button back to the whole map
// included, so that no point is cut by the map's edge or hidden under that button. With the keyboard, the way
// back to the whole map (its button, or Escape from a point of the zoomed map) leaves the focus on the cluster it
// was opened from, and Tab goes through a zoomed view from the opened cluster's points, then in the list's order,
// region by region. Beside that button, France in small frames the part shown.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { generateResidences } from '../../examples/network/generate.mjs';
import { focused, widget } from './support/a11y.mjs';
import { hostPage, startHostServer } from './support/host-server.mjs';
import { useBrowser } from './support/use-browser.mjs';

const ZOOMS = /agrandir la carte$/;

/** What is wrong with the zoomed map in view: points not wholly inside it, or not the element met at their centre. */
function zoomedProblems(host) {
  const root = host.shadowRoot;
  const drawing = root.querySelector('.qw-map__shape').getBoundingClientRect();
  const problems = [];
  for (const point of root.querySelectorAll('.qw-map__point')) {
    const box = point.getBoundingClientRect();
    const name = point.getAttribute('aria-label');
    const inside = box.left >= drawing.left - 0.5 && box.right <= drawing.right + 0.5 && box.top >= drawing.top - 0.5 && box.bottom <= drawing.bottom + 0.5;
    if (!inside) problems.push(`${name}: cut by the map's edge`);
    const met = root.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    if (inside && !point.contains(met)) problems.push(`${name}: under ${met?.textContent?.trim() || met?.className}`);
  }
  return problems;
}

/** Where a point is on the whole map's drawing, as fractions of its width and height. */
function spotOnDrawing(point) {
  const drawing = point.getRootNode().querySelector('.qw-map__shape').getBoundingClientRect();
  const box = point.getBoundingClientRect();
  return { x: (box.left + box.width / 2 - drawing.left) / drawing.width, y: (box.top + box.height / 2 - drawing.top) / drawing.height };
}

/**
 * What is wrong with the small France beside the button back to the whole map: missing, taller than that button
 * (the row would grow), over it, framing a part that does not hold `spot`, where the cluster opened was on the
 * whole map, or with the frame's line drawn past the widget's edge. The same drawing at two sizes: a fraction of
 * one is the same place on the other.
 */
function overviewProblems(host, spot) {
  const root = host.shadowRoot;
  const overview = root.querySelector('.qw-map__overview')?.getBoundingClientRect();
  if (!overview || overview.width === 0) return ['no small France beside the way back'];
  const back = root.querySelector('.qw-map__reset').getBoundingClientRect();
  const frame = root.querySelector('.qw-map__overview rect').getBoundingClientRect();
  const problems = [];
  if (overview.height > back.height + 0.5) problems.push(`small France ${overview.height} px high, the button ${back.height}`);
  if (overview.left < back.right) problems.push('small France over the button back to the whole map');
  // Half the frame's stroke lies outside the rectangle's box: 20 of the drawing's 950 units high.
  const halfStroke = (20 * overview.height) / 950;
  const edge = host.getBoundingClientRect().right;
  if (frame.right + halfStroke > edge) problems.push(`the frame's stroke reaches ${(frame.right + halfStroke - edge).toFixed(1)} px past the widget's edge`);
  const at = { x: overview.left + spot.x * overview.width, y: overview.top + spot.y * overview.height };
  // A pixel of slack: the frame's box is taken without its stroke.
  if (at.x < frame.left - 1 || at.x > frame.right + 1 || at.y < frame.top - 1 || at.y > frame.bottom + 1) problems.push(`the frame (${Math.round(frame.left - overview.left)}, ${Math.round(frame.top - overview.top)}) misses the cluster's place (${Math.round(at.x - overview.left)}, ${Math.round(at.y - overview.top)})`);
  return problems;
}

describe('the map zoomed into each cluster of a thousand residences', () => {
  const browser = useBrowser();
  let server;
  let page;

  const residences = generateResidences(1000);
  before(async () => {
    server = await startHostServer({ routes: { '/': hostPage({ config: { residences } }) } });
    ({ page } = await browser.open(`${server.url}/`, { viewport: { width: 1280, height: 900 } }));
    await widget(page).locator('.qw-map__point').first().waitFor();
  });

  after(() => server?.close());

  it('draws every point of every zoomed view whole, none under another element, and where it is on a small France', async () => {
    const map = widget(page).getByRole('group', { name: 'Carte des résidences en France' });
    const points = map.locator('.qw-map__point');
    // The whole map comes back the same each time: a cluster keeps its rank among the points.
    const names = await points.evaluateAll((buttons) => buttons.map((button) => button.getAttribute('aria-label')));
    const clusters = names.flatMap((name, rank) => (ZOOMS.test(name) ? [{ name, rank }] : []));
    assert.ok(clusters.length > 10, `${clusters.length} clusters to open`);
    const problems = [];
    for (const { name, rank } of clusters) {
      const spot = await points.nth(rank).evaluate(spotOnDrawing);
      await points.nth(rank).click();
      const back = map.getByRole('button', { name: 'Voir toute la carte' });
      await back.waitFor();
      await map.scrollIntoViewIfNeeded();
      const found = [...(await widget(page).evaluate(zoomedProblems)), ...(await widget(page).evaluate(overviewProblems, spot))];
      problems.push(...found.map((problem) => `zoomed into « ${name} », ${problem}`));
      await back.click();
      await back.waitFor({ state: 'detached' });
    }
    assert.deepEqual(problems, []);
  });

  /** Opens the cluster of rank `rank` with Enter; resolves to its name and the way back, which has the focus. */
  async function zoomWithKeyboard(rank) {
    const map = widget(page).getByRole('group', { name: 'Carte des résidences en France' });
    const cluster = map.getByRole('button', { name: ZOOMS }).nth(rank);
    const name = await cluster.getAttribute('aria-label');
    await cluster.focus();
    await page.keyboard.press('Enter');
    const back = map.getByRole('button', { name: 'Voir toute la carte' });
    await back.waitFor();
    await page.waitForFunction(() => document.querySelector('[data-quote-wizard] > quote-wizard-root').shadowRoot.activeElement?.textContent === 'Voir toute la carte');
    return { name, back };
  }

  it('leaves the focus on the cluster it opened, once back on the whole map with the keyboard', async () => {
    const { name, back } = await zoomWithKeyboard(0);
    await page.keyboard.press('Enter');
    await back.waitFor({ state: 'detached' });
    // The focus moves once the whole map is drawn again.
    await page.waitForFunction(() => document.querySelector('[data-quote-wizard] > quote-wizard-root').shadowRoot.activeElement?.classList.contains('qw-map__point'));
    assert.equal((await focused(page)).label, name.replace(/[\s\u00a0\u202f]+/g, ' '));
  });

  it('goes with Tab through a zoomed view from the opened cluster’s points, then region by region in the list’s order', async () => {
    const regionRank = new Map([...new Set(residences.map((residence) => residence.region))].map((region, rank) => [region, rank]));
    const residenceNamed = new Map(residences.map((residence) => [`Résidence ${residence.name}, ${residence.region}`, residence]));
    const map = widget(page).getByRole('group', { name: 'Carte des résidences en France' });
    // The three largest clusters of the whole map, where most points and clusters meet.
    const names = await map.getByRole('button', { name: ZOOMS }).evaluateAll((buttons) => buttons.map((button) => button.getAttribute('aria-label')));
    const largest = names
      .map((name, rank) => ({ rank, count: Number.parseInt(name, 10) }))
      .sort((a, b) => b.count - a.count)
      .slice(0, 3);
    const problems = [];
    for (const { rank, count } of largest) {
      const { name, back } = await zoomWithKeyboard(rank);
      const met = [];
      for (;;) {
        await page.keyboard.press('Tab');
        const { label } = await focused(page);
        if (label === 'Revenir à la recherche') break;
        assert.ok(met.length < 200, `no way out of the map zoomed into « ${name} »`);
        met.push(label);
      }
      assert.ok(met.length > 3, `${met.length} points after opening « ${name} »`);
      // A point is named after its residence, a cluster after a region in brackets and its count first.
      const places = met.map((label) => {
        const region = /\(([^)]+)\)\s:\s/.exec(label)?.[1] ?? [...residenceNamed].find(([start]) => label.startsWith(start))?.[1].region;
        assert.ok(regionRank.has(region), `no region read from « ${label} »`);
        return { label, rank: regionRank.get(region), holds: ZOOMS.test(label) || / voir la liste$/.test(label) ? Number.parseInt(label, 10) : 1 };
      });
      // The cluster's own residences come first: the points and smaller clusters that hold them add up to its count.
      let held = 0;
      const opened = places.findIndex((place) => (held += place.holds) >= count) + 1;
      assert.equal(held, count, `the first points after opening « ${name} » hold ${held} residences, not its ${count}`);
      for (const part of [places.slice(0, opened), places.slice(opened)]) {
        if (part.some((place, index) => index > 0 && place.rank < part[index - 1].rank)) problems.push(`zoomed into « ${name} »: ${part.map((place) => place.label).join(' → ')}`);
      }
      await back.click();
      await back.waitFor({ state: 'detached' });
    }
    assert.deepEqual(problems, []);
  });

  it('steps back to the whole map with Escape from a point of the zoomed map, the focus on the cluster opened', async () => {
    const { name, back } = await zoomWithKeyboard(1);
    // On into the zoomed map, then Escape from there.
    await page.keyboard.press('Tab');
    await page.waitForFunction(() => document.querySelector('[data-quote-wizard] > quote-wizard-root').shadowRoot.activeElement?.classList.contains('qw-map__point'));
    await page.keyboard.press('Escape');
    await back.waitFor({ state: 'detached' });
    await page.waitForFunction((label) => document.querySelector('[data-quote-wizard] > quote-wizard-root').shadowRoot.activeElement?.getAttribute('aria-label') === label, name);
    assert.equal((await focused(page)).label, name.replace(/[\s\u00a0\u202f]+/g, ' '));
  });
});

// A CMS that gives every residence the same default position puts a whole network on one spot of the map.
describe('a thousand residences on one spot of the map', () => {
  const browser = useBrowser();
  let server;
  let page;

  const residences = generateResidences(1200).map((residence) => ({ ...residence, position: { positionX: 50, positionY: 40 } }));
  before(async () => {
    server = await startHostServer({ routes: { '/': hostPage({ config: { residences } }) } });
    ({ page } = await browser.open(`${server.url}/`, { viewport: { width: 1280, height: 900 } }));
  });

  after(() => server?.close());

  it('writes « 1 200 » inside its bubble, in its name and over the list it opens', async () => {
    const map = widget(page).getByRole('group', { name: 'Carte des résidences en France' });
    // The accessible name as the page gives it: role queries would read the narrow no-break space as a space.
    const cluster = map.getByRole('button', { name: /voir la liste$/ });
    await cluster.waitFor();
    assert.match(await cluster.getAttribute('aria-label'), /^1\u202f200 résidences à cet endroit /);
    const bubble = await cluster.evaluate((button) => {
      const count = button.querySelector('.qw-map__count');
      return { text: count.textContent, overflows: count.scrollWidth > count.clientWidth, width: button.getBoundingClientRect().width };
    });
    const { width, ...count } = bubble;
    assert.deepEqual(count, { text: '1\u202f200', overflows: false });
    // Wider than a cluster of three digits, and no wider than the 60 px the map keeps clear around one of four.
    assert.ok(width > 36 && width <= 60, `${width} px`);
    await cluster.click();
    const place = map.getByRole('group', { name: /résidences à cet endroit\s:$/ });
    await place.waitFor();
    assert.equal(await place.evaluate((group) => group.getRootNode().getElementById(group.getAttribute('aria-labelledby')).textContent), '1\u202f200 résidences à cet endroit\u00a0:');
    assert.equal(await place.getByRole('listitem').count(), 1200);
  });
});

// A thousand residences with a mouse: the browser draws only the entries near the screen, and an entry far down
// the list must still light up under the pointer and open the form when clicked, as a short list's do.
import assert from 'node:assert/strict';
import { after, before, beforeEach, describe, it } from 'node:test';
import { widget } from './support/a11y.mjs';
import { hostPage, startHostServer } from './support/host-server.mjs';
import { manyResidences } from './support/long-list.mjs';
import { framesPassed } from './support/settle.mjs';
import { useBrowser } from './support/use-browser.mjs';

const COUNT = 1000;
const residences = manyResidences(COUNT);

describe('a list of a thousand residences, with a mouse', () => {
  const browser = useBrowser();
  let server;
  let page;

  before(async () => {
    server = await startHostServer({ routes: { '/': hostPage({ config: { residences } }) } });
  });

  beforeEach(async () => {
    ({ page } = await browser.open(`${server.url}/`));
    await widget(page).getByRole('heading', { name: 'Rechercher sa résidence' }).waitFor();
  });

  after(() => server?.close());

  /**
   * Where the entry is on screen once the browser has drawn it and every entry that crosses the screen with it: its
   * centre. Until then, the entries above it still have the height the browser assumed for them.
   */
  const drawnCentre = async (entry) =>
    page.waitForFunction(
      (button) => {
        const onScreen = Array.from(button.closest('.qw-list').querySelectorAll('.qw-entry')).filter((other) => {
          const box = other.getBoundingClientRect();
          return box.bottom > 0 && box.top < innerHeight;
        });
        const drawn = (element) => Array.from(element.querySelectorAll('*')).every((part) => part.checkVisibility({ contentVisibilityAuto: true }));
        if (!onScreen.includes(button) || !onScreen.every(drawn)) return null;
        const box = button.getBoundingClientRect();
        return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
      },
      await entry.elementHandle(),
    );

  it('opens an entry far down the list reached in one jump, as the browser’s find in page does', async () => {
    const entry = widget(page).getByRole('button', { name: /^Résidence 700 / });
    await entry.evaluate((button) => button.scrollIntoView({ block: 'center' }));
    // The browser draws the entry at once, and the entries around it a frame or two later, with their real
    // height: those above it can move it by a few pixels then, long before a hand reaches it. Once they are
    // drawn, it stays where it is, under the pointer that goes for it.
    const { x, y } = await (await drawnCentre(entry)).jsonValue();
    await framesPassed(page, 10);
    assert.deepEqual(await (await drawnCentre(entry)).jsonValue(), { x, y });
    // The pointer meets the entry itself at its centre, not the list around it.
    assert.equal(await entry.evaluate((button, point) => button.contains(button.getRootNode().elementFromPoint(point.x, point.y)), { x, y }), true);
    await page.mouse.click(x, y);
    await widget(page).getByRole('heading', { name: 'Vos informations' }).waitFor();
    assert.match(await widget(page).locator('.qw-chosen').innerText(), /Résidence 700\b/);
  });

  it('lights the entries of a map cluster drawn on screen, and those further down as the list brings them near', async () => {
    const first = widget(page).locator('.qw-list .qw-entry').first();
    await first.hover();
    const cluster = widget(page).locator('.qw-map__point--highlighted');
    await cluster.waitFor();
    const count = Number(await cluster.innerText());
    assert.ok(count > 20, `the first entry's point holds ${count} residences`);
    const label = await cluster.getAttribute('aria-label');
    // A screen down the list, where the map has come to rest at the top of the window beside it.
    await page.evaluate(() => scrollBy(0, innerHeight));
    await framesPassed(page, 2);
    const point = widget(page).getByRole('button', { name: label, exact: true });
    const box = await point.boundingBox();
    const pointer = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
    await page.mouse.move(pointer.x, pointer.y);
    const lit = widget(page).locator('.qw-entry--highlighted');
    await lit.first().waitFor();
    // Only what the browser draws: lighting every entry of a region's cluster down a long list cost the hover.
    const drawnIndices = (host) => {
      const entries = Array.from(host.shadowRoot.querySelectorAll('.qw-list .qw-entry'));
      return entries.flatMap((entry, index) => (entry.classList.contains('qw-entry--highlighted') ? [[index, entry.querySelector('.qw-entry__text').checkVisibility({ contentVisibilityAuto: true })]] : []));
    };
    const near = await widget(page).evaluate(drawnIndices);
    assert.ok(near.length < count, `${near.length} of ${count} lit`);
    assert.deepEqual(near.filter(([, drawn]) => !drawn), []);
    // The page scrolls under the resting pointer (the map stays in view beside the list, the cluster under the
    // pointer): entries of the cluster further down light up as they come near.
    const furthest = Math.max(...near.map(([index]) => index));
    const litBeyond = () => widget(page).evaluate(drawnIndices).then((all) => all.filter(([index, drawn]) => index > furthest && drawn));
    // In this list the residences of one place come eighty entries apart: a screen at a time until one comes near.
    for (let screens = 0; screens < 20 && (await litBeyond()).length === 0; screens += 1) {
      await page.evaluate(() => scrollBy(0, innerHeight));
      await framesPassed(page, 3);
    }
    assert.notDeepEqual(await litBeyond(), []);
    // The pointer has rested on the cluster all along: it is still there.
    const after = await point.boundingBox();
    assert.ok(after.x <= pointer.x && pointer.x <= after.x + after.width && after.y <= pointer.y && pointer.y <= after.y + after.height, JSON.stringify({ after, pointer }));
  });

  it('lights up and opens an entry far down the list, reached with the wheel', async () => {
    const entry = widget(page).getByRole('button', { name: /^Résidence 500 / });
    // The wheel brings the entry near the screen, where the browser draws it; the click then checks that the
    // entry itself, not the list around it, is what the pointer meets at its centre.
    await page.mouse.move(640, 450);
    while (!(await entry.evaluate((button) => button.getBoundingClientRect().top < innerHeight))) await page.mouse.wheel(0, 4000);
    await entry.hover();
    await widget(page).locator('.qw-entry--highlighted', { hasText: 'Résidence 500' }).waitFor();
    await entry.click();
    await widget(page).getByRole('heading', { name: 'Vos informations' }).waitFor();
    assert.match(await widget(page).locator('.qw-chosen').innerText(), /Résidence 500\b/);
  });
});

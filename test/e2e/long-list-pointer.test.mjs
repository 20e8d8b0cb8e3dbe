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

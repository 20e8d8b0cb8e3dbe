// A keyboard going down a list of a thousand residences would need a thousand presses of Tab to reach the map, or
// anything of the host page after the widget; where the map comes after the list, a finger would scroll past every
// entry too. The stop after the search box is a way past the list. Where the map stands beside the list, only the
// keyboard needs it: out of sight until the keyboard reaches it, then shown over the list, where nothing covers it.
// Where the map comes after the list, it is in sight before the list. The host page scrolls smoothly, as the
// example's does: a plain focus() scrolled that way towards the map and stopped short of it, the entries drawn on
// the way taking their real heights.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { focused, tabUntil, widget } from './support/a11y.mjs';
import { hostPage, startHostServer } from './support/host-server.mjs';
import { manyResidences } from './support/long-list.mjs';
import { scrollStopped } from './support/settle.mjs';
import { useBrowser } from './support/use-browser.mjs';

const SKIP = 'Passer la liste et aller à la carte';
const BACK = 'Revenir à la recherche';

/** Whether an element of the widget (the focused one by default) is on screen, of a size to read, and the topmost
 * thing where it is; and whether it ends above the first entry of the list, so that it covers none of it. */
const shown = (page, selector = null) =>
  widget(page).evaluate((host, selector) => {
    const element = selector ? host.shadowRoot.querySelector(selector) : host.shadowRoot.activeElement;
    const box = element.getBoundingClientRect();
    const style = getComputedStyle(element);
    const onTop = host.shadowRoot.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    const firstEntry = host.shadowRoot.querySelector('.qw-list li').getBoundingClientRect();
    return {
      inWindow: box.top >= 0 && box.bottom <= innerHeight && box.left >= 0 && box.right <= innerWidth,
      wide: box.width >= 44 && box.height >= 44,
      unclipped: style.clipPath === 'none',
      onTop: onTop === element || element.contains(onTop),
      aboveList: box.bottom <= firstEntry.top,
    };
  }, selector);

const focusShown = (page) => shown(page);

/** Whether the focus is on a control of the map, and that control in the window. */
const onMapInSight = async (page) => ({
  onMap: await widget(page).evaluate((host) => Boolean(host.shadowRoot.activeElement?.closest('.qw-map'))),
  inWindow: (await focusShown(page)).inWindow,
});

for (const viewport of [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
]) {
  describe(`the way past a list of a thousand residences, at ${viewport.width} px`, () => {
    const browser = useBrowser();
    let server;
    let page;

    before(async () => {
      server = await startHostServer({ routes: { '/': hostPage({ head: '<style>html { scroll-behavior: smooth; }</style>', config: { residences: manyResidences(1000) } }) } });
      ({ page } = await browser.open(`${server.url}/`, { viewport }));
      await widget(page).getByRole('heading', { name: 'Rechercher sa résidence' }).waitFor();
    });

    after(() => server?.close());

    const besideList = viewport.width >= 1024;

    if (besideList) {
      it('is hidden from sight until the keyboard reaches it, then shown whole over the list', async () => {
        const skip = widget(page).getByRole('button', { name: SKIP });
        assert.equal(await skip.evaluate((element) => getComputedStyle(element).clipPath), 'inset(50%)');
        await widget(page).getByRole('searchbox', { name: 'Rechercher une résidence' }).focus();
        await page.keyboard.press('Tab');
        assert.equal((await focused(page)).text, SKIP);
        await scrollStopped(page);
        const { aboveList, ...seen } = await focusShown(page);
        assert.deepEqual(seen, { inWindow: true, wide: true, unclipped: true, onTop: true });
      });
    } else {
      it('is in sight before the list, whole and covering none of it, and is the stop after the search box', async () => {
        assert.deepEqual(await shown(page, '.qw-skip'), { inWindow: true, wide: true, unclipped: true, onTop: true, aboveList: true });
        await widget(page).getByRole('searchbox', { name: 'Rechercher une résidence' }).focus();
        await page.keyboard.press('Tab');
        assert.equal((await focused(page)).text, SKIP);
        await scrollStopped(page);
        assert.deepEqual(await focusShown(page), { inWindow: true, wide: true, unclipped: true, onTop: true, aboveList: true });
      });
    }

    it('takes the focus to the first point of the map with Enter, in sight, from which Tab goes on through the map', async () => {
      await page.keyboard.press('Enter');
      await scrollStopped(page);
      const point = await focused(page);
      assert.deepEqual(await onMapInSight(page), { onMap: true, inWindow: true });
      assert.match(point.label, /^\d+ résidences /);
      const next = await page.keyboard.press('Tab').then(() => focused(page));
      assert.match(next.label, /^\d+ résidences /);
      assert.notEqual(next.label, point.label);
      await widget(page).getByRole('heading', { name: 'Rechercher sa résidence' }).waitFor();
    });

    it(`has the way back as the stop after the map's last point, ${besideList ? 'shown over the map once reached' : 'in sight'}, and Enter brings the search box back`, async () => {
      const back = widget(page).getByRole('button', { name: BACK });
      assert.equal(await back.evaluate((element) => getComputedStyle(element).clipPath), besideList ? 'inset(50%)' : 'none');
      await tabUntil(page, BACK, { limit: 300, eachStop: async (stop, presses) => assert.equal((await onMapInSight(page)).onMap, true, `stop ${presses + 2} after the way past the list`) });
      await scrollStopped(page);
      const { aboveList, ...seen } = await focusShown(page);
      assert.deepEqual(seen, { inWindow: true, wide: true, unclipped: true, onTop: true });
      if (besideList) {
        // In the map's top-left corner, over the sea, where no point is drawn.
        const offset = await widget(page).evaluate((host) => {
          const back = host.shadowRoot.querySelector('.qw-skip--back').getBoundingClientRect();
          const map = host.shadowRoot.querySelector('.qw-search__map').getBoundingClientRect();
          return { top: Math.round(back.top - map.top), left: Math.round(back.left - map.left) };
        });
        assert.deepEqual(offset, { top: 0, left: 0 });
      }
      await page.keyboard.press('Enter');
      await scrollStopped(page);
      assert.equal((await focused(page)).label, 'Rechercher une résidence');
      assert.equal((await focusShown(page)).inWindow, true, 'the search box is in the window');
    });

    if (besideList) {
      it('shows the way back beside the button back to the whole map once a cluster is opened, covering none of it', async () => {
        await page.keyboard.press('Tab');
        await page.keyboard.press('Enter');
        await scrollStopped(page);
        await page.keyboard.press('Enter');
        await widget(page).getByRole('button', { name: 'Voir toute la carte' }).waitFor();
        await tabUntil(page, BACK, { limit: 300 });
        await scrollStopped(page);
        const { aboveList, ...seen } = await focusShown(page);
        assert.deepEqual(seen, { inWindow: true, wide: true, unclipped: true, onTop: true });
        const layout = await widget(page).evaluate((host) => {
          const box = (selector) => host.shadowRoot.querySelector(selector).getBoundingClientRect();
          const back = box('.qw-skip--back');
          const zoomOut = box('.qw-map__reset');
          const map = box('.qw-search__map');
          // Every corner of the button back to the whole map (inside its rounded border) shows that button, not the
          // way back over it.
          const corners = [
            [zoomOut.left + 8, zoomOut.top + 8],
            [zoomOut.right - 8, zoomOut.top + 8],
            [zoomOut.left + 8, zoomOut.bottom - 8],
            [zoomOut.right - 8, zoomOut.bottom - 8],
          ];
          const reset = host.shadowRoot.querySelector('.qw-map__reset');
          return {
            apart: back.left >= zoomOut.right || back.top >= zoomOut.bottom,
            zoomOutInSight: corners.every(([x, y]) => reset.contains(host.shadowRoot.elementFromPoint(x, y))),
            overTheMap: back.left >= map.left && back.right <= map.right,
          };
        });
        assert.deepEqual(layout, { apart: true, zoomOutInSight: true, overTheMap: true });
      });
    }
  });
}

describe('the way past a list of a thousand residences, for a finger on a phone', () => {
  const browser = useBrowser();
  let server;
  let page;

  before(async () => {
    server = await startHostServer({ routes: { '/': hostPage({ head: '<style>html { scroll-behavior: smooth; }</style>', config: { residences: manyResidences(1000) } }) } });
    ({ page } = await browser.open(`${server.url}/`, { viewport: { width: 390, height: 844 }, hasTouch: true }));
    await widget(page).getByRole('heading', { name: 'Rechercher sa résidence' }).waitFor();
  });

  after(() => server?.close());

  it('brings the map into the window with a tap, the focus on its first point, ready for the next tap', async () => {
    await widget(page).getByRole('button', { name: SKIP }).tap();
    await scrollStopped(page);
    assert.deepEqual(await onMapInSight(page), { onMap: true, inWindow: true });
    const point = await focused(page);
    assert.match(point.label, /^\d+ résidences /);
    assert.ok(await page.evaluate(() => scrollY) > 0, 'the window scrolled past the list');
  });

  it('brings the search box back into the window with a tap on the way back, in sight just below the map', async () => {
    const place = await widget(page).evaluate((host) => {
      const back = host.shadowRoot.querySelector('.qw-skip--back');
      const gap = back.getBoundingClientRect().top - host.shadowRoot.querySelector('.qw-map').getBoundingClientRect().bottom;
      return { unclipped: getComputedStyle(back).clipPath === 'none', justBelowMap: gap >= 0 && gap <= 32 };
    });
    assert.deepEqual(place, { unclipped: true, justBelowMap: true });
    await widget(page).getByRole('button', { name: BACK }).tap();
    await scrollStopped(page);
    assert.equal((await focused(page)).label, 'Rechercher une résidence');
    assert.equal((await focusShown(page)).inWindow, true, 'the search box is in the window');
  });
});

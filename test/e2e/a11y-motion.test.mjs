// With `prefers-reduced-motion: reduce`, a step change jumps to the widget in one frame (no
// animated scroll) and the residence image of step 2 does not move with the scroll (no parallax). The same
// measures without the preference show the animation, so the measures can tell the difference. Time is the
// page's fake clock (page.clock), which drives its animation frames: no measure depends on the machine's speed.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { fillForm, widget } from './support/a11y.mjs';
import { startExample } from './support/example.mjs';
import { exampleConfig, hostPage, startHostServer } from './support/host-server.mjs';
import { scrollTimeline, TOP_OFFSET } from './support/scroll-timeline.mjs';
import { useBrowser } from './support/use-browser.mjs';

/** One frame of the fake clock, and a time long past the 0.4 s the animation takes. */
const FRAME = 16;
const LONG_AFTER = 1000;

/** Scrolls the page so that a list entry far down is in view, then chooses it with the keyboard. */
async function chooseFarEntry(page) {
  const entry = widget(page).locator('.qw-list button').nth(24);
  await entry.evaluate((element) => element.scrollIntoView({ block: 'center', behavior: 'instant' }));
  await page.waitForFunction(() => window.scrollY > 1500);
  await entry.evaluate((element) => element.focus({ preventScroll: true }));
  return scrollTimeline(page, () => page.keyboard.press('Enter'), [0, FRAME, LONG_AFTER]);
}

/** Scrolls the window to `y`, then lets the widget answer the scroll event in its next animation frame. */
async function scrollWindowTo(page, y) {
  await page.evaluate(
    (top) =>
      new Promise((done) => {
        if (Math.abs(window.scrollY - top) < 1) return done();
        window.addEventListener('scroll', () => done(), { once: true });
        window.scrollTo({ top, behavior: 'instant' });
      }),
    y,
  );
  await page.clock.runFor(2 * FRAME);
}

/** The transform of the residence image at two scroll positions of step 2. */
async function imageTransforms(page) {
  const image = widget(page).locator('.qw-card__image');
  await image.waitFor();
  const read = () => image.evaluate((element) => getComputedStyle(element).transform);
  await scrollWindowTo(page, 0);
  const first = await read();
  const box = await image.boundingBox();
  await scrollWindowTo(page, Math.max(200, box.y - 200));
  return [first, await read()];
}

async function reachOfferFromForm(page) {
  await fillForm(page);
  await widget(page).getByRole('button', { name: 'Découvrir mon tarif' }).click();
  await widget(page).getByRole('heading', { name: 'Votre tarif' }).waitFor();
  // The scroll to the price step, done.
  await page.clock.runFor(LONG_AFTER);
}

/** Opens `url` with its clock under the test's control. */
async function openWithClock(browser, url, reducedMotion) {
  const { page } = await browser.open(undefined, { viewport: { width: 1280, height: 800 }, reducedMotion });
  await page.clock.install();
  await page.goto(url);
  await widget(page).getByRole('heading', { name: 'Rechercher sa résidence' }).waitFor();
  return page;
}

/** The page scrolled a long way up and the widget ends TOP_OFFSET px below the top of the window. */
function assertArrived({ start, end, top }) {
  assert.ok(start - end > 500, `the page scrolled up a long way (${start} → ${end})`);
  assert.ok(Math.abs(top - TOP_OFFSET) <= 2, `the widget ends ${TOP_OFFSET} px below the top of the window (${top})`);
}

/** One jump: where it ends from the first frame on (before it, even), never anywhere in between. */
function assertJumped(timeline) {
  assertArrived(timeline);
  const { positions, end } = timeline;
  assert.deepEqual(positions, { 0: end, [FRAME]: end, [LONG_AFTER]: end }, 'at the target in the first frame, and still there');
}

for (const motion of ['reduce', 'no-preference']) {
  describe(`on the example page, prefers-reduced-motion: ${motion}`, () => {
    const browser = useBrowser();
    let example;
    let page;

    before(async () => {
      example = await startExample();
      page = await openWithClock(browser, `${example.url}/`, motion);
    });

    after(() => example?.close());

    it(motion === 'reduce' ? 'jumps to the widget in one frame on a step change' : 'scrolls to the widget over several frames', async () => {
      const timeline = await chooseFarEntry(page);
      if (motion === 'reduce') return assertJumped(timeline);
      assertArrived(timeline);
      const { positions, end } = timeline;
      // From far down the list the page first comes to half a window from the widget; the rest is animated.
      const half = await page.evaluate(() => innerHeight / 2);
      assert.ok(positions[FRAME] - end > 0.9 * half, `still about half a window from the widget after one frame: ${JSON.stringify(positions)}`);
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
  const browser = useBrowser();
  let server;

  before(async () => {
    const filler = '<p style="height:1200px">Présentation de nos résidences.</p>';
    server = await startHostServer({
      routes: { '/': hostPage({ head: '<style>html { scroll-behavior: smooth }</style>', body: `${filler}<div data-quote-wizard></div>${filler}`, config: exampleConfig() }) },
    });
  });

  after(() => server?.close());

  it("still jumps in one frame: the host's smooth scrolling does not animate the widget's jump", async () => {
    const page = await openWithClock(browser, `${server.url}/`, 'reduce');
    assertJumped(await chooseFarEntry(page));
  });
});

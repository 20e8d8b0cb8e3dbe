// The scroll a step change sets off, read on the page's own clock. The page must have been loaded after
// page.clock.install(): its animation frames and performance.now() are then Playwright's fake ones, which move
// only when the test says, so "half-way at 200 ms" is a fact of the page, not a race with a loaded machine.
import { widget } from './a11y.mjs';

/** How far below the window's top a step change brings the widget's top. */
export const TOP_OFFSET = 90;

/**
 * Pauses the page's clock, runs `act` (what changes the step), waits for the form's heading, then lets the
 * clock run to each of `times` (ms after the step change, ascending) and reads window.scrollY there. Returns
 * { start, positions: { [ms]: scrollY }, end, top }: the last position, and where the widget's top is in the
 * window there.
 */
export async function scrollTimeline(page, act, times) {
  const now = await page.evaluate(() => Date.now());
  await page.clock.pauseAt(now + 1000);
  const start = await page.evaluate(() => window.scrollY);
  await act();
  await widget(page).getByRole('heading', { name: 'Vos informations' }).waitFor();
  const positions = {};
  let elapsed = 0;
  for (const time of times) {
    await page.clock.runFor(time - elapsed);
    elapsed = time;
    positions[time] = await page.evaluate(() => window.scrollY);
  }
  const top = await widget(page).evaluate((host) => host.getBoundingClientRect().top);
  return { start, positions, end: positions[elapsed], top };
}

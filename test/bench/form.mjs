// The widget's step from the list to the form: a click on an entry, timed to the form heading's first frame.
import { LABELS } from './probe.mjs';
import { findTargets } from './targets.mjs';

/** Clicks the list entry of the residence named `name` with the mouse; ms from the click to « Vos informations ». */
export async function clickToForm(session, name) {
  const { page, guard } = session;
  const found = await guard(page.waitForFunction(findTargets, { labels: LABELS, names: [name], block: 'center' }), `finding the entry of ${name}`);
  const [target] = await found.jsonValue();
  await guard(page.evaluate(() => window.__bench.settle().then(() => window.__bench.armForm())), 'preparing the click');
  await page.mouse.click(target.x, target.y);
  return guard(page.evaluate(() => window.__bench.form), `showing « ${LABELS.form} » after a click on ${name}`);
}

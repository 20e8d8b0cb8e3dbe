// The worst hover: the real mouse moved over list entries or map points, as a hand runs down a list.
import { pause, worse, worstEvent } from './phase.mjs';
import { LABELS } from './probe.mjs';
import { findTargets } from './targets.mjs';

const HOVER_EVENTS = ['pointerover', 'pointerenter', 'pointerout', 'pointerleave', 'pointermove', 'mouseover', 'mouseenter', 'mouseout', 'mouseleave', 'mousemove'];

/** How long the pointer rests on each target, as an older visitor reading names does. */
export const POINTER_REST_MS = 100;

/** A point of the host page's margin, left of the widget: the pointer waits there while the page scrolls. */
const ASIDE = { x: 8, y: 450 };

/** Scrolls to the targets (not measured), then moves over each in a few steps and rests; the worst event. */
async function hoverOver(session, where) {
  const { page, guard } = session;
  await page.mouse.move(ASIDE.x, ASIDE.y);
  const found = await guard(page.waitForFunction(findTargets, { labels: LABELS, ...where }), 'finding what to hover');
  const targets = await found.jsonValue();
  return worstEvent(session, {
    names: HOVER_EVENTS,
    counted: 'pointerover',
    act: async () => {
      for (const { x, y } of targets) {
        await page.mouse.move(x, y, { steps: 4 });
        await pause(POINTER_REST_MS);
      }
      await page.mouse.move(ASIDE.x, ASIDE.y, { steps: 4 });
      return targets.length;
    },
  });
}

/** The worst hover event over the ten entries from each index of `starts` in `residences`. */
export async function worstListHover(session, residences, starts) {
  let worst = null;
  for (const start of starts) {
    const names = residences.slice(start, start + 10).map((residence) => residence.name);
    worst = worse(worst, await hoverOver(session, { names }));
  }
  return worst;
}

/** The worst hover event over about ten map points spread across the map. */
export const worstMapHover = (session) => hoverOver(session, { map: true, count: 10 });

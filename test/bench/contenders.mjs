// The three pages compared, and what one visit to each measures, in the order a visitor would do it.
import { clickToForm } from './form.mjs';
import { worstListHover, worstMapHover } from './hover.mjs';
import { LABELS } from './probe.mjs';
import { visit } from './session.mjs';
import { worstKeystroke } from './typing.mjs';

/** Typed letter by letter into the search box: each letter keeps fewer residences, in all three pages. */
export const QUERY = 'bretagne';
/** Then the visitor selects it all and deletes it, which brings the whole list back in one keystroke. */
const CLEAR = ['Control+a', 'Backspace'];
const FIRST_NAME = 'Jeanne';

/**
 * `full`: the widget alone has a map and a form. `positionsKept`: step 0 is timed once more with V8 keeping source
 * positions (the widget and the floor it is compared with).
 */
export const CONTENDERS = [
  { id: 'widget', name: 'QuoteWizard', script: '/dist/quote-wizard.js', full: true, positionsKept: true },
  { id: 'bare', name: 'bare React', script: '/floors/bare-react.js', full: false, positionsKept: true },
  { id: 'static', name: 'static', script: '/floors/static.js', full: false, positionsKept: false },
];

/** Step 0 of one more fresh visit of `url`, with V8 keeping source positions from the compile (see session.mjs). */
export async function step0PositionsKept(browser, url, residences) {
  const session = await visit(browser, url, residences.at(-1).name, { keepPositions: true });
  try {
    await session.guard(Promise.resolve(), 'showing step 0 with source positions kept');
    return session.step0;
  } finally {
    await session.close();
  }
}

/**
 * One fresh visit of `url` showing `residences`: { figures, scripts }. Figures are in ms; the Event Timing ones
 * are null when no event reached 16 ms.
 */
export async function measureVisit(browser, url, residences, full) {
  const middle = Math.floor(residences.length / 2);
  const session = await visit(browser, url, residences.at(-1).name);
  const { page, guard } = session;
  try {
    const figures = { step0: session.step0 };
    figures.hover = await worstListHover(session, residences, [0, middle]);
    if (full) figures.mapHover = await worstMapHover(session);
    const search = page.getByRole('searchbox', { name: LABELS.search, exact: true });
    figures.filter = await worstKeystroke(session, search, [...QUERY, ...CLEAR]);
    if (full) {
      figures.clickToForm = await clickToForm(session, residences[middle].name);
      figures.formTyping = await worstKeystroke(session, page.getByRole('textbox', { name: LABELS.firstName, exact: true }), [...FIRST_NAME]);
    }
    await guard(Promise.resolve(), 'finishing the visit');
    return { figures, scripts: [...session.scripts] };
  } finally {
    await session.close();
  }
}

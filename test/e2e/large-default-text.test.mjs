// The example page for a visitor who set the browser's default text size larger (Chromium's font size setting,
// given through DevTools as a visitor's setting would be): at 1.5, 1.75 and 2 times the usual 16 px on a phone,
// and at 1.5 times on a desktop, every screen of the widget reflows without sideways scrolling, clipping, text
// passing the widget's side, or words cut in two (but for a word wider than its whole line, which wraps inside its
// box), the map's counts stay inside their bubbles, and the host page around it scrolls no more sideways than the
// widget. Unlike a page's own root font size, this setting also moves the widths at which the layout changes
// (media queries in em), as it does in the visitor's browser.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { brokenWords, focused, overflow, widget } from './support/a11y.mjs';
import { startExample } from './support/example.mjs';
import { SCREENS } from './support/screens.mjs';
import { scrollStopped } from './support/settle.mjs';
import { useBrowser } from './support/use-browser.mjs';

/** Counts of the map that spill out of their bubble. */
const spillingCounts = (host) =>
  Array.from(host.shadowRoot.querySelectorAll('.qw-map__count'))
    .filter((count) => count.scrollWidth > count.clientWidth)
    .map((count) => count.textContent);

/** Whether the map's shown label lies over the focused point or cluster it names. */
const labelOverItsPoint = (host) => {
  const label = host.shadowRoot.querySelector('.qw-map__label--shown').getBoundingClientRect();
  const point = host.shadowRoot.activeElement.getBoundingClientRect();
  return label.left < point.right && point.left < label.right && label.top < point.bottom && point.top < label.bottom;
};

/** How far the focused element passes the window's top and bottom, in whole px (a focus ring's room included). */
const focusedHeadingPast = (host) => {
  const box = host.shadowRoot.activeElement.getBoundingClientRect();
  return { top: Math.max(0, Math.ceil(8 - box.top)), bottom: Math.max(0, Math.ceil(box.bottom + 8 - innerHeight)) };
};

/** Links of the error summary that spill out of its box (a word wider than the box's line is cut instead). */
const spillingLinks = (host) => {
  const summary = host.shadowRoot.querySelector('.qw-summary').getBoundingClientRect();
  return Array.from(host.shadowRoot.querySelectorAll('.qw-summary a'))
    .filter((link) => link.getBoundingClientRect().right > summary.right + 1)
    .map((link) => link.textContent);
};

/** Of `words`, those that, set whole in the widget's bold text, are wider than the widget: no layout keeps them
 * whole. */
const widerThanTheWidget = (host, words) => {
  const root = host.shadowRoot.querySelector('.qw-root');
  const probe = document.createElement('span');
  probe.style.cssText = 'position: absolute; white-space: nowrap; font-weight: 700; visibility: hidden';
  root.append(probe);
  const wide = words.filter((word) => {
    probe.textContent = word;
    return probe.getBoundingClientRect().width > root.getBoundingClientRect().width;
  });
  probe.remove();
  return wide;
};

/** The open dialog: whether it scrolls, whether its title is in sight, and what has the focus. */
const dialogOpening = (host) => {
  const dialog = host.shadowRoot.querySelector('dialog[open]');
  const title = dialog.querySelector('.qw-dialog__title');
  return {
    scrolls: dialog.scrollHeight > dialog.clientHeight + 1,
    titleInSight: title.getBoundingClientRect().top >= dialog.getBoundingClientRect().top - 1,
    focused: host.shadowRoot.activeElement?.textContent.trim(),
  };
};

/** Checkboxes whose box is not above their text. */
const checkboxesBeside = (host) =>
  Array.from(host.shadowRoot.querySelectorAll('.qw-check__row'))
    .filter((row) => row.querySelector('label').getBoundingClientRect().top < row.querySelector('input').getBoundingClientRect().bottom)
    .map((row) => row.textContent.slice(0, 30));

/** The text a sighted visitor sees in the current step's box of the step navigation. */
const currentStepShown = (host) => {
  const box = host.shadowRoot.querySelector('[aria-current="step"]');
  const shown = (element) => element.checkVisibility() && getComputedStyle(element).clipPath !== 'inset(50%)';
  const texts = [];
  const walker = document.createTreeWalker(box, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    let visible = true;
    for (let element = node.parentElement; element !== box.parentElement; element = element.parentElement) visible &&= shown(element);
    if (visible && node.data.trim()) texts.push(node.data.trim());
  }
  return texts.join(' ');
};

/** The widget's column on the example page on a phone, in em of the text: the page's margin and the frame around
 * the widget take 3.5 em of the window, or 1.5 em where the window holds 14 em or less. */
const column = (width, textPx) => width / textPx - (width / textPx <= 14 ? 1.5 : 3.5);

// A tight column (under 11 em of its text) on the example page: twice the usual text on a 360 or 320 px phone.
const tight = (width, textPx) => column(width, textPx) < 11;

// Twice the usual text on a 320 px phone: a column of 8.4 of its em, narrower than some words (an e-mail address,
// « Hortillonnages »). There a word may break where it is wider than its whole line, and nowhere else.
const narrowerThanWords = (width, textPx) => column(width, textPx) < 9;

// Chromium's « Very large » is 24 px; 28 px is beyond any of its choices, set by hand. At 24 px on 360 px, the
// current step's box stayed beside the done step's and cut « informations » in two. 32 px is twice the usual
// text, which a phone's own text size setting reaches, on the width of most Android phones: a column of about 9.7
// of its em on the example page, where a line holds a dozen letters; and on the narrowest phones.
for (const [width, textPx] of [
  [320, 24],
  [360, 24],
  [390, 28],
  [360, 32],
  [320, 32],
  [1280, 24],
]) {
  describe(`the example at ${width} px with the browser's default text at ${textPx} px`, () => {
    const browser = useBrowser();
    const state = {};
    before(async () => {
      state.example = await startExample();
      const { context, page } = await browser.open(undefined, { viewport: { width, height: 800 } });
      const devtools = await context.newCDPSession(page);
      await devtools.send('Page.enable');
      await devtools.send('Page.setFontSizes', { fontSizes: { standard: textPx, fixed: Math.round(textPx * 0.8125) } });
      await page.goto(`${state.example.url}/`);
      state.page = page;
    });
    after(() => state.example?.close());

    it('takes the setting: the widget’s text and the layout’s widths follow it', async () => {
      await widget(state.page).getByRole('heading', { name: 'Rechercher sa résidence' }).waitFor();
      assert.equal(await widget(state.page).locator('.qw-root').evaluate((root) => parseFloat(getComputedStyle(root).fontSize)), textPx);
      // The width under which the list's entries give their picture's room to the text: 22.5 em of that text.
      assert.equal(await state.page.evaluate(() => matchMedia('(max-width: 22.5em)').matches), width <= 22.5 * textPx);
    });

    if (tight(width, textPx)) {
      it('shows the current step as « Étape 1 sur 3 » alone in a tight column, its heading just below naming it', async () => {
        await widget(state.page).getByRole('heading', { name: 'Rechercher sa résidence' }).waitFor();
        assert.equal(await widget(state.page).evaluate(currentStepShown), 'Étape\u00a01 sur\u00a03');
        // Screen readers still hear the whole name.
        assert.equal(await widget(state.page).getByRole('button', { name: 'Étape 1 sur 3\u00a0: Rechercher sa résidence', exact: true }).count(), 1);
      });
    }

    it('shows the host page’s skip link, the first Tab stop, whole in the window', async () => {
      await state.page.keyboard.press('Tab');
      const link = await focused(state.page);
      assert.equal(link.label, 'Aller au contenu principal');
      assert.ok(Object.values(link.ringPast).every((pixels) => pixels <= 0.5), JSON.stringify(link.ringPast));
      await state.page.evaluate(() => document.activeElement.blur());
    });

    it('keeps the map’s counts inside their bubbles', async () => {
      await widget(state.page).locator('.qw-map__count').first().waitFor();
      assert.deepEqual(await widget(state.page).evaluate(spillingCounts), []);
    });

    for (const [name, reach] of SCREENS) {
      it(`${name}: no sideways scrolling, nothing clipped, no word cut`, async () => {
        await reach(state.page);
        const result = await overflow(state.page);
        assert.ok(result.pageScrollWidth <= result.pageClientWidth, `the page scrolls sideways: ${result.pageScrollWidth} > ${result.pageClientWidth}`);
        assert.deepEqual(result.clipped, []);
        const words = '.qw-steps *, h2, h3, h4, label, legend, button, button *';
        if (narrowerThanWords(width, textPx)) {
          assert.deepEqual(await brokenWords(state.page, `${words}, .qw-field__error, p, a, li, span`, { fitting: true }), []);
        } else {
          const cut = await brokenWords(state.page, words);
          // « Hortillonnages », a residence's name, is wider than the whole widget at 32 px on a 360 px phone.
          const unavoidable = await widget(state.page).evaluate(widerThanTheWidget, cut);
          assert.deepEqual(cut.filter((word) => !unavoidable.includes(word)), []);
          // An error's text shares its line with its icon: « conditions » at 32 px on 360 px is wider than what the
          // icon leaves it (it ran past the widget's side).
          assert.deepEqual(await brokenWords(state.page, '.qw-field__error', { fitting: true }), []);
        }
        // « Consentement : », held whole by its no-break space, broke before its colon at 24 px on 320 and 360 px
        // phones, where the widget has room for it. Wider than the widget (at 32 px), it is cut inside the
        // summary's box rather than written over its border.
        if (name === 'step 1 with errors') {
          if (!narrowerThanWords(width, textPx)) {
            const cut = await brokenWords(state.page, '.qw-summary a');
            const unavoidable = await widget(state.page).evaluate(widerThanTheWidget, cut);
            assert.deepEqual(cut.filter((words) => !unavoidable.includes(words)), []);
          }
          assert.deepEqual(await widget(state.page).evaluate(spillingLinks), []);
        }
        // The new step's heading takes the focus, and the page's scroll shows it whole: at 32 px on a 320 px phone
        // the widget's title and the step navigation above it filled the window down to its edge.
        if (name === 'step 1' || name === 'step 2') {
          await scrollStopped(state.page);
          assert.equal((await focused(state.page)).tag, 'h3');
          assert.deepEqual(await widget(state.page).evaluate(focusedHeadingPast), { top: 0, bottom: 0 });
        }
        // Where the map is too narrow for a label beside its point, the label is a band across it, away from the point.
        if (name === 'step 0 with the east-most point focused') assert.equal(await widget(state.page).evaluate(labelOverItsPoint), false);
        // Taller than the window, the dialog would have opened scrolled to « Fermer », its beginning out of sight.
        if (name === 'the dialog') {
          const opening = await widget(state.page).evaluate(dialogOpening);
          assert.ok(opening.titleInSight, 'the dialog’s title is out of sight');
          assert.equal(opening.focused, opening.scrolls ? 'Merci' : 'Fermer');
        }
        // Beside its box, the consent's text cut « conformément » in two there (its e-mail link, one long word,
        // is cut anywhere).
        if (name === 'step 1' && tight(width, textPx)) {
          assert.deepEqual(await widget(state.page).evaluate(checkboxesBeside), []);
          // (Where a word can be wider than the line, the check above covers the consent's text.)
          if (!narrowerThanWords(width, textPx)) assert.deepEqual(await brokenWords(state.page, '.qw-check__label p'), []);
        }
      });
    }
  });
}

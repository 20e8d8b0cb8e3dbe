// What older eyes and hands need, measured in the browser on every screen. Reflow at 320 px and
// at 200 % text without sideways scrolling or clipping, words never cut in two, targets of 44 × 44 px (map
// points 24 px), a visible focus ring of 2 px at least with 3:1 contrast, text of 16 px at least with a line
// height of 1.5. Text contrast is axe's job (a11y-axe).
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { boxes, brokenWords, chooseResidence, fillForm, overflow, setTextSize, textProblems, widget } from './support/a11y.mjs';
import { SCREENS } from './support/screens.mjs';
import { startExample } from './support/example.mjs';
import { useBrowser } from './support/use-browser.mjs';

/**
 * The labels whose required mark starts a line of its own, away from the label's last word: an asterisk alone at
 * the start of a line reads as belonging to what comes next.
 */
const lonelyMarks = (page) =>
  widget(page).evaluate((host) => {
    /** The box of the last printed character of `node` (a text node or an element), or null if it prints none. */
    const lastCharacterBox = (node) => {
      const texts = [];
      if (node.nodeType === Node.TEXT_NODE) texts.push(node);
      else for (let walker = node.ownerDocument.createTreeWalker(node, NodeFilter.SHOW_TEXT), text = walker.nextNode(); text; text = walker.nextNode()) texts.push(text);
      const last = texts.filter((text) => text.data.trim() !== '').at(-1);
      if (!last) return null;
      const range = node.ownerDocument.createRange();
      const end = last.data.trimEnd().length;
      range.setStart(last, end - 1);
      range.setEnd(last, end);
      return range.getBoundingClientRect();
    };
    return Array.from(host.shadowRoot.querySelectorAll('.qw-required'))
      .filter((mark) => mark.checkVisibility())
      .filter((mark) => {
        let word = null;
        for (let node = mark.previousSibling; node && word === null; node = node.previousSibling) word = lastCharacterBox(node);
        const star = lastCharacterBox(mark);
        return word !== null && Math.abs(word.top - star.top) > 2;
      })
      .map((mark) => mark.parentElement.textContent.replace(/\s+/g, ' ').trim());
  });

/** One page per describe: opens the example with `options`, then `prepare(page)` (text size…). */
function onExample(options, prepare = async () => undefined) {
  const browser = useBrowser();
  const state = {};
  before(async () => {
    state.example = await startExample();
    ({ page: state.page } = await browser.open(`${state.example.url}/`, options));
    await prepare(state.page);
  });
  after(() => state.example?.close());
  return state;
}

for (const [width, textSize] of [
  [320, 100],
  [1280, 200],
]) {
  describe(`reflow at ${width} px with text at ${textSize} %: no sideways scrolling, nothing clipped`, () => {
    const state = onExample({ viewport: { width, height: 800 } }, (page) => setTextSize(page, textSize));

    it('sizes the widget text from the host page setting', async () => {
      const size = await widget(state.page).locator('.qw-root').evaluate((root) => parseFloat(getComputedStyle(root).fontSize));
      assert.equal(size, 16 * (textSize / 100));
    });

    for (const [name, reach] of SCREENS) {
      it(name, async () => {
        await reach(state.page);
        const result = await overflow(state.page);
        assert.ok(result.pageScrollWidth <= result.pageClientWidth, `the page scrolls sideways: ${result.pageScrollWidth} > ${result.pageClientWidth}`);
        assert.deepEqual(result.clipped, []);
        // The step names, headings, labels and buttons break between words only.
        assert.deepEqual(await brokenWords(state.page, '.qw-steps *, h2, h3, h4, label, legend, button, button *, .qw-field__error, .qw-summary a'), []);
      });
    }
  });
}

describe('a required field’s asterisk stays beside the last word of its label, at every phone width', () => {
  const state = onExample({ viewport: { width: 320, height: 800 } });

  /** The labels whose asterisk starts a line, at each width from 320 to 430 px, by 5 px. */
  const atEveryWidth = async () => {
    const lonely = [];
    for (let width = 320; width <= 430; width += 5) {
      await state.page.setViewportSize({ width, height: 800 });
      for (const label of await lonelyMarks(state.page)) lonely.push(`${width} px: ${label.slice(0, 60)}`);
    }
    return lonely;
  };

  it('on the form, then with its errors shown', async () => {
    await chooseResidence(state.page);
    assert.deepEqual(await atEveryWidth(), []);
    await widget(state.page).getByRole('button', { name: 'Découvrir mon tarif' }).click();
    await widget(state.page).getByText('Il y a un problème').waitFor();
    assert.deepEqual(await atEveryWidth(), []);
  });
});

/** Every list entry's picture (image or no-image box), whether drawn, and the tallest badge in lines of text. */
const entryLook = (page) =>
  widget(page).evaluate((host) => {
    const root = host.shadowRoot;
    const pictures = Array.from(root.querySelectorAll('.qw-list .qw-entry__image'), (picture) => picture.checkVisibility());
    const badgeLines = Array.from(root.querySelectorAll('.qw-list .qw-badge'), (badge) => badge.getBoundingClientRect().height / parseFloat(getComputedStyle(badge).lineHeight));
    return { pictures: pictures.length, drawn: pictures.filter(Boolean).length, badges: badgeLines.length, tallestBadge: Math.max(...badgeLines) };
  });

describe('list entries on a small phone: the picture gives its room to the text at 320 px, not at 375 px', () => {
  for (const width of [320, 375]) {
    const state = onExample({ viewport: { width, height: 800 } });

    it(`at ${width} px`, async () => {
      await SCREENS[0][1](state.page);
      const look = await entryLook(state.page);
      assert.ok(look.pictures > 0 && look.badges > 0, JSON.stringify(look));
      assert.equal(look.drawn, width === 320 ? 0 : look.pictures, JSON.stringify(look));
      // « Ouverture prochaine » on one line (its box is less than two lines tall, padding included).
      if (width === 320) assert.ok(look.tallestBadge < 2, JSON.stringify(look));
    });
  }
});

/** The step navigation as seen: the boxes drawn (what is left for screen readers only is 1 px), and the current one's text. */
const stepRow = (page) =>
  widget(page).evaluate((host) => {
    const items = Array.from(host.shadowRoot.querySelectorAll('.qw-steps__item'));
    const drawn = items.map((item) => item.getBoundingClientRect()).filter((box) => box.width > 1 && box.height > 1);
    const current = host.shadowRoot.querySelector('[aria-current="step"]');
    return { tops: drawn.map((box) => Math.round(box.top)), height: Math.round(host.shadowRoot.querySelector('.qw-steps').getBoundingClientRect().height), current: current.innerText.replace(/\s+/g, ' ').trim() };
  });

describe('at 375 px, the step navigation keeps one row and breaks its labels between words only', () => {
  const state = onExample({ viewport: { width: 375, height: 800 } });

  it('on every step', async () => {
    const expected = { 'step 0': 'Étape 1 sur 3 : Rechercher sa résidence', 'step 1': 'Étape 2 sur 3 : Vos informations', 'step 2': 'Étape 3 sur 3 : Résumé' };
    for (const [name, reach] of SCREENS.slice(0, 5)) {
      await reach(state.page);
      assert.deepEqual(await brokenWords(state.page, '.qw-steps *'), [], name);
      const row = await stepRow(state.page);
      // One row: every box drawn starts at the same height, and the row is no taller than two lines of text.
      assert.equal(new Set(row.tops).size, 1, `${name}: ${JSON.stringify(row)}`);
      assert.ok(row.height <= 80, `${name}: ${row.height} px`);
      if (expected[name]) assert.equal(row.current, expected[name], name);
    }
    const names = await widget(state.page).locator('.qw-steps__name').evaluateAll((spans) => spans.map((span) => span.getClientRects().length));
    assert.equal(names.length, 3);
  });
});

for (const width of [375, 1280]) {
  describe(`targets, focus ring and text size at ${width} px`, () => {
    const state = onExample({ viewport: { width, height: 900 } });

    /** Every target of the current screen smaller than it should be. */
    async function smallTargets(page) {
      const small = [];
      const check = (list, least, kind) => list.filter((box) => box.width < least || box.height < least).forEach((box) => small.push(`${kind} ${box.name} ${box.width}×${box.height}`));
      check(await boxes(page, 'button:not(.qw-map__point)'), 44, 'button');
      check(await boxes(page, '.qw-list button'), 44, 'list entry');
      check(await boxes(page, '.qw-choice__label, .qw-check__label'), 44, 'label of a radio or checkbox');
      check(await boxes(page, '.qw-map__point'), 24, 'map point');
      return small;
    }

    for (const [name, reach] of SCREENS) {
      it(`${name}: targets of 44 px (map points 24 px), text of 16 px with 1.5 line height`, async () => {
        await reach(state.page);
        const counted = await boxes(state.page, 'button, .qw-choice__label, .qw-check__label');
        assert.ok(counted.length > 0);
        assert.deepEqual(await smallTargets(state.page), []);
        assert.deepEqual(await textProblems(state.page), []);
      });
    }
  });
}

describe('the focus ring shows on every kind of control, 2 px at least, 3:1 against the background', () => {
  const state = onExample({ viewport: { width: 1280, height: 900 } });

  /**
   * Focuses the first element matching `selector` from the keyboard's point of view (a key was pressed before,
   * so :focus-visible applies) and compares its ring with the unfocused state.
   */
  async function ring(selector) {
    const page = state.page;
    await page.keyboard.press('Shift');
    return widget(page).evaluate(async (host, css) => {
      const element = host.shadowRoot.querySelector(css);
      if (!element) return { missing: css };
      const read = () => {
        const style = getComputedStyle(element);
        return { outlineStyle: style.outlineStyle, outlineWidth: parseFloat(style.outlineWidth), outlineColor: style.outlineColor, boxShadow: style.boxShadow };
      };
      element.blur();
      const idle = read();
      element.focus();
      const focused = read();
      const visible = element.matches(':focus-visible');
      element.blur();
      // Relative luminance and contrast (WCAG 2) of the ring against the widget's background.
      const channels = (color) => color.match(/[\d.]+/g).slice(0, 3).map(Number);
      const luminance = (color) => {
        const [r, g, b] = channels(color).map((value) => value / 255).map((value) => (value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4));
        return 0.2126 * r + 0.7152 * g + 0.0722 * b;
      };
      const background = getComputedStyle(host.shadowRoot.querySelector('.qw-root')).backgroundColor;
      const [light, dark] = [luminance(focused.outlineColor), luminance(background)].sort((a, b) => b - a);
      return { idle, focused, visible, contrast: (light + 0.05) / (dark + 0.05) };
    }, selector);
  }

  function assertRing(result, what) {
    assert.equal(result.missing, undefined, `${what}: nothing matches ${result.missing}`);
    assert.equal(result.visible, true, `${what} matches :focus-visible`);
    assert.notDeepEqual(result.focused, result.idle, `${what}: focus changes how it looks`);
    assert.notEqual(result.focused.outlineStyle, 'none', what);
    assert.ok(result.focused.outlineWidth >= 2, `${what}: ring of ${result.focused.outlineWidth}px`);
    assert.ok(result.contrast >= 3, `${what}: ring contrast ${result.contrast.toFixed(2)}:1`);
  }

  it('on step 0: search box, list entry, map point', async () => {
    await widget(state.page).getByRole('heading', { name: 'Rechercher sa résidence' }).waitFor();
    for (const [selector, what] of [
      ['input[type="search"]', 'the search box'],
      ['.qw-list button', 'a list entry'],
      ['.qw-map__point', 'a map point'],
    ]) {
      assertRing(await ring(selector), what);
    }
  });

  it('a focused list entry is never under the sticky map', async () => {
    const page = state.page;
    await widget(page).getByLabel('Rechercher une résidence').focus();
    for (let index = 0; index < 12; index += 1) {
      await page.keyboard.press('Tab');
      const overlap = await widget(page).evaluate((host) => {
        const entry = host.shadowRoot.activeElement.getBoundingClientRect();
        const map = host.shadowRoot.querySelector('.qw-search__map').getBoundingClientRect();
        return entry.right > map.left && entry.left < map.right && entry.bottom > map.top && entry.top < map.bottom;
      });
      assert.equal(overlap, false, `entry ${index + 1}`);
    }
  });

  it('on step 1: navigation, link button, radio, text box, list, checkbox, summary link, submit', async () => {
    await chooseResidence(state.page);
    await widget(state.page).getByRole('button', { name: 'Découvrir mon tarif' }).click();
    await widget(state.page).getByText('Il y a un problème').waitFor();
    for (const [selector, what] of [
      ['.qw-steps__item--done .qw-steps__button', 'a done step'],
      ['.qw-link-button', '« Changer de résidence »'],
      ['input[type="radio"]', 'a radio'],
      ['input[name="firstName"]', 'a text box'],
      ['select', 'the list'],
      ['input[type="checkbox"]', 'a checkbox'],
      ['.qw-summary a', 'a summary link'],
      ['button[type="submit"]', 'the submit button'],
    ]) {
      assertRing(await ring(selector), what);
    }
  });

  it('on step 2 and in the dialog: housing radio, buttons, links', async () => {
    await fillForm(state.page);
    await widget(state.page).getByRole('button', { name: 'Découvrir mon tarif' }).click();
    await widget(state.page).getByRole('heading', { name: 'Votre tarif' }).waitFor();
    for (const [selector, what] of [
      ['.qw-offer input[type="radio"]', 'a housing radio'],
      ['.qw-offer__actions .qw-button--primary', 'the contact button'],
      ['.qw-offer__actions a', 'the stay link'],
      ['.qw-card__link', '« Voir la résidence »'],
    ]) {
      assertRing(await ring(selector), what);
    }
    await widget(state.page).getByRole('button', { name: 'Être contacté par un conseiller' }).click();
    await widget(state.page).getByRole('dialog', { name: 'Merci' }).waitFor();
    for (const [selector, what] of [
      ['.qw-dialog__x', 'the ×'],
      ['.qw-dialog .qw-button', '« Fermer »'],
    ]) {
      assertRing(await ring(selector), what);
    }
  });
});

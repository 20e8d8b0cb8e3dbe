// On the later steps the search stays in the page, hidden, so that coming back finds the list as it was. Hidden
// means hidden to everyone: no box on screen, nothing for a screen reader or Tab; and the widget never makes the
// browser lay it out while it is hidden (that would undo what skipping it saves).
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { INSPECTED_HIDDEN } from './support/browser.mjs';
import { listForScreenReaders, widget } from './support/a11y.mjs';
import { hostPage, startHostServer } from './support/host-server.mjs';
import { manyResidences } from './support/long-list.mjs';
import { contactAndClose, fillForm, submitForm } from './support/journey.mjs';
import { framesPassed } from './support/settle.mjs';
import { asOlderStylesheet } from './support/older-engine.mjs';
import { useBrowser } from './support/use-browser.mjs';

const COUNT = 1000;
const residences = manyResidences(COUNT);
const CHOSEN = 700;

/** Resolves once the form is in the widget (or, with false, once it has gone), read without role queries. */
const formShown = (page, shown = true) =>
  page.waitForFunction((expected) => (shadow().querySelector('form') !== null) === expected, shown, { polling: 'raf' });
/**
 * The browser's lines about rendering hidden content among `lines`, whoever caused it: stricter than the guard
 * every test has, which counts only a stack through the widget's files. These tests run no role query between the
 * choice and the check, so any such line would be the widget's, or the browser's own on the widget's behalf.
 */
const hiddenRenderings = (lines) => lines.filter((line) => line.startsWith(INSPECTED_HIDDEN));

describe('the search, hidden on the later steps', () => {
  const browser = useBrowser();
  let server;
  let page;
  const heard = [];

  before(async () => {
    server = await startHostServer({ routes: { '/': hostPage({ config: { residences } }) } });
    ({ page } = await browser.open());
    // Every line of the browser's console, that one included (the shared recorder leaves it out).
    page.on('console', (message) => heard.push(message.text()));
    // The widget's shadow root, for the functions run in the page.
    await page.addInitScript(() => {
      window.shadow = () => document.querySelector('[data-quote-wizard] > quote-wizard-root').shadowRoot;
    });
    await page.goto(`${server.url}/`);
    // Plain DOM from here to the form: role queries would read the hidden step themselves.
    await page.waitForFunction((count) => shadow().querySelectorAll('.qw-list button').length === count, COUNT, { polling: 'raf' });
  });

  after(() => server?.close());

  it('is left for the form without the browser laying it out again', async () => {
    await page.evaluate((index) => shadow().querySelectorAll('.qw-list button')[index].click(), CHOSEN - 1);
    await formShown(page);
    // A few frames of the form, as a visitor reads it.
    await framesPassed(page, 10);
    assert.deepEqual(hiddenRenderings(heard), []);
  });

  it('shows nothing of the search and gives it to no screen reader or Tab', async () => {
    const seen = await page.evaluate(() => {
      const step = shadow().querySelector('[data-step="0"]');
      return { height: step.getBoundingClientRect().height, list: shadow().querySelector('.qw-list').checkVisibility() };
    });
    assert.deepEqual(seen, { height: 0, list: false });
    await assert.rejects(listForScreenReaders(page, 'Liste des résidences'), /0 lists named/);
    // Tab from the top of the form never reaches an entry of the list.
    await widget(page).getByRole('textbox', { name: 'Prénom' }).focus();
    for (let stop = 0; stop < 12; stop += 1) {
      await page.keyboard.press('Shift+Tab');
      assert.equal(await page.evaluate(() => shadow().activeElement?.closest('.qw-list') ?? null), null);
    }
  });

  it('comes back as it was, the chosen entry marked, for a screen reader too', async () => {
    await widget(page).getByRole('button', { name: /Rechercher sa résidence/ }).first().click();
    await widget(page).getByRole('heading', { name: 'Rechercher sa résidence' }).waitFor();
    const items = await listForScreenReaders(page, 'Liste des résidences');
    assert.equal(items.length, COUNT);
    assert.match(items[CHOSEN - 1].holds[0], new RegExp(`^button Résidence ${CHOSEN} .*choisie`));
  });

  // The search box leaves its caret in the page when the visitor moves on to a result; moving the focus to the
  // form once the search is hidden made the browser lay the hidden list out to place that caret.
  it('is left for the form from a search just typed without the browser laying it out again', async () => {
    const box = widget(page).getByRole('searchbox', { name: 'Rechercher une résidence' });
    await box.click();
    await page.keyboard.type(`Résidence ${CHOSEN + 1}`);
    const found = widget(page).getByRole('list', { name: 'Liste des résidences' }).getByRole('button', { name: new RegExp(`^Résidence ${CHOSEN + 1} `) });
    const before = heard.length;
    await found.click();
    await formShown(page);
    await framesPassed(page, 10);
    assert.deepEqual(hiddenRenderings(heard.slice(before)), []);
  });

  it('gives the search box back with its text and its cursor where the visitor left it', async () => {
    await widget(page).getByRole('button', { name: /Rechercher sa résidence/ }).first().click();
    const box = widget(page).getByRole('searchbox', { name: 'Rechercher une résidence' });
    await box.focus();
    const typed = `Résidence ${CHOSEN + 1}`;
    assert.deepEqual(await box.evaluate((input) => [input.value, input.selectionStart, input.selectionEnd]), [typed, typed.length, typed.length]);
  });

  it('is left for the form with the keyboard alone, from the search box to a result, without the browser laying it out again', async () => {
    // The search box has the focus and the text typed before: Tab reaches the first result, Enter chooses it.
    await page.keyboard.press('Tab');
    assert.match(await page.evaluate(() => shadow().activeElement?.textContent ?? ''), new RegExp(`^Résidence ${CHOSEN + 1}`));
    const before = heard.length;
    await page.keyboard.press('Enter');
    await formShown(page);
    await framesPassed(page, 10);
    assert.deepEqual(hiddenRenderings(heard.slice(before)), []);
  });
});

// Every test's page fails on such rendering caused by the widget (use-browser.mjs); this journey goes through
// each way of leaving the search and coming back, and says at which step the harness heard of it.
describe('a whole journey, for what the widget itself does to the hidden search', () => {
  const browser = useBrowser();
  let server;
  let page;
  /** The stacks the harness heard of, and where each step of the journey started among them. */
  let heardStacks;
  const steps = [];
  const step = (name) => steps.push({ name, from: heardStacks.length });
  const inWidget = () => widget(page);
  const plain = (selector) => page.evaluateHandle((found) => shadow().querySelector(found), selector);

  before(async () => {
    server = await startHostServer({ routes: { '/': hostPage({ config: { residences: manyResidences(200) } }) } });
    const opened = await browser.open();
    page = opened.page;
    heardStacks = opened.widgetHiddenRenderings;
    step('loading');
    await page.addInitScript(() => {
      window.shadow = () => document.querySelector('[data-quote-wizard] > quote-wizard-root').shadowRoot;
    });
    await page.goto(`${server.url}/`);
    await page.waitForFunction(() => shadow().querySelectorAll('.qw-list button').length === 200, null, { polling: 'raf' });
  });

  after(() => server?.close());

  it('never makes the browser render it, from the first search to the callback request', async () => {
    step('a search, then a click on a result');
    await (await plain('input[type="search"]')).click();
    await page.keyboard.type('Résidence 1');
    await (await plain('.qw-list button')).click();
    await formShown(page);
    step('typing in the form');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await page.keyboard.type('Jeanne');
    step('back through the step navigation, then Enter on an entry');
    await (await plain('.qw-steps__button')).click();
    await formShown(page, false);
    await (await plain('.qw-list button')).focus();
    await page.keyboard.press('Enter');
    await formShown(page);
    step('« Changer de résidence », then a cluster of the map and an entry');
    await inWidget().getByRole('button', { name: 'Changer de résidence' }).click();
    await formShown(page, false);
    await (await plain('.qw-map__point--cluster')).click();
    await (await plain('.qw-list button')).click();
    await formShown(page);
    step('the form sent, the price, the callback request');
    await fillForm(inWidget());
    await submitForm(inWidget());
    await inWidget().getByText(/À partir de/).first().waitFor();
    await contactAndClose(inWidget());
    step('a resize and a scroll');
    await page.setViewportSize({ width: 700, height: 900 });
    await page.mouse.wheel(0, 800);
    await framesPassed(page, 10);
    const caused = heardStacks.map((stack, index) => `${steps.findLast(({ from }) => from <= index).name}: ${stack}`);
    assert.deepEqual(caused, []);
  });
});

describe('the search, hidden on the later steps, in a browser that does not know content-visibility', () => {
  const browser = useBrowser();
  let server;

  before(async () => {
    server = await startHostServer({ routes: { '/': hostPage({ config: { residences: manyResidences(40) } }) } });
  });

  after(() => server?.close());

  it('is hidden all the same (Safari before 18, Firefox before 125), and comes back', async () => {
    const { page } = await browser.open(`${server.url}/`);
    const host = widget(page);
    await host.locator('.qw-list button').first().waitFor();
    // The widget's stylesheet as such a browser reads it: it drops every content-visibility declaration, and a
    // condition on the property is false.
    const text = await host.evaluate((element) => element.shadowRoot.adoptedStyleSheets.flatMap((sheet) => Array.from(sheet.cssRules, (rule) => rule.cssText)).join('\n'));
    const old = asOlderStylesheet(text);
    const dropped = { before: (text.match(/content-visibility/g) ?? []).length, after: (old.match(/content-visibility/g) ?? []).length };
    assert.ok(dropped.before > 0 && dropped.after === 0, `content-visibility dropped: ${JSON.stringify(dropped)}`);
    await host.evaluate((element, css) => {
      const sheet = new CSSStyleSheet();
      sheet.replaceSync(css);
      element.shadowRoot.adoptedStyleSheets = [sheet];
    }, old);
    await host.locator('.qw-list button').nth(20).click();
    await host.getByRole('heading', { name: 'Vos informations' }).waitFor();
    const seen = await host.evaluate((element) => {
      const step = element.shadowRoot.querySelector('[data-step="0"]');
      return { height: step.getBoundingClientRect().height, list: element.shadowRoot.querySelector('.qw-list').checkVisibility() };
    });
    assert.deepEqual(seen, { height: 0, list: false });
    await host.getByRole('button', { name: /Rechercher sa résidence/ }).first().click();
    await host.getByRole('heading', { name: 'Rechercher sa résidence' }).waitFor();
    assert.equal(await host.locator('.qw-list').evaluate((list) => list.checkVisibility()), true);
  });
});

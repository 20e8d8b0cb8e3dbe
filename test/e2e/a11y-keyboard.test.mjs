// The whole journey with the keyboard alone, from the page's first Tab stop to the thank-you
// dialog and back out to the host page. Only Tab, Shift+Tab, arrows, Space, Enter and Escape operate the
// widget (text is typed into the text boxes); focus is checked after every step through the shadow root, and
// no pointer event may happen.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { focused, liveText, widget } from './support/a11y.mjs';
import { plain, startExample } from './support/example.mjs';
import { settled } from './support/settle.mjs';
import { useBrowser } from './support/use-browser.mjs';

const ALLOWED = new Set(['Tab', 'Shift+Tab', 'ArrowUp', 'ArrowDown', 'ArrowLeft', 'ArrowRight', 'Space', 'Enter', 'Escape']);

describe('a keyboard-only visitor goes through the whole wizard on the example page', () => {
  const browser = useBrowser();
  let example;
  let page;
  let consoleLines;

  /** Presses one of the allowed keys and returns where focus is afterwards. */
  async function press(key, times = 1) {
    assert.ok(ALLOWED.has(key), `${key} is not one of the journey's keys`);
    for (let i = 0; i < times; i += 1) await page.keyboard.press(key === 'Space' ? ' ' : key);
    // Validation, React's effects and the focus they move have run by then.
    await settled(page);
    return focused(page);
  }

  /** Tabs forward until focus is on a control whose label matches, failing after `limit` presses. */
  async function tabTo(label, limit = 12) {
    const seen = [];
    for (let i = 0; i < limit; i += 1) {
      const now = await press('Tab');
      seen.push(now.label);
      if (label.test(now.label)) return now;
    }
    assert.fail(`no Tab stop named ${label} within ${limit} presses; saw ${JSON.stringify(seen)}`);
  }

  before(async () => {
    example = await startExample();
    ({ page, consoleLines } = await browser.open());
    // Any pointer or mouse event during the journey would mean the test cheated.
    await page.addInitScript(() => {
      window.__pointer = [];
      for (const type of ['pointerdown', 'pointerup', 'mousedown', 'mouseup', 'mousemove', 'touchstart']) {
        window.addEventListener(type, (event) => window.__pointer.push(`${type} on ${event.composedPath()[0]?.tagName}`), true);
      }
    });
    await page.goto(`${example.url}/`);
    await widget(page).getByRole('heading', { name: 'Rechercher sa résidence' }).waitFor();
  });

  after(() => example?.close());

  it('reaches the search box after the host page links, with no stop hidden in between', async () => {
    const first = await press('Tab');
    assert.equal(first.label, 'Aller au contenu principal', 'the first Tab stop is the host page skip link');
    assert.equal(first.inShadow, false);
    const stops = [first];
    while (!stops.at(-1).inShadow && stops.length < 20) stops.push(await press('Tab'));
    const entered = stops.at(-1);
    assert.equal(entered.inShadow, true, 'focus entered the widget');
    assert.deepEqual({ tag: entered.tag, type: entered.type, label: entered.label }, { tag: 'input', type: 'search', label: 'Rechercher une résidence' });
    // Every stop before the widget is a visible host link (no invisible widget stop before the search box).
    assert.ok(stops.slice(0, -1).every((stop) => stop.tag === 'a' && stop.label !== ''), JSON.stringify(stops));
  });

  it('goes down the list with Tab and chooses a residence with Enter; focus lands on the new heading', async () => {
    const entry = await tabTo(/^La Villa de l’Erdre/);
    assert.equal(entry.tag, 'button');
    const after = await press('Enter');
    assert.deepEqual({ tag: after.tag, text: after.text }, { tag: 'h3', text: 'Vos informations' });
    assert.ok(after.inShadow);
    assert.ok((await liveText(page)).includes('Étape 2 sur 3 : Vos informations'));
  });

  it('submits the empty form with Enter; focus goes to the error summary, a link brings it to the field', async () => {
    // From the heading: the "change residence" button, Monsieur (checked by default), then the text boxes.
    assert.equal((await press('Tab')).label, 'Changer de résidence');
    const civility = await press('Tab');
    assert.deepEqual({ type: civility.type, label: civility.label }, { type: 'radio', label: 'Monsieur' });
    const submit = await tabTo(/^Découvrir mon tarif$/, 20);
    assert.equal(submit.tag, 'button');
    await press('Enter');
    await widget(page).getByText('Il y a un problème').waitFor();
    const summary = await focused(page);
    assert.equal(summary.role, 'group');
    assert.match(summary.text, /^Il y a un problème/);
    const link = await press('Tab');
    assert.deepEqual({ tag: link.tag, text: link.text }, { tag: 'a', text: 'Prénom : Ce champ est requis' });
    const field = await press('Enter');
    assert.deepEqual({ tag: field.tag, name: field.name, label: field.label }, { tag: 'input', name: 'firstName', label: 'Prénom' });
  });

  it('fills every field with typing, arrows and Space only', async () => {
    await page.keyboard.type('Jeanne');
    assert.equal((await press('Tab')).name, 'lastName');
    await page.keyboard.type('Martin');
    assert.equal((await press('Tab')).name, 'email');
    await page.keyboard.type('jeanne.martin@exemple.fr');
    assert.equal((await press('Tab')).name, 'phoneNumber');
    await page.keyboard.type('06 12 34 56 78');

    // Civility, back up the form: Shift+Tab walks the same order backwards, then an arrow picks Madame.
    let now = await press('Shift+Tab', 4);
    assert.deepEqual({ name: now.name, label: now.label }, { name: 'civility', label: 'Monsieur' });
    now = await press('ArrowRight');
    assert.deepEqual({ name: now.name, label: now.label }, { name: 'civility', label: 'Madame' });
    assert.equal(await widget(page).getByRole('radio', { name: 'Madame' }).isChecked(), true);

    now = await press('Tab', 5);
    assert.deepEqual({ name: now.name, label: now.label }, { name: 'status', label: 'Futur résident' });
    now = await press('ArrowDown');
    assert.deepEqual({ name: now.name, label: now.label }, { name: 'status', label: 'Proche' });
    assert.equal(await widget(page).getByRole('radio', { name: 'Proche' }).isChecked(), true);

    now = await press('Tab');
    assert.equal(now.name, 'knowUs');
    now = await press('ArrowDown', 2);
    assert.equal(now.name, 'knowUs', 'an arrow in the closed list changes the answer, not the focus');
    assert.equal(now.value, 'internet');

    now = await press('Tab');
    assert.deepEqual({ name: now.name, label: now.label }, { name: 'housingType', label: 'T1' });
    now = await press('ArrowRight');
    assert.deepEqual({ name: now.name, label: now.label }, { name: 'housingType', label: 'T2' });

    now = await press('Tab');
    assert.equal(now.name, 'acceptPromotionalOffers', 'the opt-in comes first and stays unticked');
    now = await press('Tab');
    assert.equal(now.name, 'rgpd');
    await press('Space');
    assert.equal(await widget(page).locator('input[name="rgpd"]').isChecked(), true);
    assert.equal(await widget(page).locator('input[name="acceptPromotionalOffers"]').isChecked(), false);
  });

  it('sends with Enter on the button and lands on the price heading', async () => {
    const submit = await tabTo(/^Découvrir mon tarif$/, 6);
    assert.equal(submit.tag, 'button');
    const heading = await press('Enter');
    await widget(page).getByRole('heading', { name: 'Votre tarif' }).waitFor();
    const now = heading.text === 'Votre tarif' ? heading : await focused(page);
    assert.deepEqual({ tag: now.tag, text: now.text }, { tag: 'h3', text: 'Votre tarif' });
    assert.ok((await liveText(page)).includes('Étape 3 sur 3 : Votre tarif'));
    assert.equal(example.rows().length, 1);
  });

  it('changes the housing type with an arrow: the price and the announcement follow, focus stays', async () => {
    const radio = await press('Tab');
    assert.deepEqual({ type: radio.type, label: radio.label }, { type: 'radio', label: 'T2' });
    const before = plain(await widget(page).locator('.qw-price__amount').innerText());
    const now = await press('ArrowRight');
    assert.deepEqual({ type: now.type, label: now.label }, { type: 'radio', label: 'T3' });
    const afterPrice = plain(await widget(page).locator('.qw-price__amount').innerText());
    assert.notEqual(afterPrice, before);
    assert.ok((await liveText(page)).some((text) => /^Tarif mis à jour : à partir de [\d ]+ euros par mois pour un T3$/.test(text)), JSON.stringify(await liveText(page)));
  });

  it('opens the dialog with Enter; Tab and Shift+Tab stay inside, Escape closes it and focus returns', async () => {
    const contact = await tabTo(/^Être contacté par un conseiller$/, 6);
    assert.equal(contact.tag, 'button');
    let now = await press('Enter');
    await widget(page).getByRole('dialog', { name: 'Merci' }).waitFor();
    now = await focused(page);
    assert.deepEqual({ tag: now.tag, text: now.text }, { tag: 'button', text: 'Fermer' });
    const inDialog = () => widget(page).evaluate((host) => Boolean(host.shadowRoot.activeElement?.closest('dialog[open]')));
    const forward = [];
    for (let i = 0; i < 4; i += 1) {
      forward.push((await press('Tab')).text);
      assert.equal(await inDialog(), true, 'Tab stays in the dialog');
    }
    // Two stops, the × (named « Fermer ») and « Fermer »: Tab goes round them.
    assert.deepEqual(forward, ['×', 'Fermer', '×', 'Fermer']);
    const backward = [];
    for (let i = 0; i < 4; i += 1) {
      backward.push((await press('Shift+Tab')).text);
      assert.equal(await inDialog(), true, 'Shift+Tab stays in the dialog');
    }
    assert.deepEqual(backward, ['×', 'Fermer', '×', 'Fermer']);
    now = await press('Escape');
    await widget(page).getByRole('dialog').waitFor({ state: 'detached' });
    now = await focused(page);
    assert.deepEqual({ tag: now.tag, text: now.text }, { tag: 'button', text: 'Être contacté par un conseiller' });
  });

  it('leaves the widget forward to the host page and comes back with Shift+Tab', async () => {
    const stops = [];
    let now;
    do {
      now = await press('Tab');
      stops.push(now);
    } while (now.inShadow && stops.length < 10);
    assert.equal(now.inShadow, false, `focus left the widget after ${JSON.stringify(stops.map((stop) => stop.label))}`);
    assert.equal(await page.evaluate(() => document.activeElement?.closest('[data-quote-wizard]') === null), true);
    const back = await press('Shift+Tab');
    assert.equal(back.inShadow, true);
    assert.equal(back.label, stops.at(-2).label);
  });

  it('used no pointer event and logged only [QuoteWizard] lines', async () => {
    assert.deepEqual(await page.evaluate(() => window.__pointer), []);
    // Not even the browser's « Failed to load resource »: the example page has its icon, and a file of the widget
    // that did not load must fail the test.
    assert.deepEqual(consoleLines.filter((line) => !line.text.startsWith('[QuoteWizard]')), []);
  });
});

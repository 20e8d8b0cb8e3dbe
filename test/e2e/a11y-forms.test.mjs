// The form of step 1 as assistive technology and autofill see it. Labels are visible and tied
// to their controls, radio groups are fieldsets with a legend, the required-fields mention comes before the
// first field, controls say what they are (required, autocomplete, type), and after a failed submit each invalid
// control points to its message, worded as in the error summary.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { chooseResidence, fillForm, widget } from './support/a11y.mjs';
import { startExample } from './support/example.mjs';
import { exampleConfig, heldAnswer, hostPage, startHostServer } from './support/host-server.mjs';
import { useBrowser } from './support/use-browser.mjs';

const REQUIRED = ['civility', 'firstName', 'lastName', 'email', 'phoneNumber', 'status', 'knowUs', 'housingType', 'rgpd'];

/** Every control of the form with what a screen reader and a sighted visitor get from it. */
function describeControls(page) {
  return widget(page).evaluate((host) => {
    const form = host.shadowRoot.querySelector('form');
    const visible = (element) => {
      const box = element.getBoundingClientRect();
      const style = getComputedStyle(element);
      return box.width > 1 && box.height > 1 && style.visibility !== 'hidden' && style.clipPath === 'none' && !element.closest('.qw-sr-only');
    };
    const clean = (text) => (text ?? '').replace(/[\s\u00a0]+/g, ' ').trim();
    // What assistive technology reads of an element: its text without the aria-hidden parts (icons).
    const spoken = (element) => {
      const copy = element.cloneNode(true);
      copy.querySelectorAll('[aria-hidden="true"]').forEach((hidden) => hidden.remove());
      return clean(copy.textContent);
    };
    return Array.from(form.querySelectorAll('input, select, textarea')).map((control) => {
      const label = control.labels?.[0];
      const fieldset = control.type === 'radio' ? control.closest('fieldset') : null;
      const legend = fieldset?.querySelector(':scope > legend');
      const describedBy = (control.getAttribute('aria-describedby') ?? '').split(/\s+/).filter(Boolean);
      return {
        name: control.name,
        type: control.type,
        id: control.id,
        labels: control.labels?.length ?? 0,
        labelText: clean(label?.textContent),
        labelVisible: Boolean(label && visible(label)),
        placeholder: control.getAttribute('placeholder'),
        legend: clean(legend?.textContent),
        legendVisible: Boolean(legend && visible(legend)),
        required: control.required,
        ariaRequired: control.getAttribute('aria-required'),
        autocomplete: control.getAttribute('autocomplete'),
        checked: control.checked,
        invalid: control.getAttribute('aria-invalid') ?? (fieldset?.getAttribute('aria-invalid') || null),
        describedBy: [...describedBy, ...(fieldset?.getAttribute('aria-describedby') ?? '').split(/\s+/).filter(Boolean)],
        descriptions: [...describedBy, ...(fieldset?.getAttribute('aria-describedby') ?? '').split(/\s+/).filter(Boolean)].map((id) => {
          const element = host.shadowRoot.getElementById(id);
          return element ? { text: spoken(element), visible: visible(element) } : null;
        }),
      };
    });
  });
}

/**
 * Waits for the error summary; when it does not come, fails with what the visitor has in front of them (the
 * widget's text, the focused element, the scroll) and what the page logged, so that a failure says why.
 */
async function waitForSummary(page, consoleLines) {
  try {
    await widget(page).getByText('Il y a un problème').waitFor();
  } catch (error) {
    const state = await widget(page).evaluate((host) => {
      const focused = host.shadowRoot.activeElement ?? document.activeElement;
      return {
        text: Array.from(host.shadowRoot.children, (child) => child.innerText ?? '').join(' ').replace(/\s+/g, ' ').slice(0, 800),
        focused: `${focused?.tagName} ${focused?.textContent?.slice(0, 40) ?? ''}`,
        scrollY: window.scrollY,
      };
    });
    throw new Error(`no error summary after the submit: ${JSON.stringify(state)}; console: ${JSON.stringify(consoleLines)}`, { cause: error });
  }
}

describe('the form of step 1 is labelled, explained and checked for assistive technology', () => {
  const browser = useBrowser();
  let example;
  let page;
  let consoleLines;

  before(async () => {
    example = await startExample();
    ({ page, consoleLines } = await browser.open(`${example.url}/`));
    await chooseResidence(page);
  });

  after(() => example?.close());

  it('gives every control a visible label tied to it, and no placeholder standing in for one', async () => {
    const controls = await describeControls(page);
    assert.ok(controls.length >= 15, `${controls.length} controls`);
    for (const control of controls) {
      assert.equal(control.labels, 1, `${control.name} ${control.id} has one label`);
      assert.ok(control.labelText.length > 0 && control.labelVisible, `${control.name}: visible label « ${control.labelText} »`);
      assert.equal(control.placeholder, null, `${control.name} has no placeholder`);
    }
    const label = (name) => controls.find((control) => control.name === name).labelText.replace(/ \*$/, '');
    assert.deepEqual(['firstName', 'lastName', 'email', 'phoneNumber', 'knowUs'].map(label), ['Prénom', 'Nom', 'Adresse e-mail', 'Téléphone', 'Comment nous avez-vous connus ?']);
    // The accessible name contains the visible text (WCAG 2.5.3): names come from the labels themselves.
    for (const [role, name] of [['textbox', 'Prénom'], ['textbox', 'Adresse e-mail'], ['combobox', 'Comment nous avez-vous connus ?'], ['radio', 'Madame'], ['radio', 'T2']]) {
      assert.equal(await widget(page).getByRole(role, { name, exact: true }).count(), 1, `${role} « ${name} »`);
    }
  });

  it('puts every radio in a fieldset whose visible legend names the question', async () => {
    const radios = (await describeControls(page)).filter((control) => control.type === 'radio');
    const legends = [...new Set(radios.map((radio) => `${radio.name}: ${radio.legend.replace(/ \*$/, '')}`))];
    assert.deepEqual(legends, ['civility: Civilité', 'status: Vous êtes', 'housingType: Type de logement']);
    assert.ok(radios.every((radio) => radio.legendVisible));
    assert.deepEqual(
      radios.filter((radio) => radio.name === 'civility').map((radio) => radio.labelText),
      ['Monsieur', 'Madame'],
    );
  });

  it('shows the chosen answer of a group by a thicker border and bold text, not by colour alone', async () => {
    const { page: own } = await browser.open(`${example.url}/`);
    await chooseResidence(own);
    const looks = () =>
      widget(own).evaluate((host) =>
        Object.fromEntries(
          Array.from(host.shadowRoot.querySelector('input[name="civility"]').closest('fieldset').querySelectorAll('.qw-choice'), (choice) => [
            choice.querySelector('label').textContent.trim(),
            `${getComputedStyle(choice).borderTopWidth} ${getComputedStyle(choice).fontWeight}`,
          ]),
        ),
      );
    for (const [chosen, other] of [
      ['Madame', 'Monsieur'],
      ['Monsieur', 'Madame'],
    ]) {
      await widget(own).getByRole('radio', { name: chosen, exact: true }).check();
      assert.deepEqual(await looks(), { [chosen]: '3px 700', [other]: '2px 400' });
    }
  });

  it('says which fields are required before the first one, and marks them', async () => {
    const mention = widget(page).getByText('Les champs marqués d’un astérisque (*) sont obligatoires.', { exact: true });
    assert.equal(await mention.isVisible(), true);
    const before = await mention.evaluate((element) => Boolean(element.compareDocumentPosition(element.closest('form').querySelector('input, select')) & Node.DOCUMENT_POSITION_FOLLOWING));
    assert.equal(before, true, 'the mention comes before the first control');
    assert.equal(await widget(page).locator('form').evaluate((form) => form.noValidate), true, 'no browser bubbles');
    const controls = await describeControls(page);
    for (const control of controls) {
      const required = REQUIRED.includes(control.name);
      assert.equal(control.required, required, `${control.name} required=${required}`);
      if (required && !['radio', 'checkbox'].includes(control.type)) assert.equal(control.ariaRequired, 'true', `${control.name} aria-required`);
      const visibleMark = (control.type === 'radio' ? control.legend : control.labelText).endsWith('*');
      assert.equal(visibleMark, required, `${control.name}: the asterisk shows exactly on required fields`);
    }
  });

  it('uses input types and autocomplete tokens that phones and password managers understand', async () => {
    const controls = Object.fromEntries((await describeControls(page)).filter((control) => control.type !== 'radio').map((control) => [control.name, control]));
    assert.deepEqual(
      ['firstName', 'lastName', 'email', 'phoneNumber'].map((name) => [name, controls[name].type, controls[name].autocomplete]),
      [
        ['firstName', 'text', 'given-name'],
        ['lastName', 'text', 'family-name'],
        ['email', 'email', 'email'],
        ['phoneNumber', 'tel', 'tel'],
      ],
    );
  });

  it('keeps the two consents apart: both unticked, the opt-in marked « (facultatif) »', async () => {
    const controls = (await describeControls(page)).filter((control) => control.type === 'checkbox');
    assert.deepEqual(controls.map((control) => [control.name, control.checked]), [
      ['acceptPromotionalOffers', false],
      ['rgpd', false],
    ]);
    assert.match(controls[0].labelText, /\(facultatif\)$/);
    assert.doesNotMatch(controls[1].labelText, /facultatif/);
  });

  it('after a failed submit, ties each invalid control to its message, worded as in the summary', async () => {
    await widget(page).getByRole('textbox', { name: 'Adresse e-mail' }).fill('jeanne@');
    await widget(page).getByRole('button', { name: 'Découvrir mon tarif' }).click();
    await waitForSummary(page, consoleLines);
    const summary = await widget(page).locator('.qw-summary a').evaluateAll((links) => links.map((link) => ({ target: link.getAttribute('href').slice(1), text: link.textContent.replace(/[\s\u00a0]+/g, ' ').trim() })));
    const controls = await describeControls(page);
    const invalid = controls.filter((control) => control.invalid === 'true');
    const invalidNames = [...new Set(invalid.map((control) => control.name))];
    assert.deepEqual(invalidNames, ['firstName', 'lastName', 'email', 'phoneNumber', 'status', 'knowUs', 'housingType', 'rgpd']);
    assert.equal(summary.length, invalidNames.length, 'one summary link per invalid field');
    for (const name of invalidNames) {
      const control = invalid.find((item) => item.name === name);
      const messages = control.descriptions.filter((description) => description?.text && /requis|valide|accepter/.test(description.text));
      assert.equal(messages.length, 1, `${name} is described by its message: ${JSON.stringify(control.descriptions)}`);
      assert.ok(messages[0].visible, `${name}: the message shows beside the field`);
      assert.ok(control.descriptions.every(Boolean), `${name}: every aria-describedby id resolves`);
      // A text box is its own target; a radio's target is its fieldset, whose id starts the radio's.
      const link = summary.find((item) => item.target === control.id || control.id.startsWith(`${item.target}-`));
      assert.ok(link, `${name} has a summary link`);
      assert.ok(link.text.endsWith(` : ${messages[0].text}`) || link.text.endsWith(`? ${messages[0].text}`), `same words: « ${link.text} » and « ${messages[0].text} »`);
    }
    assert.equal(invalid.find((control) => control.name === 'email').descriptions.find((item) => /valide/.test(item?.text ?? ''))?.text, "Cet email n’est pas valide");
    // A valid field is not marked.
    assert.equal(controls.find((control) => control.name === 'acceptPromotionalOffers').invalid, null);
  });

  it('never loses what was typed: not on error, not going back to change the residence', async () => {
    await widget(page).getByRole('textbox', { name: 'Prénom' }).fill('Jeanne');
    await widget(page).getByRole('button', { name: 'Découvrir mon tarif' }).click();
    assert.equal(await widget(page).getByRole('textbox', { name: 'Prénom' }).inputValue(), 'Jeanne');
    assert.equal(await widget(page).getByRole('textbox', { name: 'Adresse e-mail' }).inputValue(), 'jeanne@');
    await widget(page).getByRole('button', { name: 'Changer de résidence' }).click();
    await chooseResidence(page, 'Le Clos des Volcans');
    assert.equal(await widget(page).getByRole('textbox', { name: 'Prénom' }).inputValue(), 'Jeanne');
    assert.equal(await widget(page).getByRole('textbox', { name: 'Adresse e-mail' }).inputValue(), 'jeanne@');
  });

  it('says a phone number too short to call is incomplete, beside the field and in the summary, and sends nothing', async () => {
    const INCOMPLETE = 'Ce numéro de téléphone semble incomplet ou erroné\u00a0: écrivez-le par exemple 06\u00a012\u00a034\u00a056\u00a078.';
    const { page: fresh, context } = await browser.open(`${example.url}/`);
    try {
      const leads = example.rows().length;
      await chooseResidence(fresh);
      await fillForm(fresh);
      await widget(fresh).getByRole('textbox', { name: 'Téléphone' }).fill('06 12 34');
      await widget(fresh).getByRole('button', { name: 'Découvrir mon tarif' }).click();
      const link = widget(fresh).locator('.qw-summary a').filter({ hasText: INCOMPLETE });
      await link.waitFor();
      assert.equal(await widget(fresh).locator('.qw-summary a').count(), 1, 'the phone is the only problem');
      const phone = (await describeControls(fresh)).find((control) => control.name === 'phoneNumber');
      assert.equal(phone.invalid, 'true');
      // What assistive technology reads, spaces of any kind read as one.
      const message = phone.descriptions.find((description) => description?.text === INCOMPLETE.replace(/\u00a0/g, ' '));
      assert.ok(message?.visible, `the message shows beside the field: ${JSON.stringify(phone.descriptions)}`);
      assert.match((await link.textContent()).replace(/[\s\u00a0]+/g, ' '), /^Téléphone : Ce numéro de téléphone semble incomplet ou erroné : écrivez-le par exemple 06 12 34 56 78\.$/);
      assert.equal(await widget(fresh).getByRole('heading', { name: 'Vos informations' }).isVisible(), true);
      assert.equal(example.rows().length, leads, 'no lead was sent');
    } finally {
      await context.close();
    }
  });

  it('counts a click held as a hand holds it, below a field it leaves in error, on a window that shows both', async () => {
    // Tall enough for the address and « Découvrir mon tarif » to show together: the address's error, coming as
    // the press leaves the field, lands between them.
    const { page: tall, context, consoleLines: tallConsole } = await browser.open(`${example.url}/`, { viewport: { width: 1280, height: 1400 } });
    try {
      await chooseResidence(tall);
      const email = widget(tall).getByRole('textbox', { name: 'Adresse e-mail' });
      await email.fill('jeanne@');
      const proche = widget(tall).getByRole('radio', { name: 'Proche' });
      await proche.click({ delay: 100 });
      assert.equal(await proche.isChecked(), true, 'the choice below the address took the click');
      await widget(tall).getByText('Cet email n’est pas valide').waitFor();
      const phone = widget(tall).getByRole('textbox', { name: 'Téléphone' });
      await phone.fill('06 12 34');
      // As a visitor would scroll to see the field and the button together.
      await phone.evaluate((element) => window.scrollTo({ top: element.getBoundingClientRect().top + window.scrollY - 300, behavior: 'instant' }));
      const submit = widget(tall).getByRole('button', { name: 'Découvrir mon tarif' });
      const [phoneBox, submitBox] = [await phone.boundingBox(), await submit.boundingBox()];
      assert.ok(phoneBox.y > 0 && submitBox.y + submitBox.height < 1400, `both in the window: ${phoneBox.y}, ${submitBox.y}`);
      await submit.click({ delay: 100 });
      await waitForSummary(tall, tallConsole);
    } finally {
      await context.close();
    }
  });

  it('refuses a name holding a right-to-left override or a control character before sending, as the server would', async () => {
    const REFUSED = 'Ce champ contient des caractères non autorisés.';
    const { page: fresh, context } = await browser.open(`${example.url}/`);
    try {
      const leads = example.rows().length;
      await chooseResidence(fresh);
      await fillForm(fresh);
      // « Jeanne » that a pasted override would show reversed to the person who calls back.
      await widget(fresh).getByRole('textbox', { name: 'Prénom' }).fill('\u202eJeanne');
      await widget(fresh).getByRole('textbox', { name: 'Nom', exact: true }).fill('Martin\u0007');
      await widget(fresh).getByRole('button', { name: 'Découvrir mon tarif' }).click();
      await widget(fresh).locator('.qw-summary a').first().waitFor();
      const links = (await widget(fresh).locator('.qw-summary a').allTextContents()).map((text) => text.replace(/[\s\u00a0]+/g, ' '));
      assert.deepEqual(links, [`Prénom : ${REFUSED}`, `Nom : ${REFUSED}`]);
      assert.equal(example.rows().length, leads, 'no lead was sent');
    } finally {
      await context.close();
    }
  });

  it('follows the visual order with Tab, and no element has a positive tabindex', async () => {
    assert.deepEqual(await widget(page).evaluate((host) => Array.from(host.shadowRoot.querySelectorAll('[tabindex]')).filter((element) => element.tabIndex > 0).map((element) => element.outerHTML)), []);
    await widget(page).getByRole('heading', { name: 'Vos informations' }).focus();
    const stops = [];
    for (let index = 0; index < 40; index += 1) {
      await page.keyboard.press('Tab');
      const stop = await widget(page).evaluate((host) => {
        const active = host.shadowRoot.activeElement;
        if (!active?.closest('.qw-form-step')) return null;
        const box = active.getBoundingClientRect();
        return { what: active.name || active.textContent.trim().slice(0, 30), top: box.top + scrollY, bottom: box.bottom + scrollY, left: box.left };
      });
      if (!stop) break;
      stops.push(stop);
    }
    assert.ok(stops.length >= 12, JSON.stringify(stops.map((stop) => stop.what)));
    for (let index = 1; index < stops.length; index += 1) {
      const [before, now] = [stops[index - 1], stops[index]];
      // Below the previous stop, or on the same row to its right.
      const sameRow = now.top < before.bottom && now.bottom > before.top;
      assert.ok(sameRow ? now.left > before.left : now.top >= before.top, `${before.what} → ${now.what}`);
    }
  });
});

describe('sending is announced: busy while it goes, an alert when it fails', () => {
  const browser = useBrowser();
  // The failure is held back until the busy state has been read.
  const failure = heldAnswer({ status: 503, body: {} });
  let server;
  let page;

  before(async () => {
    server = await startHostServer({ routes: { '/': hostPage({ config: exampleConfig() }) }, api: failure.api });
    ({ page } = await browser.open(`${server.url}/`));
    await chooseResidence(page);
    await fillForm(page);
  });

  after(() => server?.close());

  it('marks the button busy with a status message, then shows a role=alert and keeps the values', async () => {
    const submit = widget(page).getByRole('button', { name: 'Découvrir mon tarif' });
    await submit.click();
    await widget(page).locator('button[aria-busy="true"]').waitFor();
    assert.equal(await widget(page).getByRole('status').filter({ hasText: 'Envoi de votre demande en cours…' }).count(), 1);
    failure.release();
    const alert = widget(page).getByRole('alert');
    // A 503 is an error on our side, not the visitor's connection.
    await alert.getByText('Votre demande n’a pas pu être enregistrée, à la suite d’un incident de notre côté. Réessayez dans quelques instants.').waitFor();
    assert.equal(await submit.getAttribute('aria-busy'), null);
    assert.equal(await widget(page).getByRole('textbox', { name: 'Prénom' }).inputValue(), 'Jeanne');
    assert.equal(await widget(page).getByRole('heading', { name: 'Vos informations' }).count(), 1);
  });
});

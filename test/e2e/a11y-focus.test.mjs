// Focus management. Every step change puts focus on the new step's heading and says
// « Étape N sur 3 : … » in a polite live region; a failed submit focuses the error summary, whose links focus
// their fields; the dialog keeps focus inside, closes with Escape (and its buttons) giving focus back to the
// contact button, and the host page is inert while it is open.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { fillForm, focused, widget } from './support/a11y.mjs';
import { startExample } from './support/example.mjs';
import { useBrowser } from './support/use-browser.mjs';

describe('focus and announcements follow the visitor through the steps', () => {
  const browser = useBrowser();
  let example;
  let page;
  let title;

  /** The text of the step announcer, a polite live region present from the start. */
  const announcer = () => widget(page).locator('.qw-wizard > [role="status"]');

  /** Waits for the heading to hold focus and the announcer to say so; returns what was announced. */
  async function expectStep(number, heading) {
    await page.waitForFunction(
      ([text]) => {
        const active = document.querySelector('[data-quote-wizard] > quote-wizard-root').shadowRoot.activeElement;
        return active?.matches('h2, h3') && active.textContent === text;
      },
      [heading],
    );
    const now = await focused(page);
    assert.equal(now.text, heading);
    assert.equal(await widget(page).getByRole('heading', { name: heading }).getAttribute('tabindex'), '-1');
    await page.waitForFunction(([expected]) => document.querySelector('[data-quote-wizard] > quote-wizard-root').shadowRoot.querySelector('.qw-wizard > [role="status"]')?.textContent === expected, [`Étape ${number} sur 3\u00a0: ${heading}`]);
    assert.equal(await page.title(), title, "the host's document.title is left alone");
  }

  before(async () => {
    example = await startExample();
    ({ page } = await browser.open(`${example.url}/`));
    await widget(page).getByRole('heading', { name: 'Rechercher sa résidence' }).waitFor();
    title = await page.title();
  });

  after(() => example?.close());

  it('has an empty polite announcer from the start, and does not take focus on load', async () => {
    assert.equal(await announcer().count(), 1);
    assert.equal(await announcer().textContent(), '');
    assert.equal(await page.evaluate(() => document.activeElement === document.body), true);
  });

  it('step 0 → 1 from the list: focus on « Vos informations », « Étape 2 sur 3 » announced', async () => {
    await widget(page).locator('.qw-list button', { hasText: "La Villa de l’Erdre" }).click();
    await expectStep(2, 'Vos informations');
  });

  it('step 1 → 0 with « Changer de résidence », then 0 → 1 from a map point', async () => {
    await widget(page).getByRole('button', { name: 'Changer de résidence' }).click();
    await expectStep(1, 'Rechercher sa résidence');
    await widget(page).getByRole('button', { name: 'Résidence Le Clos des Volcans, Auvergne-Rhône-Alpes' }).click();
    await expectStep(2, 'Vos informations');
  });

  it('a failed submit focuses the error summary at the top of the form', async () => {
    await widget(page).getByRole('button', { name: 'Découvrir mon tarif' }).click();
    await page.waitForFunction(() => document.querySelector('[data-quote-wizard] > quote-wizard-root').shadowRoot.activeElement?.classList.contains('qw-summary'));
    const summary = widget(page).getByRole('group', { name: 'Il y a un problème' });
    assert.equal(await summary.evaluate((element) => element.getRootNode().activeElement === element), true);
    // Before every control of the form.
    const first = await summary.evaluate((element) => Boolean(element.compareDocumentPosition(element.closest('form').querySelector('input, select')) & Node.DOCUMENT_POSITION_FOLLOWING));
    assert.equal(first, true);
  });

  it('each summary link moves focus to its field', async () => {
    const links = widget(page).locator('.qw-summary a');
    const count = await links.count();
    assert.ok(count >= 6, `${count} links`);
    for (let index = 0; index < count; index += 1) {
      const link = links.nth(index);
      const text = await link.innerText();
      const target = (await link.getAttribute('href')).slice(1);
      await link.focus();
      await page.keyboard.press('Enter');
      const landed = await widget(page).evaluate((host, id) => {
        const active = host.shadowRoot.activeElement;
        const target = host.shadowRoot.getElementById(id);
        const name = active?.labels?.[0]?.textContent ?? '';
        return { onTarget: active === target || (target?.tagName === 'FIELDSET' && target.contains(active) && active.tagName === 'INPUT'), legend: target?.querySelector('legend')?.textContent ?? '', name, tag: active?.tagName };
      }, target);
      assert.equal(landed.onTarget, true, `${text} → ${JSON.stringify(landed)}`);
      // 'Nom : Ce champ est requis', or after a question 'Comment nous avez-vous connus ? Ce champ est requis'.
      const label = text.includes(' : ') ? text.split(' : ')[0] : text.slice(0, text.indexOf('?') + 1);
      assert.ok(`${landed.legend} ${landed.name}`.includes(label) || (label === 'Consentement' && landed.tag === 'INPUT'), `${text} → ${JSON.stringify(landed)}`);
    }
  });

  it('marks the steps in an ordered list: current by aria-current, done in words, later ones not operable', async () => {
    const nav = widget(page).getByRole('navigation', { name: 'Étapes de votre devis' });
    const steps = await nav.locator('ol > li button').evaluateAll((buttons) =>
      buttons.map((button) => ({
        current: button.getAttribute('aria-current'),
        disabled: button.disabled,
        // What a screen reader says: the visible number is aria-hidden, the text is not.
        spoken: (() => {
          const copy = button.cloneNode(true);
          copy.querySelectorAll('[aria-hidden="true"]').forEach((hidden) => hidden.remove());
          return copy.textContent.replace(/[\s\u00a0]+/g, ' ').trim();
        })(),
        hiddenDone: Array.from(button.querySelectorAll('.qw-sr-only'), (span) => span.textContent).join('').includes('terminée'),
      })),
    );
    assert.deepEqual(steps, [
      { current: null, disabled: false, spoken: '1. Rechercher sa résidence (terminée)', hiddenDone: true },
      { current: 'step', disabled: true, spoken: 'Étape 2 sur 3 : Vos informations', hiddenDone: false },
      { current: null, disabled: true, spoken: '3. Résumé', hiddenDone: false },
    ]);
  });

  it('step 1 → 2 after a valid submit: focus on « Votre tarif »', async () => {
    await fillForm(page);
    await widget(page).getByRole('button', { name: 'Découvrir mon tarif' }).click();
    await expectStep(3, 'Votre tarif');
  });

  it('step 2 → 1 and back through the step navigation', async () => {
    await widget(page).getByRole('navigation', { name: 'Étapes de votre devis' }).getByRole('button', { name: /Vos informations/ }).click();
    await expectStep(2, 'Vos informations');
    assert.equal(await widget(page).getByRole('textbox', { name: 'Prénom' }).inputValue(), 'Jeanne', 'values are kept going back');
    await widget(page).getByRole('button', { name: 'Découvrir mon tarif' }).click();
    await expectStep(3, 'Votre tarif');
  });

  it('the dialog takes focus, keeps it inside, and Escape gives it back to the contact button', async () => {
    const contact = widget(page).getByRole('button', { name: 'Être contacté par un conseiller' });
    await contact.click();
    const dialog = widget(page).getByRole('dialog', { name: 'Merci' });
    await dialog.waitFor();
    assert.equal(await dialog.getAttribute('aria-modal'), 'true');
    const inDialog = () => dialog.evaluate((element) => element.contains(element.getRootNode().activeElement));
    assert.equal(await inDialog(), true, 'focus entered the dialog');
    for (const key of ['Tab', 'Tab', 'Tab', 'Shift+Tab', 'Shift+Tab', 'Shift+Tab']) {
      await page.keyboard.press(key);
      assert.equal(await inDialog(), true, `${key} keeps focus inside`);
    }
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    assert.equal(await contact.evaluate((element) => element.getRootNode().activeElement === element), true);
  });

  it('« Fermer » and the × close it too, focus going back to the contact button', async () => {
    const contact = widget(page).getByRole('button', { name: 'Être contacté par un conseiller' });
    for (const close of ['.qw-dialog .qw-button', '.qw-dialog__x']) {
      await contact.click();
      await widget(page).getByRole('dialog', { name: 'Merci' }).waitFor();
      await widget(page).locator(close).click();
      await widget(page).getByRole('dialog').waitFor({ state: 'detached' });
      assert.equal(await contact.evaluate((element) => element.getRootNode().activeElement === element), true, close);
    }
  });

  it('the host page is inert while the dialog is open, and usable again once closed', async () => {
    const hostLink = page.locator('.main-nav a', { hasText: 'Contact' });
    const probe = () =>
      page.evaluate(() => {
        const link = Array.from(document.querySelectorAll('.main-nav a')).find((a) => a.textContent === 'Contact');
        const box = link.getBoundingClientRect();
        link.focus();
        const hit = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
        return { focusable: document.activeElement === link, hitIsLink: hit === link || link.contains(hit) };
      });
    await hostLink.scrollIntoViewIfNeeded();
    await widget(page).getByRole('button', { name: 'Être contacté par un conseiller' }).evaluate((button) => button.click());
    const dialog = widget(page).getByRole('dialog', { name: 'Merci' });
    await dialog.waitFor();
    assert.equal(await dialog.evaluate((element) => element.matches(':modal')), true, 'the dialog is modal, in the top layer');
    assert.equal(await page.evaluate(() => document.body.classList.contains('quote-wizard-modal-open')), true);
    assert.deepEqual(await probe(), { focusable: false, hitIsLink: false });
    assert.equal(await dialog.evaluate((element) => element.contains(element.getRootNode().activeElement)), true, 'focus stayed in the dialog');
    // A real click where the host link is does not follow it.
    const url = page.url();
    const box = await hostLink.boundingBox();
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
    assert.equal(page.url(), url);
    assert.equal(await dialog.isVisible(), true);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    assert.deepEqual(await probe(), { focusable: true, hitIsLink: true });
  });
});

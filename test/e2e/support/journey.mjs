// The visitor journey, step by step, for tests that need a widget brought to a given point.
import { settled } from './settle.mjs';

/** Chooses a residence from the list (its entry's accessible name starts with the residence name). */
export async function chooseResidence(widget, name) {
  await widget.getByRole('button', { name: new RegExp(`^${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`) }).first().click();
  await widget.getByRole('heading', { name: 'Vos informations' }).waitFor();
}

/** What the visitor types and chooses, as the form shows it (labels, not values). */
export const VISITOR = {
  civility: 'Madame',
  firstName: 'Jeanne',
  lastName: 'Martin',
  email: 'jeanne.martin@exemple.fr',
  phoneNumber: '06 12 34 56 78',
  status: 'Proche',
  knowUs: 'internet',
  housing: 'T2',
  promotions: true,
};

/** The form's values as the widget holds them in its controls. */
export const TYPED = {
  civility: 'mme',
  firstName: 'Jeanne',
  lastName: 'Martin',
  email: 'jeanne.martin@exemple.fr',
  phoneNumber: '06 12 34 56 78',
  status: 'senior_child',
  knowUs: 'internet',
  housingType: 'one_room',
  acceptPromotionalOffers: true,
  rgpd: true,
};

/**
 * Fills step 1 as a visitor does with a pointer (a locator of the widget's host element). `housing` null takes
 * the first priced type, for residences that may not have the default one.
 */
export async function fillVisitorForm(widget, visitor = VISITOR) {
  await widget.getByRole('radio', { name: visitor.civility }).check();
  await widget.getByRole('textbox', { name: 'Prénom' }).fill(visitor.firstName);
  await widget.getByRole('textbox', { name: 'Nom', exact: true }).fill(visitor.lastName);
  await widget.getByRole('textbox', { name: 'Adresse e-mail' }).fill(visitor.email);
  await widget.getByRole('textbox', { name: 'Téléphone' }).fill(visitor.phoneNumber);
  await widget.getByRole('radio', { name: visitor.status }).check();
  await widget.getByRole('combobox', { name: 'Comment nous avez-vous connus ?' }).selectOption(visitor.knowUs);
  const housing = widget.getByRole('group', { name: /Type de logement/ });
  await (visitor.housing ? housing.getByRole('radio', { name: visitor.housing, exact: true }) : housing.getByRole('radio').first()).check();
  if (visitor.promotions) await widget.locator('input[name="acceptPromotionalOffers"]').check();
  await widget.locator('input[name="rgpd"]').check();
}

/** Fills step 1 with valid values, the first priced housing type and no opt-in; `values` overrides any of them. */
export const fillForm = (widget, values = {}) => fillVisitorForm(widget, { ...VISITOR, housing: null, promotions: false, ...values });

/** Every named control of the form in the shadow root: text values, the checked radio, the checkboxes. */
export async function readFormValues(widget) {
  return widget.evaluate((host) => {
    const form = host.querySelector('quote-wizard-root').shadowRoot.querySelector('form');
    const values = {};
    for (const control of form.querySelectorAll('input[name], select[name], textarea[name]')) {
      if (control.type === 'radio') {
        if (control.checked) values[control.name] = control.value;
        else values[control.name] ??= null;
      } else if (control.type === 'checkbox') values[control.name] = control.checked;
      else values[control.name] = control.value;
    }
    return values;
  });
}

/** Sends the form and waits for the price step. */
export async function submitForm(widget) {
  await widget.getByRole('button', { name: 'Découvrir mon tarif' }).click();
  await widget.getByRole('heading', { name: 'Votre tarif' }).waitFor();
}

/** Opens the thank-you dialog and closes it with « Fermer ». */
export async function contactAndClose(widget) {
  await widget.getByRole('button', { name: 'Être contacté par un conseiller' }).click();
  const dialog = widget.getByRole('dialog', { name: 'Merci' });
  await dialog.waitFor();
  await dialog.getByRole('button', { name: 'Fermer' }).last().click();
  await dialog.waitFor({ state: 'detached' });
}

/**
 * Records Content-Security-Policy violations of the page (they bubble, composed, up to the document). The reader
 * waits for the page to settle first: a violation is reported in a task of its own, after what caused it.
 */
export async function recordViolations(page) {
  await page.addInitScript(() => {
    window.__violations = [];
    document.addEventListener('securitypolicyviolation', (event) => window.__violations.push(`${event.violatedDirective} ${event.blockedURI} ${event.sample}`));
  });
  return async () => {
    await settled(page);
    return page.evaluate(() => window.__violations);
  };
}

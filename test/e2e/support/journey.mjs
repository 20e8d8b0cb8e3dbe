// The visitor journey, step by step, for tests that need a widget brought to a given point.

/** Chooses a residence from the list (its entry's accessible name starts with the residence name). */
export async function chooseResidence(widget, name) {
  await widget.getByRole('button', { name: new RegExp(`^${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`) }).first().click();
  await widget.getByRole('heading', { name: 'Vos informations' }).waitFor();
}

/** Ticks a radio or checkbox by its visible label, as a visitor clicks it. */
const tick = (scope, label) => scope.locator('label').filter({ hasText: new RegExp(`^\\s*${label}\\s*$`) }).first().click();

/** Fills every required field of step 1 with valid values; `values` overrides the text fields. */
export async function fillForm(widget, values = {}) {
  const { firstName = 'Jeanne', lastName = 'Martin', email = 'jeanne.martin@exemple.fr', phoneNumber = '06 12 34 56 78' } = values;
  await tick(widget, 'Madame');
  await widget.getByRole('textbox', { name: 'Prénom' }).fill(firstName);
  await widget.getByRole('textbox', { name: 'Nom', exact: true }).fill(lastName);
  await widget.getByRole('textbox', { name: 'Adresse e-mail' }).fill(email);
  await widget.getByRole('textbox', { name: 'Téléphone' }).fill(phoneNumber);
  await tick(widget, 'Proche');
  await widget.getByRole('combobox', { name: 'Comment nous avez-vous connus ?' }).selectOption('internet');
  await widget.getByRole('group', { name: /Type de logement/ }).locator('label').first().click();
  await widget.locator('input[name="rgpd"]').check();
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

/** Records Content-Security-Policy violations of the page (they bubble, composed, up to the document). */
export async function recordViolations(page) {
  await page.addInitScript(() => {
    window.__violations = [];
    document.addEventListener('securitypolicyviolation', (event) => window.__violations.push(`${event.violatedDirective} ${event.blockedURI} ${event.sample}`));
  });
  return async () => page.evaluate(() => window.__violations);
}

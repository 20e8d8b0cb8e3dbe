// The widget's screens on the example page, each reached from the previous one, for tests that look at every
// screen in turn (reflow, text size, targets); the screenshots script reaches its own through the same steps.
import { chooseResidence, fillForm, widget } from './a11y.mjs';

/** On the form: sends it as it is, and waits for the summary of its errors. */
export async function sendEmptyForm(page) {
  await widget(page).getByRole('button', { name: 'Découvrir mon tarif' }).click();
  await widget(page).getByText('Il y a un problème').waitFor();
}

/** On the form: fills it in, sends it, and waits for the price. */
export async function sendFilledForm(page) {
  await fillForm(page);
  await widget(page).getByRole('button', { name: 'Découvrir mon tarif' }).click();
  await widget(page).getByRole('heading', { name: 'Votre tarif' }).waitFor();
}

/** The screens of the widget, each reached from the previous one. */
export const SCREENS = [
  ['step 0', async (page) => widget(page).getByRole('heading', { name: 'Rechercher sa résidence' }).waitFor()],
  [
    // The east-most point focused: its name shows, and must not push the page sideways.
    'step 0 with the east-most point focused',
    async (page) => {
      await widget(page).evaluate((host) => {
        const points = Array.from(host.shadowRoot.querySelectorAll('.qw-map__point'));
        points.sort((a, b) => b.getBoundingClientRect().right - a.getBoundingClientRect().right)[0].focus();
      });
      // A point or a cluster: either way its name (or its count) shows beside it.
      await widget(page).locator('.qw-map__label--shown').waitFor();
    },
  ],
  ['step 1', async (page) => chooseResidence(page)],
  ['step 1 with errors', sendEmptyForm],
  ['step 2', sendFilledForm],
  [
    'the dialog',
    async (page) => {
      await widget(page).getByRole('button', { name: 'Être contacté par un conseiller' }).click();
      await widget(page).getByRole('dialog', { name: 'Merci' }).waitFor();
    },
  ],
];


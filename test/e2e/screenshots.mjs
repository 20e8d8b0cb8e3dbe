// `npm run screenshots`: PNGs of every screen of the widget on the example page, at 375 px and 1280 px wide,
// in screenshots/ (git-ignored), for a person to look at. Uses the last build, like the browser tests.
import { SHOWN_ENTRIES } from './support/residences.mjs';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chooseResidence, widget } from './support/a11y.mjs';
import { launchBrowser, openPage } from './support/browser.mjs';
import { startExample } from './support/example.mjs';
import { sendEmptyForm, sendFilledForm } from './support/screens.mjs';
import { settled } from './support/settle.mjs';

const OUT = fileURLToPath(new URL('../../screenshots/', import.meta.url));
const WIDTHS = [375, 1280];

/** Each screen: a file name and how to get there from the previous one. */
const SCREENS = [
  ['1-recherche', async (page) => widget(page).getByRole('heading', { name: 'Rechercher sa résidence' }).waitFor()],
  [
    '2-recherche-filtree',
    async (page) => {
      await widget(page).getByLabel('Rechercher une résidence').fill('bretagne');
      await widget(page).getByText(/résidences? trouvées?/).waitFor();
      await widget(page).locator(SHOWN_ENTRIES).first().hover();
    },
  ],
  [
    '2b-recherche-sans-resultat',
    async (page) => {
      await widget(page).getByLabel('Rechercher une résidence').fill('Ajaccio');
      await widget(page).getByRole('button', { name: 'Effacer la recherche' }).waitFor();
    },
  ],
  [
    '3-formulaire',
    async (page) => {
      await widget(page).getByLabel('Rechercher une résidence').fill('');
      await chooseResidence(page);
    },
  ],
  ['4-formulaire-erreurs', sendEmptyForm],
  ['5-tarif', sendFilledForm],
  [
    '6-merci',
    async (page) => {
      await widget(page).getByRole('button', { name: 'Être contacté par un conseiller' }).focus();
      await page.keyboard.press('Enter');
      await widget(page).getByRole('dialog', { name: 'Merci' }).waitFor();
    },
  ],
  [
    '7-rappel-enregistre',
    async (page) => {
      await widget(page).getByRole('button', { name: 'Fermer' }).last().click();
      await widget(page).getByText(/Votre demande de rappel est enregistrée/).waitFor();
    },
  ],
];

mkdirSync(OUT, { recursive: true });
const example = await startExample();
const browser = await launchBrowser();
try {
  for (const width of WIDTHS) {
    const { context, page } = await openPage(browser, `${example.url}/`, { viewport: { width, height: 900 }, reducedMotion: 'reduce' });
    for (const [name, reach] of SCREENS) {
      await reach(page);
      // Fonts and images in place before the picture (with reduced motion, the scroll is already done).
      await settled(page);
      const file = join(OUT, `${width}-${name}.png`);
      // The dialog sits in the top layer over the viewport, and a hover ends when a screenshot of the whole
      // widget scrolls the page under the pointer: those two are the viewport; the other screens the whole widget.
      if (name === '6-merci' || name === '2-recherche-filtree') await page.screenshot({ path: file });
      else await widget(page).screenshot({ path: file });
      console.log(`[QuoteWizard] ${file}`);
    }
    await context.close();
  }
} finally {
  await browser.close();
  await example.close();
}

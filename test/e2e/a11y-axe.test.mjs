// Axe-core (WCAG 2.0, 2.1 and 2.2, levels A and AA) finds nothing on the example page at every
// screen of the widget, at 1280 px and at 375 px wide. Also checked at each screen: the widget says it is in
// French, and every IDREF (for, aria-labelledby, aria-describedby, aria-controls) resolves inside the shadow root.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { axeViolations, chooseResidence, fillForm, widget } from './support/a11y.mjs';
import { startExample } from './support/example.mjs';
import { SHOWN_ENTRIES } from './support/residences.mjs';
import { useBrowser } from './support/use-browser.mjs';

/** IDREFs of the shadow root that point nowhere, as "attribute=id" strings. */
async function brokenIdrefs(page) {
  return widget(page).evaluate((host) => {
    const root = host.shadowRoot;
    const broken = [];
    for (const attribute of ['for', 'aria-labelledby', 'aria-describedby', 'aria-controls', 'aria-errormessage']) {
      for (const element of root.querySelectorAll(`[${attribute}]`)) {
        for (const id of element.getAttribute(attribute).split(/\s+/).filter(Boolean)) {
          if (!root.getElementById(id)) broken.push(`${attribute}=${id}`);
        }
      }
    }
    return broken;
  });
}

for (const width of [1280, 375]) {
  describe(`axe finds no WCAG 2.2 AA violation on the example page at ${width} px`, () => {
    const browser = useBrowser();
    let example;
    let page;

    before(async () => {
      example = await startExample();
      ({ page } = await browser.open(`${example.url}/`, { viewport: { width, height: 900 } }));
      await widget(page).getByRole('heading', { name: 'Rechercher sa résidence' }).waitFor();
    });

    after(() => example?.close());

    /** The checks every screen gets. */
    async function clean() {
      assert.deepEqual(await axeViolations(page), []);
      assert.deepEqual(await brokenIdrefs(page), []);
      assert.equal(await widget(page).locator('.qw-root').getAttribute('lang'), 'fr');
    }

    it('step 0, the search', async () => {
      await clean();
    });

    it('step 0 filtered, with a point highlighted', async () => {
      await widget(page).getByLabel('Rechercher une résidence').fill('provence');
      await widget(page).getByText(/^\d+ résidences? trouvées?$/).waitFor();
      await widget(page).locator(SHOWN_ENTRIES).first().hover();
      await widget(page).locator('.qw-map__point--highlighted').waitFor();
      await clean();
      await widget(page).getByLabel('Rechercher une résidence').fill('zzz');
      await widget(page).getByText('Aucune résidence ne correspond à votre recherche.').waitFor();
      await clean();
      await widget(page).getByLabel('Rechercher une résidence').fill('');
    });

    it('step 1, the empty form', async () => {
      await chooseResidence(page);
      await clean();
    });

    it('step 1 after a failed submit', async () => {
      await widget(page).getByRole('button', { name: 'Découvrir mon tarif' }).click();
      await widget(page).getByText('Il y a un problème').waitFor();
      assert.ok((await widget(page).locator('[aria-invalid="true"]').count()) > 0);
      await clean();
    });

    it('step 2, the price', async () => {
      await fillForm(page);
      await widget(page).getByRole('button', { name: 'Découvrir mon tarif' }).click();
      await widget(page).getByRole('heading', { name: 'Votre tarif' }).waitFor();
      await clean();
    });

    it('the thank-you dialog open', async () => {
      await widget(page).getByRole('button', { name: 'Être contacté par un conseiller' }).click();
      await widget(page).getByRole('dialog', { name: 'Merci' }).waitFor();
      await clean();
    });
  });
}

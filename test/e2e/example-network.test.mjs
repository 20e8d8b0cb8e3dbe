// The example page with a generated network (`/?residences=1000`), as an integrator tries the widget at a size the
// example's 32 residences never reach: every residence listed, one far down the list found and chosen with the
// keyboard, and its lead accepted by the example's API. A size it cannot serve gets a French answer that says
// what it takes.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { generateResidences } from '../../examples/network/generate.mjs';
import { useExample } from './support/example.mjs';
import { fillForm } from './support/journey.mjs';
import { useBrowser } from './support/use-browser.mjs';

describe('the example page with a generated network of 1,000 residences', () => {
  const browser = useBrowser();
  const example = useExample();

  it('lists every residence and takes a lead for one far down the list, chosen with the keyboard', async () => {
    const chosen = generateResidences(1000)[700];
    const { context, page } = await browser.open(`${example.url}/?residences=1000`);
    try {
      const widget = page.locator('[data-quote-wizard]');
      await widget.getByRole('heading', { name: 'Rechercher sa résidence' }).waitFor();
      assert.equal(await widget.locator('.qw-list button').count(), 1000);

      await widget.getByLabel('Rechercher une résidence').focus();
      await page.keyboard.type(chosen.name);
      await widget.getByText('1 résidence trouvée').waitFor();
      // Tab from the search box to the one entry left, however many stops lie between.
      const focusedEntry = () => widget.evaluate((host) => host.querySelector('quote-wizard-root').shadowRoot.activeElement?.classList.contains('qw-entry') ?? false);
      for (let presses = 0; presses < 5 && !(await focusedEntry()); presses += 1) await page.keyboard.press('Tab');
      assert.equal(await focusedEntry(), true, 'Tab never reached the entry');
      await page.keyboard.press('Enter');
      await widget.getByRole('heading', { name: 'Vos informations' }).waitFor();

      await fillForm(widget);
      await widget.getByRole('button', { name: 'Découvrir mon tarif' }).click();
      await widget.getByRole('heading', { name: 'Votre tarif' }).waitFor();
      const row = example.rows().at(-1);
      assert.equal(row?.residence, chosen.id);
    } finally {
      await context.close();
    }
  });

  it('answers a size it cannot serve with what it takes, in French', async () => {
    for (const asked of ['0', 'mille', '5001', '12.5']) {
      const response = await fetch(`${example.url}/?residences=${asked}`);
      assert.equal(response.status, 400, asked);
      assert.equal(await response.text(), '« residences » attend un nombre entier de 1 à 5\u202f000, par exemple /?residences=1000.');
    }
  });

  it('serves a generated page the same on every visit, revalidated for a 304', async () => {
    const first = await fetch(`${example.url}/?residences=250`);
    const etag = first.headers.get('etag');
    assert.equal((await first.text()).includes('"residences"'), true);
    const again = await fetch(`${example.url}/?residences=250`, { headers: { 'If-None-Match': etag } });
    assert.equal(again.status, 304);
    const other = await fetch(`${example.url}/?residences=251`);
    assert.notEqual(other.headers.get('etag'), etag);
  });
});

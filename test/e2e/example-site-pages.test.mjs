// The links the widget shows lead to pages of the example site, not to its 404 page: « Voir la résidence » to the
// residence's own page, where the widget starts on that residence at the form and sends a lead like the example
// page's; « Réserver un séjour découverte » to the discovery stay's page. Under the example's strict policy,
// with no violation and no page error.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { useExample } from './support/example.mjs';
import { chooseResidence, fillForm, recordViolations, submitForm } from './support/journey.mjs';
import { useBrowser } from './support/use-browser.mjs';

/** From the example page to « Votre tarif » at Lille; gives the widget. */
async function toThePrice(page, url) {
  await page.goto(`${url}/`);
  const widget = page.locator('[data-quote-wizard]');
  await chooseResidence(widget, 'Les Terrasses du Vieux-Lille');
  await fillForm(widget, { housing: 'T1' });
  await submitForm(widget);
  return widget;
}

describe('the example site behind the widget’s links', () => {
  const browser = useBrowser();
  const example = useExample();

  it('opens the residence’s page from « Voir la résidence », its widget at the form for that residence', async () => {
    const { page, context } = await browser.open();
    try {
      const violations = await recordViolations(page);
      let widget = await toThePrice(page, example.url);
      await widget.getByRole('link', { name: 'Voir la résidence Les Terrasses du Vieux-Lille' }).click();

      await page.getByRole('heading', { level: 1, name: 'Les Terrasses du Vieux-Lille' }).waitFor();
      assert.equal(new URL(page.url()).pathname, '/residences/lille-vieux-lille');
      assert.match(await page.title(), /^Les Terrasses du Vieux-Lille – /);
      assert.equal(await page.getByText('Au cœur du Vieux-Lille', { exact: false }).count(), 1);
      widget = page.locator('[data-quote-wizard]');
      await widget.getByRole('heading', { name: 'Vos informations' }).waitFor();
      assert.equal(await widget.getByText('Les Terrasses du Vieux-Lille').first().isVisible(), true);

      // A lead from there arrives like one from the example page: the page gives its XSRF token too.
      await fillForm(widget, { housing: 'T2' });
      await submitForm(widget);
      const stored = example.rows().filter((row) => row.residence === 'lille-vieux-lille');
      assert.equal(stored.length, 2);
      assert.deepEqual(await violations(), []);
    } finally {
      await context.close();
    }
  });

  it('opens the discovery stay’s page from « Réserver un séjour découverte »', async () => {
    const { page, context } = await browser.open();
    try {
      const violations = await recordViolations(page);
      const widget = await toThePrice(page, example.url);
      await widget.getByRole('link', { name: 'Réserver un séjour découverte' }).click();
      await page.getByRole('heading', { level: 1, name: 'Réserver un séjour découverte' }).waitFor();
      assert.equal(new URL(page.url()).pathname, '/sejour-decouverte');
      assert.equal(await page.getByRole('link', { name: '0 800 00 00 00' }).first().getAttribute('href'), 'tel:+33800000000');
      assert.deepEqual(await violations(), []);
    } finally {
      await context.close();
    }
  });

  it('gives a generated residence’s page, its widget holding that residence alone', async () => {
    const { page, context } = await browser.open(`${example.url}/?residences=40`);
    try {
      const residences = () => page.evaluate(() => JSON.parse(document.getElementById('quote-wizard-config').textContent).residences);
      const { name, link } = (await residences())[7];
      await page.goto(`${example.url}${link}`);
      await page.getByRole('heading', { level: 1, name }).waitFor();
      const widget = page.locator('[data-quote-wizard]');
      await widget.getByRole('heading', { name: 'Vos informations' }).waitFor();
      assert.deepEqual((await residences()).map((residence) => residence.name), [name]);
    } finally {
      await context.close();
    }
  });
});

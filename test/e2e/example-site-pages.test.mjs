// The links the widget shows lead to pages of the example site, not to its 404 page: « Voir la résidence » to the
// residence's own page, where the widget starts on that residence at the form and sends a lead like the example
// page's; « Réserver un séjour découverte » to the discovery stay's page; the consent's privacy policy and the
// price conditions to pages of their own. Every link of the header, the footer and the site map leads to a page
// of the site; anything else ends on its 404 page, inside the site, with the way back. Under the example's strict
// policy, with no violation and no page error; axe finds nothing on the pages without a widget.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { axeViolations } from './support/a11y.mjs';
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
      // The step's heading shows while the form's code arrives, the residence's name with the form a moment later.
      const chosen = widget.getByText('Les Terrasses du Vieux-Lille').first();
      await chosen.waitFor();
      assert.equal(await chosen.isVisible(), true);

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

  it('opens the privacy policy from the consent under the form, and the legal notice from the price conditions', async () => {
    const { page, context } = await browser.open();
    try {
      const violations = await recordViolations(page);
      await page.goto(`${example.url}/`);
      let widget = page.locator('[data-quote-wizard]');
      await chooseResidence(widget, 'Les Terrasses du Vieux-Lille');
      await widget.getByRole('link', { name: 'politique de confidentialité' }).click();
      await page.getByRole('heading', { level: 1, name: 'Politique de confidentialité' }).waitFor();
      assert.equal(new URL(page.url()).pathname, '/politique-de-confidentialite');
      assert.match(await page.title(), /^Politique de confidentialité – Les Jardins d’Argent/);
      // What it says of the example is true of it: where the leads go.
      assert.equal(await page.getByText('examples/data/quotation-requests.sqlite').count(), 1);
      assert.equal(await page.getByRole('link', { name: 'donnees@jardins-argent.example' }).getAttribute('href'), 'mailto:donnees@jardins-argent.example');
      // The site around it, and no widget to load.
      assert.equal(await page.getByRole('navigation', { name: 'Navigation principale' }).count(), 1);
      assert.equal(await page.evaluate(() => 'QuoteWizard' in window), false);
      assert.deepEqual(await axeViolations(page), []);

      await page.getByRole('link', { name: 'Retour au simulateur de devis' }).click();
      // Back where the visitor left the widget, in the same tab: at the form.
      widget = page.locator('[data-quote-wizard]');
      await widget.getByRole('heading', { name: 'Vos informations' }).waitFor();
      await widget.getByRole('link', { name: 'Voir les conditions' }).click();
      await page.getByRole('heading', { level: 1, name: 'Mentions légales' }).waitFor();
      assert.equal(new URL(page.url()).pathname, '/mentions-legales');
      assert.equal(await page.getByText('seul le devis que vous remet un conseiller vous engage', { exact: false }).count(), 1);
      assert.deepEqual(await axeViolations(page), []);
      assert.deepEqual(await violations(), []);
    } finally {
      await context.close();
    }
  });

  it('gives every link of the header, the footer and the site map a page of the site', async () => {
    const { page, context } = await browser.open();
    try {
      const violations = await recordViolations(page);
      const sameSiteLinks = (scope) =>
        scope.evaluateAll((links) => links.map((link) => new URL(link.href)).filter((url) => url.origin === location.origin).map((url) => url.pathname));
      await page.goto(`${example.url}/`);
      const paths = new Set([
        ...(await sameSiteLinks(page.locator('.site-header a'))),
        ...(await sameSiteLinks(page.locator('.site-footer a'))),
      ]);
      await page.goto(`${example.url}/plan-du-site`);
      for (const path of await sameSiteLinks(page.getByRole('main').getByRole('link'))) paths.add(path);
      // The header's five, the footer's four, the site map's: every page a visitor can reach from one of them.
      for (const expected of ['/residences', '/services', '/tarifs', '/contact', '/accessibilite', '/plan-du-site', '/sejour-decouverte']) {
        assert.ok(paths.has(expected), `no link to ${expected} in ${[...paths].join(', ')}`);
      }
      for (const path of paths) {
        const response = await page.goto(`${example.url}${path}`);
        assert.equal(response.status(), 200, path);
        await page.getByRole('heading', { level: 1 }).waitFor();
        assert.match(await page.title(), / – Les Jardins d’Argent, résidences services seniors$/, path);
        if (path === '/') continue;
        // Of the header's and footer's links to the page the visitor is on, the first says so, and only it.
        const marks = await page
          .locator('.site-header a, .site-footer a')
          .evaluateAll((links) => links.filter((link) => link.href === location.href).map((link) => link.getAttribute('aria-current')));
        assert.deepEqual(marks, marks.map((mark, index) => (index === 0 ? 'page' : null)), path);
        assert.equal(await page.locator('[aria-current="page"]').count(), marks.length > 0 ? 1 : 0, path);
        if (path === '/tarifs') continue;
        assert.equal(await page.evaluate(() => 'QuoteWizard' in window), false, path);
        assert.deepEqual(await axeViolations(page), [], path);
      }
      assert.deepEqual(await violations(), []);
    } finally {
      await context.close();
    }
  });

  it('lists every residence of the network on « Nos résidences », each leading to its page and its widget', async () => {
    const { page, context } = await browser.open();
    try {
      const violations = await recordViolations(page);
      await page.goto(`${example.url}/`);
      const network = await page.evaluate(() => JSON.parse(document.getElementById('quote-wizard-config').textContent).residences);
      await page.getByRole('navigation', { name: 'Navigation principale' }).getByRole('link', { name: 'Nos résidences' }).click();
      await page.getByRole('heading', { level: 1, name: 'Nos résidences' }).waitFor();
      const main = page.getByRole('main');
      const listed = await main.getByRole('listitem').evaluateAll((items) =>
        items.map((item) => ({ href: item.querySelector('a')?.getAttribute('href'), name: item.querySelector('a')?.textContent, text: item.textContent })),
      );
      assert.deepEqual(
        listed.map(({ href, name }) => [href, name]),
        network.map((residence) => [`/residences/${residence.id}`, residence.name]),
      );
      const soon = listed.filter(({ text }) => text.includes('Ouverture prochaine')).map(({ name }) => name);
      assert.deepEqual(soon, network.filter((residence) => residence.isOpen === false).map((residence) => residence.name));
      assert.ok(soon.length > 0, 'the example network has residences that are not open yet');
      // One heading per region, in the order the network first names them.
      assert.deepEqual(await main.getByRole('heading', { level: 2 }).allInnerTexts(), [...new Set(network.map((residence) => residence.region))]);

      const { id, name } = network[3];
      await main.getByRole('link', { name, exact: true }).click();
      await page.getByRole('heading', { level: 1, name }).waitFor();
      assert.equal(new URL(page.url()).pathname, `/residences/${id}`);
      await page.locator('[data-quote-wizard]').getByRole('heading', { name: 'Vos informations' }).waitFor();
      assert.deepEqual(await violations(), []);
    } finally {
      await context.close();
    }
  });

  it('answers the footer’s newsletter form with a page that says no address was kept, posted once', async () => {
    const { page, context } = await browser.open();
    try {
      const violations = await recordViolations(page);
      await page.goto(`${example.url}/`);
      await page.getByLabel('Votre adresse électronique').fill('jeanne.martin@exemple.fr');
      const [response] = await Promise.all([
        page.waitForResponse((answer) => new URL(answer.url()).pathname === '/lettre-information' && answer.request().method() === 'GET'),
        page.getByRole('button', { name: 'S’inscrire' }).click(),
      ]);
      assert.equal(response.status(), 200);
      // Sent on after the post, so that reloading the page asks for it again rather than posting again.
      assert.equal(response.request().redirectedFrom()?.method(), 'POST');
      await page.getByRole('heading', { level: 1, name: 'Lettre d’information' }).waitFor();
      assert.match(await page.getByRole('main').innerText(), /n’a\s+été ni enregistrée ni transmise/);
      assert.deepEqual(await violations(), []);
    } finally {
      await context.close();
    }
  });

  it('answers a page the site does not have with its 404 page, the site around it, the site map and the way back', async () => {
    const { page, context } = await browser.open();
    try {
      const violations = await recordViolations(page);
      const response = await page.goto(`${example.url}/nos-offres-de-noel`);
      assert.equal(response.status(), 404);
      await page.getByRole('heading', { level: 1, name: 'Page introuvable' }).waitFor();
      assert.equal(await page.getByRole('navigation', { name: 'Informations légales' }).count(), 1);
      assert.equal(await page.evaluate(() => 'QuoteWizard' in window), false);
      assert.deepEqual(await axeViolations(page), []);
      await page.getByRole('main').getByRole('link', { name: 'plan du site' }).click();
      await page.getByRole('heading', { level: 1, name: 'Plan du site' }).waitFor();
      await page.getByRole('link', { name: 'Retour au simulateur de devis' }).click();
      await page.locator('[data-quote-wizard]').getByRole('heading', { name: 'Rechercher sa résidence' }).waitFor();
      // The browser logs the 404 itself; nothing else may be reported.
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

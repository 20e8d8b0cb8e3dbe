import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import { plain, startExample } from './support/example.mjs';
import { residencesOnMap, SHOWN_ENTRY_NAMES } from './support/residences.mjs';
import { useBrowser } from './support/use-browser.mjs';

describe('a visitor goes from the search to the thank-you dialog on the example page', () => {
  const browser = useBrowser();
  let example;
  let page;
  let consoleLines;
  const widget = () => page.locator('[data-quote-wizard]');

  before(async () => {
    example = await startExample();
    ({ page, consoleLines } = await browser.open());
    // The host listens to the widget's events and has an analytics data layer, as a real CMS page would.
    await page.addInitScript(() => {
      window.dataLayer = [];
      window.__events = [];
      for (const name of ['quote-wizard:step', 'quote-wizard:submitted', 'quote-wizard:error', 'quote-wizard:contact']) {
        document.addEventListener(name, (event) => window.__events.push({ name, detail: event.detail }));
      }
    });
    await page.goto(`${example.url}/`);
  });

  after(() => example?.close());

  it('shows the title, the navigation and the search step', async () => {
    await widget().getByRole('heading', { name: 'Votre devis personnalisé en quelques clics' }).waitFor();
    const nav = widget().getByRole('navigation', { name: 'Étapes de votre devis' });
    assert.equal(await nav.getByRole('button').count(), 3);
    assert.equal(await nav.locator('[aria-current="step"]').innerText().then(plain).then((t) => t.includes('Rechercher sa résidence')), true);
    assert.equal(await widget().getByRole('heading', { name: 'Rechercher sa résidence' }).isVisible(), true);
    assert.equal(await widget().locator('.qw-list button').count(), 32);
    // Close residences share one cluster point showing their count: every residence is on the map once.
    assert.equal(await residencesOnMap(widget()), 32);
  });

  it('filters the list and the map ignoring case and accents', async () => {
    await widget().getByLabel('Rechercher une résidence').fill('ile de france');
    await widget().getByText('1 résidence trouvée').waitFor();
    assert.deepEqual(await widget().locator(SHOWN_ENTRY_NAMES).allInnerTexts(), ['Les Terrasses de Grenelle']);
    assert.equal(await residencesOnMap(widget()), 1);
    await widget().getByLabel('Rechercher une résidence').fill('');
    await widget().getByText('32 résidences trouvées').waitFor();
  });

  it('highlights an entry and its map point together on hover', async () => {
    // Every entry of a region lights exactly one point: its own, named after it, or the cluster that holds it.
    const lit = [];
    for (const entry of await widget().locator('.qw-list button').filter({ hasText: 'Auvergne-Rhône-Alpes' }).all()) {
      const points = widget().locator('.qw-map__point--highlighted');
      // The pointer leaves first, so that what lights up next is this entry's doing.
      await widget().getByRole('heading', { name: 'Rechercher sa résidence' }).hover();
      await points.first().waitFor({ state: 'detached' });
      await entry.hover();
      const name = await entry.locator('.qw-entry__name').innerText();
      await widget().locator('.qw-entry--highlighted').filter({ hasText: name }).waitFor();
      await points.first().waitFor();
      assert.equal(await points.count(), 1);
      const label = await points.getAttribute('aria-label');
      assert.ok(label.startsWith(`Résidence ${name}, Auvergne-Rhône-Alpes`) || /^\d résidences dans ce secteur \(Auvergne-Rhône-Alpes\)/.test(label), label);
      lit.push(label);
    }
    assert.ok(lit.includes('Résidence Le Clos des Volcans, Auvergne-Rhône-Alpes'));
    assert.ok(lit.some((label) => label.includes('dans ce secteur')), 'a clustered residence lights its cluster');
  });

  it('lights the entries of a map cluster under the pointer, and none once the pointer leaves', async () => {
    const cluster = widget().locator('.qw-map__point').filter({ hasText: /^\d+$/ }).first();
    const count = Number(await cluster.innerText());
    const name = await cluster.getAttribute('aria-label');
    await cluster.hover();
    const lit = widget().locator('.qw-entry--highlighted');
    await lit.nth(count - 1).waitFor();
    assert.equal(await lit.count(), count);
    // The cluster itself is lit too, and it alone on the map.
    assert.deepEqual(await widget().locator('.qw-map__point--highlighted').evaluateAll((points) => points.map((point) => point.getAttribute('aria-label'))), [name]);
    const names = await lit.locator('.qw-entry__name').allInnerTexts();
    const heading = widget().getByRole('heading', { name: 'Rechercher sa résidence' });
    await heading.hover();
    await lit.first().waitFor({ state: 'detached' });
    // They are the cluster's own: each of them, hovered in the list, lights that cluster.
    const point = widget().locator('.qw-map__point--highlighted');
    for (const entryName of names) {
      await widget().locator('.qw-list button').filter({ has: page.getByText(entryName, { exact: true }) }).hover();
      await point.waitFor();
      assert.equal(await point.getAttribute('aria-label'), name);
      await heading.hover();
      await point.waitFor({ state: 'detached' });
    }
  });

  it('chooses a residence from its map point and opens the form with focus on its heading', async () => {
    await widget().getByRole('button', { name: "Résidence La Villa de l’Erdre, Pays de la Loire" }).click();
    const heading = widget().getByRole('heading', { name: 'Vos informations' });
    await heading.waitFor();
    assert.equal(await heading.evaluate((element) => element.getRootNode().activeElement === element), true);
    assert.match(await widget().locator('.qw-chosen').innerText(), /La Villa de l’Erdre/);
  });

  it('refuses an empty form with the required messages and a focused summary', async () => {
    await widget().getByRole('button', { name: 'Découvrir mon tarif' }).click();
    const summary = widget().locator('.qw-summary');
    await summary.waitFor();
    assert.equal(await summary.evaluate((element) => element.getRootNode().activeElement === element), true);
    assert.match(await summary.innerText(), /Il y a un problème/);
    assert.ok((await widget().getByText('Ce champ est requis').count()) >= 6);
    assert.equal(await widget().getByText('Veuillez accepter les conditions').count(), 2);
    assert.equal(example.rows().length, 0);
  });

  it('fills the form, with a wrong e-mail first', async () => {
    await widget().getByRole('radio', { name: 'Madame' }).check();
    await widget().getByRole('textbox', { name: 'Prénom' }).fill('  Jeanne ');
    await widget().getByRole('textbox', { name: 'Nom', exact: true }).fill('Martin');
    await widget().getByRole('textbox', { name: 'Adresse e-mail' }).fill('jeanne.martin@');
    await widget().getByRole('textbox', { name: 'Téléphone' }).click();
    await widget().getByText("Cet email n’est pas valide").first().waitFor();
    await widget().getByRole('textbox', { name: 'Adresse e-mail' }).fill('Jeanne.Martin@Exemple.fr');
    await widget().getByRole('textbox', { name: 'Téléphone' }).fill('06 12 34 56 78');
    await widget().getByRole('radio', { name: 'Proche' }).check();
    await widget().getByRole('combobox', { name: 'Comment nous avez-vous connus ?' }).selectOption('internet');
    assert.deepEqual(await widget().locator('input[name="housingType"] + label').allInnerTexts(), ['T1', 'T2', 'T3', 'T4']);
    await widget().getByRole('radio', { name: 'T2' }).check();
    await widget().locator('input[name="rgpd"]').check();
  });

  it('sends the request, pushes the analytics event and shows the price', async () => {
    await widget().getByRole('button', { name: 'Découvrir mon tarif' }).click();
    await widget().getByRole('heading', { name: 'Votre tarif' }).waitFor();
    const price = plain(await widget().locator('.qw-price__amount').innerText());
    const [row] = example.rows();
    assert.match(row.idempotency_key, /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    assert.equal(price, `${new Intl.NumberFormat('fr-FR').format(row.price).replace(/[\u00a0\u202f]/g, ' ')} €/mois`);
    assert.deepEqual(
      { residence: row.residence, housingType: row.housing_type, civility: row.civility, firstName: row.first_name, lastName: row.last_name, email: row.email, phoneNumber: row.phone_number, status: row.status, knowUs: row.know_us, promo: row.accept_promotional_offers },
      { residence: 'nantes-erdre', housingType: 'one_room', civility: 'mme', firstName: 'Jeanne', lastName: 'Martin', email: 'Jeanne.Martin@Exemple.fr', phoneNumber: '06 12 34 56 78', status: 'senior_child', knowUs: 'internet', promo: 0 },
    );
    const { dataLayer, events } = await page.evaluate(() => ({ dataLayer: window.dataLayer, events: window.__events }));
    assert.deepEqual(dataLayer, [
      { event: 'demande_devis', residence: "La Villa de l’Erdre", emailHash: createHash('sha256').update('jeanne.martin@exemple.fr').digest('hex'), status: 'Proche', housingType: 'T2', knowUs: 'Internet' },
    ]);
    const submitted = events.find((event) => event.name === 'quote-wizard:submitted');
    assert.equal(submitted.detail.price, row.price);
    assert.equal('rgpd' in submitted.detail, false);
    assert.deepEqual(events.filter((event) => event.name === 'quote-wizard:step').map((event) => event.detail), [1, 2]);
  });

  it('updates the price when the housing type changes', async () => {
    const before = plain(await widget().locator('.qw-price__amount').innerText());
    await widget().getByRole('group', { name: 'Type de logement' }).getByLabel('T3').check();
    const afterText = plain(await widget().locator('.qw-price__amount').innerText());
    assert.notEqual(afterText, before);
    assert.match(afterText, /^\d[\d ]* €\/mois$/);
  });

  it('opens the thank-you dialog and closes it with Escape', async () => {
    const contact = widget().getByRole('button', { name: 'Être contacté par un conseiller' });
    await contact.click();
    const dialog = widget().getByRole('dialog', { name: 'Merci' });
    await dialog.waitFor();
    const text = plain(await dialog.innerText());
    assert.match(text, /Nous vous remercions pour votre confiance, l’équipe La Villa de l’Erdre vous contactera sous 48 h !/);
    assert.match(text, /Bonne journée !/);
    assert.equal(await page.evaluate(() => document.body.classList.contains('quote-wizard-modal-open')), true);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    assert.equal(await page.evaluate(() => document.body.classList.contains('quote-wizard-modal-open')), false);
    assert.equal(await contact.evaluate((element) => element.getRootNode().activeElement === element), true);
    assert.ok(await page.evaluate(() => window.__events.some((event) => event.name === 'quote-wizard:contact')));
  });

  it('logged nothing without the prefix', () => {
    assert.deepEqual(consoleLines.filter((line) => !line.text.startsWith('[QuoteWizard]')), []);
  });
});

// Progress survives a reload in the same tab: the residence, the step and the choices come back; names, e-mail
// and phone only when the host opts in; nothing after the thank-you dialog or after 30 minutes. The requests made
// come back too: the same lead sent again after a reload is the same request, and analytics count it once.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { exampleConfig, hostPage, startHostServer } from './support/host-server.mjs';
import { useExample } from './support/example.mjs';
import { chooseResidence, contactAndClose, fillForm, submitForm } from './support/journey.mjs';
import { useBrowser } from './support/use-browser.mjs';

const config = exampleConfig();
const RESIDENCE = config.residences[4];

/** What the widget keeps in sessionStorage, parsed. */
const saved = (page) => page.evaluate(() => Object.entries(sessionStorage).filter(([key]) => key.startsWith('quote-wizard:')).map(([key, value]) => ({ key, value: JSON.parse(value) })));

describe('progress kept across a reload in the same tab', () => {
  const browser = useBrowser();
  let server;

  before(async () => {
    server = await startHostServer({
      routes: {
        '/': hostPage({ config }),
        '/with-contact': hostPage({ config, body: '<div data-quote-wizard data-save-contact="true"></div>' }),
        '/not-saved': hostPage({ config, body: '<div data-quote-wizard data-save-progress="false"></div>' }),
        '/two-by-code': hostPage({ config, body: '<section class="devis"></section><section class="devis"></section>', script: '<script src="/dist/quote-wizard.js"></script><script src="/pages/mount-two.js"></script>' }),
      },
    });
  });

  after(() => server?.close());

  async function formAfterReload(path) {
    const { page } = await browser.open(`${server.url}${path}`);
    const widget = page.locator('[data-quote-wizard]');
    await chooseResidence(widget, RESIDENCE.name);
    await fillForm(widget, { firstName: 'Jeanne', email: 'jeanne@exemple.fr' });
    await page.reload();
    return { page, widget, context: page.context() };
  }

  it('brings back the residence, the step and the choices, but not the contact details', async () => {
    const { page, widget } = await formAfterReload('/');
    await widget.getByRole('heading', { name: 'Vos informations' }).waitFor();
    assert.match(await widget.locator('.qw-chosen').innerText(), new RegExp(RESIDENCE.name));
    assert.equal(await widget.getByRole('radio', { name: 'Madame' }).isChecked(), true);
    assert.equal(await widget.getByRole('radio', { name: 'Proche' }).isChecked(), true);
    assert.equal(await widget.getByRole('combobox', { name: 'Comment nous avez-vous connus ?' }).inputValue(), 'internet');
    assert.equal(await widget.getByRole('group', { name: /Type de logement/ }).getByRole('radio').first().isChecked(), true);
    for (const name of ['Prénom', 'Adresse e-mail', 'Téléphone']) assert.equal(await widget.getByRole('textbox', { name }).inputValue(), '', `${name} is not kept`);
    assert.equal(await widget.locator('input[name="rgpd"]').isChecked(), false);
    const [entry] = await saved(page);
    assert.doesNotMatch(JSON.stringify(entry.value), /Jeanne|jeanne@exemple\.fr|06 12/);
  });

  it('keeps each of two widgets mounted by code without an id to itself', async () => {
    const { page } = await browser.open(`${server.url}/two-by-code`);
    const [first, second] = [page.locator('.devis').first(), page.locator('.devis').last()];
    await second.getByRole('heading', { name: 'Rechercher sa résidence' }).waitFor();
    await chooseResidence(first, RESIDENCE.name);
    await page.reload();
    await first.getByRole('heading', { name: 'Vos informations' }).waitFor();
    await second.getByRole('heading', { name: 'Rechercher sa résidence' }).waitFor();
    assert.equal(await second.getByRole('heading', { name: 'Vos informations' }).count(), 0, 'the second widget did not take the first one’s progress');
    const keys = (await saved(page)).map((entry) => entry.key);
    assert.equal(new Set(keys).size, keys.length);
  });

  it('keeps the contact details too when the host opts in with data-save-contact', async () => {
    const { widget } = await formAfterReload('/with-contact');
    await widget.getByRole('heading', { name: 'Vos informations' }).waitFor();
    assert.equal(await widget.getByRole('textbox', { name: 'Prénom' }).inputValue(), 'Jeanne');
    assert.equal(await widget.getByRole('textbox', { name: 'Adresse e-mail' }).inputValue(), 'jeanne@exemple.fr');
    assert.equal(await widget.locator('input[name="rgpd"]').isChecked(), true);
  });

  it('saves nothing when the host sets data-save-progress="false"', async () => {
    const { page, widget } = await formAfterReload('/not-saved');
    await widget.getByRole('heading', { name: 'Rechercher sa résidence' }).waitFor();
    assert.deepEqual(await saved(page), []);
  });

  it('comes back to the price step, and forgets everything once the visitor asked to be contacted', async () => {
    const { page, widget } = await formAfterReload('/');
    await widget.getByRole('heading', { name: 'Vos informations' }).waitFor();
    await fillForm(widget);
    await submitForm(widget);
    await page.reload();
    await widget.getByRole('heading', { name: 'Votre tarif' }).waitFor();
    assert.match(await widget.locator('.qw-price').innerText(), /€\/mois/);
    await contactAndClose(widget);
    assert.deepEqual(await saved(page), []);
    await page.reload();
    await widget.getByRole('heading', { name: 'Rechercher sa résidence' }).waitFor();
  });

  it('sends the same lead again after a reload under the same key, and counts it once in analytics', async () => {
    const { page } = await browser.open();
    await page.addInitScript(() => {
      window.dataLayer = [];
    });
    await page.goto(`${server.url}/`);
    const widget = page.locator('[data-quote-wizard]');
    const counted = () => page.evaluate(() => window.dataLayer.filter((entry) => entry.event === 'demande_devis').length);
    const sent = server.requests.length;
    await chooseResidence(widget, RESIDENCE.name);
    await fillForm(widget);
    await submitForm(widget);
    assert.equal(await counted(), 1);

    await page.reload();
    await widget.getByRole('heading', { name: 'Votre tarif' }).waitFor();
    await widget.getByRole('navigation', { name: 'Étapes de votre devis' }).getByRole('button', { name: /Vos informations/ }).click();
    // The contact details were not saved: the visitor types them again, the same.
    await fillForm(widget);
    await submitForm(widget);

    const [first, again] = server.requests.slice(sent);
    assert.equal(server.requests.length, sent + 2);
    assert.deepEqual(again.body, first.body);
    assert.equal(again.headers['idempotency-key'], first.headers['idempotency-key']);
    assert.equal(await counted(), 0, 'the reloaded page was not told of the lead again');
    assert.doesNotMatch(JSON.stringify(await saved(page)), /Jeanne|jeanne\.martin|06 12 34|0612345678/);
  });

  it('forgets progress older than 30 minutes', async () => {
    const { page, widget } = await formAfterReload('/');
    await widget.getByRole('heading', { name: 'Vos informations' }).waitFor();
    await page.evaluate(() => {
      for (const key of Object.keys(sessionStorage).filter((name) => name.startsWith('quote-wizard:'))) {
        const value = JSON.parse(sessionStorage.getItem(key));
        value.savedAt -= 31 * 60 * 1000;
        sessionStorage.setItem(key, JSON.stringify(value));
      }
    });
    await page.reload();
    await widget.getByRole('heading', { name: 'Rechercher sa résidence' }).waitFor();
    assert.equal(await widget.getByRole('radio', { name: 'Madame' }).count(), 0);
  });

  it('starts afresh in a new tab: progress belongs to the tab', async () => {
    const { page, context } = await formAfterReload('/');
    await page.locator('[data-quote-wizard]').getByRole('heading', { name: 'Vos informations' }).waitFor();
    const other = await context.newPage();
    await other.goto(`${server.url}/`);
    await other.locator('[data-quote-wizard]').getByRole('heading', { name: 'Rechercher sa résidence' }).waitFor();
  });
});

describe('a visitor who leaves the example page by a link and comes back with Back', () => {
  // As in a visitor's browser: Playwright turns the back/forward cache off unless asked.
  const browser = useBrowser({ backForwardCache: true });
  const example = useExample();

  it('finds the page as they left it, names and e-mail included: the browser kept it whole', async () => {
    const { page } = await browser.open(example.url);
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Page.enable');
    const notKept = [];
    cdp.on('Page.backForwardCacheNotUsed', (event) => notKept.push(...event.notRestoredExplanations.map((explanation) => explanation.reason)));
    const widget = page.locator('[data-quote-wizard]');
    await chooseResidence(widget, RESIDENCE.name);
    await fillForm(widget, { firstName: 'Jeanne', email: 'jeanne@exemple.fr' });
    await page.getByRole('link', { name: 'Mentions légales' }).click();
    await page.waitForURL(/mentions-legales/);
    // A page the cache gives back fires no load event: the navigation's commit is all there is to wait for.
    await page.goBack({ waitUntil: 'commit' });
    await widget.getByRole('heading', { name: 'Vos informations' }).waitFor();
    assert.deepEqual(notKept, [], 'the reasons Chromium gave for not keeping the page');
    assert.equal(await widget.getByRole('textbox', { name: 'Prénom' }).inputValue(), 'Jeanne');
    assert.equal(await widget.getByRole('textbox', { name: 'Adresse e-mail' }).inputValue(), 'jeanne@exemple.fr');
  });
});

// What an editor meets when embedding: containers a page builder adds or takes away after load, the test mode that
// sends nothing, and a residence image that answers 404.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { exampleConfig, hostPage, startHostServer } from './support/host-server.mjs';
import { fillForm, submitForm } from './support/journey.mjs';
import { useBrowser } from './support/use-browser.mjs';

const example = exampleConfig();
const config = { ...example, residences: example.residences.slice(0, 6) };
const first = config.residences[0];
const MISSING = '/images/introuvable.jpg';
const broken = { ...config, residences: [{ ...first, image: MISSING }, ...config.residences.slice(1)] };

/** Counts the listeners the page holds on window and document, by wrapping their add and remove. */
function countListeners() {
  const live = [];
  const capture = (options) => (typeof options === 'boolean' ? options : Boolean(options?.capture));
  for (const target of [window, document]) {
    const add = target.addEventListener;
    const remove = target.removeEventListener;
    target.addEventListener = function (type, listener, options) {
      if (!live.some((entry) => entry.target === this && entry.type === type && entry.listener === listener && entry.capture === capture(options))) {
        live.push({ target: this, type, listener, capture: capture(options), once: Boolean(options?.once) });
      }
      return add.call(this, type, listener, options);
    };
    target.removeEventListener = function (type, listener, options) {
      const index = live.findIndex((entry) => entry.target === this && entry.type === type && entry.listener === listener && entry.capture === capture(options));
      if (index >= 0) live.splice(index, 1);
      return remove.call(this, type, listener, options);
    };
  }
  // A listener added with `once` goes by itself once it has run; those are not the widget's lasting ones.
  window.__liveListeners = () => live.filter((entry) => !entry.once).map((entry) => `${entry.target === window ? 'window' : 'document'} ${entry.type}`);
}

describe('embedding as an editor does', () => {
  const browser = useBrowser();
  let server;

  before(async () => {
    server = await startHostServer({
      routes: {
        '/builder': hostPage({ config, body: '<main id="builder"><p>Contenu de la page.</p></main>' }),
        '/test-mode': hostPage({ config, body: '<div data-quote-wizard data-test-mode></div>' }),
        '/broken-image': hostPage({ config: broken, body: `<div data-quote-wizard data-residence-name="${first.id}"></div>` }),
        '/broken-list-image': hostPage({ config: broken }),
      },
    });
  });

  after(() => server?.close());

  it('mounts a container a page builder adds after load, and unmounts it, listeners and all, when taken out', async () => {
    const { page } = await browser.open();
    await page.addInitScript(countListeners);
    await page.goto(`${server.url}/builder`);
    await page.waitForFunction(() => window.QuoteWizard !== undefined);
    const before = await page.evaluate(() => window.__liveListeners());

    await page.evaluate(() => {
      const block = document.createElement('section');
      block.id = 'bloc';
      block.innerHTML = '<div id="devis" data-quote-wizard><p>Appelez le 01 23 45 67 89</p></div>';
      document.querySelector('#builder').append(block);
    });
    const widget = page.locator('#devis');
    await widget.getByRole('heading', { name: 'Rechercher sa résidence' }).waitFor();
    assert.equal(await widget.getByText('Appelez le 01 23 45 67 89').isVisible(), false);
    assert.ok((await page.evaluate(() => window.__liveListeners().length)) > before.length, 'the widget listens to the page');

    await page.evaluate(() => document.querySelector('#bloc').remove());
    await page.locator('#devis').waitFor({ state: 'detached' });
    await page.waitForFunction(() => !document.querySelector('[data-quote-wizard-mounted]'));
    // React listens to selectionchange once per document, for all its roots, and keeps it: not the widget's own.
    const left = (await page.evaluate(() => window.__liveListeners())).filter((entry) => entry !== 'document selectionchange');
    assert.deepEqual(left, before);
    assert.equal(await page.evaluate(() => document.body.className), '');
  });

  it('keeps the widget of a container the page builder moves', async () => {
    const { page } = await browser.open();
    await page.goto(`${server.url}/builder`);
    await page.evaluate(() => {
      document.querySelector('#builder').insertAdjacentHTML('beforeend', '<div id="devis" data-quote-wizard></div><aside id="ailleurs"></aside>');
    });
    const widget = page.locator('#devis');
    await widget.getByRole('button', { name: new RegExp(config.residences[1].name) }).first().click();
    await widget.getByRole('heading', { name: 'Vos informations' }).waitFor();
    await page.evaluate(() => document.querySelector('#ailleurs').append(document.querySelector('#devis')));
    await page.locator('#ailleurs #devis').getByRole('heading', { name: 'Vos informations' }).waitFor();
    assert.equal(await page.locator('#devis quote-wizard-root').count(), 1);
  });

  it('sends nothing in test mode, yet shows the notice, the price and the dialog', async () => {
    const { page } = await browser.open();
    await page.goto(`${server.url}/test-mode`);
    const widget = page.locator('[data-quote-wizard]');
    await widget.getByText('Mode test : aucune demande n’est envoyée.').waitFor();
    await widget.getByRole('button', { name: new RegExp(first.name) }).first().click();
    await fillForm(widget, { housing: 'T1' });
    await submitForm(widget);
    assert.match(await widget.locator('.qw-price-block').innerText(), /€\/mois/);
    await widget.getByRole('button', { name: 'Être contacté par un conseiller' }).click();
    await widget.getByRole('dialog', { name: 'Merci' }).waitFor();
    assert.equal(server.requests.length, 0);
    assert.equal(server.patches.length, 0);
  });

  it('shows the list entry of an image that answers 404 with the no-image box, a house drawn in it, with one warning naming it', async () => {
    const { page, consoleLines } = await browser.open();
    await page.goto(`${server.url}/broken-list-image`);
    const entry = page.locator('[data-quote-wizard]').locator('.qw-list button', { hasText: first.name });
    const box = entry.locator('.qw-entry__image--none');
    await box.waitFor();
    assert.equal(await entry.locator('img').count(), 0);
    // The roof (a border) and the walls (a square) are drawn, in a colour that shows on the box.
    const house = await box.evaluate((element) => {
      const [roof, walls] = ['::before', '::after'].map((pseudo) => getComputedStyle(element, pseudo));
      return { roof: [roof.content, parseFloat(roof.borderBottomWidth), parseFloat(roof.borderLeftWidth), roof.borderBottomColor], walls: [walls.content, parseFloat(walls.width), parseFloat(walls.height), walls.backgroundColor] };
    });
    const opacity = (colour) => Number(/\/\s*([\d.]+)\)$|rgba\(.*,\s*([\d.]+)\)$/.exec(colour)?.slice(1).find(Boolean) ?? (colour === 'transparent' ? 0 : 1));
    assert.deepEqual(house.roof.slice(0, 1), ['""']);
    assert.ok(house.roof[1] > 0 && house.roof[2] > 0 && opacity(house.roof[3]) > 0, `roof ${house.roof}`);
    assert.deepEqual(house.walls.slice(0, 1), ['""']);
    assert.ok(house.walls[1] > 0 && house.walls[2] > 0 && opacity(house.walls[3]) > 0, `walls ${house.walls}`);
    const warnings = consoleLines.filter((line) => line.text.startsWith('[QuoteWizard]') && line.text.includes(MISSING));
    assert.equal(warnings.length, 1);
    assert.match(warnings[0].text, new RegExp(first.name));
  });

  it('lays out the card without an image that answers 404, with one warning naming it', async () => {
    const { page, consoleLines } = await browser.open();
    await page.goto(`${server.url}/broken-image`);
    const widget = page.locator('[data-quote-wizard]');
    await fillForm(widget, { housing: 'T1' });
    await submitForm(widget);
    const card = widget.locator('article.qw-card');
    await card.locator('img').waitFor({ state: 'detached' });
    await card.getByRole('heading', { name: first.name }).waitFor();
    const warnings = consoleLines.filter((line) => line.text.startsWith('[QuoteWizard]') && line.text.includes(MISSING));
    assert.equal(warnings.length, 1);
    assert.match(warnings[0].text, new RegExp(first.name));
  });
});

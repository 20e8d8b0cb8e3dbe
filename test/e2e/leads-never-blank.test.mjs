// Never a blank widget: a render error leaves the unavailable message (with the number to call) and kind
// 'render'; a Google map that breaks leaves the built-in map and kind 'maps'; autoMount mounts every good
// container whatever the bad ones do; two widgets keep the body class while either dialog is open.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { residence } from './fixtures/bad-configs.mjs';
import { hostPage, startHostServer } from './support/host-server.mjs';
import { chooseResidence, fillForm, submitForm } from './support/journey.mjs';
import { useBrowser } from './support/use-browser.mjs';

const config = { residences: [residence(1), residence(2)] };
const TITLE = 'Votre devis personnalisé en quelques clics';
const UNAVAILABLE = 'Le simulateur de devis est momentanément indisponible.';
const MODAL_CLASS = 'quote-wizard-modal-open';

// Google's script as a page without google.maps.Marker would have it: the map builds, its markers cannot.
const MAPS_WITHOUT_MARKERS = `
  google.maps.importLibrary = async () => ({ Map: class { constructor(element) { element.dataset.fakeMap = 'ready'; } } });
  google.maps.__ib__();
`;

const recordErrors = () => {
  window.__errors = [];
  document.addEventListener('quote-wizard:error', (event) => window.__errors.push(event.detail));
};

const ourErrors = (consoleLines) => consoleLines.filter((line) => line.type === 'error' && line.text.startsWith('[QuoteWizard]'));

describe('never a blank widget', () => {
  const browser = useBrowser();
  let server;
  before(async () => {
    server = await startHostServer({
      routes: {
        '/': hostPage({ config, body: '<div data-quote-wizard data-contact-phone="01 23 45 67 89"></div>' }),
        '/maps': hostPage({ config, body: '<div data-quote-wizard data-maps-api-key="test-key"></div>' }),
        '/containers': hostPage({
          config,
          body: `<div data-quote-wizard id="first"></div><ul data-quote-wizard></ul><div data-quote-wizard id="closed"></div>
            <script>document.getElementById('closed').attachShadow({ mode: 'closed' });</script><div data-quote-wizard id="last"></div>`,
        }),
        '/two': hostPage({ config, body: '<div data-quote-wizard id="a"></div><div data-quote-wizard id="b"></div>' }),
      },
    });
  });
  after(() => server?.close());

  it('a render error: the unavailable message with the number, kind render, one line with the prefix', async () => {
    const { page, context, consoleLines } = await browser.open();
    try {
      await page.addInitScript(recordErrors);
      // A host script that breaks what the widget renders with: text can no longer be taken apart into letters and
      // accents, which the search step's index does as it renders.
      await page.addInitScript(() => {
        const normalize = String.prototype.normalize;
        String.prototype.normalize = function (form) {
          if (form === 'NFD') throw new Error('decomposition refused by the host');
          return normalize.call(this, form);
        };
      });
      await page.goto(`${server.url}/`);
      const widget = page.locator('[data-quote-wizard]');
      const message = widget.getByRole('status').filter({ hasText: UNAVAILABLE });
      await message.waitFor();
      assert.equal(await message.getByRole('link', { name: '01 23 45 67 89' }).getAttribute('href'), 'tel:0123456789');
      assert.equal(await widget.getByRole('heading').count(), 0);
      const errors = await page.evaluate(() => window.__errors);
      assert.deepEqual(errors.map((error) => error.kind), ['render']);
      assert.match(errors[0].message, /decomposition refused/);
      assert.equal(ourErrors(consoleLines).filter((line) => /decomposition refused/.test(line.text)).length, 1);
    } finally {
      await context.close();
    }
  });

  it('a Google map that breaks: the built-in map takes its place, kind maps, the list still works', async () => {
    const { page, context } = await browser.open();
    try {
      await page.addInitScript(recordErrors);
      await page.route('https://maps.googleapis.com/**', (route) => route.fulfill({ contentType: 'text/javascript', body: MAPS_WITHOUT_MARKERS }));
      await page.goto(`${server.url}/maps`);
      await page.waitForFunction(() => window.__errors.length > 0);
      const widget = page.locator('[data-quote-wizard]');
      assert.deepEqual(await page.evaluate(() => window.__errors.map((error) => error.kind)), ['maps']);
      await widget.locator('.qw-map__point').first().waitFor();
      assert.equal(await widget.locator('[data-fake-map]').count(), 0);
      await widget.getByRole('button', { name: `Résidence ${config.residences[1].name}, ${config.residences[1].region}` }).click();
      await widget.getByRole('heading', { name: 'Vos informations' }).waitFor();
    } finally {
      await context.close();
    }
  });

  it('autoMount: every container mounts, a list among them; one with a closed shadow root is named once', async () => {
    const { page, context, consoleLines } = await browser.open(`${server.url}/containers`);
    try {
      // The widget lives in an element of its own, which a <ul> holds as well as a <div>.
      for (const id of ['first', 'last']) await page.locator(`#${id}`).getByRole('heading', { name: TITLE }).waitFor();
      await page.locator('ul[data-quote-wizard]').getByRole('heading', { name: TITLE }).waitFor();
      // A closed shadow root of the page's own hides whatever the container holds: said once, after the first frame.
      const hidden = () => ourErrors(consoleLines).filter((line) => /est invisible/.test(line.text));
      await page.waitForFunction(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(() => done(true)))));
      assert.equal(hidden().length, 1);
      assert.match(hidden()[0].text, /#closed/);
      assert.deepEqual(ourErrors(consoleLines).filter((line) => /n’a pas pu démarrer dans/.test(line.text)), []);
    } finally {
      await context.close();
    }
  });

  it('two widgets: the body class stays while either dialog is open', async () => {
    const { page, context } = await browser.open();
    try {
      // The callback requests are accepted: this host's API only knows the POST.
      await page.route('**/api/quotation-requests/*', (route) => route.fulfill({ status: 200, contentType: 'application/json', body: '{}' }));
      await page.goto(`${server.url}/two`);
      const [a, b] = [page.locator('#a'), page.locator('#b')];
      for (const widget of [a, b]) {
        await chooseResidence(widget, 'Résidence numéro 1');
        await fillForm(widget);
        await submitForm(widget);
      }
      const hasClass = () => page.evaluate((name) => document.body.classList.contains(name), MODAL_CLASS);
      await a.getByRole('button', { name: 'Être contacté par un conseiller' }).click();
      await a.getByRole('dialog', { name: 'Merci' }).waitFor();
      // A's modal dialog makes the rest of the page inert: B's button is pressed the way a script would.
      const press = (widget, name) => widget.evaluate((container, text) => Array.from(container.querySelector('quote-wizard-root').shadowRoot.querySelectorAll('button')).findLast((button) => button.textContent === text).click(), name);
      await press(b, 'Être contacté par un conseiller');
      await b.getByRole('dialog', { name: 'Merci' }).waitFor();
      assert.equal(await hasClass(), true);

      await press(a, 'Fermer');
      await a.getByRole('dialog').waitFor({ state: 'detached' });
      assert.equal(await hasClass(), true, 'B’s dialog is still open');
      await b.getByRole('dialog', { name: 'Merci' }).getByRole('button', { name: 'Fermer' }).last().click();
      await b.getByRole('dialog').waitFor({ state: 'detached' });
      assert.equal(await hasClass(), false);
    } finally {
      await context.close();
    }
  });
});

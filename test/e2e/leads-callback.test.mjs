// « Être contacté par un conseiller » as a recorded fact: against the example server, the callback request goes
// out as a merge patch on the lead the POST named, with the XSRF header and a key of its own, carrying the type
// shown at that moment and its price; the server stores it and the dialog opens. A failed callback request says
// so beside the button, keeps the visitor on the price, and the next click sends the same request, same key.
// A reload on the price changes none of this: the lead and the callback request's key come back with the progress.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { useExample } from './support/example.mjs';
import { hostPage, startHostServer } from './support/host-server.mjs';
import { chooseResidence, fillForm, submitForm } from './support/journey.mjs';
import { residence } from './fixtures/bad-configs.mjs';
import { nothingLeftToSend } from './support/sending.mjs';
import { scrollStopped } from './support/settle.mjs';
import { useBrowser } from './support/use-browser.mjs';

const CONTACT = 'Être contacté par un conseiller';
const OFFLINE = 'Votre demande de rappel n’a pas pu être envoyée. Vérifiez votre connexion puis réessayez.';
const KEY = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** Records the page's quote-wizard:contact and quote-wizard:error events, and every PATCH it tries. */
async function watchCallbacks(page) {
  await page.addInitScript(() => {
    window.__contacts = [];
    window.__errors = [];
    document.addEventListener('quote-wizard:contact', (event) => window.__contacts.push(event.detail));
    document.addEventListener('quote-wizard:error', (event) => window.__errors.push(event.detail));
  });
  const patches = [];
  page.on('request', (request) => {
    if (request.method() === 'PATCH') patches.push(request);
  });
  return patches;
}

/** From the example page to « Votre tarif » for `housing` at Lille; gives the widget and the lead's id. */
async function toThePrice(page, url, housing) {
  const posted = page.waitForResponse((response) => response.request().method() === 'POST' && response.url().endsWith('/api/quotation-requests'));
  await page.goto(`${url}/`);
  const widget = page.locator('[data-quote-wizard]');
  await chooseResidence(widget, 'Les Terrasses du Vieux-Lille');
  await fillForm(widget, { housing });
  await submitForm(widget);
  const { id } = await (await posted).json();
  assert.match(String(id), /\S/);
  return { widget, id: String(id) };
}

describe('the callback request against the example server', () => {
  const browser = useBrowser();
  const example = useExample();

  it('is a merge patch on the lead, stored with the type shown and its price, then the dialog', async () => {
    const { page, context } = await browser.open();
    try {
      const patches = await watchCallbacks(page);
      const { widget, id } = await toThePrice(page, example.url, 'T1');
      const lead = () => example.rows().find((row) => row.public_id === id);

      // The visitor looks at another type before asking to be called: that is the one the patch carries.
      await widget.getByRole('group', { name: 'Type de logement' }).getByRole('radio', { name: 'T3', exact: true }).check();
      await widget.getByRole('button', { name: CONTACT }).click();
      await widget.getByRole('dialog', { name: 'Merci' }).waitFor();

      assert.equal(patches.length, 1);
      const [patch] = patches;
      assert.equal(patch.url(), `${example.url}/api/quotation-requests/${encodeURIComponent(id)}`);
      assert.deepEqual(patch.postDataJSON(), { contactRequested: true, housingType: 'two_room', price: 1950 });
      const headers = await patch.allHeaders();
      assert.equal(headers['content-type'], 'application/merge-patch+json');
      assert.match(headers['idempotency-key'], KEY);
      assert.notEqual(headers['idempotency-key'], lead().idempotency_key, 'the callback request has a key of its own');
      const cookie = (await context.cookies()).find((entry) => entry.name === 'XSRF-TOKEN');
      assert.equal(headers['x-xsrf-token'], decodeURIComponent(cookie.value));

      const row = lead();
      assert.deepEqual({ type: row.final_housing_type, price: row.final_price }, { type: 'two_room', price: 1950 });
      assert.deepEqual({ type: row.housing_type, price: row.price }, { type: 'studio', price: 1090 }, 'the type first asked about stays');
      assert.ok(Date.parse(row.contact_requested_at) >= Date.parse(row.received_at));
      assert.deepEqual(await page.evaluate(() => window.__contacts), [{ residence: row.residence, id, housingType: 'two_room', price: 1950 }]);
    } finally {
      await context.close();
    }
  });

  it('once the dialog is closed, gives the focus back to the button, the line saying the request is recorded in view', async () => {
    const { page, context } = await browser.open();
    try {
      const { widget } = await toThePrice(page, example.url, 'T1');
      const contact = widget.getByRole('button', { name: CONTACT });
      await contact.click();
      await widget.getByRole('dialog', { name: 'Merci' }).locator('.qw-button').click();
      await widget.getByRole('dialog').waitFor({ state: 'detached' });
      assert.equal(await contact.evaluate((element) => element.getRootNode().activeElement === element), true);
      const recorded = await widget.getByText('Votre demande de rappel est enregistrée', { exact: false }).elementHandle();
      // In the window as a visitor sees it, the whole line and the focused button, once the page's smooth scroll
      // (the example page asks for one) has come to rest; boxes fall on fractions of a pixel.
      const inWindow = (elements) =>
        elements.every((element) => {
          const box = element.getBoundingClientRect();
          return box.height > 0 && box.top >= 0 && box.bottom <= innerHeight + 0.5;
        });
      const seen = await page.waitForFunction(inWindow, [recorded, await contact.elementHandle()], { timeout: 5000 }).then(
        () => true,
        () => false,
      );
      assert.equal(seen, true, 'the line that says the request is recorded, and the button, are in the window');
    } finally {
      await context.close();
    }
  });

  it('keeps that line in the window when the dialog is closed while the page still scrolls to the price', async () => {
    const { page, context } = await browser.open();
    try {
      await page.goto(`${example.url}/`);
      const widget = page.locator('[data-quote-wizard]');
      await chooseResidence(widget, 'Les Terrasses du Vieux-Lille');
      await fillForm(widget, { housing: 'T1' });
      // A quick hand: as soon as « Votre tarif » shows, the callback request, and the dialog closed the moment it
      // opens, all well inside the step change's scroll to the widget's top (0.4 s), which must not carry the
      // line back out of the window as it ends.
      const quick = page.evaluate(() => {
        const root = document.querySelector('[data-quote-wizard] > quote-wizard-root').shadowRoot;
        const when = (find) =>
          new Promise((resolve) => {
            const look = () => {
              const found = find();
              if (found) resolve(found);
              else requestAnimationFrame(look);
            };
            look();
          });
        const withText = (selector, text) => () => [...root.querySelectorAll(selector)].find((element) => element.textContent.includes(text));
        return when(withText('h3', 'Votre tarif')).then(async () => {
          (await when(withText('button', 'Être contacté par un conseiller'))).click();
          (await when(withText('dialog[open] button', 'Fermer'))).click();
          await when(() => !root.querySelector('dialog[open]'));
        });
      });
      await submitForm(widget);
      await quick;
      // Once the page has stopped moving (the same position over ten frames), where the line is.
      await scrollStopped(page);
      const box = await widget.getByText('Votre demande de rappel est enregistrée', { exact: false }).evaluate((element) => {
        const { top, bottom } = element.getBoundingClientRect();
        return { top, bottom, window: innerHeight };
      });
      assert.ok(box.top >= 0 && box.bottom <= box.window + 0.5, `the line at ${Math.round(box.top)} to ${Math.round(box.bottom)} px of a ${box.window} px window`);
    } finally {
      await context.close();
    }
  });

  it('fails with an alert beside the button, keeps the price, and the next click sends the same request', async () => {
    const { page, context } = await browser.open();
    try {
      const patches = await watchCallbacks(page);
      const { widget, id } = await toThePrice(page, example.url, 'T2');
      const lead = () => example.rows().find((row) => row.public_id === id);

      // The first callback request never reaches the server: the connection fails under it.
      let refused = 0;
      await page.route('**/api/quotation-requests/*', (route) => (refused++ === 0 ? route.abort('internetdisconnected') : route.fallback()));
      const button = widget.getByRole('button', { name: CONTACT });
      await button.click();
      const alert = widget.getByRole('alert').filter({ hasText: OFFLINE });
      await alert.waitFor();
      assert.equal(await widget.getByRole('heading', { name: 'Votre tarif' }).isVisible(), true);
      assert.equal(await widget.getByRole('dialog').count(), 0);
      assert.equal(await button.isEnabled(), true);
      assert.equal(lead().contact_requested_at, null);
      const [error] = await page.evaluate(() => window.__errors);
      assert.equal(error.kind, 'contact');
      assert.deepEqual(await page.evaluate(() => window.__contacts), []);

      await button.click();
      await widget.getByRole('dialog', { name: 'Merci' }).waitFor();
      assert.equal(patches.length, 2);
      assert.deepEqual(patches[1].postDataJSON(), patches[0].postDataJSON());
      const keys = await Promise.all(patches.map(async (patch) => (await patch.allHeaders())['idempotency-key']));
      assert.equal(keys[1], keys[0], 'the retry is the same request');
      assert.deepEqual({ type: lead().final_housing_type, price: lead().final_price }, { type: 'one_room', price: 1490 });
      assert.equal(example.rows('contact_requests').filter((contact) => contact.quotation_request_id === lead().id).length, 1);
    } finally {
      await context.close();
    }
  });
});

describe('the callback request after a reload on the price', () => {
  const browser = useBrowser();
  const example = useExample();

  /** Reloads and waits for the widget to be back on « Votre tarif ». */
  async function reload(page, widget) {
    await page.reload();
    await widget.getByRole('heading', { name: 'Votre tarif' }).waitFor();
  }

  it('still lands on the lead the POST named, then the dialog', async () => {
    const { page, context } = await browser.open();
    try {
      const patches = await watchCallbacks(page);
      const { widget, id } = await toThePrice(page, example.url, 'T1');
      await reload(page, widget);
      await widget.getByRole('button', { name: CONTACT }).click();
      await widget.getByRole('dialog', { name: 'Merci' }).waitFor();

      assert.equal(patches.length, 1);
      assert.equal(patches[0].url(), `${example.url}/api/quotation-requests/${encodeURIComponent(id)}`);
      const row = example.rows().find((lead) => lead.public_id === id);
      assert.notEqual(row.contact_requested_at, null, 'the server recorded the callback request');
      assert.equal(example.rows('contact_requests').filter((contact) => contact.quotation_request_id === row.id).length, 1);
      assert.equal((await page.evaluate(() => window.__contacts))[0].id, id);
    } finally {
      await context.close();
    }
  });

  it('keeps the key of a callback request that failed before the reload', async () => {
    const { page, context } = await browser.open();
    try {
      const patches = await watchCallbacks(page);
      const { widget, id } = await toThePrice(page, example.url, 'T2');
      await page.route('**/api/quotation-requests/*', (route) => route.abort('internetdisconnected'));
      await widget.getByRole('button', { name: CONTACT }).click();
      await widget.getByRole('alert').filter({ hasText: OFFLINE }).waitFor();
      await page.unrouteAll();

      await reload(page, widget);
      await widget.getByRole('button', { name: CONTACT }).click();
      await widget.getByRole('dialog', { name: 'Merci' }).waitFor();
      assert.equal(patches.length, 2);
      assert.deepEqual(patches.map((patch) => patch.url()), Array(2).fill(`${example.url}/api/quotation-requests/${encodeURIComponent(id)}`));
      const keys = await Promise.all(patches.map(async (patch) => (await patch.allHeaders())['idempotency-key']));
      assert.match(keys[0], KEY);
      assert.equal(keys[1], keys[0], 'the request sent again after the reload is the same request');
    } finally {
      await context.close();
    }
  });
});

describe('the callback request when the POST answer names no lead', () => {
  const browser = useBrowser();
  let server;
  before(async () => {
    server = await startHostServer({
      routes: { '/': hostPage({ config: { residences: [residence(1), residence(2)] } }) },
      api: async () => ({ status: 201, body: { received: true } }),
    });
  });
  after(() => server?.close());

  it('opens the dialog as before, with nothing more sent', async () => {
    const { page, context } = await browser.open();
    try {
      const patches = await watchCallbacks(page);
      await page.goto(`${server.url}/`);
      const widget = page.locator('[data-quote-wizard]');
      await chooseResidence(widget, 'Résidence numéro 1');
      await fillForm(widget);
      await submitForm(widget);
      await widget.getByRole('button', { name: CONTACT }).click();
      await widget.getByRole('dialog', { name: 'Merci' }).waitFor();
      await nothingLeftToSend({ page });
      assert.equal(patches.length, 0);
      assert.equal(server.requests.length, 1);
      const [contact] = await page.evaluate(() => window.__contacts);
      assert.equal(contact.id, null);
      assert.equal(contact.residence, 'residence-1');
    } finally {
      await context.close();
    }
  });
});

// Issue 4, point 7: a failing network never loses the visitor's work. A 500, a 422 with a JSON error body, a dropped
// connection and an offline browser each give the French alert, keep every value, and let the visitor send the
// same request again, which goes through once the network is back. A server that answers after 20 seconds keeps
// the busy state visible the whole time and its late answer moves the wizard on. However impatient the visitor
// (double and triple clicks, Enter held down, click + Enter, during a slow answer), the counting server sees
// exactly one request per accepted submit.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { residence } from './fixtures/bad-configs.mjs';
import { fillVisitorForm, readFormValues, TYPED } from './support/journey.mjs';
import { launchBrowser, openPage } from './support/browser.mjs';
import { hostPage, startHostServer } from './support/host-server.mjs';

const SEND_ERROR = 'Votre demande n’a pas pu être envoyée. Vérifiez votre connexion puis réessayez.';
const SENDING = 'Envoi de votre demande en cours…';
const SUBMIT = 'Découvrir mon tarif';

/** The body the widget must send for the visitor of fixtures/visitor.mjs on residence 1 (T2 at 1 600 €). */
const EXPECTED = {
  residence: 'residence-1',
  housingType: 'one_room',
  price: 1600,
  civility: 'mme',
  firstName: 'Jeanne',
  lastName: 'Martin',
  email: 'jeanne.martin@exemple.fr',
  phoneNumber: '06 12 34 56 78',
  status: 'senior_child',
  knowUs: 'internet',
  acceptPromotionalOffers: true,
};

const created = async () => ({ status: 201, body: { id: 1 } });
/** Answers with `first` once, then with `then`. */
const once = (first, then = created) => {
  let used = false;
  return async (request) => {
    if (used) return then(request);
    used = true;
    return first(request);
  };
};

describe('the form survives a failing network', () => {
  let server;
  let browser;

  before(async () => {
    const config = { residences: [residence(1), residence(2)] };
    server = await startHostServer({ routes: { '/': hostPage({ config }) } });
    browser = await launchBrowser();
  });

  after(async () => {
    await browser?.close();
    await server?.close();
  });

  /** A fresh page at step 1, filled; `attempts` lists every POST the browser tried, with its body. */
  async function filledForm(api) {
    server.requests.length = 0;
    server.setApi(api);
    const opened = await openPage(browser);
    const { page } = opened;
    const attempts = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().endsWith('/api/quotation-requests')) attempts.push(JSON.parse(request.postData()));
    });
    await page.addInitScript(() => {
      window.__errors = [];
      document.addEventListener('quote-wizard:error', (event) => window.__errors.push(event.detail));
    });
    await page.goto(`${server.url}/`);
    const widget = page.locator('[data-quote-wizard]');
    await widget.locator('.qw-list button', { hasText: 'Résidence numéro 1' }).click();
    await widget.getByRole('heading', { name: 'Vos informations' }).waitFor();
    await fillVisitorForm(widget);
    const button = widget.getByRole('button', { name: SUBMIT });
    const alert = widget.getByRole('alert').filter({ hasText: SEND_ERROR });
    const status = widget.getByRole('status').filter({ hasText: SENDING });
    return { ...opened, widget, button, alert, status, attempts };
  }

  async function assertStillAtTheForm({ widget, button, alert }) {
    await alert.waitFor();
    assert.equal(await alert.count(), 1);
    assert.equal(await widget.getByRole('heading', { name: 'Vos informations' }).isVisible(), true);
    assert.deepEqual(await readFormValues(widget), TYPED);
    // The busy state is over: the visitor can try again.
    assert.equal(await button.getAttribute('aria-busy'), null);
    assert.equal(await button.isEnabled(), true);
  }

  async function assertMovedOn({ widget, alert, pageErrors, consoleLines }) {
    await widget.getByRole('heading', { name: 'Votre tarif' }).waitFor();
    assert.equal(await alert.count(), 0);
    assert.deepEqual(pageErrors.map(String), []);
    assert.deepEqual(consoleLines.filter((line) => (line.type === 'error' || line.type === 'warning') && !line.text.startsWith('[QuoteWizard]') && !line.text.startsWith('Failed to load resource')), []);
  }

  const FAILURES = [
    { name: 'a 500', status: 500, answer: async () => ({ status: 500, body: { detail: 'Internal Server Error' } }) },
    {
      name: 'a 422 with a JSON error body',
      status: 422,
      answer: async () => ({ status: 422, body: { type: 'https://tools.ietf.org/html/rfc2616#section-10', title: 'An error occurred', detail: 'email: Cette valeur n’est pas valide.', description: 'email', violations: [{ propertyPath: 'email', message: 'Cette valeur n’est pas valide.' }] } }),
    },
    // Chromium quietly sends a POST again (up to a few times) when a reused keep-alive connection closes without
    // an answer, so the server drops every request until the network is back; the widget makes one per click.
    { name: 'a dropped connection', answer: async () => ({ drop: true }), persistent: true },
  ];

  for (const failure of FAILURES) {
    it(`${failure.name}: the alert, every value kept, the same request sent again, then the price`, async () => {
      let down = true;
      const form = await filledForm(async (request) => (down ? failure.answer(request) : created()));
      try {
        await form.button.click();
        await assertStillAtTheForm(form);
        assert.equal(form.attempts.length, 1);
        if (failure.persistent) assert.ok(server.requests.length >= 1);
        else assert.equal(server.requests.length, 1);
        for (const request of server.requests) assert.deepEqual(request.body, EXPECTED);
        const seen = server.requests.length;
        down = false;
        const [event] = await form.page.evaluate(() => window.__errors);
        assert.equal(event.kind, 'submit');
        assert.equal(event.status, failure.status);
        assert.ok(form.consoleLines.some((line) => line.type === 'error' && line.text.startsWith('[QuoteWizard]') && /quotation request failed/.test(line.text)));

        await form.button.click();
        await assertMovedOn(form);
        assert.equal(server.requests.length, seen + 1);
        assert.deepEqual(server.requests.at(-1).body, server.requests[0].body);
        assert.equal(form.attempts.length, 2);
        // Every copy the server saw, the browser's replays and the visitor's retry, names the same request.
        const keys = new Set(server.requests.map((request) => request.headers['idempotency-key']));
        assert.equal(keys.size, 1);
        assert.match([...keys][0], /^[0-9a-f-]{36}$/);
      } finally {
        await form.context.close();
      }
    });
  }

  it('an offline browser: the alert, a retry still offline fails the same way, back online it goes through', async () => {
    const form = await filledForm(created);
    try {
      await form.context.setOffline(true);
      await form.button.click();
      await assertStillAtTheForm(form);
      await form.button.click();
      // The alert goes while the retry is sent, and comes back when it fails again.
      await form.page.waitForFunction(() => window.__errors.length === 2);
      await assertStillAtTheForm(form);
      assert.equal(server.requests.length, 0);
      assert.equal(form.attempts.length, 2);

      await form.context.setOffline(false);
      await form.button.click();
      await assertMovedOn(form);
      assert.equal(server.requests.length, 1);
      assert.deepEqual(server.requests[0].body, EXPECTED);
      // What reached the server is what the visitor tried to send while offline.
      assert.deepEqual(form.attempts, [EXPECTED, EXPECTED, EXPECTED]);
    } finally {
      await form.context.close();
    }
  });

  it('a server that answers after 20 seconds: busy the whole time, however impatient, then the price', { timeout: 90_000 }, async () => {
    const form = await filledForm(async () => ({ status: 201, body: { id: 1 }, delay: 20_000 }));
    const { page, widget, button, status, alert } = form;
    try {
      await button.click();
      await status.waitFor();
      const started = Date.now();
      const samples = [];
      while (Date.now() - started < 18_500) {
        samples.push({
          at: Date.now() - started,
          busy: await button.getAttribute('aria-busy'),
          status: await status.count(),
          form: await widget.getByRole('heading', { name: 'Vos informations' }).isVisible(),
          alert: await alert.count(),
        });
        // The visitor keeps trying: a click, then Enter in a field, in turn.
        if (samples.length % 2) await button.click();
        else await widget.getByRole('textbox', { name: 'Prénom' }).press('Enter');
        await page.waitForTimeout(900);
      }
      assert.ok(samples.length >= 15, `only ${samples.length} samples`);
      assert.deepEqual(
        samples.filter((sample) => sample.busy !== 'true' || sample.status !== 1 || !sample.form || sample.alert !== 0),
        [],
        'the busy state (aria-busy and the status text) must stay visible while the answer is awaited',
      );
      await widget.getByRole('heading', { name: 'Votre tarif' }).waitFor({ timeout: 10_000 });
      assert.equal(server.requests.length, 1);
      assert.deepEqual(server.requests[0].body, EXPECTED);
      await assertMovedOn(form);
    } finally {
      await form.context.close();
    }
  });

  const IMPATIENT = [
    { name: 'a double click', act: ({ button }) => button.dblclick() },
    { name: 'a triple click', act: ({ button }) => button.click({ clickCount: 3 }) },
    { name: 'five clicks in one task', act: ({ widget }) => widget.evaluate((host) => [1, 2, 3, 4, 5].forEach(() => host.shadowRoot.querySelector('button[type="submit"]').click())) },
    { name: 'three requestSubmit() in one task', act: ({ widget }) => widget.evaluate((host) => [1, 2, 3].forEach(() => host.shadowRoot.querySelector('form').requestSubmit())) },
    {
      name: 'Enter pressed five times in a field',
      act: async ({ widget }) => {
        const field = widget.getByRole('textbox', { name: 'Téléphone' });
        for (let i = 0; i < 5; i += 1) await field.press('Enter');
      },
    },
    {
      name: 'a click, then Enter and Space on the button',
      act: async ({ button }) => {
        await button.click();
        await button.press('Enter');
        await button.press(' ');
      },
    },
  ];

  for (const impatience of IMPATIENT) {
    it(`${impatience.name} during a slow answer: exactly one request`, async () => {
      const form = await filledForm(async () => ({ status: 201, body: { id: 1 }, delay: 1500 }));
      try {
        await impatience.act(form);
        await form.status.waitFor();
        assert.equal(await form.button.getAttribute('aria-busy'), 'true');
        await assertMovedOn(form);
        // Anything late would have arrived by now.
        await form.page.waitForTimeout(300);
        assert.equal(server.requests.length, 1);
        assert.equal(form.attempts.length, 1);
      } finally {
        await form.context.close();
      }
    });
  }

  it('impatient again after a failure: one request per accepted submit, the second one goes through', async () => {
    const form = await filledForm(once(async () => ({ status: 503, delay: 800 }), async () => ({ status: 201, body: { id: 1 }, delay: 800 })));
    try {
      await form.button.click({ clickCount: 3 });
      await assertStillAtTheForm(form);
      assert.equal(server.requests.length, 1);
      await form.button.click({ clickCount: 3 });
      await form.widget.getByRole('textbox', { name: 'Nom', exact: true }).press('Enter');
      await assertMovedOn(form);
      await form.page.waitForTimeout(300);
      assert.equal(server.requests.length, 2);
      assert.deepEqual(server.requests[1].body, server.requests[0].body);
    } finally {
      await form.context.close();
    }
  });
});

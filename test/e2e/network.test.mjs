// A failing network never loses the visitor's work. A 500, a 422 with a JSON error body, a dropped
// connection and an offline browser each give a French alert that fits the cause (the connection, our side, fields
// to correct), keep every value, and let the visitor send the same request again, which goes through once the
// network is back. A server that answers after 20 seconds keeps the busy state visible the whole time and its late
// answer moves the wizard on.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { heldAnswer } from './support/host-server.mjs';
import { assertMovedOn, assertStillAtTheForm, created, EXPECTED, SEND_ERRORS, useSendingServer } from './support/sending.mjs';

describe('the form survives a failing network', () => {
  const server = useSendingServer();
  const { filledForm } = server;

  const FAILURES = [
    { name: 'a 500', status: 500, message: SEND_ERRORS.server, answer: async () => ({ status: 500, body: { detail: 'Internal Server Error' } }) },
    {
      name: 'a 422 with a JSON error body',
      status: 422,
      message: SEND_ERRORS.invalid,
      answer: async () => ({ status: 422, body: { type: 'https://tools.ietf.org/html/rfc2616#section-10', title: 'An error occurred', detail: 'email: Cette valeur n’est pas valide.', description: 'email', violations: [{ propertyPath: 'email', message: 'Cette valeur n’est pas valide.' }] } }),
    },
    // Chromium quietly sends a POST again (up to a few times) when a reused keep-alive connection closes without
    // an answer, so the server drops every request until the network is back; the widget makes one per click.
    { name: 'a dropped connection', message: SEND_ERRORS.offline, answer: async () => ({ drop: true }), persistent: true },
  ];

  for (const failure of FAILURES) {
    it(`${failure.name}: the alert, every value kept, the same request sent again, then the price`, async () => {
      let down = true;
      const form = await filledForm(async (request) => (down ? failure.answer(request) : created()));
      try {
        await form.button.click();
        await assertStillAtTheForm(form);
        assert.equal(await form.alert.innerText(), failure.message);
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
      assert.equal(await form.alert.innerText(), SEND_ERRORS.offline);
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

  it('a server that answers after 20 seconds: busy the whole time, however impatient, then the price', async () => {
    // The server holds its answer until the test lets it go, once the page has lived through 20 seconds of its
    // own (fake) time: any timer of the widget's that would give up or reset the state fires on the way.
    const late = heldAnswer({ status: 201, body: { id: 1 } });
    const form = await filledForm(late.api, { fakeClock: true });
    const { page, widget, button, status, alert } = form;
    try {
      await button.click();
      await status.waitFor();
      const samples = [];
      for (let second = 1; second <= 20; second += 1) {
        await page.clock.runFor(1000);
        samples.push({
          second,
          busy: await button.getAttribute('aria-busy'),
          status: await status.count(),
          form: await widget.getByRole('heading', { name: 'Vos informations' }).isVisible(),
          alert: await alert.count(),
        });
        // The visitor keeps trying: a click, then Enter in a field, in turn.
        if (second % 2) await button.click();
        else await widget.getByRole('textbox', { name: 'Prénom' }).press('Enter');
      }
      assert.deepEqual(
        samples.filter((sample) => sample.busy !== 'true' || sample.status !== 1 || !sample.form || sample.alert !== 0),
        [],
        'the busy state (aria-busy and the status text) must stay visible while the answer is awaited',
      );
      late.release();
      await widget.getByRole('heading', { name: 'Votre tarif' }).waitFor();
      assert.equal(server.requests.length, 1);
      assert.deepEqual(server.requests[0].body, EXPECTED);
      await assertMovedOn(form);
    } finally {
      await form.context.close();
    }
  });
});

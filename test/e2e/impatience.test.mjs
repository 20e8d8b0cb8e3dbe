// However impatient the visitor (double and triple clicks, Enter held down, click + Enter, while
// the answer is awaited, and again after a failure), the counting server sees exactly one request per accepted
// submit. The server holds each answer until the test has done its worst.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { heldAnswer } from './support/host-server.mjs';
import { assertMovedOn, assertStillAtTheForm, nothingLeftToSend, useSendingServer } from './support/sending.mjs';

/** Answers with `first` once, then with `then`. */
const once = (first, then) => {
  let used = false;
  return async (request) => {
    if (used) return then(request);
    used = true;
    return first(request);
  };
};

describe('one request per accepted submit, however impatient the visitor', () => {
  const server = useSendingServer();
  const { filledForm } = server;

  const IMPATIENT = [
    { name: 'a double click', act: ({ button }) => button.dblclick() },
    { name: 'a triple click', act: ({ button }) => button.click({ clickCount: 3 }) },
    { name: 'five clicks in one task', act: ({ widget }) => widget.evaluate((host) => [1, 2, 3, 4, 5].forEach(() => host.querySelector('quote-wizard-root').shadowRoot.querySelector('button[type="submit"]').click())) },
    { name: 'three requestSubmit() in one task', act: ({ widget }) => widget.evaluate((host) => [1, 2, 3].forEach(() => host.querySelector('quote-wizard-root').shadowRoot.querySelector('form').requestSubmit())) },
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
      const slow = heldAnswer({ status: 201, body: { id: 1 } });
      const form = await filledForm(slow.api);
      try {
        await impatience.act(form);
        await form.status.waitFor();
        assert.equal(await form.button.getAttribute('aria-busy'), 'true');
        await nothingLeftToSend(form);
        assert.equal(form.attempts.length, 1, 'one request while the answer is awaited');
        slow.release();
        await assertMovedOn(form);
        await nothingLeftToSend(form);
        assert.equal(server.requests.length, 1);
        assert.equal(form.attempts.length, 1);
      } finally {
        await form.context.close();
      }
    });
  }

  it('impatient again after a failure: one request per accepted submit, the second one goes through', async () => {
    const failure = heldAnswer({ status: 503 });
    const success = heldAnswer({ status: 201, body: { id: 1 } });
    const form = await filledForm(once(failure.api, success.api));
    try {
      await form.button.click({ clickCount: 3 });
      await form.status.waitFor();
      failure.release();
      await assertStillAtTheForm(form);
      assert.equal(server.requests.length, 1);
      await form.button.click({ clickCount: 3 });
      await form.widget.getByRole('textbox', { name: 'Nom', exact: true }).press('Enter');
      await form.status.waitFor();
      success.release();
      await assertMovedOn(form);
      await nothingLeftToSend(form);
      assert.equal(server.requests.length, 2);
      assert.deepEqual(server.requests[1].body, server.requests[0].body);
    } finally {
      await form.context.close();
    }
  });
});

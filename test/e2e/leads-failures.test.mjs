// What a visitor is told when a send fails fits its cause: an error answer does not blame the connection and
// offers the network's number; a 422's violations show beside their fields and in the summary. The same lead sent
// again after « Changer de résidence » and back keeps its Idempotency-Key and is pushed to dataLayer once.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { residence } from './fixtures/bad-configs.mjs';
import { hostPage, startHostServer } from './support/host-server.mjs';
import { chooseResidence, fillForm } from './support/journey.mjs';
import { SEND_ERRORS } from './support/sending.mjs';
import { useBrowser } from './support/use-browser.mjs';

const SUBMIT = 'Découvrir mon tarif';
const PHONE = '01 23 45 67 89';

describe('a failed send, told by its cause', () => {
  const browser = useBrowser();
  let server;
  before(async () => {
    server = await startHostServer({
      routes: { '/': hostPage({ config: { residences: [residence(1), residence(2)] }, body: `<div data-quote-wizard data-contact-phone="${PHONE}"></div><script>window.dataLayer = [];</script>` }) },
    });
  });
  after(() => server?.close());

  /** A fresh page at step 1 on Résidence numéro 1, filled; the API answers with `api`. */
  async function filledForm(api) {
    server.requests.length = 0;
    server.setApi(api);
    const opened = await browser.open(`${server.url}/`);
    const widget = opened.page.locator('[data-quote-wizard]');
    await chooseResidence(widget, 'Résidence numéro 1');
    await fillForm(widget);
    return { ...opened, widget, alert: widget.getByRole('alert').filter({ hasText: /^Votre demande n’a pas/ }) };
  }

  it('an error answer: not the connection, and the number to call as a tel: link', async () => {
    const { widget, alert, context } = await filledForm(async () => ({ status: 503, body: { title: 'Service Unavailable' } }));
    try {
      await widget.getByRole('button', { name: SUBMIT }).click();
      await alert.waitFor();
      assert.equal(await alert.innerText(), `${SEND_ERRORS.server} Vous pouvez aussi nous appeler au ${PHONE}.`);
      assert.doesNotMatch(await alert.innerText(), /connexion/);
      assert.equal(await alert.getByRole('link', { name: PHONE }).getAttribute('href'), 'tel:0123456789');
    } finally {
      await context.close();
    }
  });

  it('a 422 listing violations: each message beside its field and in the error summary', async () => {
    const violations = [
      { propertyPath: 'email', message: 'Cette adresse est refusée par notre serveur de messagerie.' },
      { propertyPath: 'lastName', message: 'Ce nom contient un caractère que nous ne savons pas enregistrer.' },
    ];
    const { widget, alert, context } = await filledForm(async () => ({ status: 422, body: { title: 'Unprocessable', violations } }));
    try {
      await widget.getByRole('button', { name: SUBMIT }).click();
      await alert.waitFor();
      assert.equal(await alert.innerText(), SEND_ERRORS.invalid);
      assert.equal(await alert.getByRole('link').count(), 0, 'fields to correct are the visitor’s: no number to call');
      const email = widget.getByRole('textbox', { name: 'Adresse e-mail' });
      const lastName = widget.getByRole('textbox', { name: 'Nom', exact: true });
      for (const [field, { message }] of [[email, violations[0]], [lastName, violations[1]]]) {
        assert.equal(await field.getAttribute('aria-invalid'), 'true');
        assert.match(await field.evaluate((input) => (input.getAttribute('aria-describedby') ?? '').split(/\s+/).map((id) => input.getRootNode().getElementById(id)?.textContent).join(' ')), new RegExp(message));
      }
      const summary = widget.locator('.qw-summary');
      for (const { message } of violations) await summary.getByRole('link', { name: message }).waitFor();
      // Changed, the value is no longer the one refused: its message goes.
      await email.fill('jeanne.autre@exemple.fr');
      await widget.getByText(violations[0].message).first().waitFor({ state: 'detached' });
      assert.equal(await email.getAttribute('aria-invalid'), null);
    } finally {
      await context.close();
    }
  });

  it('sent again after « Changer de résidence » and back: one key on the wire, one push to dataLayer', async () => {
    let answers = 0;
    const { page, widget, alert, context } = await filledForm(async () => (answers++ === 0 ? { status: 500, body: {} } : { status: 201, body: { id: 'lead-1' } }));
    try {
      await widget.getByRole('button', { name: SUBMIT }).click();
      await alert.waitFor();
      await widget.getByRole('button', { name: 'Changer de résidence' }).click();
      await widget.getByRole('heading', { name: 'Rechercher sa résidence' }).waitFor();
      await chooseResidence(widget, 'Résidence numéro 1');
      await widget.getByRole('button', { name: SUBMIT }).click();
      await widget.getByRole('heading', { name: 'Votre tarif' }).waitFor();

      assert.equal(server.requests.length, 2);
      assert.deepEqual(server.requests[1].body, server.requests[0].body);
      const keys = server.requests.map((request) => request.headers['idempotency-key']);
      assert.match(keys[0], /^[0-9a-f-]{36}$/);
      assert.equal(keys[1], keys[0]);
      const pushes = await page.evaluate(() => window.dataLayer.filter((entry) => entry.event === 'demande_devis'));
      assert.equal(pushes.length, 1);
      assert.equal(pushes[0].residence, 'Résidence numéro 1');
    } finally {
      await context.close();
    }
  });
});

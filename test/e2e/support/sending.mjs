// A filled form on a host whose API answers as the test wants, and what to check around a send: shared by the
// journeys of a failing network (network.test.mjs) and of an impatient visitor (impatience.test.mjs).
import assert from 'node:assert/strict';
import { after, before } from 'node:test';
import { residence } from '../fixtures/bad-configs.mjs';
import { notTheWidgets } from './browser.mjs';
import { hostPage, startHostServer } from './host-server.mjs';
import { fillVisitorForm, readFormValues, TYPED } from './journey.mjs';
import { settled } from './settle.mjs';
import { useBrowser } from './use-browser.mjs';

/** What the alert beside « Découvrir mon tarif » says, by cause of the failure. */
export const SEND_ERRORS = {
  offline: 'Votre demande n’a pas pu être envoyée. Vérifiez votre connexion puis réessayez.',
  server: 'Votre demande n’a pas pu être enregistrée, à la suite d’un incident de notre côté. Réessayez dans quelques instants.',
  invalid: 'Votre demande n’a pas été acceptée\u00a0: corrigez les champs signalés puis envoyez-la de nouveau.',
};
const SENDING = 'Envoi de votre demande en cours…';
const SUBMIT = 'Découvrir mon tarif';

/** The body the widget must send for the visitor of support/journey.mjs on residence 1 (T2 at 1 600 €). */
export const EXPECTED = {
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

export const created = async () => ({ status: 201, body: { id: 1 } });

/**
 * Call at the top of a describe(): a browser and a host page with two residences of the fixtures, for the
 * block's tests. `filledForm(api, { fakeClock })` opens a fresh page at step 1, filled, the API answering with
 * `api` from now on; `requests` are the POSTs the host received since.
 */
export function useSendingServer() {
  const browser = useBrowser();
  let server;
  before(async () => {
    server = await startHostServer({ routes: { '/': hostPage({ config: { residences: [residence(1), residence(2)] } }) } });
  });
  after(() => server?.close());
  return {
    filledForm: (api, options) => openFilledForm(browser, server, api, options),
    get requests() {
      return server.requests;
    },
  };
}

/**
 * A fresh page at step 1 on `server`, filled, the API answering with `api`. `attempts` lists every POST the
 * browser tried, with its body; `window.__errors` the widget's error events. `fakeClock` puts the page's timers
 * under the test's control (page.clock) from the start.
 */
async function openFilledForm(browser, server, api, { fakeClock = false } = {}) {
  server.requests.length = 0;
  server.setApi(api);
  const opened = await browser.open();
  const { page } = opened;
  if (fakeClock) await page.clock.install();
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
  // The send's own alert, whatever its cause; each test checks the words its failure deserves.
  const alert = widget.getByRole('alert').filter({ hasText: /^Votre demande n’a pas/ });
  const status = widget.getByRole('status').filter({ hasText: SENDING });
  return { ...opened, widget, button, alert, status, attempts };
}

/** The send failed: the alert, still the form with every value, and the button ready for another try. */
export async function assertStillAtTheForm({ widget, button, alert }) {
  await alert.waitFor();
  assert.equal(await alert.count(), 1);
  assert.equal(await widget.getByRole('heading', { name: 'Vos informations' }).isVisible(), true);
  assert.deepEqual(await readFormValues(widget), TYPED);
  // The busy state is over: the visitor can try again.
  assert.equal(await button.getAttribute('aria-busy'), null);
  assert.equal(await button.isEnabled(), true);
}

/** The send went through: the price step, no alert, no console line that is not the widget's. */
export async function assertMovedOn({ widget, alert, consoleLines }) {
  await widget.getByRole('heading', { name: 'Votre tarif' }).waitFor();
  assert.equal(await alert.count(), 0);
  // The browser's own lines for the tries the test's API refused, and for the request that marks the end of the
  // page's sending (nothing answers it), are expected; anything else failing to load is not.
  const onPurpose = (url) => /^\/api\/quotation-requests(\/[\w-]+)?$/.test(new URL(url).pathname) || url.endsWith('/sentinel');
  assert.deepEqual(notTheWidgets(consoleLines, onPurpose), []);
}

/**
 * Resolves once the page has sent a request of the test's after what it had under way: the 'request' events
 * come in the order the page sends, so a POST the widget started before is in `attempts` by then.
 */
export async function nothingLeftToSend({ page }) {
  await settled(page);
  const sentinel = page.waitForRequest((request) => request.url().endsWith('/sentinel'));
  await page.evaluate(() => fetch('/sentinel').catch(() => undefined));
  await sentinel;
}

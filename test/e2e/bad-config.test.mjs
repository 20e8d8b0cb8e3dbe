// Every broken configuration of the corpus (fixtures/bad-configs.mjs), each on a page of its own, gives no
// uncaught exception and never a blank area: either the usable residences and ONE console warning naming each
// problem, or the French unavailable message and ONE console error telling the editor what to fix.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { BAD_CONFIGS, residence, said } from './fixtures/bad-configs.mjs';
import { widgetText } from './support/browser.mjs';
import { hostPage, startHostServer } from './support/host-server.mjs';
import { chooseResidence, fillForm, fillVisitorForm, submitForm } from './support/journey.mjs';
import { residencesOnMap, SHOWN_ENTRIES } from './support/residences.mjs';
import { useBrowser } from './support/use-browser.mjs';

const UNAVAILABLE = 'Le simulateur de devis est momentanément indisponible.';
const PREFIX = '[QuoteWizard]';
// The container of every case page has no id and is the page's only widget: messages call it « widget n°1 ».
const CANNOT_START = said('[QuoteWizard] Le simulateur de devis « widget n°1 » ne peut pas démarrer. Corrigez sa configuration :\n');
const STILL_WORKS = said('[QuoteWizard] Problèmes de configuration du simulateur de devis « widget n°1 » (il fonctionne malgré tout) :\n');

/** Waits until the console has a line that `matches`, had or to come: a warning given once the page has loaded may follow it. */
async function expectLine(page, consoleLines, matches) {
  if (consoleLines.some(matches)) return;
  await page.waitForEvent('console', { predicate: (message) => matches({ type: message.type(), text: message.text() }), timeout: 15000 });
}

/** Each pattern of `mentions` names its own problem of the message, and the message lists no other. */
function assertProblems(message, mentions) {
  const problems = message.split('\n').slice(1);
  assert.ok(problems.every((line) => line.startsWith('- ')), message);
  const unmatched = problems.map((line) => line.slice(2));
  for (const mention of mentions) {
    const index = unmatched.findIndex((problem) => mention.test(problem));
    assert.ok(index >= 0, `no problem matches ${mention} in:\n${message}`);
    unmatched.splice(index, 1);
  }
  assert.deepEqual(unmatched, [], 'problems the case does not expect');
}

function pageOf(entry) {
  const script = '<script src="/dist/quote-wizard.js"></script>';
  const body = `${entry.scriptFirst ? script : ''}<main><h1>Nos résidences</h1><div data-quote-wizard ${entry.attributes ?? ''}></div>${entry.extra ?? ''}</main>`;
  return hostPage({ title: entry.name, body, config: entry.config, configId: entry.configId, script: entry.scriptFirst ? '' : script });
}

describe('a broken configuration never breaks the page', () => {
  const browser = useBrowser();
  let server;

  before(async () => {
    const routes = Object.fromEntries(BAD_CONFIGS.map((entry, index) => [`/case/${index}`, pageOf(entry)]));
    routes['/fallback'] = pageOf({
      config: { residences: [residence(1)], apiRoot: '/crm/api/', stayLink: '/sejour-decouverte' },
      attributes: 'data-api-root="javascript:alert(1)//" data-stay-link="   "',
    });
    routes['/misspelt-container'] = hostPage({ body: '<main><h1>Nos résidences</h1><div data-quote-wizzard></div></main>', config: { residences: [residence(1)] } });
    const pasted = JSON.stringify({ residences: [residence(1), residence(2)] }).replace(/</g, '&lt;');
    routes['/config-in-container'] = hostPage({ body: `<main><h1>Nos résidences</h1><div data-quote-wizard>${pasted}</div></main>` });
    server = await startHostServer({ routes });
  });

  after(() => server?.close());

  it('has a corpus of at least 25 broken configurations, each named once', () => {
    const broken = BAD_CONFIGS.filter((entry) => entry.expect !== 'clean');
    assert.ok(broken.length >= 25, `only ${broken.length} broken configurations`);
    assert.equal(new Set(BAD_CONFIGS.map((entry) => entry.name)).size, BAD_CONFIGS.length);
    for (const entry of BAD_CONFIGS) assert.ok(['works', 'clean', 'unavailable'].includes(entry.expect), entry.name);
    for (const entry of BAD_CONFIGS) assert.equal(entry.expect === 'clean', entry.mentions === undefined, `${entry.name}: mentions go with a problem`);
  });

  BAD_CONFIGS.forEach((entry, index) => {
    it(`${entry.name}: ${entry.expect === 'unavailable' ? 'the unavailable message and one error' : entry.expect === 'clean' ? 'works, nothing to say' : 'the usable residences and one warning'}`, async () => {
      const { context, page, consoleLines } = await browser.open();
      try {
        await page.addInitScript(() => {
          window.__errors = [];
          document.addEventListener('quote-wizard:error', (event) => window.__errors.push(event.detail));
        });
        await page.goto(`${server.url}/case/${index}`);
        const widget = page.locator('[data-quote-wizard]');
        // Something visible, whatever happens: a step heading or the unavailable message.
        await widget.locator('.qw-unavailable, [data-step-heading]').first().waitFor();
        const text = await widgetText(page);
        const warnings = consoleLines.filter((line) => line.type === 'warning');
        const errors = consoleLines.filter((line) => line.type === 'error');

        // Every picture of the corpus exists: even the browser's « Failed to load resource » would be a fault.
        assert.deepEqual(consoleLines.filter((line) => !line.text.startsWith(PREFIX)), [], 'console lines without the prefix');

        if (entry.expect === 'unavailable') {
          assert.equal(text.trim(), UNAVAILABLE);
          assert.equal(await widget.getByText(UNAVAILABLE).isVisible(), true);
          assert.equal(errors.length, 1, `expected one console error, got:\n${errors.map((line) => line.text).join('\n')}`);
          assert.deepEqual(warnings, []);
          assert.match(errors[0].text, CANNOT_START);
          assertProblems(errors[0].text, entry.mentions);
          const events = await page.evaluate(() => window.__errors);
          assert.equal(events.length, 1);
          assert.equal(events[0].kind, 'config');
          return;
        }

        assert.deepEqual(errors, [], 'no console error when the widget works');
        assert.doesNotMatch(text, /indisponible/);
        if (entry.expect === 'clean') {
          assert.deepEqual(warnings, [], 'no warning for an acceptable configuration');
        } else {
          assert.equal(warnings.length, 1, `expected one console warning, got ${warnings.length}:\n${warnings.map((line) => line.text).join('\n')}`);
          assert.match(warnings[0].text, STILL_WORKS);
          assertProblems(warnings[0].text, entry.mentions);
        }
        if (entry.housing) {
          // Preselected: the form offers exactly the priced types, then the list is one click away.
          await widget.getByRole('heading', { name: 'Vos informations' }).waitFor();
          const offered = await widget.locator('input[name="housingType"]').evaluateAll((inputs) => inputs.map((input) => input.labels[0]?.textContent.trim()));
          assert.deepEqual(offered, entry.housing);
          await widget.getByRole('button', { name: 'Changer de résidence' }).click();
        }
        await widget.getByRole('heading', { name: 'Rechercher sa résidence' }).waitFor();
        assert.equal(await widget.locator(SHOWN_ENTRIES).count(), entry.residences);
        if (entry.soon) {
          const badged = await widget.locator(SHOWN_ENTRIES).filter({ has: page.locator('.qw-badge', { hasText: 'Ouverture prochaine' }) }).locator('.qw-entry__name').allInnerTexts();
          assert.deepEqual(badged, entry.soon);
        }
        await widget.locator('.qw-map__point').first().waitFor();
        assert.equal(await residencesOnMap(widget), entry.residences);
        if (entry.quotes) {
          // The price the visitor is quoted for each type shows how the configured value was read.
          await chooseResidence(widget, 'Résidence numéro 2');
          await fillForm(widget);
          await submitForm(widget);
          const shown = {};
          for (const type of Object.keys(entry.quotes)) {
            await widget.getByRole('group', { name: 'Type de logement' }).getByLabel(type, { exact: true }).check();
            shown[type] = (await widget.locator('.qw-price__amount').innerText()).replace(/[\u00a0\u202f]/g, ' ');
          }
          assert.deepEqual(shown, entry.quotes);
          // Where the configured links lead, once read: what the visitor's click opens.
          for (const [name, href] of Object.entries(entry.links ?? {})) assert.equal(await widget.getByRole('link', { name, exact: true }).getAttribute('href'), href, name);
        }
      } finally {
        await context.close();
      }
    });
  });

  it('a bad data attribute is ignored, not the JSON value it would override: the lead still reaches the JSON apiRoot', async () => {
    const sentBefore = server.requests.length;
    const { context, page, consoleLines } = await browser.open(`${server.url}/fallback`);
    try {
      const widget = page.locator('[data-quote-wizard]');
      await widget.locator('.qw-list button').first().click();
      await fillVisitorForm(widget);
      await widget.getByRole('button', { name: 'Découvrir mon tarif' }).click();
      await widget.getByRole('heading', { name: 'Votre tarif' }).waitFor();
      assert.deepEqual(server.requests.slice(sentBefore).map((request) => request.path), ['/crm/api/quotation-requests']);
      assert.equal(await widget.getByRole('link', { name: 'Réserver un séjour découverte' }).getAttribute('href'), '/sejour-decouverte');
      const warnings = consoleLines.filter((line) => line.type === 'warning');
      assert.equal(warnings.length, 1);
      assert.match(warnings[0].text, STILL_WORKS);
      assertProblems(warnings[0].text, [
        said('data-api-root "javascript:alert(1)//" n’est pas une adresse http(s) ou relative, ignoré'),
        said('data-stay-link "   " n’est pas une adresse http(s) ou relative, ignoré'),
      ]);
    } finally {
      await context.close();
    }
  });

  it('a page whose container attribute is misspelt says so once it has loaded, naming the attribute', async () => {
    const { context, page, consoleLines } = await browser.open();
    try {
      await page.goto(`${server.url}/misspelt-container`, { waitUntil: 'load' });
      const warning = said('[QuoteWizard] la page a un script de configuration #quote-wizard-config mais aucun élément data-quote-wizard où afficher le simulateur : ajoutez <div data-quote-wizard></div> là où il doit paraître (un élément porte data-quote-wizzard : vérifiez l’orthographe)');
      await expectLine(page, consoleLines, (line) => line.type === 'warning' && warning.test(line.text));
      assert.deepEqual(consoleLines.map((line) => line.text).filter((text) => text.startsWith(PREFIX) && !warning.test(text)), []);
    } finally {
      await context.close();
    }
  });

  it('a configuration pasted inside the container is used, hidden from visitors, with a warning saying where it belongs', async () => {
    const { context, page, consoleLines } = await browser.open(`${server.url}/config-in-container`);
    try {
      const widget = page.locator('[data-quote-wizard]');
      await widget.getByRole('heading', { name: 'Rechercher sa résidence' }).waitFor();
      assert.equal(await widget.locator(SHOWN_ENTRIES).count(), 2);
      assert.equal(await page.getByText('"residences"').isVisible(), false, 'the JSON text is not shown');
      const warnings = consoleLines.filter((line) => line.type === 'warning');
      assert.equal(warnings.length, 1, warnings.map((line) => line.text).join('\n'));
      assert.match(warnings[0].text, STILL_WORKS);
      assertProblems(warnings[0].text, [said('la configuration est écrite dans le conteneur lui-même ; elle est lue, mais placez-la à côté, dans <script type="application/json" id="quote-wizard-config">')]);
    } finally {
      await context.close();
    }
  });
});

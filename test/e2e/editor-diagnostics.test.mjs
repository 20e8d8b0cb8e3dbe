// What an editor sees while setting the widget up: with data-debug, the configuration's problems inside the
// container, in French, above the widget (or in place of the unavailable message); without it, nothing but the
// console. Driven in Chromium on the built bundle, read from the shadow root as a person would.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { hostPage, startHostServer } from './support/host-server.mjs';
import { fillForm } from './support/journey.mjs';
import { settled } from './support/settle.mjs';
import { useBrowser } from './support/use-browser.mjs';

const lyon = { id: 'lyon', name: 'Les Terrasses', region: 'Auvergne-Rhône-Alpes', city: 'Lyon', postalCode: '69004', isOpen: true, position: { positionX: 67.8, positionY: 50.9 }, prices: { studio: '1 250 €' } };
const nice = { id: 'nice', name: 'Le Domaine des Oliviers', region: 'Provence-Alpes-Côte d’Azur', isOpen: true, position: { positionX: 90, positionY: 80 }, prices: { three_room: 3100 } };
const PANEL = 'Mode débogage\u00a0: problèmes de configuration de ce simulateur';
const STAY_LINK = 'data-stay-link "javascript:alert(1)" n’est pas une adresse http(s) ou relative, ignoré';
/** A residence whose description holds an image, and offers with a handler: what the sanitizer takes out. */
const withImage = { ...lyon, description: '<p>Un grand jardin.</p><img src="/jardin.jpg">' };
const trimmedConfig = { residences: [nice, withImage], residenceOffers: '<p onclick="track()">Frais de dossier offerts</p>' };
const TRIMMED = {
  offers: '«\u00a0residenceOffers\u00a0» (les offres du moment)\u00a0: le simulateur en retire onclick et affiche le reste',
  description: 'la description de la résidence «\u00a0Les Terrasses\u00a0»\u00a0: le simulateur en retire <img> et affiche le reste',
};

describe('debug mode and messages an editor can act on', () => {
  const browser = useBrowser();
  let server;

  before(async () => {
    const containers = '<div data-quote-wizard data-debug data-stay-link="javascript:alert(1)"></div><div data-quote-wizard data-stay-link="javascript:alert(1)"></div>';
    server = await startHostServer({
      routes: {
        '/debug': hostPage({ body: containers, config: { residences: [lyon, nice] } }),
        '/trimmed': hostPage({ body: '<div data-quote-wizard></div>', config: trimmedConfig }),
        '/trimmed-debug': hostPage({ body: '<div data-quote-wizard data-debug></div>', config: trimmedConfig }),
        '/broken': hostPage({ body: '<div id="devis" data-quote-wizard data-debug></div>', config: '{\n  "residences": [\n    { "id": “lyon” }\n  ]\n}' }),
      },
    });
  });

  after(() => server?.close());

  it('lists the problems in French above the first widget only, naming the data attribute and each widget in the console', async () => {
    const { context, page, consoleLines } = await browser.open(`${server.url}/debug`);
    try {
      const [debugged, plain] = [page.locator('[data-quote-wizard]').nth(0), page.locator('[data-quote-wizard]').nth(1)];
      const panel = debugged.getByRole('region', { name: PANEL });
      await panel.waitFor();
      const items = await panel.getByRole('listitem').allInnerTexts();
      assert.deepEqual(items, [
        'résidence n°2 «\u00a0Le Domaine des Oliviers\u00a0»\u00a0: aucun prix T1, T2 ou T3 (studio, one_room, two_room)\u00a0; les visiteurs ne pourront pas obtenir de devis pour cette résidence',
        STAY_LINK,
      ]);
      // Above the widget: the panel comes before the wizard's title.
      const order = await debugged.evaluate((container) => {
        const root = container.querySelector('quote-wizard-root').shadowRoot;
        return [...root.querySelectorAll('.qw-debug, .qw-title')].map((element) => element.className);
      });
      assert.deepEqual(order, ['qw-debug', 'qw-title']);
      await plain.getByRole('heading', { name: 'Rechercher sa résidence' }).waitFor();
      assert.equal(await plain.getByRole('region', { name: PANEL }).count(), 0);
      // The city and postal code show with the region.
      await debugged.getByRole('button', { name: /Les Terrasses/ }).getByText('69004 Lyon, Auvergne-Rhône-Alpes').waitFor();

      const warnings = consoleLines.filter((line) => line.type === 'warning').map((line) => line.text);
      assert.equal(warnings.length, 2);
      assert.match(warnings[0], /^\[QuoteWizard\] Problèmes de configuration du simulateur de devis «\u00a0widget n°1\u00a0» \(il fonctionne malgré tout\)\u00a0:\n/);
      assert.match(warnings[1], /^\[QuoteWizard\] Problèmes de configuration du simulateur de devis «\u00a0widget n°2\u00a0»/);
      for (const warning of warnings) assert.ok(warning.includes(`- ${STAY_LINK}`), warning);
    } finally {
      await context.close();
    }
  });

  it('takes the place of the unavailable message, with the line of the script and the curly quotes named', async () => {
    const { context, page, consoleLines } = await browser.open(`${server.url}/broken`);
    try {
      const widget = page.locator('#devis');
      const panel = widget.getByRole('region', { name: PANEL });
      await panel.waitFor();
      assert.equal(await widget.getByText('Le simulateur de devis est momentanément indisponible.').count(), 0);
      const text = await panel.innerText();
      assert.match(text, /Le simulateur de devis #devis ne peut pas démarrer\. Corrigez sa configuration\u00a0:/);
      assert.match(text, /n’est pas du JSON valide, ligne 3 du script\u00a0: \{ "id": “lyon” \}/);
      assert.match(text, /les guillemets typographiques “ ” ‘ ’ ou «\u00a0» ne sont pas acceptés/);
      const errors = consoleLines.filter((line) => line.type === 'error');
      assert.equal(errors.length, 1);
      assert.match(errors[0].text, /^\[QuoteWizard\] Le simulateur de devis #devis ne peut pas démarrer/);
    } finally {
      await context.close();
    }
  });

  it('tells in the console what the sanitizer took out of a text, once, when a visitor is shown it', async () => {
    const { context, page, consoleLines } = await browser.open(`${server.url}/trimmed`);
    try {
      const widget = page.locator('[data-quote-wizard]');
      const trimmed = () => consoleLines.filter((line) => line.type === 'warning' && line.text.includes('le simulateur en retire')).map((line) => line.text);
      await widget.getByRole('heading', { name: 'Rechercher sa résidence' }).waitFor();
      await widget.getByRole('button', { name: /^Les Terrasses/ }).click();
      await fillForm(widget);
      await widget.getByRole('button', { name: 'Découvrir mon tarif' }).click();
      await widget.getByRole('heading', { name: 'Votre tarif' }).waitFor();
      // The visitor sees what stays.
      await widget.getByText('Un grand jardin.').waitFor();
      await widget.getByText('Frais de dossier offerts').waitFor();
      // Back to the form and on to the price again: shown twice, told once.
      await widget.getByRole('navigation').getByRole('button', { name: /Vos informations/ }).click();
      await widget.getByRole('button', { name: 'Découvrir mon tarif' }).click();
      await widget.getByRole('heading', { name: 'Votre tarif' }).waitFor();
      await settled(page);
      const said = trimmed();
      assert.equal(said.length, 2, said.join('\n'));
      for (const problem of [TRIMMED.offers, TRIMMED.description]) {
        assert.ok(said.some((text) => text.startsWith(`[QuoteWizard] Simulateur de devis «\u00a0widget n°1\u00a0»\u00a0: ${problem}`)), problem);
      }
    } finally {
      await context.close();
    }
  });

  it('lists in debug mode what the sanitizer takes out of every text, before a visitor is shown any', async () => {
    const { context, page } = await browser.open(`${server.url}/trimmed-debug`);
    try {
      const panel = page.locator('[data-quote-wizard]').getByRole('region', { name: PANEL });
      await panel.getByText(TRIMMED.description, { exact: false }).waitFor();
      const items = await panel.getByRole('listitem').allInnerTexts();
      for (const problem of [TRIMMED.offers, TRIMMED.description]) assert.equal(items.filter((item) => item.includes(problem)).length, 1, problem);
      await page.locator('[data-quote-wizard]').getByRole('heading', { name: 'Rechercher sa résidence' }).waitFor();
    } finally {
      await context.close();
    }
  });
});

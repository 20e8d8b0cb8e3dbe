// Under a strict Content-Security-Policy the whole journey works without a single violation; where a browser
// lacks constructed stylesheets, the <style> element the widget falls back to carries the host's nonce.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { exampleConfig, hostPage, startHostServer, STRICT_CSP } from './support/host-server.mjs';
import { chooseResidence, contactAndClose, fillForm, recordViolations, submitForm } from './support/journey.mjs';
import { useBrowser } from './support/use-browser.mjs';

const NONCE = 'host-nonce-2026';
const NONCE_CSP = STRICT_CSP.replace("style-src 'self'", `style-src 'self' 'nonce-${NONCE}'`);

/** Makes the browser look like one without constructed stylesheets (older Safari, some web views). */
const withoutConstructedSheets = () => {
  delete ShadowRoot.prototype.adoptedStyleSheets;
  delete Document.prototype.adoptedStyleSheets;
};

describe('the widget under a strict Content-Security-Policy', () => {
  const browser = useBrowser();
  let strict;
  let withNonce;
  const config = exampleConfig();

  before(async () => {
    strict = await startHostServer({ csp: STRICT_CSP, routes: { '/': hostPage({ config }) } });
    withNonce = await startHostServer({
      csp: NONCE_CSP,
      routes: {
        '/attribute': hostPage({ config, body: `<div data-quote-wizard data-nonce="${NONCE}"></div>` }),
        '/no-nonce': hostPage({ config }),
        '/option': hostPage({ config, body: '<div id="devis"></div>', script: '<script src="/dist/quote-wizard.js"></script><script src="/pages/mount-with-nonce.js"></script>' }),
      },
    });
  });

  after(async () => {
    await strict?.close();
    await withNonce?.close();
  });

  it('goes from the search to the thank-you dialog with zero violations', async () => {
    const { page, consoleLines } = await browser.open();
    const violations = await recordViolations(page);
    await page.goto(`${strict.url}/`);
    const widget = page.locator('[data-quote-wizard]');
    assert.equal(await page.evaluate(() => document.querySelector('[data-quote-wizard] > quote-wizard-root').shadowRoot.adoptedStyleSheets.length), 1);
    await widget.getByLabel('Rechercher une résidence').fill('bretagne');
    await chooseResidence(widget, 'Les Terrasses du Thabor');
    await widget.getByRole('button', { name: 'Découvrir mon tarif' }).click();
    await widget.getByText('Il y a un problème').waitFor();
    await fillForm(widget);
    await submitForm(widget);
    await widget.getByRole('group', { name: 'Type de logement' }).getByRole('radio').last().check();
    await contactAndClose(widget);
    assert.equal(strict.requests.length, 1);
    assert.deepEqual(await violations(), []);
    assert.deepEqual(consoleLines.filter((line) => /Content.Security.Policy/i.test(line.text)), []);
  });

  it('styles the fallback <style> element with the nonce of a data-nonce attribute', async () => {
    const { page } = await browser.open();
    const violations = await recordViolations(page);
    await page.addInitScript(withoutConstructedSheets);
    await page.goto(`${withNonce.url}/attribute`);
    const widget = page.locator('[data-quote-wizard]');
    await widget.getByRole('heading', { name: 'Rechercher sa résidence' }).waitFor();
    const styled = await widget.evaluate((host) => ({
      styleElements: host.querySelector('quote-wizard-root').shadowRoot.querySelectorAll('style').length,
      nonce: host.querySelector('quote-wizard-root').shadowRoot.querySelector('style')?.nonce,
      entryHeight: host.querySelector('quote-wizard-root').shadowRoot.querySelector('.qw-entry').getBoundingClientRect().height,
      titleWeight: getComputedStyle(host.querySelector('quote-wizard-root').shadowRoot.querySelector('.qw-title')).fontWeight,
    }));
    assert.deepEqual({ ...styled, entryHeight: styled.entryHeight >= 44 }, { styleElements: 1, nonce: NONCE, entryHeight: true, titleWeight: '700' });
    assert.deepEqual(await violations(), []);
  });

  it('is refused a style element without the nonce, which is what the nonce is for', async () => {
    const { page } = await browser.open();
    const violations = await recordViolations(page);
    await page.addInitScript(withoutConstructedSheets);
    await page.goto(`${withNonce.url}/no-nonce`);
    await page.locator('[data-quote-wizard]').getByRole('heading', { name: 'Rechercher sa résidence' }).waitFor();
    const refused = await violations();
    assert.ok(refused.some((line) => line.startsWith('style-src')), `expected a style-src violation, got ${JSON.stringify(refused)}`);
  });

  it('takes the nonce as a mount() option too', async () => {
    const { page } = await browser.open();
    const violations = await recordViolations(page);
    await page.addInitScript(withoutConstructedSheets);
    await page.goto(`${withNonce.url}/option`);
    const widget = page.locator('#devis');
    await widget.getByRole('heading', { name: 'Rechercher sa résidence' }).waitFor();
    assert.equal(await widget.evaluate((host) => getComputedStyle(host.querySelector('quote-wizard-root').shadowRoot.querySelector('.qw-title')).fontWeight), '700');
    assert.deepEqual(await violations(), []);
  });
});

// The script tag loads what the search needs; the steps after it come in a file of their own, fetched by the
// script from its own folder. Here: from a CDN folder on another origin, under a strict policy; when that file
// cannot be had, and then can; and when the widget opens past the search, with no blank moment.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { focused, waitForShadowFocus } from './support/a11y.mjs';
import { exampleConfig, hostPage, startHostServer, STRICT_CSP } from './support/host-server.mjs';
import { settled } from './support/settle.mjs';
import { useBrowser } from './support/use-browser.mjs';

/**
 * The path of the part named `name` (or of any of `a|b`). A retry asks for the same file with `?retry=n`, past
 * any cached failure.
 */
const partPath = (name) => new RegExp(`/quote-wizard\\.(${name})\\.[\\w-]+\\.js(\\?retry=\\d+)?$`);
const LATER_PART = partPath('steps-after-search');
// The libraries of those steps come beside it, each in a file of its own.
const LIBRARY_PART = partPath('forms|validation|sanitizer');
const FAILED = 'Cette étape n’a pas pu être chargée. Vérifiez votre connexion puis réessayez.';

describe('the parts of the script-tag build', () => {
  const browser = useBrowser();
  const config = exampleConfig();
  let cdn;
  let site;

  before(async () => {
    // The CDN serves the files only; the site's pages allow scripts from their own origin and the CDN's.
    cdn = await startHostServer();
    const policy = STRICT_CSP.replace("script-src 'self'", `script-src 'self' ${cdn.url}`);
    site = await startHostServer({
      csp: policy,
      routes: {
        '/cdn': hostPage({ config, script: `<script src="${cdn.url}/dist/quote-wizard.js"></script>` }),
        '/': hostPage({ config }),
        '/preselected': hostPage({ config, body: `<div data-quote-wizard data-residence-name="${config.residences[3].id}"></div>` }),
        '/debug': hostPage({ config, body: '<div data-quote-wizard data-debug></div>' }),
      },
    });
  });

  after(async () => {
    await cdn?.close();
    await site?.close();
  });

  /** Every `quote-wizard:error` the page hears, and its CSP violations. */
  const listen = (page) =>
    page.addInitScript(() => {
      window.__errors = [];
      window.__violations = [];
      document.addEventListener('quote-wizard:error', (event) => window.__errors.push(event.detail));
      document.addEventListener('securitypolicyviolation', (event) => window.__violations.push(`${event.violatedDirective} ${event.blockedURI}`));
    });

  // The title shown in place of a step whose code is not there, and the form's own heading.
  const STAND_IN = '[data-step-heading="stand-in"]';
  const FORM_HEADING = '[data-step="1"] [data-step-heading=""]';

  it('fetches its later steps from the folder of the script, a CDN on another origin, under a strict policy', async () => {
    const { page } = await browser.open();
    await listen(page);
    const scripts = [];
    page.on('request', (request) => request.resourceType() === 'script' && scripts.push(request.url()));
    await page.goto(`${site.url}/cdn`);
    const widget = page.locator('[data-quote-wizard]');
    await widget.locator('.qw-list').getByRole('button', { name: new RegExp(config.residences[0].name) }).click();
    await widget.getByRole('heading', { name: 'Vos informations' }).waitFor();
    const later = scripts.filter((url) => LATER_PART.test(new URL(url).pathname));
    assert.equal(later.length, 1, scripts.join('\n'));
    assert.equal(new URL(later[0]).origin, cdn.url);
    const libraries = scripts.filter((url) => LIBRARY_PART.test(new URL(url).pathname));
    assert.deepEqual(libraries.map((url) => new URL(url).pathname.split('.')[1]).sort(), ['forms', 'sanitizer', 'validation'], scripts.join('\n'));
    assert.ok(libraries.every((url) => new URL(url).origin === cdn.url), libraries.join('\n'));
    assert.deepEqual(await page.evaluate(() => ({ errors: window.__errors, violations: window.__violations })), { errors: [], violations: [] });
  });

  const missingParts = [
    ['the later steps', LATER_PART],
    ['the validation library of those steps', partPath('validation')],
  ];
  for (const [what, missing] of missingParts) {
    it(`tries ${what} again when they do not come, then tells the visitor and the page, and loads them when asked`, async () => {
      const { page, consoleLines } = await browser.open();
      await listen(page);
      let refused = 0;
      let serve = false;
      await page.route(missing, (route) => {
        if (serve) return route.continue();
        refused += 1;
        return route.fulfill({ status: 404, body: 'Not found' });
      });
      await page.goto(`${site.url}/`);
      const widget = page.locator('[data-quote-wizard]');
      await widget.locator('.qw-list').getByRole('button', { name: new RegExp(config.residences[0].name) }).click();
      await widget.getByText(FAILED).waitFor();
      // The first try and three more, whoever asked first (the preload once the search showed, or the click).
      assert.ok(refused >= 4, `${refused} tries`);
      const errors = await page.evaluate(() => window.__errors);
      assert.deepEqual(errors.map((error) => error.kind), ['load']);
      assert.ok(consoleLines.some((line) => line.type === 'error' && line.text.startsWith('[QuoteWizard]')), 'the failure is logged with the prefix');
      // The editor is told which file is missing and what to do; the visitor is offered the network's number.
      const told = consoleLines.find((line) => line.type === 'error' && line.text.includes('ne se charge pas, même après plusieurs essais'));
      assert.ok(told, consoleLines.map((line) => line.text).join('\n'));
      assert.match(told.text, new RegExp(`^\\[QuoteWizard\\] ${site.url}/dist/quote-wizard\\.[\\w-]+\\.[\\w-]+\\.js ne se charge pas`));
      assert.match(told.text, new RegExp(`Déposez tous les fichiers quote-wizard\\.\\*\\.js à côté de quote-wizard\\.js, dans ${site.url}/dist/\\.$`));
      // The focus waits on the title shown in the step's place, never lost to the page with the search that hid.
      await waitForShadowFocus(page, STAND_IN);
      const failure = widget.getByRole('alert').filter({ hasText: FAILED });
      assert.match(await failure.getByRole('link', { name: config.contactPhone }).getAttribute('href'), /^tel:/);
      // The failed step still says which residence the tap chose, and leads back to choose another.
      const [first, second] = config.residences;
      const failed = widget.locator('section.qw-step', { hasText: FAILED });
      assert.equal(await failed.locator('.qw-chosen strong').innerText(), first.name);
      await failed.getByRole('button', { name: 'Changer de résidence' }).click();
      await widget.getByRole('heading', { name: 'Rechercher sa résidence' }).waitFor();
      await widget.locator('.qw-list').getByRole('button', { name: new RegExp(second.name) }).click();
      await failed.locator('.qw-chosen strong', { hasText: second.name }).waitFor();
      await widget.getByText(FAILED).waitFor();

      serve = true;
      await widget.getByRole('button', { name: 'Réessayer' }).click();
      // The step's own heading (the failure message showed the step's title too, without being the step).
      const heading = widget.locator('[data-step-heading]', { hasText: 'Vos informations' });
      await widget.locator('form').waitFor();
      assert.equal(await widget.getByText(FAILED).count(), 0);
      // Focus follows the step that came, once it is on screen.
      await page.waitForFunction((element) => element.getRootNode().activeElement === element, await heading.elementHandle(), { polling: 'raf', timeout: 15000 });
    });
  }

  /** The example page with its later steps held until `release()`, as on a slow connection. */
  async function openWithLaterStepsHeld() {
    const { page } = await browser.open();
    await listen(page);
    let release;
    const released = new Promise((resolve) => (release = resolve));
    await page.route(LATER_PART, async (route) => {
      await released;
      await route.continue();
    });
    await page.goto(`${site.url}/`);
    return { page, widget: page.locator('[data-quote-wizard]'), release };
  }

  it('names the residence a tap chose, and offers to change it, while the form is on its way', async () => {
    const { page, widget, release } = await openWithLaterStepsHeld();
    const [first, second] = config.residences;
    const list = widget.locator('.qw-list');
    await list.getByRole('button', { name: new RegExp(first.name) }).click();
    const waiting = widget.locator('section[aria-busy="true"]');
    await waiting.getByRole('status').filter({ hasText: 'Chargement de l’étape…' }).waitFor();
    assert.equal(await waiting.getByRole('heading').innerText(), 'Vos informations');
    assert.equal(await waiting.locator('.qw-chosen strong').innerText(), first.name);
    // A visitor who tapped the wrong one need not wait for the form to go back.
    await waiting.getByRole('button', { name: 'Changer de résidence' }).click();
    await widget.getByRole('heading', { name: 'Rechercher sa résidence' }).waitFor();
    await list.getByRole('button', { name: new RegExp(second.name) }).click();
    await waiting.locator('.qw-chosen strong', { hasText: second.name }).waitFor();

    release();
    await widget.locator('form').waitFor();
    assert.equal(await widget.locator('section[aria-busy="true"]').count(), 0);
    assert.deepEqual(await widget.locator('.qw-chosen strong').allInnerTexts(), [second.name]);
    assert.deepEqual(await page.evaluate(() => window.__errors), []);
  });

  /** The later steps held, the first residence chosen by the keyboard: its step waits for its code. */
  async function enterWhileHeld() {
    const { page, widget, release } = await openWithLaterStepsHeld();
    await widget.locator('.qw-list').getByRole('button', { name: new RegExp(config.residences[0].name) }).focus();
    await page.keyboard.press('Enter');
    await widget.locator('section[aria-busy="true"]').getByRole('status').waitFor();
    return { page, widget, release };
  }

  it('keeps the keyboard on the title of a step on its way, then on the form that replaces it', async () => {
    const { page, widget, release } = await enterWhileHeld();
    // The search is hidden with the entry that had the focus: the focus is on the waiting step's title instead.
    await waitForShadowFocus(page, STAND_IN);
    await page.keyboard.press('Tab');
    await waitForShadowFocus(page, '.qw-chosen button');
    // The form replaces the link the focus was on, and takes the focus to its own heading.
    release();
    await widget.locator('form').waitFor();
    await waitForShadowFocus(page, FORM_HEADING);
    assert.equal((await focused(page)).text, 'Vos informations');
    assert.deepEqual(await page.evaluate(() => window.__errors), []);
  });

  it('leaves the focus where the visitor took it while the step was on its way', async () => {
    const { page, widget, release } = await enterWhileHeld();
    // Back to the stepper, past the title (focusable by script only) while the form is still on its way.
    await page.keyboard.press('Tab');
    await waitForShadowFocus(page, '.qw-chosen button');
    await page.keyboard.press('Shift+Tab');
    const { tag, text } = await focused(page);
    assert.equal(tag, 'button');
    assert.match(text, /Rechercher sa résidence/);
    release();
    await widget.locator('form').waitFor();
    await settled(page);
    const after = await focused(page);
    assert.deepEqual({ tag: after.tag, text: after.text }, { tag, text });
  });

  it('names the file that never came, and its folder, in the debug frame of the editor who set the widget up', async () => {
    const { page } = await browser.open();
    await page.route(LATER_PART, (route) => route.fulfill({ status: 404, body: 'Not found' }));
    await page.goto(`${site.url}/debug`);
    const panel = page.locator('[data-quote-wizard]').getByRole('region', { name: /^Mode débogage/ });
    await panel.getByText('Aucun problème de configuration.').waitFor();
    // Step 0 works without that file: only the frame, once every retry is spent, says the rest of the widget will not.
    const told = panel.getByRole('listitem').filter({ hasText: 'ne se charge pas, même après plusieurs essais' });
    await told.waitFor({ timeout: 15000 });
    const text = await told.textContent();
    assert.match(text, new RegExp(`^${site.url}/dist/quote-wizard\\.steps-after-search\\.[\\w-]+\\.js ne se charge pas`));
    assert.match(text, new RegExp(`Déposez tous les fichiers quote-wizard\\.\\*\\.js à côté de quote-wizard\\.js, dans ${site.url}/dist/\\.$`));
    assert.equal(await panel.getByText('Aucun problème de configuration.').count(), 0);
  });

  it('opens a preselected residence at the form, never showing an empty step on the way', async () => {
    const { page } = await browser.open();
    await listen(page);
    // On every frame from the first one, what the step area holds: a heading (a step, or the loading step's
    // title) or nothing. The widget may not exist yet; once it does, it must never be empty.
    await page.addInitScript(() => {
      window.__frames = [];
      const look = () => {
        const root = document.querySelector('[data-quote-wizard] quote-wizard-root')?.shadowRoot;
        const shown = root ? Array.from(root.querySelectorAll('[data-step]')).find((step) => !step.hidden) : undefined;
        if (root?.querySelector('.qw-root')) window.__frames.push(shown?.querySelector('h2, h3')?.textContent ?? '');
        if (!root?.querySelector('form')) requestAnimationFrame(look);
      };
      requestAnimationFrame(look);
    });
    await page.goto(`${site.url}/preselected`);
    const widget = page.locator('[data-quote-wizard]');
    await widget.getByRole('heading', { name: 'Vos informations' }).waitFor();
    await widget.locator('form').waitFor();
    const frames = await page.evaluate(() => window.__frames);
    assert.ok(frames.length > 0, 'frames were looked at');
    assert.deepEqual(frames.filter((heading) => heading === ''), [], `frames: ${frames.join(' | ')}`);
    assert.equal(frames.some((heading) => heading === 'Rechercher sa résidence'), false, 'the search never shows on the way');
    assert.match(await widget.locator('.qw-chosen').innerText(), new RegExp(config.residences[3].name));
    // Nothing the visitor did: the page keeps its focus.
    assert.equal(await page.evaluate(() => document.activeElement === document.body), true);
  });
});

// The packed package as host projects get it: attw and publint, a publish dry run, types under every module
// resolution, a Jest + jsdom project, a server component graph, and a Vite + React 19 strict TypeScript app
// built and walked in Chromium under StrictMode. Needs a build (npm test builds first).
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { launchBrowser, openPage } from '../e2e/support/browser.mjs';
import { chooseResidence, fillForm, submitForm } from '../e2e/support/journey.mjs';
import { serve } from './serve.mjs';
import { installHost, ROOT, run, tool, toolInBackground } from './setup.mjs';

const RESOLUTIONS = ['bundler', 'node16', 'nodenext', 'node10'];
let installed;
/** The type-checks of the consumers, one per module resolution, run beside the other checks: tsc is the slow part. */
const typeChecks = new Map();
before(() => {
  installed = installHost();
  for (const resolution of RESOLUTIONS) typeChecks.set(resolution, toolInBackground('tsc', ['-p', `tsconfig.${resolution}.json`], { cwd: join(installed.host, 'consumers') }));
});
after(async () => {
  // A check the run left out still finishes before its folder goes.
  await Promise.all(typeChecks.values());
  installed?.dispose();
});

describe('the packed package', () => {
  it('passes @arethetypeswrong/cli and publint, strict', () => {
    tool('attw', [installed.tarball]);
    const lint = tool('publint', ['run', '--strict', '--pack', 'false', join(installed.host, 'node_modules', 'quote-wizard')]);
    assert.doesNotMatch(lint, /Warnings:|Errors:/);
  });

  it('publishes cleanly in a dry run (the only warnings being about this machine: not logged in, its npm settings)', () => {
    const { stdout, stderr, status } = spawnSync('npm', ['publish', '--dry-run'], { cwd: ROOT, encoding: 'utf8' });
    assert.equal(status, 0, stderr);
    assert.match(stdout, /quote-wizard@\d/);
    const warnings = stderr.split('\n').filter((line) => /warn|error/i.test(line) && !/requires you to be logged in|Unknown \w+ config/.test(line));
    assert.deepEqual(warnings, []);
  });

  it('ships the entries and their declarations, nothing from src or test', () => {
    for (const file of ['dist/quote-wizard.mjs', 'dist/quote-wizard.cjs', 'dist/quote-wizard.js', 'dist/server.mjs', 'dist/server.cjs', 'dist/quote-wizard.d.ts', 'dist/quote-wizard.d.mts', 'dist/browser.d.ts', 'dist/server.d.ts', 'LICENSE']) {
      assert.ok(installed.files.includes(file), `${file} is not in the tarball`);
    }
    assert.deepEqual(installed.files.filter((file) => /^(src|test|examples)\//.test(file)), []);
  });

  it('brings no jsdom into the project: only the editors\' checker needs it, and says so when it is missing', () => {
    assert.equal(existsSync(join(installed.host, 'node_modules', 'jsdom')), false);
    const page = join(ROOT, 'test', 'e2e', 'fixtures', 'checker', 'clean-page.html');
    const checked = spawnSync(join(installed.host, 'node_modules', '.bin', 'quote-wizard'), ['check', page], { cwd: installed.host, encoding: 'utf8' });
    assert.equal(checked.status, 2, checked.stderr);
    assert.equal(checked.stdout, '');
    assert.equal(
      checked.stderr,
      `[QuoteWizard] le vérificateur lit la page avec jsdom, absent de ce projet\u00a0: lancez npx -p quote-wizard -p jsdom quote-wizard check ${page}, ou installez jsdom (npm install --save-dev jsdom)\n`,
    );
  });

  it("starts the ESM entry with 'use client'", () => {
    const entry = readFileSync(join(installed.host, 'node_modules', 'quote-wizard', 'dist', 'quote-wizard.mjs'), 'utf8');
    assert.equal(entry.split('\n')[0], "'use client';");
  });

  for (const resolution of RESOLUTIONS) {
    it(`type-checks a strict consumer under moduleResolution ${resolution}, typed events included`, async () => {
      const failure = await typeChecks.get(resolution);
      if (failure) throw failure;
    });
  }

  it('works in a Jest + jsdom project with default settings (require, no mapping)', () => {
    const output = tool('jest', ['--ci'], { cwd: join(installed.host, 'jest-host'), stdio: ['ignore', 'pipe', 'pipe'] });
    assert.doesNotMatch(output, /failed/);
  });

  it('is a client boundary for a server component graph loaded with the react-server condition', () => {
    const output = run(process.execPath, ['--conditions=react-server', '--import', './register.mjs', 'render.mjs'], { cwd: join(installed.host, 'react-server') });
    const rendered = JSON.parse(output.trim().split('\n').pop());
    assert.equal(rendered.price, 'À partir de 990 €');
    assert.equal(rendered.wizardType, 'Symbol(react.client.reference)');
    assert.match(rendered.wizardId, /node_modules\/quote-wizard\/dist\/quote-wizard\.mjs#QuoteWizard$/);
  });
});

describe('a Vite 8 + React 19 strict TypeScript app', () => {
  let browser;
  let production;
  let development;
  before(async () => {
    const app = join(installed.host, 'vite-app');
    tool('tsc', ['-p', 'tsconfig.json'], { cwd: app });
    tool('vite', ['build', '--logLevel', 'error'], { cwd: app });
    // React's development build, where StrictMode mounts, unmounts and mounts again.
    tool('vite', ['build', '--logLevel', 'error', '--outDir', 'dist-dev'], { cwd: app, env: { ...process.env, NODE_ENV: 'development' } });
    production = await serve(join(app, 'dist'));
    development = await serve(join(app, 'dist-dev'));
    browser = await launchBrowser();
  });
  after(async () => {
    await browser?.close();
    await production?.close();
    await development?.close();
  });

  /** The page, failing the test on any uncaught error, console error or React warning. */
  async function open(server, query = '') {
    const opened = await openPage(browser, `${server.url}/${query}`);
    await opened.page.locator('#devis').getByRole('heading', { name: 'Votre devis personnalisé en quelques clics' }).waitFor();
    return opened;
  }
  const problems = ({ consoleLines, pageErrors }) => [...pageErrors.map(String), ...consoleLines.filter((line) => line.type === 'error' || line.type === 'warning').map((line) => line.text)];
  const hostLog = (page) => page.evaluate(() => window.hostLog);

  it('under StrictMode, opening at the form neither scrolls, nor takes focus, nor announces, nor calls back', async () => {
    const opened = await open(development, '?residence=rennes');
    const { page } = opened;
    await page.locator('#devis').getByRole('heading', { name: 'Vos informations' }).waitFor();
    const state = await page.evaluate(() => ({
      scrollY: window.scrollY,
      active: document.activeElement?.tagName,
      announced: document.querySelector('#devis > quote-wizard-root').shadowRoot.querySelector('[role="status"]').textContent,
      widgets: document.querySelectorAll('#devis > quote-wizard-root').length,
    }));
    assert.deepEqual(state, { scrollY: 0, active: 'BODY', announced: '', widgets: 1 });
    assert.deepEqual(await hostLog(page), []);
    assert.deepEqual(problems(opened), []);
    await opened.context.close();
  });

  it('lets the host see one click per widget click, never the widget’s submit, and calls back on each step', async () => {
    const opened = await open(development);
    const widget = opened.page.locator('#devis');
    // The step is told while the click is handled, before the click reaches the host's root.
    await chooseResidence(widget, 'La Villa des Lices');
    assert.deepEqual(await hostLog(opened.page), ['step 1', 'host click']);
    await widget.getByRole('button', { name: 'Découvrir mon tarif' }).click();
    await widget.getByRole('link', { name: /Prénom/ }).first().waitFor();
    assert.deepEqual(await hostLog(opened.page), ['step 1', 'host click', 'host click']);
    assert.deepEqual(problems(opened), []);
    await opened.context.close();
  });

  for (const [name, server] of [['production', () => production], ['development', () => development]]) {
    it(`goes to the price and asks for a call back, through the callback props (${name} build)`, async () => {
      const opened = await open(server());
      const widget = opened.page.locator('#devis');
      await chooseResidence(widget, 'La Villa des Lices');
      await fillForm(widget, { housing: 'T1' });
      await submitForm(widget);
      await widget.getByText('À partir de').first().waitFor();
      await widget.getByRole('button', { name: 'Être contacté par un conseiller' }).click();
      await widget.getByRole('dialog', { name: 'Merci' }).waitFor();
      const log = (await hostLog(opened.page)).filter((line) => line !== 'host click');
      assert.deepEqual(log, ['step 1', 'submitted rennes studio 990', 'step 2', 'contact rennes']);
      assert.equal(server().requests.filter((request) => request.method === 'POST').at(-1).body.price, 990);
      assert.deepEqual(problems(opened), []);
      await opened.context.close();
    });
  }

  it('leaves the containers as they were when the host removes the widgets', async () => {
    const opened = await open(development);
    const { page } = opened;
    await page.locator('#programme').getByRole('heading', { name: 'Votre devis personnalisé en quelques clics' }).waitFor();
    assert.equal(await page.locator('#programme > p').isHidden(), true);
    await page.getByRole('button', { name: 'Retirer le second simulateur' }).click();
    await page.locator('#programme > p').waitFor({ state: 'visible' });
    assert.equal(await page.evaluate(() => document.getElementById('programme').outerHTML), '<div id="programme"><p>Pour un devis, appelez le 01 23 45 67 89.</p></div>');
    await page.getByRole('button', { name: 'Retirer le simulateur', exact: true }).click();
    await page.locator('#devis').waitFor({ state: 'detached' });
    assert.equal(await page.evaluate(() => document.querySelectorAll('quote-wizard-root').length), 0);
    assert.deepEqual(problems(opened), []);
    await opened.context.close();
  });
});

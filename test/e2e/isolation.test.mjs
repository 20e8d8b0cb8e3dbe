// Style isolation both ways: a host page with Bootstrap and a careless reset does not change the widget, and the
// widget changes nothing of the host page. Theming goes through the documented custom properties only.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { after, before, describe, it } from 'node:test';
import { exampleConfig, hostPage, startHostServer } from './support/host-server.mjs';
import { settled } from './support/settle.mjs';
import { useBrowser } from './support/use-browser.mjs';

const HOST_CONTENT = readFileSync(new URL('./pages/host-content.html', import.meta.url), 'utf8');
const HOSTILE_HEAD = '<link rel="stylesheet" href="/vendor/bootstrap/css/bootstrap.min.css"><link rel="stylesheet" href="/pages/hostile-reset.css">';
// The same width on every page, so that any difference comes from styles, not from the space given.
const FRAME = (inner) => `<div style="width:960px;margin:0;padding:0;border:0">${inner}</div>`;
const WIDGET = FRAME('<div data-quote-wizard></div>');

/** Computed styles and boxes of every element of the widget, in document order, relative to the container. */
function widgetSnapshot() {
  const host = document.querySelector('[data-quote-wizard]');
  const origin = host.getBoundingClientRect();
  const properties = ['display', 'box-sizing', 'font-family', 'font-size', 'font-weight', 'font-style', 'line-height', 'letter-spacing', 'word-spacing', 'text-transform', 'text-indent', 'text-align', 'white-space', 'text-shadow', 'color', 'background-color', 'border-top-width', 'border-top-style', 'padding-top', 'padding-left', 'margin-top', 'cursor', 'list-style-type', 'text-decoration-line'];
  return Array.from(host.querySelector('quote-wizard-root').shadowRoot.querySelectorAll('*'), (element) => {
    // Unrendered elements (the options of a closed select, the search hidden on later steps) have no box worth
    // comparing.
    const box = element.checkVisibility() ? element.getBoundingClientRect() : null;
    const style = getComputedStyle(element);
    return {
      element: `${element.tagName.toLowerCase()}.${element.getAttribute('class') ?? ''}`,
      box: box === null || (box.width === 0 && box.height === 0) ? null : [box.left - origin.left, box.top - origin.top, box.width, box.height].map((value) => Math.round(value * 2) / 2),
      style: Object.fromEntries(properties.map((name) => [name, style.getPropertyValue(name)])),
    };
  });
}

/** Computed styles of every element of the host page but the widget's container, and the page's style sheets. */
function hostSnapshot() {
  const properties = ['display', 'box-sizing', 'font-family', 'font-size', 'font-weight', 'line-height', 'letter-spacing', 'color', 'background-color', 'margin-top', 'padding-top', 'border-top-width', 'width', 'height'];
  return {
    sheets: document.styleSheets.length,
    adopted: document.adoptedStyleSheets.length,
    rootVariables: Array.from(getComputedStyle(document.documentElement)).filter((name) => name.startsWith('--qw')),
    bodyClass: document.body.className,
    elements: Array.from(document.querySelectorAll('body *:not([data-quote-wizard]):not(quote-wizard-root):not(script)'), (element) => {
      const style = getComputedStyle(element);
      // The boxes around the widget grow with it: that is the widget taking its place, not a style leaking.
      const measured = element.querySelector('[data-quote-wizard]') ? properties.filter((name) => name !== 'height') : properties;
      return [element.tagName, ...measured.map((name) => style.getPropertyValue(name))].join('|');
    }),
  };
}

/** First differences between two snapshots, readable in a failure message. */
function differences(plain, hostile) {
  const found = [];
  for (let index = 0; index < Math.max(plain.length, hostile.length) && found.length < 5; index += 1) {
    const a = plain[index];
    const b = hostile[index];
    if (!a || !b) found.push(`element ${index} exists on one page only`);
    else if (JSON.stringify(a) !== JSON.stringify(b)) {
      const styles = Object.keys(a.style).filter((name) => a.style[name] !== b.style[name]).map((name) => `${name}: ${a.style[name]} / ${b.style[name]}`);
      found.push(`${a.element}: box ${a.box} / ${b.box}${styles.length ? `; ${styles.join('; ')}` : ''}`);
    }
  }
  return found;
}

/**
 * Brings every list entry on screen once. The list lays out only the entries near the screen and guesses the
 * height of the others until they have been seen, so two pages that place the widget differently would
 * otherwise be compared half guessed.
 */
async function layOutEveryEntry(page) {
  await page.locator('[data-quote-wizard]').getByRole('list', { name: 'Liste des résidences' }).evaluate(async (list) => {
    const frame = () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
    for (const item of list.children) {
      item.scrollIntoView({ block: 'center' });
      await frame();
    }
    window.scrollTo(0, 0);
    await frame();
  });
}

describe('style isolation between the widget and a hostile host page', () => {
  const browser = useBrowser();
  let server;
  const config = exampleConfig();

  before(async () => {
    server = await startHostServer({
      routes: {
        '/plain': hostPage({ body: WIDGET, config }),
        '/hostile': hostPage({ head: HOSTILE_HEAD, body: `${HOST_CONTENT}${WIDGET}`, config }),
        '/host-without-widget': hostPage({ head: HOSTILE_HEAD, body: `${HOST_CONTENT}${WIDGET}`, config, script: '' }),
        '/themed': hostPage({ head: '<link rel="stylesheet" href="/pages/theme.css">', body: WIDGET, config }),
      },
    });
  });

  after(() => server?.close());

  /** Opens a page and walks the widget through its steps, taking a snapshot at each. */
  async function walk(path) {
    const { page, context } = await browser.open(`${server.url}${path}`, { viewport: { width: 1100, height: 900 } });
    const widget = page.locator('[data-quote-wizard]');
    await widget.getByRole('heading', { name: 'Rechercher sa résidence' }).waitFor();
    // The residence images and the fonts in place, so that both pages are measured as they finally lay out.
    await settled(page);
    await layOutEveryEntry(page);
    const snapshots = { search: await page.evaluate(widgetSnapshot) };
    await widget.getByRole('button', { name: /Le Clos des Volcans/ }).first().click();
    await widget.getByRole('heading', { name: 'Vos informations' }).waitFor();
    await page.mouse.move(0, 0);
    snapshots.form = await page.evaluate(widgetSnapshot);
    await widget.getByRole('button', { name: 'Découvrir mon tarif' }).click();
    await widget.getByText('Il y a un problème').waitFor();
    snapshots.errors = await page.evaluate(widgetSnapshot);
    await context.close();
    return snapshots;
  }

  it('looks and lays out the same on a page with Bootstrap and an element-selector reset', async () => {
    const plain = await walk('/plain');
    const hostile = await walk('/hostile');
    for (const step of Object.keys(plain)) {
      assert.ok(plain[step].length > 50, `the ${step} snapshot holds the widget's elements`);
      assert.deepEqual(differences(plain[step], hostile[step]), [], `at ${step}, the host's CSS changed the widget`);
    }
  });

  it('changes none of the host page elements and adds no global style', async () => {
    const { page: without, context: first } = await browser.open(`${server.url}/host-without-widget`);
    const reference = await without.evaluate(hostSnapshot);
    await first.close();
    const { page, context } = await browser.open(`${server.url}/hostile`);
    await page.locator('[data-quote-wizard]').getByRole('heading', { name: 'Rechercher sa résidence' }).waitFor();
    const withWidget = await page.evaluate(hostSnapshot);
    const rules = await page.evaluate(() =>
      Array.from(document.querySelector('[data-quote-wizard] > quote-wizard-root').shadowRoot.adoptedStyleSheets.flatMap((sheet) => Array.from(sheet.cssRules, (rule) => rule.cssText))),
    );
    await context.close();
    assert.ok(reference.elements.length > 15);
    assert.deepEqual(withWidget, reference);
    assert.ok(rules.length > 50, 'the widget styles are adopted by its shadow root');
    assert.deepEqual(rules.filter((rule) => /:root|@property|@font-face|@import|^html|^body/.test(rule)), []);
  });

  it('takes the colours, font and radius a host sets through the documented custom properties', async () => {
    const read = async (path) => {
      const { page, context } = await browser.open(`${server.url}${path}`);
      const widget = page.locator('[data-quote-wizard]');
      await widget.getByRole('heading', { name: 'Rechercher sa résidence' }).waitFor();
      const values = await widget.evaluate((host) => {
        const root = host.querySelector('quote-wizard-root').shadowRoot;
        const style = (selector) => getComputedStyle(root.querySelector(selector));
        return {
          font: style('.qw-root').fontFamily,
          text: style('.qw-root').color,
          background: style('.qw-root').backgroundColor,
          activeStepBorder: style('[aria-current="step"]').borderTopColor,
          entryRadius: style('.qw-entry').borderTopLeftRadius,
          inputRadius: style('input').borderTopLeftRadius,
        };
      });
      await context.close();
      return values;
    };
    const plain = await read('/plain');
    const themed = await read('/themed');
    assert.deepEqual(themed, {
      font: 'Georgia, serif',
      text: 'rgb(20, 20, 60)',
      background: 'rgb(255, 250, 240)',
      activeStepBorder: 'rgb(122, 31, 75)',
      entryRadius: '2px',
      inputRadius: '2px',
    });
    for (const key of Object.keys(plain)) assert.notEqual(plain[key], themed[key], `${key} has a default of its own`);
  });
});

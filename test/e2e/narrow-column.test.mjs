// A CMS page that puts the widget in a narrow column of a wide window: the layout follows the widget's own width,
// not the window's. The list and the map come one after the other, as on a phone, and side by side again once
// the column widens (a page's own script, or a sidebar closed).
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { widget } from './support/a11y.mjs';
import { exampleConfig, hostPage, startHostServer } from './support/host-server.mjs';
import { useBrowser } from './support/use-browser.mjs';

const config = exampleConfig();
const COLUMN = '<style>.column { max-width: 420px; margin: 0 auto; }</style>';

/** The search's parts and anything of the widget that passes its own edges, read from the shadow root. */
function layoutOf(host) {
  const root = host.shadowRoot;
  const edge = host.getBoundingClientRect();
  const box = (selector) => {
    const { top, bottom, left, right } = root.querySelector(selector).getBoundingClientRect();
    return { top, bottom, left, right };
  };
  const outside = Array.from(root.querySelectorAll('*'))
    .filter((element) => {
      const { left, right, width } = element.getBoundingClientRect();
      return width > 0 && (left < edge.left - 1 || right > edge.right + 1);
    })
    .map((element) => element.className);
  // A name that overflows its entry (one long word) is wider than the box that holds it.
  const cut = Array.from(root.querySelectorAll('.qw-entry__name'))
    .filter((name) => name.scrollWidth > name.clientWidth + 1)
    .map((name) => name.textContent);
  return {
    list: box('.qw-list'),
    map: box('.qw-search__map'),
    sticky: root.querySelector('.qw-search__map--sticky') !== null,
    outside,
    cut,
    classes: root.querySelector('.qw-root').className,
    pictures: Array.from(root.querySelectorAll('.qw-entry__image')).filter((image) => getComputedStyle(image).display !== 'none').length,
    position: root.querySelector('.qw-steps__item--active .qw-steps__position').getBoundingClientRect().width,
  };
}

/**
 * Records the root's classes as the widget first draws it (its shadow root watched from the start), so that a
 * test can tell that the first frame already had the layout of the widget's width, with no jump after it.
 */
const RECORD_FIRST_LAYOUT = () => {
  const attach = Element.prototype.attachShadow;
  Element.prototype.attachShadow = function (init) {
    const shadow = attach.call(this, init);
    new MutationObserver((_, observer) => {
      const root = shadow.querySelector('.qw-root');
      if (!root) return;
      window.__firstLayout = root.className;
      observer.disconnect();
    }).observe(shadow, { childList: true, subtree: true });
    return shadow;
  };
};

async function openAt(browser, url, viewport) {
  const opened = await browser.open(undefined, { viewport });
  await opened.page.addInitScript(RECORD_FIRST_LAYOUT);
  await opened.page.goto(url);
  await widget(opened.page).getByRole('heading', { name: 'Rechercher sa résidence' }).waitFor();
  return opened;
}

/** The root's classes now, and as the widget first drew it. */
const layoutClassesOf = (page) =>
  page.evaluate(() => ({ now: document.querySelector('[data-quote-wizard] > quote-wizard-root').shadowRoot.querySelector('.qw-root').className, first: window.__firstLayout }));

describe('the widget in a narrow column of a wide window', () => {
  const browser = useBrowser();
  let server;

  before(async () => {
    server = await startHostServer({
      routes: {
        '/column': hostPage({ config, head: COLUMN, body: '<div class="column"><div data-quote-wizard></div></div>' }),
        '/full': hostPage({ config }),
        '/narrower': hostPage({ config, head: '<style>.column { max-width: 300px; }</style>', body: '<div class="column"><div data-quote-wizard></div></div>' }),
        '/root-text': hostPage({ config, head: '<style>html { font-size: 200%; }</style>' }),
        // An editor's container need not be a block: the widget's own element is, as wide as the line.
        '/inline': hostPage({ config, body: '<p><span data-quote-wizard></span></p>' }),
      },
    });
  });

  after(() => server?.close());

  it('puts the map after the list, not sticky, with nothing past its edges, at 1280 px', async () => {
    const { page } = await openAt(browser, `${server.url}/column`, { width: 1280, height: 900 });
    const layout = await widget(page).evaluate(layoutOf);
    // Laid out for the column from the first frame: no jump from a window's layout to the column's.
    const classes = await layoutClassesOf(page);
    assert.equal(classes.first, classes.now);
    assert.ok(layout.map.top >= layout.list.bottom, `map below the list: ${JSON.stringify(layout)}`);
    assert.equal(layout.sticky, false);
    assert.deepEqual(layout.outside, []);
    assert.deepEqual(layout.cut, []);
    // The steps as on a phone: the current one in words (« Étape 1 sur 3 »), the others as numbers; the pictures
    // kept, as the column leaves the names room beside them.
    assert.ok(layout.position > 1, 'the current step says where the visitor stands');
    assert.equal(layout.pictures, config.residences.length);
    // The way back from the map stands in sight below it, as on a phone.
    const back = widget(page).locator('.qw-skip--back');
    assert.notEqual(await back.evaluate((element) => getComputedStyle(element).clipPath), 'inset(50%)');
  });

  it('puts the map beside the list again, sticky, once the column widens, and back after it when it narrows', async () => {
    const { page } = await browser.open(`${server.url}/column`, { viewport: { width: 1280, height: 900 } });
    await widget(page).getByRole('heading', { name: 'Rechercher sa résidence' }).waitFor();
    // CSSOM, which the page's policy allows where a style attribute in the markup would not be.
    await page.evaluate(() => (document.querySelector('.column').style.maxWidth = 'none'));
    await page.waitForFunction(() => document.querySelector('[data-quote-wizard] > quote-wizard-root').shadowRoot.querySelector('.qw-search__map--sticky') !== null);
    const wide = await widget(page).evaluate(layoutOf);
    assert.ok(wide.map.left >= wide.list.right && wide.map.top < wide.list.bottom, `map beside the list: ${JSON.stringify(wide)}`);
    await page.evaluate(() => (document.querySelector('.column').style.maxWidth = '420px'));
    await page.waitForFunction(() => document.querySelector('[data-quote-wizard] > quote-wizard-root').shadowRoot.querySelector('.qw-search__map--sticky') === null);
    const narrow = await widget(page).evaluate(layoutOf);
    assert.ok(narrow.map.top >= narrow.list.bottom);
    assert.deepEqual(narrow.outside, []);
  });

  for (const [path, viewport, name] of [
    ['/narrower', { width: 1280, height: 900 }, 'gives the pictures’ room to the names in a column narrower still'],
    ['/root-text', { width: 390, height: 844 }, 'counts a page’s own larger root text: twice the text on a 390 px phone lays out as a narrower one'],
  ]) {
    it(name, async () => {
      const { page } = await openAt(browser, `${server.url}${path}`, viewport);
      const layout = await widget(page).evaluate(layoutOf);
      assert.equal(layout.pictures, 0);
      assert.deepEqual(layout.outside, []);
      assert.deepEqual(layout.cut, []);
    });
  }

  it('keeps the map beside the list of a full-width widget at 1280 px, its container a block or not', async () => {
    for (const path of ['/full', '/inline']) await besideAt1280(path);
  });

  async function besideAt1280(path) {
    const { page } = await openAt(browser, `${server.url}${path}`, { width: 1280, height: 900 });
    const layout = await widget(page).evaluate(layoutOf);
    const classes = await layoutClassesOf(page);
    assert.equal(classes.first, classes.now, `${path}: the first frame laid out for the widget's width`);
    assert.ok(layout.map.left >= layout.list.right, JSON.stringify(layout));
    assert.equal(layout.sticky, true);
    // Every step named on one row, and a picture beside every name.
    assert.ok(layout.position <= 1, 'the position is for screen readers only');
    assert.equal(layout.pictures, config.residences.length);
  }
});

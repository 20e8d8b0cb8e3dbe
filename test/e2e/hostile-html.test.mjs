// Every vector of fixtures/xss-vectors.mjs goes into the three HTML fields (generalConditionsGdpr,
// residenceOffers, disclaimer) and into every text field of a residence (id, name, region, description, image,
// link), one page per vector. The visitor walks through every screen that shows them (list and map, form, price
// step with the offers and the card, thank-you dialog): the window flag the vectors try to set stays unset, no
// dangerous element, handler or URL reaches the DOM, residence texts show as text (an escaped character read as
// the character, a tag never parsed), and links and basic
// formatting of the HTML fields survive.
// No strict CSP on these pages on purpose: the sanitizer alone must stop the vectors (the CSP test is separate).
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { XSS_VECTORS } from './fixtures/xss-vectors.mjs';
import { notTheWidgets } from './support/browser.mjs';
import { hostPage, startHostServer } from './support/host-server.mjs';
import { fillVisitorForm } from './support/journey.mjs';
import { settled } from './support/settle.mjs';
import { useBrowser } from './support/use-browser.mjs';

/** Links and formatting an editor may use; the vector comes after, so broken markup cannot eat them. */
const formatted = (field) =>
  `<p>Texte <strong>important-${field}</strong>, <em>nuancé-${field}</em> et <a href="/conditions-${field}">lien-${field}</a>, ` +
  `<a href="https://exemple.fr/${field}" target="_blank">externe-${field}</a>.</p><ul><li>premier</li><li>second</li></ul><ol><li>un</li></ol>`;

/** Where each HTML field shows, inside the shadow root. */
const FIELD_SELECTORS = { gdpr: 'form .qw-html', offres: '.qw-offer__offers', mentions: '.qw-disclaimer' };

function hostileConfig(html) {
  return {
    residences: [
      {
        id: html,
        name: html,
        region: html,
        description: html,
        image: html,
        link: html,
        isOpen: false,
        position: { positionX: 40, positionY: 40 },
        prices: { studio: 1250, one_room: 1640 },
      },
    ],
    generalConditionsGdpr: formatted('gdpr') + html,
    residenceOffers: formatted('offres') + html,
    disclaimer: formatted('mentions') + html,
    stayLink: '/sejour',
  };
}

/** The few named references the corpus uses; any other one fails the test rather than pass unread. */
const NAMED_REFERENCES = { quot: '"', lt: '<', gt: '>', amp: '&', colon: ':' };

/** A residence text as shown: character references decoded, nothing else touched (tags stay text). */
function asReadText(html) {
  return html.replace(/&(#x[\da-f]+|#\d+|[a-z]+);/gi, (reference, body) => {
    if (body.startsWith('#x') || body.startsWith('#X')) return String.fromCodePoint(parseInt(body.slice(2), 16));
    if (body.startsWith('#')) return String.fromCodePoint(Number(body.slice(1)));
    if (!(body in NAMED_REFERENCES)) throw new Error(`no decoding known for ${reference}`);
    return NAMED_REFERENCES[body];
  });
}

/** What is dangerous in the page, light DOM and shadow root alike: [] when clean. */
async function dangers(page) {
  return page.evaluate(() => {
    const found = [];
    const ACTIVE = 'script, iframe, frame, object, embed, base, meta, link, style, form, button, input, select, textarea, svg, math, template, noscript, details, img, video, audio, source, marquee';
    const SAFE_SCHEMES = ['http:', 'https:', 'mailto:', 'tel:'];
    const host = document.querySelector('[data-quote-wizard]');
    const roots = [document, host.querySelector('quote-wizard-root').shadowRoot];
    // The host page's own empty icon (data:,), first in its head, written by the test page and not by a vector.
    const ownIcon = document.head.querySelector('link[rel="icon"]');
    for (const root of roots) {
      for (const element of root.querySelectorAll('*')) {
        if (element === ownIcon) continue;
        for (const attribute of element.attributes) {
          const name = attribute.name.toLowerCase();
          if (name.startsWith('on')) found.push(`${element.tagName} has ${name}`);
          if (['href', 'src', 'xlink:href', 'action', 'formaction', 'data', 'srcdoc', 'srcset', 'poster', 'background'].includes(name)) {
            let scheme;
            try {
              scheme = new URL(attribute.value, document.baseURI).protocol;
            } catch {
              scheme = 'unparsable:';
            }
            if (!SAFE_SCHEMES.includes(scheme) || name === 'srcdoc') found.push(`${element.tagName} ${name}=${attribute.value}`);
          }
        }
      }
    }
    for (const container of host.querySelector('quote-wizard-root').shadowRoot.querySelectorAll('.qw-html')) {
      for (const element of container.querySelectorAll(ACTIVE)) found.push(`${element.tagName} inside ${container.className}`);
      for (const element of container.querySelectorAll('[style], [id], [name]')) found.push(`${element.tagName} with style/id/name inside ${container.className}`);
    }
    if (document.querySelectorAll('script').length !== 2) found.push(`${document.querySelectorAll('script').length} scripts in the host page`);
    if (document.baseURI !== location.href) found.push(`base URI changed to ${document.baseURI}`);
    return found;
  });
}

/** The formatting of one HTML field as it reached the DOM. */
async function formatting(widget, field) {
  return widget.evaluate(
    (host, [selector, name]) => {
      const container = host.querySelector('quote-wizard-root').shadowRoot.querySelector(selector);
      if (!container) return null;
      const link = container.querySelector(`a[href="/conditions-${name}"]`);
      const external = container.querySelector(`a[href="https://exemple.fr/${name}"]`);
      return {
        strong: container.querySelector('strong')?.textContent,
        em: container.querySelector('em')?.textContent,
        link: link ? `${link.textContent} → ${new URL(link.href).pathname}` : null,
        external: external ? `${external.target} ${external.rel}` : null,
        list: Array.from(container.querySelectorAll('ul > li'), (item) => item.textContent),
        ordered: Array.from(container.querySelectorAll('ol > li'), (item) => item.textContent),
      };
    },
    [FIELD_SELECTORS[field], field],
  );
}

function assertFormatted(actual, field) {
  assert.deepEqual(actual, {
    strong: `important-${field}`,
    em: `nuancé-${field}`,
    link: `lien-${field} → /conditions-${field}`,
    external: '_blank noopener noreferrer',
    list: ['premier', 'second'],
    ordered: ['un'],
  });
}

/**
 * A page that puts vector number `?vector=` raw into a div with innerHTML, the way the widget renders HTML, while
 * the page loads: the load event then waits for the images, frames and style sheets the vector asks for.
 */
const rawPage = (url) => {
  const html = JSON.stringify(XSS_VECTORS[Number(url.searchParams.get('vector'))].html).replace(/</g, '\\u003c');
  return hostPage({ body: `<div id="raw"></div><script>document.getElementById('raw').innerHTML = ${html};</script>`, script: '' });
};

const flag = (page) => page.evaluate(() => ({ window: typeof window.__xss, value: String(window.__xss) }));
const UNSET = { window: 'undefined', value: 'undefined' };
const text = (widget, selector) => widget.locator(selector).first().evaluate((element) => element.textContent);

describe('hostile HTML in the configuration never runs', () => {
  const browser = useBrowser();
  let server;

  before(async () => {
    const routes = { '/canary': rawPage };
    XSS_VECTORS.forEach((vector, index) => {
      routes[`/hostile/${index}`] = hostPage({ title: vector.name, config: hostileConfig(vector.html) });
    });
    const all = XSS_VECTORS.map((vector) => vector.html).join('');
    const attribute = (formatted('mentions') + all).replace(/&/g, '&amp;').replace(/"/g, '&quot;');
    routes['/hostile/attribute'] = hostPage({ body: `<div data-quote-wizard data-disclaimer="${attribute}"></div>`, config: hostileConfig('Résidence des Lilas') });
    server = await startHostServer({ routes });
  });

  after(() => server?.close());

  it('has a corpus of at least 40 vectors of every family, each named once', () => {
    assert.ok(XSS_VECTORS.length >= 40, `only ${XSS_VECTORS.length} vectors`);
    assert.equal(new Set(XSS_VECTORS.map((vector) => vector.name)).size, XSS_VECTORS.length);
    const families = new Set(XSS_VECTORS.map((vector) => vector.family));
    for (const family of ['script', 'handler', 'url', 'svg-mathml', 'mutation', 'broken']) assert.ok(families.has(family), family);
  });

  it('the flag check works: put raw into a page, the vectors do run', async (t) => {
    // Without a sanitizer the same strings, set as innerHTML the way the widget renders HTML, set the flag. Some
    // throw instead (a data: document reaching for `top` is refused): no widget here, so no error check.
    const { context, page } = await browser.openUnchecked();
    const ran = [];
    try {
      for (const [index, vector] of XSS_VECTORS.entries()) {
        // Loaded, then a frame (autofocus, animations) and a task (queued events): a vector that runs has run.
        await page.goto(`${server.url}/canary?vector=${index}`);
        await settled(page);
        if ((await flag(page)).window !== 'undefined') ran.push(vector.name);
      }
    } finally {
      await context.close();
    }
    t.diagnostic(`${ran.length} of ${XSS_VECTORS.length} vectors run when inserted raw`);
    for (const name of ['img onerror', 'details ontoggle', 'input autofocus onfocus', 'iframe srcdoc', 'svg style namespace confusion', 'DOM clobbering of the flag']) assert.ok(ran.includes(name), `${name} did not run raw: the flag check is blind`);
    assert.ok(ran.length >= 25, `only ${ran.length} vectors run raw: ${ran.join(', ')}`);
  });

  XSS_VECTORS.forEach((vector, index) => {
    it(`${vector.family}: ${vector.name}`, async () => {
      server.requests.length = 0;
      const { context, page, consoleLines } = await browser.open(`${server.url}/hostile/${index}`);
      try {
        const widget = page.locator('[data-quote-wizard]');
        // Names and regions read as a visitor would read an escaped CMS title: references decoded, tags as text.
        const shown = asReadText(vector.html.trim());

        // Step 0: the list, the map point and the disclaimer.
        await widget.getByRole('heading', { name: 'Rechercher sa résidence' }).waitFor();
        // The disclaimer comes with the sanitizer, in the part loaded once step 0 shows.
        await widget.locator(FIELD_SELECTORS.mentions).waitFor();
        assert.equal(await text(widget, '.qw-entry__name'), shown);
        assertFormatted(await formatting(widget, 'mentions'), 'mentions');
        assert.deepEqual(await dangers(page), []);

        // Step 1: the consent text beside the GDPR box.
        await widget.locator('.qw-list button').first().click();
        await widget.getByRole('heading', { name: 'Vos informations' }).waitFor();
        assert.equal(await text(widget, '.qw-chosen strong'), shown);
        assertFormatted(await formatting(widget, 'gdpr'), 'gdpr');
        assert.deepEqual(await dangers(page), []);
        await fillVisitorForm(widget);
        await widget.getByRole('button', { name: 'Découvrir mon tarif' }).click();

        // Step 2: the offers and the residence card, every text field of the residence as text.
        await widget.getByRole('heading', { name: 'Votre tarif' }).waitFor();
        assert.equal(server.requests.length, 1);
        // The lead carries the residence's id, an identifier kept exactly as configured.
        assert.equal(server.requests[0].body.residence, vector.html.trim());
        assertFormatted(await formatting(widget, 'offres'), 'offres');
        for (const selector of ['.qw-card__name', '.qw-card__region']) assert.equal(await text(widget, selector), shown, selector);
        // A description may hold rich text: with tags it goes through the sanitizer (nothing dangerous survives,
        // checked next), without them it stays text. Either way no tag shows to the visitor as raw markup.
        // When the sanitizer leaves nothing, the card has no description at all.
        const description = (await widget.locator('.qw-card__description').count()) > 0 ? await text(widget, '.qw-card__description') : '';
        assert.ok(description === shown || !/<[a-z!/]/i.test(description), `the description shows ${JSON.stringify(description)}`);
        assert.deepEqual(await dangers(page), []);

        // The thank-you dialog names the residence.
        await widget.getByRole('button', { name: 'Être contacté par un conseiller' }).click();
        const dialog = widget.getByRole('dialog', { name: 'Merci' });
        assert.ok((await dialog.evaluate((element) => element.textContent)).includes(shown));
        assert.deepEqual(await dangers(page), []);
        await widget.getByRole('button', { name: 'Fermer' }).last().click();
        await dialog.waitFor({ state: 'detached' });

        // Late errors (an image that failed to load, an animation) have fired by then.
        await settled(page);
        assert.deepEqual(await flag(page), UNSET, 'a vector ran');
        // The residence's picture is the vector itself, an address beside the page that nothing serves: the
        // browser says so; any other file failing to load fails the test.
        assert.deepEqual(notTheWidgets(consoleLines, (url) => url.startsWith(`${server.url}/hostile/`)), []);
      } finally {
        await context.close();
      }
    });
  });

  it('the whole corpus at once in data-disclaimer: nothing runs, the formatting survives', async () => {
    const { context, page } = await browser.open(`${server.url}/hostile/attribute`);
    try {
      const widget = page.locator('[data-quote-wizard]');
      await widget.getByRole('heading', { name: 'Rechercher sa résidence' }).waitFor();
      await widget.locator(FIELD_SELECTORS.mentions).waitFor();
      assertFormatted(await formatting(widget, 'mentions'), 'mentions');
      await settled(page);
      assert.deepEqual(await dangers(page), []);
      assert.deepEqual(await flag(page), UNSET);
    } finally {
      await context.close();
    }
  });
});

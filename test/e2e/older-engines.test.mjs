// Phones that no longer get updates keep their browser: an iPhone left on iOS 16 (Safari 16.0) and Firefox 115 are
// among the visitors. On a page that takes away what those browsers lack (support/older-engine.mjs), the widget
// must look the same and take a visitor from the search to the callback request: a call to anything missing would
// throw where the visitor sees only a blank box, and a style they cannot read must not change what they see.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { exampleConfig, hostPage, startHostServer } from './support/host-server.mjs';
import { chooseResidence, contactAndClose, fillForm, submitForm, TYPED } from './support/journey.mjs';
import { olderEngine } from './support/older-engine.mjs';
import { useBrowser } from './support/use-browser.mjs';

const KEY_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const config = exampleConfig();
// The first residence has no picture: its entry shows the outline of a house instead.
const [withoutPicture] = config.residences;
delete withoutPicture.image;

/**
 * The colour the house in the entry of `name` is drawn in, as [red, green, blue, alpha] once the opacity of each
 * of its two parts is applied: the roof (a border) and the walls (a square).
 */
const houseColours = (widget, name) =>
  widget
    .locator('.qw-list button', { hasText: name })
    .locator('.qw-entry__image--none')
    .evaluate((box) => {
      const seen = (colour, opacity) => {
        const [red, green, blue, alpha = 1] = colour.match(/[\d.]+/g).map(Number);
        return [red, green, blue, Math.round(alpha * opacity * 100) / 100];
      };
      const roof = getComputedStyle(box, '::before');
      const walls = getComputedStyle(box, '::after');
      return { roof: seen(roof.borderBottomColor, Number(roof.opacity)), walls: seen(walls.backgroundColor, Number(walls.opacity)) };
    });

describe('the widget in the oldest browsers among its visitors', () => {
  const browser = useBrowser();
  let server;
  let page;
  let widget;

  before(async () => {
    server = await startHostServer({ routes: { '/': hostPage({ config }) } });
    ({ page } = await browser.open());
    await olderEngine(page);
    await page.goto(`${server.url}/`);
    widget = page.locator('[data-quote-wizard]');
  });

  after(() => server?.close());

  it('shows every residence, styled from a <style> element as those browsers need', async () => {
    await widget.locator('.qw-list button').nth(config.residences.length - 1).waitFor();
    assert.deepEqual(await page.evaluate(() => window.__stillThere), [], 'the page lacks what those browsers lack');
    const seen = await widget.evaluate((host) => {
      const root = host.querySelector('quote-wizard-root').shadowRoot;
      const picture = root.querySelector('.qw-entry__image');
      return {
        constructed: 'adoptedStyleSheets' in root,
        styles: root.querySelectorAll('style[data-older]').length,
        entries: root.querySelectorAll('.qw-list button').length,
        picture: [picture.getBoundingClientRect().width, picture.getBoundingClientRect().height],
      };
    });
    assert.deepEqual(seen, { constructed: false, styles: 1, entries: config.residences.length, picture: [88, 64] });
  });

  it('draws the house of a residence without a picture in the colour a current browser does', async () => {
    const older = await houseColours(widget, withoutPicture.name);
    const { page: current } = await browser.open(`${server.url}/`);
    const now = await houseColours(current.locator('[data-quote-wizard]'), withoutPicture.name);
    await current.close();
    assert.deepEqual(older, now);
    // Light: the box's outline colour, not the text's.
    assert.ok(now.roof[3] < 1 && now.walls[3] < 1, `house ${JSON.stringify(now)}`);
  });

  it('takes a visitor from the search to the callback request, the search hidden on the way', async () => {
    await chooseResidence(widget, withoutPicture.name);
    const search = await widget.evaluate((host) => {
      const root = host.querySelector('quote-wizard-root').shadowRoot;
      return { height: root.querySelector('[data-step="0"]').getBoundingClientRect().height, list: root.querySelector('.qw-list').getClientRects().length };
    });
    assert.deepEqual(search, { height: 0, list: 0 });

    await fillForm(widget);
    await submitForm(widget);
    assert.match(await widget.locator('.qw-price-block').innerText(), /À partir de/);
    // The offers come from the editor's HTML, cleaned by the sanitizer's own file loaded on the way.
    await widget.getByText('Frais de dossier offerts').waitFor();
    await contactAndClose(widget);

    assert.equal(server.requests.length, 1);
    const [lead] = server.requests;
    const { residence, housingType, price, firstName, lastName, email, phoneNumber } = lead.body;
    assert.deepEqual(
      { residence, housingType, price, firstName, lastName, email, phoneNumber },
      { residence: withoutPicture.id, housingType: 'studio', price: withoutPicture.prices.studio, firstName: TYPED.firstName, lastName: TYPED.lastName, email: TYPED.email, phoneNumber: TYPED.phoneNumber },
    );
    // Without crypto.randomUUID, the key of each request is still a random one of the same form.
    assert.match(lead.headers['idempotency-key'], KEY_V4);
    assert.equal(server.patches.length, 1);
    assert.equal(server.patches[0].body.contactRequested, true);
    assert.match(server.patches[0].headers['idempotency-key'], KEY_V4);
    assert.notEqual(server.patches[0].headers['idempotency-key'], lead.headers['idempotency-key']);
  });
});

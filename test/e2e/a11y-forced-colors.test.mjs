// With Windows' high contrast (forced colours), the browser puts the visitor's colours in place of the widget's
// and drops its shadows, which carry much of the hover: the hovered entry, its map point and the point's name must
// still stand out, the focus ring must stay the ring, and the house drawn for a residence without a picture must
// stay a house. Chromium applies forced colours for real when the context asks for them.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { chooseResidence, widget } from './support/a11y.mjs';
import { useExample } from './support/example.mjs';
import { useBrowser } from './support/use-browser.mjs';

/** The computed value of a system colour in this page's forced palette. */
const systemColour = (page, name) =>
  page.evaluate((colour) => {
    const probe = document.createElement('div');
    probe.style.backgroundColor = colour;
    document.body.append(probe);
    const value = getComputedStyle(probe).backgroundColor;
    probe.remove();
    return value;
  }, name);

const styleOf = (locator, pseudo = null) =>
  locator.evaluate((element, part) => {
    const style = getComputedStyle(element, part);
    return { outlineStyle: style.outlineStyle, outlineWidth: style.outlineWidth, outlineOffset: style.outlineOffset, background: style.backgroundColor, borderLeftColor: style.borderLeftColor };
  }, pseudo);

describe('the widget in forced colours', () => {
  const browser = useBrowser();
  const example = useExample();

  const open = async () => {
    const { page } = await browser.open(`${example.url}/`, { forcedColors: 'active' });
    assert.equal(await page.evaluate(() => matchMedia('(forced-colors: active)').matches), true);
    await widget(page).locator('.qw-list button').first().waitFor();
    return page;
  };

  it('shows the hovered entry, its point and its name without colours of its own or shadows', async () => {
    const page = await open();
    const entry = widget(page).locator('.qw-list button', { hasText: 'La Villa des Cent Clochers' });
    const other = widget(page).locator('.qw-list button', { hasText: 'Les Allées de l’Orne' });
    const point = widget(page).getByRole('button', { name: /^Résidence La Villa des Cent Clochers/ });
    await page.mouse.move(0, 0);
    const plainDot = await styleOf(point.locator('.qw-map__dot'));
    await entry.hover();
    await widget(page).locator('.qw-map__point--highlighted').waitFor();

    const lit = await styleOf(entry);
    assert.equal(lit.outlineStyle, 'solid', 'a line inside the hovered entry');
    assert.ok(parseFloat(lit.outlineWidth) >= 2, lit.outlineWidth);
    assert.equal((await styleOf(other)).outlineStyle, 'none', 'no line in the others');

    const highlight = await systemColour(page, 'Highlight');
    const dot = await styleOf(point.locator('.qw-map__dot'));
    assert.equal(dot.background, highlight, 'the point in the highlight colour');
    assert.notEqual(plainDot.background, highlight);

    const label = widget(page).locator('.qw-map__label--shown');
    assert.equal(await label.innerText(), 'La Villa des Cent Clochers');
    assert.equal((await styleOf(label)).outlineStyle, 'solid', 'a line around the name');
  });

  it('keeps the focus ring on a focused entry under the pointer', async () => {
    const page = await open();
    const focused = widget(page).locator('.qw-list button').first();
    await focused.focus();
    await focused.hover();
    await widget(page).locator('.qw-list button.qw-entry--highlighted').waitFor();
    assert.equal(await focused.evaluate((element) => element.matches('.qw-entry--highlighted:focus-visible')), true);
    const ring = await styleOf(focused);
    assert.equal(ring.outlineStyle, 'solid');
    assert.equal(ring.outlineOffset, '2px', 'the ring outside the entry, not the hover line inside it');
  });

  it('fills the chosen residence’s point, the others staying rings', async () => {
    const page = await open();
    await chooseResidence(page, 'La Villa des Cent Clochers');
    await widget(page).getByRole('button', { name: 'Changer de résidence' }).click();
    await page.mouse.move(0, 0);
    const chosen = widget(page).locator('.qw-map__point--selected');
    await chosen.waitFor();
    assert.match(await chosen.getAttribute('aria-label'), /^Résidence La Villa des Cent Clochers/);
    const other = widget(page).getByRole('button', { name: /^Résidence Les Allées de l’Orne/ });
    const text = await systemColour(page, 'ButtonText');
    assert.equal((await styleOf(chosen.locator('.qw-map__dot'))).background, text, 'the chosen point filled');
    assert.notEqual((await styleOf(other.locator('.qw-map__dot'))).background, text, 'another point hollow');
  });

  it('draws a house, not a bar, for a residence without a picture', async () => {
    const page = await open();
    const house = widget(page).locator('.qw-list button', { hasText: 'Le Clos des Hortillonnages' }).locator('.qw-entry__image--none');
    const roof = await styleOf(house, '::before');
    assert.equal(roof.borderLeftColor, 'rgba(0, 0, 0, 0)', 'the roof’s sides see-through');
  });
});

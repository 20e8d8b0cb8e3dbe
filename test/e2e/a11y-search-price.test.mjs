// The residence search and the price. The list alone is enough to choose, map points
// are buttons named after their residence, the number of results is announced, hover and selection show by
// more than colour; the price never wraps, is read « euros par mois », and a new housing type is announced.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { after, before, describe, it } from 'node:test';
import { assertListNamed, boxes, chooseResidence, fillForm, widget } from './support/a11y.mjs';
import { plain, startExample } from './support/example.mjs';
import { useBrowser } from './support/use-browser.mjs';

const RESIDENCES = JSON.parse(readFileSync(new URL('../../examples/config.json', import.meta.url), 'utf8')).residences;

/**
 * How an element looks, colours left out: borders, outline, shadow sizes, transforms, sizes and text. Two
 * states that differ only by colour give the same signature.
 */
function shapeOf(locator, parts) {
  return locator.evaluate(async (element, selectors) => {
    // Transitions first run to their end.
    await Promise.all(element.getAnimations({ subtree: true }).map((animation) => animation.finished));
    const noColour = (value) => value.replace(/rgba?\([^)]*\)|#[0-9a-f]{3,8}\b/gi, 'C');
    const read = (node) => {
      const style = getComputedStyle(node);
      const box = node.getBoundingClientRect();
      return [style.borderTopWidth, style.borderTopStyle, style.outlineStyle, style.outlineWidth, noColour(style.boxShadow), style.transform, style.fontWeight, Math.round(box.width), Math.round(box.height)].join(' ');
    };
    return [read(element), ...selectors.map((selector) => Array.from(element.querySelectorAll(selector), read).join('|')), element.textContent.trim()].join(' / ');
  }, parts);
}

/** A live region keeps its identity for a screen reader to follow it: marks it, to check it was not replaced. */
const mark = (locator) => locator.evaluate((element) => Object.assign(element, { qwMarked: true }) && true);
const stillMarked = (locator) => locator.evaluate((element) => element.qwMarked === true);

describe('the residence search can be used without the map, and says what it found', () => {
  const browser = useBrowser();
  let example;
  let page;

  before(async () => {
    example = await startExample();
    ({ page } = await browser.open(`${example.url}/`));
    await widget(page).getByRole('heading', { name: 'Rechercher sa résidence' }).waitFor();
  });

  after(() => example?.close());

  it('names every map point « Résidence X, Région » and its badges (or a cluster by its count) on a focusable button of 24 px at least', async () => {
    const points = await widget(page).getByRole('group', { name: 'Carte des résidences en France' }).locator('.qw-map__point').evaluateAll((buttons) => buttons.map((button) => ({ tag: button.tagName, type: button.type, name: button.getAttribute('aria-label'), tabIndex: button.tabIndex, count: button.classList.contains('qw-map__point--cluster') ? Number(button.textContent) : 1 })));
    const names = new Set(RESIDENCES.map((residence) => `Résidence ${residence.name}, ${residence.region}`));
    for (const point of points) {
      assert.deepEqual([point.tag, point.type, point.tabIndex], ['BUTTON', 'button', 0]);
      // A residence's point also says the badges of its entry, after its place.
      if (point.count === 1) assert.ok(names.has(point.name.replace(/(, Ouverture prochaine)?(, Tarif sur demande)?$/, '')), point.name);
      else assert.match(point.name, new RegExp(`^${point.count} résidences dans ce secteur \\(.+\\)\\s:\\sagrandir la carte$`));
    }
    assert.ok(points.filter((point) => point.count === 1).length > RESIDENCES.length / 2, 'most residences have a point of their own');
    assert.equal(points.reduce((sum, point) => sum + point.count, 0), RESIDENCES.length);
    for (const box of await boxes(page, '.qw-map__point')) assert.ok(box.width >= 24 && box.height >= 24, JSON.stringify(box));
  });

  it('gives a screen reader one list of every residence, each an item holding its named button', async () => {
    await assertListNamed(page, RESIDENCES);
  });

  it('announces the number of results politely, in one live region that stays', async () => {
    const count = widget(page).locator('.qw-search__count');
    assert.equal(await count.getAttribute('role'), 'status');
    assert.equal(await count.innerText(), `${RESIDENCES.length} résidences trouvées`);
    const describedBy = await widget(page).getByLabel('Rechercher une résidence').getAttribute('aria-describedby');
    assert.ok(describedBy.split(' ').includes(await count.getAttribute('id')), 'the search box is described by the count');
    await mark(count);
    const search = widget(page).getByLabel('Rechercher une résidence');
    for (const [query, text] of [
      ['bretagne', '2 résidences trouvées'],
      ['ile de france', '1 résidence trouvée'],
      ['zzz', 'Aucune résidence ne correspond à votre recherche.'],
      ['', `${RESIDENCES.length} résidences trouvées`],
    ]) {
      await search.fill(query);
      await widget(page).locator('.qw-search__count', { hasText: text }).waitFor();
      assert.equal(await stillMarked(count), true, `the region announcing « ${text} » is the same element`);
    }
  });

  it('offers « Effacer la recherche » when nothing matches, which brings every residence back and the keyboard to the box', async () => {
    const search = widget(page).getByLabel('Rechercher une résidence');
    await search.fill('Ajaccio');
    const clear = widget(page).getByRole('button', { name: 'Effacer la recherche' });
    await clear.focus();
    await page.keyboard.press('Enter');
    await widget(page).locator('.qw-search__count', { hasText: `${RESIDENCES.length} résidences trouvées` }).waitFor();
    assert.equal(await search.inputValue(), '');
    assert.equal(await search.evaluate((input) => input.getRootNode().activeElement === input), true, 'focus back in the search box');
    assert.equal(await clear.count(), 0);
  });

  it('shows a hovered entry and its point by shape, not by colour alone', async () => {
    const entry = widget(page).locator('.qw-list button', { hasText: 'Le Clos des Volcans' });
    const point = widget(page).getByRole('button', { name: 'Résidence Le Clos des Volcans, Auvergne-Rhône-Alpes' });
    await page.mouse.move(0, 0);
    const plainEntry = await shapeOf(entry, ['.qw-entry__arrow']);
    const plainPoint = await shapeOf(point, ['.qw-map__dot']);
    await entry.hover();
    await widget(page).locator('.qw-map__point--highlighted').waitFor();
    assert.notEqual(await shapeOf(entry, ['.qw-entry__arrow']), plainEntry, 'the entry changes shape on hover');
    assert.notEqual(await shapeOf(point, ['.qw-map__dot']), plainPoint, 'its point changes shape');
    // The point's name shows beside it, on the map, while it is highlighted.
    assert.equal(await widget(page).locator('.qw-map__label--shown').innerText(), 'Le Clos des Volcans');
    await page.mouse.move(0, 0);
    await widget(page).locator('.qw-map__point--highlighted').waitFor({ state: 'detached' });
    assert.equal(await shapeOf(point, ['.qw-map__dot']), plainPoint);
  });

  it('shows the chosen residence by shape and text when the visitor comes back', async () => {
    const entry = () => widget(page).locator('.qw-list button', { hasText: 'Le Clos des Volcans' });
    const point = () => widget(page).getByRole('button', { name: 'Résidence Le Clos des Volcans, Auvergne-Rhône-Alpes' });
    const plainEntry = await shapeOf(entry(), ['.qw-entry__arrow']);
    const plainPoint = await shapeOf(point(), ['.qw-map__dot']);
    await chooseResidence(page, 'Le Clos des Volcans');
    await widget(page).getByRole('button', { name: 'Changer de résidence' }).click();
    await widget(page).getByRole('heading', { name: 'Rechercher sa résidence' }).waitFor();
    await page.mouse.move(0, 0);
    assert.notEqual(await shapeOf(entry(), ['.qw-entry__arrow']), plainEntry);
    // textContent: an entry scrolled out of the list is not laid out (content-visibility), so it has no innerText.
    assert.match(await entry().evaluate((element) => element.textContent), /choisie/);
    assert.notEqual(await shapeOf(point(), ['.qw-map__dot']), plainPoint);
  });

  it('lets a keyboard user choose from the list alone, the map hidden', async () => {
    await widget(page).locator('.qw-search__map').evaluate((map) => map.style.setProperty('display', 'none'));
    const list = widget(page).getByRole('list', { name: 'Liste des résidences' });
    assert.equal(await list.getByRole('button').count(), RESIDENCES.length);
    await widget(page).getByLabel('Rechercher une résidence').focus();
    // The first stop is the way past the list; the entries come after it, in the list's order.
    await page.keyboard.press('Tab');
    assert.equal(await widget(page).evaluate((host) => host.shadowRoot.activeElement.textContent), 'Passer la liste et aller à la carte');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    const name = await widget(page).evaluate((host) => host.shadowRoot.activeElement.textContent);
    assert.match(name, new RegExp(`^${RESIDENCES[1].name}.*${RESIDENCES[1].region}`));
    await page.keyboard.press('Enter');
    await widget(page).getByRole('heading', { name: 'Vos informations' }).waitFor();
    assert.match(await widget(page).locator('.qw-chosen').innerText(), new RegExp(RESIDENCES[1].name));
  });
});

describe('the price never wraps, is spoken in words, and a change is announced', () => {
  const browser = useBrowser();
  let example;
  let page;

  /** Lines the price's text takes, its height, and whether it sticks out of its block. */
  const priceLayout = () =>
    widget(page).locator('.qw-price__amount').evaluate((element) => {
      const range = document.createRange();
      range.selectNodeContents(element);
      const tops = new Set(Array.from(range.getClientRects(), (rect) => Math.round(rect.top)));
      const box = element.getBoundingClientRect();
      const block = element.closest('.qw-price-block').getBoundingClientRect();
      return { lines: tops.size, height: box.height, lineHeight: parseFloat(getComputedStyle(element).lineHeight), inside: box.left >= block.left - 0.5 && box.right <= block.right + 0.5 };
    });

  before(async () => {
    example = await startExample();
    ({ page } = await browser.open(`${example.url}/`, { viewport: { width: 320, height: 800 } }));
    // The dearest residence of the example: its prices are the longest to show.
    const dearest = [...RESIDENCES].sort((a, b) => Math.max(...Object.values(b.prices).filter(Number)) - Math.max(...Object.values(a.prices).filter(Number)))[0];
    await chooseResidence(page, dearest.name);
    await fillForm(page, { housing: 'T1' });
    await widget(page).getByRole('button', { name: 'Découvrir mon tarif' }).click();
    await widget(page).getByRole('heading', { name: 'Votre tarif' }).waitFor();
  });

  after(() => example?.close());

  it('keeps « … €/mois » on one line inside its block at 320 px, for every housing type', async () => {
    const radios = widget(page).getByRole('group', { name: 'Type de logement' }).getByRole('radio');
    for (let index = 0; index < (await radios.count()); index += 1) {
      await radios.nth(index).check();
      const layout = await priceLayout();
      assert.equal(layout.lines, 1, JSON.stringify(layout));
      assert.ok(layout.height < layout.lineHeight * 1.5, JSON.stringify(layout));
      assert.equal(layout.inside, true, JSON.stringify(layout));
    }
  });

  it('is read « … euros par mois », the symbols hidden from screen readers', async () => {
    const tree = await widget(page).locator('.qw-price-block').ariaSnapshot();
    assert.match(plain(tree), /\d[\d ]* euros par mois/);
    assert.doesNotMatch(tree, /€/);
  });

  it('announces the new price politely when the housing type changes', async () => {
    // The price's own live region (the callback button has another one, for its sending).
    const region = widget(page).locator('.qw-offer .qw-price-block ~ [role="status"]');
    assert.equal(await region.count(), 1);
    await mark(region);
    const radios = widget(page).getByRole('group', { name: 'Type de logement' }).getByRole('radio');
    await radios.first().check();
    await radios.nth(1).check();
    const label = await radios.nth(1).evaluate((radio) => radio.labels[0].textContent);
    const shown = plain(await widget(page).locator('.qw-price__amount').innerText()).replace(' €/mois', '');
    assert.equal(plain(await region.innerText()), `Tarif mis à jour : à partir de ${shown} euros par mois pour un ${label}`);
    assert.equal(await stillMarked(region), true, 'the same live region announces');
    const focusedRadio = await widget(page).evaluate((host) => host.shadowRoot.activeElement?.labels?.[0]?.textContent);
    assert.equal(focusedRadio, label, 'focus stays on the radio');
  });
});

describe('each housing type\'s price, whole on one line beside its type, at phone and tablet widths', () => {
  const browser = useBrowser();
  let example;

  before(async () => {
    example = await startExample();
  });

  after(() => example?.close());

  /** Each option's price and its « /mois » as written, with the lines it takes and its width against its column's. */
  const optionPrices = (page) =>
    widget(page)
      .getByRole('group', { name: 'Type de logement' })
      .locator('.qw-choice__detail > [aria-hidden="true"]')
      .evaluateAll((details) =>
        details.map((element) => {
          // The text nodes the possible break before « /mois » splits the price into, read as one text.
          const texts = [];
          const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
          for (let node = walker.nextNode(); node; node = walker.nextNode()) texts.push(node);
          const match = /[^ ]+\/mois/.exec(texts.map((node) => node.data).join(''));
          const at = (offset) => {
            for (const node of texts) {
              if (offset <= node.data.length) return [node, offset];
              offset -= node.data.length;
            }
            throw new Error(`offset ${offset} past the text`);
          };
          const range = document.createRange();
          range.setStart(...at(match.index));
          range.setEnd(...at(match.index + match[0].length));
          const lines = new Set(Array.from(range.getClientRects(), (rect) => Math.round(rect.top))).size;
          return { text: match[0], lines, width: range.getBoundingClientRect().width, column: element.parentElement.getBoundingClientRect().width };
        }),
      );

  // 390 and 412 px are the commonest phones, where « 1 790 € » and « /mois » used to part at the line's end.
  for (const width of [320, 390, 412, 768]) {
    it(`at ${width} px, breaks before each type's price rather than inside it`, async () => {
      const { context, page } = await browser.open(`${example.url}/`, { viewport: { width, height: 800 } });
      try {
        await chooseResidence(page, 'Les Terrasses de Grenelle');
        await fillForm(page, { housing: 'T1' });
        await widget(page).getByRole('button', { name: 'Découvrir mon tarif' }).click();
        await widget(page).getByRole('heading', { name: 'Votre tarif' }).waitFor();
        const prices = await optionPrices(page);
        assert.equal(prices.length, 4);
        for (const price of prices) {
          // Narrower than its column: one line is always possible here.
          assert.ok(price.width < price.column, JSON.stringify(price));
          assert.equal(price.lines, 1, JSON.stringify(price));
        }
      } finally {
        await context.close();
      }
    });
  }
});

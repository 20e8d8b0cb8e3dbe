// The name the map writes beside the point under the focus (or the pointer): at a phone's width and a desktop's,
// for every point and every cluster of the example, it stays inside the map, never covers its point, and never
// cuts a word in two (« résiden-ces » in a label too narrow for its longest word, at 320 px).
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { brokenWords, widget } from './support/a11y.mjs';
import { useExample } from './support/example.mjs';
import { useBrowser } from './support/use-browser.mjs';

describe('the name beside a map point', () => {
  const browser = useBrowser();
  const example = useExample();

  for (const width of [320, 375, 1280]) {
    it(`stays inside the map, off its point and in whole words, for every point at ${width} px`, async () => {
      const { page } = await browser.open(`${example.url}/`, { viewport: { width, height: 800 } });
      const points = widget(page).locator('.qw-map__point');
      await points.first().waitFor();
      const count = await points.count();
      assert.ok(count > 10, `${count} points`);
      const problems = [];
      for (let index = 0; index < count; index += 1) {
        const point = points.nth(index);
        await point.focus();
        const name = await point.getAttribute('aria-label');
        // The label shown is this point's: its residence's name, or the cluster's count.
        await page.waitForFunction(
          ([spoken]) => {
            const label = document.querySelector('[data-quote-wizard] > quote-wizard-root').shadowRoot.querySelector('.qw-map__label--shown');
            return label !== null && label.textContent !== '' && spoken.includes(label.textContent.replace(/\s+/g, ' '));
          },
          [name.replace(/\s+/g, ' ')],
        );
        const [label, dot, map] = await widget(page).evaluate((host, at) => {
          const root = host.shadowRoot;
          const box = (element) => {
            const { left, right, top, bottom } = element.getBoundingClientRect();
            return { left, right, top, bottom };
          };
          return [box(root.querySelector('.qw-map__label--shown')), box(root.querySelectorAll('.qw-map__point')[at]), box(root.querySelector('.qw-map'))];
        }, index);
        const inside = label.left >= map.left - 0.5 && label.right <= map.right + 0.5 && label.top >= map.top - 0.5 && label.bottom <= map.bottom + 0.5;
        const covers = label.left < dot.right - 0.5 && label.right > dot.left + 0.5 && label.top < dot.bottom - 0.5 && label.bottom > dot.top + 0.5;
        const cut = await brokenWords(page, '.qw-map__label--shown');
        if (!inside || covers || cut.length > 0) problems.push(`${name}: ${inside ? '' : 'outside the map '}${covers ? 'over its point ' : ''}${cut.length > 0 ? `cuts ${cut.join(', ')}` : ''}`);
      }
      assert.deepEqual(problems, []);
    });
  }
});

// A thousand residences: the browser draws only the entries near the screen, and a screen reader must still be
// given every one of them, named, wherever the visitor is in the list and after a search.
import { after, before, describe, it } from 'node:test';
import { assertListNamed, widget } from './support/a11y.mjs';
import { hostPage, startHostServer } from './support/host-server.mjs';
import { manyResidences } from './support/long-list.mjs';
import { useBrowser } from './support/use-browser.mjs';

const COUNT = 1000;
const residences = manyResidences(COUNT);

describe('a list of a thousand residences, for a screen reader', () => {
  const browser = useBrowser();
  let server;
  let page;

  before(async () => {
    server = await startHostServer({ routes: { '/': hostPage({ config: { residences } }) } });
    ({ page } = await browser.open(`${server.url}/`));
    await widget(page).getByRole('heading', { name: 'Rechercher sa résidence' }).waitFor();
  });

  after(() => server?.close());

  it('names every entry, those the browser has not drawn included', async () => {
    await assertListNamed(page, residences);
  });

  it('still names every entry once the visitor is far down the list', async () => {
    const last = widget(page).getByRole('button', { name: new RegExp(`^Résidence ${COUNT} `) });
    await last.scrollIntoViewIfNeeded();
    await assertListNamed(page, residences);
  });

  it('names what a search keeps, and everything again once it is cleared', async () => {
    const search = widget(page).getByRole('searchbox', { name: 'Rechercher une résidence' });
    await search.fill('normandie');
    const kept = residences.filter((residence) => residence.region === 'Normandie');
    await widget(page).getByText(`${kept.length} résidences trouvées`).waitFor();
    await assertListNamed(page, kept);
    await search.fill('');
    // A thousand is written with a (non-breaking) space between its digits.
    await widget(page).getByText(/^1\s000 résidences trouvées$/).waitFor();
    // The entries a clearing brings back come back over two frames.
    await page.waitForFunction((count) => document.querySelector('[data-quote-wizard] > quote-wizard-root').shadowRoot.querySelectorAll('.qw-list button').length === count, COUNT);
    await assertListNamed(page, residences);
  });
});

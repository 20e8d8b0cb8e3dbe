// A residence the widget cannot quote online (a T4 price alone): the visitor learns it from the list, before
// choosing it, and again at the top of the form, with the network's number to call; axe finds nothing to fault
// in either. Driven in Chromium on the built bundle, read from the shadow root as a person would.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { axeViolations } from './support/a11y.mjs';
import { hostPage, startHostServer } from './support/host-server.mjs';
import { chooseResidence } from './support/journey.mjs';
import { useBrowser } from './support/use-browser.mjs';

const lyon = { id: 'lyon', name: 'Les Terrasses', region: 'Auvergne-Rhône-Alpes', isOpen: true, position: { positionX: 67.8, positionY: 50.9 }, prices: { studio: 1250 } };
const nice = { id: 'nice', name: 'Le Domaine des Oliviers', region: 'Provence-Alpes-Côte d’Azur', isOpen: true, position: { positionX: 90, positionY: 80 }, prices: { three_room: 3100 } };
const NOTICE = 'Le devis en ligne n’est pas disponible pour cette résidence.';

describe('a residence that cannot be quoted online', () => {
  const browser = useBrowser();
  let server;

  before(async () => {
    server = await startHostServer({
      routes: { '/': hostPage({ body: '<div data-quote-wizard data-contact-phone="01 23 45 67 89"></div>', config: { residences: [lyon, nice] } }) },
    });
  });

  after(() => server?.close());

  it('says « Tarif sur demande » in its list entry, then tells why at the top of the form, with the number as a tel: link', async () => {
    const { context, page } = await browser.open(server.url);
    try {
      const widget = page.locator('[data-quote-wizard]');
      const list = widget.getByRole('list', { name: 'Liste des résidences' });
      // The mention is part of the entry's accessible name, and only of that entry's.
      await list.getByRole('button', { name: 'Le Domaine des Oliviers Provence-Alpes-Côte d’Azur Tarif sur demande', exact: true }).waitFor();
      assert.equal(await list.getByRole('button', { name: 'Les Terrasses Auvergne-Rhône-Alpes', exact: true }).count(), 1);
      assert.equal(await list.getByText('Tarif sur demande').count(), 1);
      assert.deepEqual(await axeViolations(page), []);

      await chooseResidence(widget, 'Le Domaine des Oliviers');
      const notice = widget.getByRole('status').filter({ hasText: NOTICE });
      await notice.waitFor();
      assert.equal(await notice.innerText(), `${NOTICE} Pour connaître ses tarifs, appelez-nous au 01 23 45 67 89.`);
      assert.equal(await notice.getByRole('link', { name: '01 23 45 67 89' }).getAttribute('href'), 'tel:0123456789');

      // At the top: above the first field, seen before anything is typed.
      const [noticeBox, firstField] = await Promise.all([notice.boundingBox(), widget.getByRole('radio', { name: 'Monsieur' }).boundingBox()]);
      assert.ok(noticeBox.y + noticeBox.height <= firstField.y, `notice at ${noticeBox.y}+${noticeBox.height}, first field at ${firstField.y}`);
      assert.deepEqual(await axeViolations(page), []);
    } finally {
      await context.close();
    }
  });
});

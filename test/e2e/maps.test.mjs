// Google Maps only with a key, loaded with its retry policy (weekly version, 3 retries, then
// reported failed); the built-in map of France needs no network and stays whenever Google's does not load.
import { residencesOnMap } from './support/residences.mjs';
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { exampleConfig, hostPage, startHostServer } from './support/host-server.mjs';
import { settled } from './support/settle.mjs';
import { useBrowser } from './support/use-browser.mjs';

const config = exampleConfig();
const GOOGLE = 'https://maps.googleapis.com/**';
/** Asked for by the test once the widget has settled: any request of the widget's to Google comes before it. */
const SENTINEL = 'https://maps.googleapis.com/sentinel';

// Stands in for Google's script the way the real one answers the loader: its callback is called, and
// importLibrary('maps') and importLibrary('marker') resolve with their classes. Like the real script it also
// puts Marker and Animation on google.maps; reading those globals is recorded, since the widget must not.
// With `refuse`, Google refuses the key once the map is drawn, as it does: it calls the page's gm_authFailure.
// A block of its own, so that its Map does not hide the page's.
const fakeMapsScript = ({ refuse = false } = {}) => `{
  window.__maps = { maps: [], markers: [], globalReads: [] };
  const Map = class { constructor(element, options) { window.__maps.maps.push(options); element.dataset.fakeMap = 'ready'; ${refuse ? 'setTimeout(() => window.gm_authFailure?.());' : ''} } };
  const Marker = class { constructor(options) { this.title = options.title; window.__maps.markers.push(options.title); } setMap() {} setTitle() {} addListener() { return { remove() {} }; } setAnimation() {} };
  const Animation = { BOUNCE: 1, DROP: 2 };
  const libraries = { maps: { Map }, marker: { Marker, Animation } };
  google.maps.importLibrary = async (name) => libraries[name] ?? Promise.reject(new Error('unknown library ' + name));
  for (const [name, value] of Object.entries({ Map, Marker, Animation })) {
    Object.defineProperty(google.maps, name, { get: () => (window.__maps.globalReads.push(name), value) });
  }
  google.maps.__ib__();
}`;
const FAKE_MAPS_SCRIPT = fakeMapsScript();
const REFUSING_MAPS_SCRIPT = fakeMapsScript({ refuse: true });
// A host page's own handler, declared as Google's documentation shows it: a global function.
const HOST_AUTH_HANDLER = '<script>function gm_authFailure() { window.__hostHeard = (window.__hostHeard ?? 0) + 1; }</script>';

describe('the map of residences', () => {
  const browser = useBrowser();
  let server;

  before(async () => {
    server = await startHostServer({
      routes: {
        '/': hostPage({ config }),
        '/with-key': hostPage({ config, body: '<div data-quote-wizard data-maps-api-key="test-key-123"></div>' }),
        '/refused': hostPage({ config, body: `${HOST_AUTH_HANDLER}<div data-quote-wizard data-maps-api-key="refused-key"></div>` }),
        '/refused-twice': hostPage({
          config,
          body: `${HOST_AUTH_HANDLER}<div data-quote-wizard id="a" data-maps-api-key="refused-key"></div><div data-quote-wizard id="b" data-maps-api-key="refused-key"></div>`,
        }),
      },
    });
  });

  after(() => server?.close());

  /** Opens a page whose requests to Google are answered by `answer(attempt)`: 'fail' or 'load'. */
  async function openWithGoogle(path, answer, script = FAKE_MAPS_SCRIPT) {
    const opened = await browser.open();
    const attempts = [];
    await opened.page.addInitScript(() => {
      window.__errors = [];
      document.addEventListener('quote-wizard:error', (event) => window.__errors.push(event.detail));
    });
    await opened.page.route(GOOGLE, (route) => {
      attempts.push(new URL(route.request().url()));
      return answer(attempts.length) === 'load' ? route.fulfill({ contentType: 'text/javascript', body: script }) : route.abort('connectionrefused');
    });
    await opened.page.goto(`${server.url}${path}`);
    return { ...opened, attempts, widget: opened.page.locator('[data-quote-wizard]') };
  }

  it('draws the built-in map with one named point per residence and asks nothing of Google without a key', async () => {
    const { widget, attempts, page } = await openWithGoogle('/', () => 'load');
    await widget.getByRole('heading', { name: 'Rechercher sa résidence' }).waitFor();
    assert.equal(await residencesOnMap(widget), config.residences.length);
    const first = config.residences[0];
    const point = widget.getByRole('button', { name: `Résidence ${first.name}, ${first.region}` });
    // positionX/positionY are percentages of the map box: the point's centre sits there.
    const [mapBox, pointBox] = await Promise.all([widget.locator('.qw-map').boundingBox(), point.boundingBox()]);
    assert.ok(Math.abs(pointBox.x + pointBox.width / 2 - (mapBox.x + (mapBox.width * first.position.positionX) / 100)) < 13, 'x follows positionX');
    assert.ok(Math.abs(pointBox.y + pointBox.height / 2 - (mapBox.y + (mapBox.height * first.position.positionY) / 100)) < 13, 'y follows positionY');
    await settled(page);
    await page.evaluate((url) => fetch(url, { mode: 'no-cors' }).catch(() => undefined), SENTINEL);
    assert.deepEqual(attempts.map(String), [SENTINEL]);
  });

  it('loads the weekly Google Maps with the key and puts a marker per residence', async () => {
    const { widget, attempts, page, consoleLines } = await openWithGoogle('/with-key', () => 'load');
    await page.waitForFunction(() => window.__maps?.markers.length > 0);
    assert.equal(attempts.length, 1);
    assert.equal(attempts[0].searchParams.get('key'), 'test-key-123');
    assert.equal(attempts[0].searchParams.get('v'), 'weekly');
    const recorded = await page.evaluate(() => window.__maps);
    assert.equal(recorded.maps.length, 1);
    assert.equal(recorded.markers.length, config.residences.length);
    assert.ok(recorded.markers.includes(`Résidence ${config.residences[0].name}, ${config.residences[0].region}`));
    assert.equal(await widget.locator('[data-fake-map="ready"]').count(), 1);
    assert.deepEqual(recorded.globalReads, [], 'markers come from importLibrary, not from google.maps globals');
    assert.deepEqual(consoleLines.filter((line) => line.type === 'error'), []);
  });

  it('gives way to the built-in map when Google refuses the key: kind maps, one line, the host still told', async () => {
    const { widget, page, consoleLines } = await openWithGoogle('/refused', () => 'load', REFUSING_MAPS_SCRIPT);
    await page.waitForFunction(() => window.__errors.length > 0);
    assert.deepEqual(await page.evaluate(() => window.__errors.map((error) => error.kind)), ['maps']);
    await widget.getByRole('group', { name: 'Carte des résidences en France' }).waitFor();
    assert.equal(await widget.locator('[data-fake-map]').count(), 0);
    assert.equal(await residencesOnMap(widget), config.residences.length);
    const ours = consoleLines.filter((line) => line.text.startsWith('[QuoteWizard]'));
    assert.equal(ours.length, 1, ours.map((line) => line.text).join('\n'));
    assert.match(ours[0].text, /gm_authFailure/);
    assert.equal(await page.evaluate(() => window.__hostHeard), 1);
    // Once the Google map is gone, the host's own handler is back in its place.
    assert.equal(await page.evaluate(() => window.gm_authFailure.name), 'gm_authFailure');
    await widget.getByRole('button', { name: `Résidence ${config.residences[0].name}, ${config.residences[0].region}` }).click();
    await widget.getByRole('heading', { name: 'Vos informations' }).waitFor();
  });

  it('tells both widgets of a page that Google refused the key', async () => {
    const { page } = await openWithGoogle('/refused-twice', () => 'load', REFUSING_MAPS_SCRIPT);
    await page.waitForFunction(() => window.__errors.length === 2);
    for (const id of ['a', 'b']) {
      const widget = page.locator(`#${id}`);
      await widget.getByRole('group', { name: 'Carte des résidences en France' }).waitFor();
      assert.equal(await widget.locator('[data-fake-map]').count(), 0);
    }
    assert.deepEqual(await page.evaluate(() => window.__errors.map((error) => error.kind)), ['maps', 'maps']);
  });

  it('retries after growing delays and loads on the third attempt', async () => {
    const { page, attempts, consoleLines } = await openWithGoogle('/with-key', (attempt) => (attempt < 3 ? 'fail' : 'load'));
    await page.waitForFunction(() => window.__maps?.markers.length > 0);
    assert.equal(attempts.length, 3);
    assert.deepEqual(
      consoleLines.filter((line) => line.text.startsWith('[QuoteWizard] Google Maps')).map((line) => line.text),
      ['[QuoteWizard] Google Maps failed to load, retrying in 2 ms.', '[QuoteWizard] Google Maps failed to load, retrying in 8 ms.'],
    );
    assert.deepEqual(await page.evaluate(() => window.__errors), []);
  });

  it('gives up after 3 retries, reports the failure and keeps the built-in map', async () => {
    const { widget, page, attempts, consoleLines } = await openWithGoogle('/with-key', () => 'fail');
    await page.waitForFunction(() => window.__errors.length > 0);
    assert.equal(attempts.length, 4);
    assert.deepEqual(
      consoleLines.filter((line) => line.text.startsWith('[QuoteWizard] Google Maps')).map((line) => line.text),
      [
        '[QuoteWizard] Google Maps failed to load, retrying in 2 ms.',
        '[QuoteWizard] Google Maps failed to load, retrying in 8 ms.',
        '[QuoteWizard] Google Maps failed to load, retrying in 24 ms.',
        '[QuoteWizard] Google Maps failed to load after 4 attempts; the built-in map stays.',
      ],
    );
    const [error] = await page.evaluate(() => window.__errors);
    assert.equal(error.kind, 'maps');
    assert.equal(await residencesOnMap(widget), config.residences.length);
    await widget.getByRole('button', { name: `Résidence ${config.residences[2].name}, ${config.residences[2].region}` }).click();
    await widget.getByRole('heading', { name: 'Vos informations' }).waitFor();
  });
});

// Google Maps only with a key, loaded with its retry policy (weekly version, 3 retries, then
// reported failed), its markers grouped as the built-in map's are; the built-in map of France needs no network and
// stays whenever Google's does not load.
import { residencesOnMap } from './support/residences.mjs';
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { exampleConfig, hostPage, startHostServer } from './support/host-server.mjs';
import { settled } from './support/settle.mjs';
import { useBrowser } from './support/use-browser.mjs';

const config = exampleConfig();
// The example's first two residences given one position, as a CMS that copied it from one to the other does.
const [first, second] = config.residences;
const sameSpotConfig = { ...config, residences: config.residences.map((residence) => (residence === second ? { ...residence, position: first.position } : residence)) };
const GOOGLE = 'https://maps.googleapis.com/**';
/** Asked for by the test once the widget has settled: any request of the widget's to Google comes before it. */
const SENTINEL = 'https://maps.googleapis.com/sentinel';

// Stands in for Google's script the way the real one answers the loader: its callback is called, and
// importLibrary('maps') and importLibrary('marker') resolve with their classes. Like the real script it also
// puts Marker and Animation on google.maps; reading those globals is recorded, since the widget must not. Its map
// keeps its zoom and centre, has no bounds until drawn, and says 'idle' when told; its markers record what they
// show. With `refuse`, Google refuses the key once the map is drawn, as it does: it calls the page's
// gm_authFailure. A block of its own, so that its Map does not hide the page's.
const fakeMapsScript = ({ refuse = false } = {}) => `{
  window.__maps = { maps: [], markers: [], shown: [], globalReads: [] };
  const listen = (target, event, handler) => {
    (target.handlers[event] ??= new Set()).add(handler);
    return { remove: () => target.handlers[event].delete(handler) };
  };
  const Map = class {
    constructor(element, options) {
      this.handlers = {}; this.element = element; this.zoom = options.zoom; this.center = options.center;
      window.__maps.maps.push(options); window.__maps.map = this; element.dataset.fakeMap = 'ready';
      ${refuse ? 'setTimeout(() => window.gm_authFailure?.());' : ''}
    }
    addListener(event, handler) { return listen(this, event, handler); }
    getZoom() { return this.zoom; }
    setZoom(zoom) { this.zoom = zoom; }
    setCenter(center) { this.center = center; }
    getBounds() { return undefined; }
    getDiv() { return this.element; }
    settle() { for (const handler of this.handlers.idle ?? []) handler(); }
  };
  const Marker = class {
    constructor(options) {
      this.handlers = {}; this.options = options; this.onMap = true;
      window.__maps.markers.push(options.title); window.__maps.shown.push(this);
    }
    setMap(map) { this.onMap = map !== null; }
    setOptions(options) { this.options = { ...this.options, ...options }; }
    addListener(event, handler) { return listen(this, event, handler); }
    setAnimation() {}
    click() { for (const handler of this.handlers.click ?? []) handler(); }
  };
  window.__maps.onMap = () => window.__maps.shown.filter((marker) => marker.onMap).map((marker) => ({
    title: marker.options.title, count: marker.options.label?.text ?? null, fill: marker.options.icon?.fillColor ?? null,
  }));
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
        '/with-key-themed': hostPage({
          config,
          head: '<style>[data-quote-wizard] { --qw-color-primary: #7a1f5c; }</style>',
          body: '<div data-quote-wizard data-maps-api-key="test-key-123"></div>',
        }),
        '/with-key-same-spot': hostPage({ config: sameSpotConfig, body: '<div data-quote-wizard data-maps-api-key="test-key-123"></div>' }),
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

  it('loads the weekly Google Maps with the key and puts a marker per residence or per cluster of nearby ones', async () => {
    const { widget, attempts, page, consoleLines } = await openWithGoogle('/with-key', () => 'load');
    await page.waitForFunction(() => window.__maps?.markers.length > 0);
    assert.equal(attempts.length, 1);
    assert.equal(attempts[0].searchParams.get('key'), 'test-key-123');
    assert.equal(attempts[0].searchParams.get('v'), 'weekly');
    // Google's own buttons and place names in the widget's language, whatever the browser's.
    assert.equal(attempts[0].searchParams.get('language'), 'fr');
    assert.equal(attempts[0].searchParams.get('region'), 'FR');
    const recorded = await page.evaluate(() => ({ ...window.__maps, onMap: window.__maps.onMap() }));
    assert.equal(recorded.maps.length, 1);
    // France at the opening zoom: the Paris region's residences are too close to be told apart, the others alone.
    const clusters = recorded.onMap.filter((marker) => marker.count !== null);
    const singles = recorded.onMap.filter((marker) => marker.count === null);
    assert.ok(clusters.length > 0 && singles.length > 0, JSON.stringify(recorded.onMap));
    assert.equal(singles.length + clusters.reduce((sum, marker) => sum + Number(marker.count), 0), config.residences.length);
    for (const cluster of clusters) {
      assert.match(cluster.title, new RegExp(`^${cluster.count} résidences dans ce secteur( \\(.+\\))?\u00a0: agrandir la carte$`));
      assert.equal(cluster.fill, '#1d5b79');
    }
    const named = (residence) => `Résidence ${residence.name}, ${residence.region}`;
    assert.equal(singles.filter((marker) => config.residences.some((residence) => marker.title.startsWith(named(residence)))).length, singles.length);
    assert.equal(await widget.locator('[data-fake-map="ready"]').count(), 1);
    assert.deepEqual(recorded.globalReads, [], 'markers come from importLibrary, not from google.maps globals');
    assert.deepEqual(consoleLines.filter((line) => line.type === 'error'), []);

    // Choosing a cluster zooms in on it; once Google has moved, it splits.
    const zoomed = await page.evaluate(() => {
      const cluster = window.__maps.shown.find((marker) => marker.onMap && marker.options.label);
      cluster.click();
      window.__maps.map.settle();
      return { zoom: window.__maps.map.zoom, clusterGone: !cluster.onMap, onMap: window.__maps.onMap().length };
    });
    assert.ok(zoomed.zoom > recorded.maps[0].zoom, `zoom ${zoomed.zoom}`);
    assert.equal(zoomed.clusterGone, true);
    assert.ok(zoomed.onMap > recorded.onMap.length);
  });

  it('lists the residences at one spot over the map when their cluster is chosen, and closes the list with Escape', async () => {
    const { widget, page } = await openWithGoogle('/with-key-same-spot', () => 'load');
    await page.waitForFunction(() => window.__maps?.markers.length > 0);
    // Zoomed in as far as Google goes, they still share one marker, which says it lists them.
    const title = await page.evaluate(() => {
      window.__maps.map.setZoom(21);
      window.__maps.map.settle();
      const cluster = window.__maps.shown.find((marker) => marker.onMap && marker.options.label);
      cluster.click();
      return cluster.options.title;
    });
    assert.match(title, /^2 résidences à cet endroit( \(.+\))?\u00a0: voir la liste$/);
    const list = widget.getByRole('group', { name: '2 résidences à cet endroit' });
    await list.waitFor();
    const names = list.getByRole('listitem');
    assert.deepEqual(await names.allTextContents(), [first.name, second.name]);
    // Over the map, and the element a pointer finds there.
    const [mapBox, listBox] = await Promise.all([widget.getByRole('region', { name: 'Carte des résidences en France' }).boundingBox(), list.boundingBox()]);
    assert.ok(listBox.y >= mapBox.y && listBox.y + listBox.height <= mapBox.y + mapBox.height + 1, JSON.stringify({ mapBox, listBox }));
    assert.equal(await list.getByRole('button', { name: first.name }).evaluate((button) => button.getRootNode().activeElement === button), true);
    const hit = await list.getByRole('button', { name: second.name }).evaluate((button) => {
      const { x, y, width, height } = button.getBoundingClientRect();
      return button.getRootNode().elementFromPoint(x + width / 2, y + height / 2) === button;
    });
    assert.equal(hit, true);

    await page.keyboard.press('Escape');
    await list.waitFor({ state: 'detached' });
    assert.equal(await widget.getByRole('region', { name: 'Carte des résidences en France' }).evaluate((region) => region.getRootNode().activeElement === region), true);

    await page.evaluate(() => window.__maps.shown.find((marker) => marker.onMap && marker.options.label).click());
    await list.getByRole('button', { name: second.name }).click();
    await widget.getByRole('heading', { name: 'Vos informations' }).waitFor();
    assert.match(await widget.locator('quote-wizard-root').evaluate((host) => host.shadowRoot.textContent), new RegExp(second.name));
  });

  it('gives its clusters the colour the host page gave the widget', async () => {
    const { page } = await openWithGoogle('/with-key-themed', () => 'load');
    await page.waitForFunction(() => window.__maps?.markers.length > 0);
    const fills = await page.evaluate(() => window.__maps.onMap().filter((marker) => marker.count !== null).map((marker) => marker.fill));
    assert.ok(fills.length > 0);
    assert.deepEqual([...new Set(fills)], ['#7a1f5c']);
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
    // Told in French to whoever set the key, with Google's error beside it for a developer.
    assert.match(ours[0].text, /^\[QuoteWizard\] Simulateur de devis .*Google Maps refuse la clé «\u00a0mapsApiKey\u00a0» \(data-maps-api-key\)/);
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

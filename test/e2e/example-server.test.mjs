// The example server checks each lead with the widget's own schema and the configured prices, and stores only
// what it accepts; every refusal is a 4xx with a JSON reason.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { after, before, describe, it } from 'node:test';
import { startExample } from './support/example.mjs';

const config = JSON.parse(readFileSync(new URL('../../examples/config.json', import.meta.url), 'utf8'));
const residence = config.residences[0];

const valid = () => ({
  residence: residence.id,
  housingType: 'studio',
  price: residence.prices.studio,
  civility: 'mme',
  firstName: 'Jeanne',
  lastName: 'Martin',
  email: 'jeanne.martin@exemple.fr',
  phoneNumber: '06 12 34 56 78',
  status: 'senior_child',
  knowUs: 'internet',
  acceptPromotionalOffers: false,
});

describe('the example server', () => {
  let example;
  let cookie;

  before(async () => {
    example = await startExample();
    const page = await fetch(`${example.url}/`);
    cookie = page.headers.get('set-cookie').split(';')[0];
  });

  after(() => example?.close());

  const post = (body, headers = {}) =>
    fetch(`${example.url}/api/quotation-requests`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Cookie: cookie, 'X-XSRF-TOKEN': cookie.split('=')[1], ...headers },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    });

  it('serves the page with its strict policy and an XSRF cookie', async () => {
    const response = await fetch(`${example.url}/`);
    assert.equal(response.status, 200);
    assert.match(response.headers.get('content-security-policy'), /script-src 'self'/);
    assert.match(response.headers.get('set-cookie'), /^XSRF-TOKEN=\w+/);
    assert.match(await response.text(), /"residences"/);
  });

  it('stores a valid request and answers 201', async () => {
    const response = await post(valid());
    assert.equal(response.status, 201);
    const rows = example.rows();
    assert.equal(rows.length, 1);
    assert.equal(rows[0].residence, residence.id);
    assert.equal(rows[0].price, residence.prices.studio);
  });

  const refusals = [
    ['a price that is not the configured one', { ...valid(), price: residence.prices.studio - 100 }, 422, 'price_mismatch'],
    ['a housing type the residence has no price for', { ...valid(), housingType: 'three_room', price: 2500 }, 422, 'no_price'],
    ['an unknown residence', { ...valid(), residence: 'nowhere' }, 422, 'unknown_residence'],
    ['a missing first name', { ...valid(), firstName: '  ' }, 422, 'invalid_request'],
    ['a wrong e-mail', { ...valid(), email: 'jeanne@' }, 422, 'invalid_request'],
    ['the rgpd field, which is never sent', { ...valid(), rgpd: true }, 422, 'invalid_request'],
    ['a price as a string', { ...valid(), price: String(residence.prices.studio) }, 422, 'invalid_request'],
    ['a body that is not JSON', '{"residence":', 400, 'invalid_json'],
  ];
  for (const [name, body, status, error] of refusals) {
    it(`refuses ${name} with ${status} and a JSON reason`, async () => {
      const before = example.rows().length;
      const response = await post(body);
      assert.equal(response.status, status);
      assert.equal((await response.json()).error, error);
      assert.equal(example.rows().length, before);
    });
  }

  it('stores a request sent again with the same Idempotency-Key once, and answers with the same id', async () => {
    const before = example.rows().length;
    const key = '4a6f1c2e-8b9d-4e3f-a1b2-c3d4e5f60718';
    const first = await post(valid(), { 'Idempotency-Key': key });
    const again = await post(valid(), { 'Idempotency-Key': key });
    assert.deepEqual([first.status, again.status], [201, 201]);
    assert.equal((await again.json()).id, (await first.json()).id);
    assert.equal(example.rows().length, before + 1);
    assert.equal(example.rows().at(-1).idempotency_key, key);
  });

  it('refuses a malformed Idempotency-Key', async () => {
    const response = await post(valid(), { 'Idempotency-Key': 'x y' });
    assert.equal(response.status, 400);
    assert.equal((await response.json()).error, 'idempotency_key');
  });

  it('refuses a request without the XSRF header', async () => {
    const response = await post(valid(), { 'X-XSRF-TOKEN': 'forged' });
    assert.equal(response.status, 403);
    assert.equal((await response.json()).error, 'xsrf');
  });

  it('serves neither its own code nor its database', async () => {
    for (const path of ['/server.mjs', '/store.mjs', '/data/quotation-requests.sqlite', '/config.json', '/../package.json']) {
      assert.equal((await fetch(`${example.url}${path}`)).status, 404, path);
    }
  });
});

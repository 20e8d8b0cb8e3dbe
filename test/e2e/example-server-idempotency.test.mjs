// Idempotency-Key on the example server: a true replay gets the first answer and stores nothing more, the same key
// with another body is refused with 422, and requests racing with one key store one row.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { newKey, exampleSession, readProblem, validLead } from './support/example-api.mjs';
import { startExample } from './support/example.mjs';

describe('the example server stores each Idempotency-Key once', () => {
  const example = exampleSession();

  it('answers a replay with the first answer, same status and same id, and stores one row', async () => {
    const before = example.rows().length;
    const key = newKey();
    const first = await example.post(validLead(), { 'Idempotency-Key': key });
    const again = await example.post(validLead(), { 'Idempotency-Key': key });
    assert.deepEqual([first.status, again.status], [201, 201]);
    assert.equal((await again.json()).id, (await first.json()).id);
    assert.equal(example.rows().length, before + 1);
    assert.equal(example.rows().at(-1).idempotency_key, key);
  });

  it('counts a body with its keys in another order, or the same text decomposed, as the same request', async () => {
    const key = newKey();
    const lead = validLead({ firstName: 'Éloïse' });
    const first = await (await example.post(lead, { 'Idempotency-Key': key })).json();
    const reordered = Object.fromEntries(Object.entries({ ...lead, firstName: 'E\u0301loi\u0308se' }).reverse());
    const again = await example.post(reordered, { 'Idempotency-Key': key });
    assert.equal(again.status, 201);
    assert.equal((await again.json()).id, first.id);
  });

  it('refuses the same key with another body with 422, and keeps the first lead as it was', async () => {
    const key = newKey();
    const first = await (await example.post(validLead(), { 'Idempotency-Key': key })).json();
    const before = example.rows().length;
    const { body, text } = await readProblem(await example.post(validLead({ firstName: 'Paul' }), { 'Idempotency-Key': key }), 422);
    assert.match(body.type, /idempotency-key-reused/);
    assert.equal(text.includes('Paul'), false);
    assert.equal(example.rows().length, before);
    assert.equal(example.rows().find((row) => row.public_id === first.id).first_name, validLead().firstName);
  });

  it('accepts the key quoted as a structured-field string', async () => {
    const key = newKey();
    const first = await (await example.post(validLead(), { 'Idempotency-Key': key })).json();
    const again = await example.post(validLead(), { 'Idempotency-Key': `"${key}"` });
    assert.equal((await again.json()).id, first.id);
  });

  for (const key of ['x y', 'short', 'é'.repeat(10), 'k'.repeat(101), '"unclosed-quote']) {
    it(`answers 400 to the malformed key ${JSON.stringify(key)}, without repeating it`, async () => {
      const { body, text } = await readProblem(await example.post(validLead(), { 'Idempotency-Key': encodeURI(key) }), 400);
      assert.match(body.type, /idempotency-key/);
      assert.equal(text.includes(encodeURI(key)), false);
    });
  }

  it('stores one row for 20 concurrent requests with one key, and gives all of them its id', async () => {
    const before = example.rows().length;
    const key = newKey();
    const responses = await Promise.all(Array.from({ length: 20 }, () => example.post(validLead(), { 'Idempotency-Key': key })));
    assert.deepEqual(responses.map((response) => response.status), Array(20).fill(201));
    const ids = new Set(await Promise.all(responses.map(async (response) => (await response.json()).id)));
    assert.equal(ids.size, 1);
    assert.equal(example.rows().length, before + 1);
    assert.equal(example.rows().filter((row) => row.idempotency_key === key).length, 1);
  });

  it('stores one of 20 different bodies racing with one key, and refuses the 19 others', async () => {
    const before = example.rows().length;
    const key = newKey();
    const responses = await Promise.all(Array.from({ length: 20 }, (_, index) => example.post(validLead({ lastName: `Martin-${'abcdefghijklmnopqrst'[index]}` }), { 'Idempotency-Key': key })));
    const statuses = responses.map((response) => response.status).sort();
    assert.deepEqual(statuses, [201, ...Array(19).fill(422)]);
    assert.equal(example.rows().length, before + 1);
  });
});

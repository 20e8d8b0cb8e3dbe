// PATCH /api/quotation-requests/{id} on the example server: « Être contacté par un conseiller » recorded on the
// lead (when, the final housing type and its price), with the same checks and Idempotency-Key rules as the POST.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { contactPatch, newKey, exampleSession, readProblem, residence, validLead } from './support/example-api.mjs';
import { startExample } from './support/example.mjs';

describe('the example server records a callback request on a lead', () => {
  const example = exampleSession();

  const postLead = async () => (await (await example.post(validLead(), { 'Idempotency-Key': newKey() })).json()).id;
  const leadRow = (id) => example.rows().find((row) => row.public_id === id);

  it('answers 200 with the recorded request and stores it on the lead, and in the requests', async () => {
    const id = await postLead();
    assert.equal(leadRow(id).contact_requested_at, null);
    const response = await example.patch(id, contactPatch('two_room'), { 'Idempotency-Key': newKey() });
    assert.equal(response.status, 200);
    assert.deepEqual(await response.json(), { id, contactRequested: true, housingType: 'two_room', price: residence.prices.two_room });
    const row = leadRow(id);
    assert.deepEqual({ type: row.final_housing_type, price: row.final_price }, { type: 'two_room', price: residence.prices.two_room });
    assert.ok(Date.parse(row.contact_requested_at) >= Date.parse(row.received_at));
    assert.deepEqual({ type: row.housing_type, price: row.price }, { type: 'studio', price: residence.prices.studio }, 'the type first asked about stays');
    const contacts = example.rows('contact_requests').filter((contact) => contact.quotation_request_id === row.id);
    assert.deepEqual(contacts.map((contact) => contact.housing_type), ['two_room']);
  });

  it('answers a replay with the first answer and records nothing more', async () => {
    const id = await postLead();
    const key = newKey();
    const first = await (await example.patch(id, contactPatch('one_room'), { 'Idempotency-Key': key })).json();
    const recordedAt = leadRow(id).contact_requested_at;
    const again = await example.patch(id, contactPatch('one_room'), { 'Idempotency-Key': key });
    assert.equal(again.status, 200);
    assert.deepEqual(await again.json(), first);
    assert.equal(leadRow(id).contact_requested_at, recordedAt);
    assert.equal(example.rows('contact_requests').filter((contact) => contact.idempotency_key === key).length, 1);
  });

  it('refuses its key with another body, or on another lead, with 422', async () => {
    const id = await postLead();
    const other = await postLead();
    const key = newKey();
    await example.patch(id, contactPatch('one_room'), { 'Idempotency-Key': key });
    for (const [target, patch] of [[id, contactPatch('two_room')], [other, contactPatch('one_room')]]) {
      const { body } = await readProblem(await example.patch(target, patch, { 'Idempotency-Key': key }), 422);
      assert.match(body.type, /idempotency-key-reused/);
    }
    assert.equal(leadRow(id).final_housing_type, 'one_room');
    assert.equal(leadRow(other).contact_requested_at, null);
  });

  it('keeps the last of two callback requests made with two keys', async () => {
    const id = await postLead();
    await example.patch(id, contactPatch('one_room'), { 'Idempotency-Key': newKey() });
    await example.patch(id, contactPatch('two_room'), { 'Idempotency-Key': newKey() });
    assert.equal(leadRow(id).final_housing_type, 'two_room');
  });

  const refusals = [
    ['a price that is not the configured one', { ...contactPatch('one_room'), price: residence.prices.one_room + 1 }, 'price'],
    ['a type the residence does not price', { contactRequested: true, housingType: 'three_room', price: 3000 }, 'housingType'],
    ['contactRequested false', { ...contactPatch(), contactRequested: false }, 'contactRequested'],
    ['a missing price', { contactRequested: true, housingType: 'one_room' }, 'price'],
    ['another field', { ...contactPatch(), firstName: 'Paul' }, ''],
  ];
  for (const [name, patch, propertyPath] of refusals) {
    it(`refuses ${name} with 422 and a violation, and records nothing`, async () => {
      const id = await postLead();
      const { body } = await readProblem(await example.patch(id, patch), 422);
      assert.deepEqual(body.violations.map((violation) => violation.propertyPath), [propertyPath]);
      assert.equal(leadRow(id).contact_requested_at, null);
    });
  }

  it('answers 404 to an unknown id, a row number or a malformed id', async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', '1', 'not-an-id', '%00']) {
      await readProblem(await example.patch(id, contactPatch()), 404);
    }
  });

  it('answers 415 to anything but application/merge-patch+json', async () => {
    const id = await postLead();
    for (const type of ['application/json', 'application/merge-patch+json; charset=latin1', 'application/json-patch+json']) {
      await readProblem(await example.patch(id, contactPatch(), { 'Content-Type': type }), 415);
    }
    assert.equal(leadRow(id).contact_requested_at, null);
  });

  it('answers 403 without the XSRF header', async () => {
    const id = await postLead();
    await readProblem(await example.patch(id, contactPatch(), { 'X-XSRF-TOKEN': 'A'.repeat(43) }), 403);
    assert.equal(leadRow(id).contact_requested_at, null);
  });
});

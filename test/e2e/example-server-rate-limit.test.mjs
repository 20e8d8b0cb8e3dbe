// The example server's rate limit: per client address, on the API only, on by default.
import assert from 'node:assert/strict';
import { after, describe, it } from 'node:test';
import { newKey, openSession, readProblem, validLead } from './support/example-api.mjs';
import { startExample } from './support/example.mjs';

describe('the example server limits API calls per client address', () => {
  const servers = [];
  const start = async (options) => {
    const example = await startExample(options);
    servers.push(example);
    return example;
  };

  after(() => Promise.all(servers.map((example) => example.close())));

  it('answers 429 with Retry-After past the limit, stores nothing more, and still serves the page', async () => {
    const example = await start({ rateLimit: { max: 3, timeWindow: 60_000 } });
    const session = await openSession(example.url);
    for (let call = 0; call < 3; call += 1) assert.equal((await session.post(validLead(), { 'Idempotency-Key': newKey() })).status, 201);
    const response = await session.post(validLead(), { 'Idempotency-Key': newKey() });
    const { body } = await readProblem(response, 429);
    assert.match(body.type, /rate-limit/);
    assert.ok(Number(response.headers.get('retry-after')) > 0);
    assert.equal(example.rows().length, 3);
    assert.equal((await fetch(`${example.url}/`)).status, 200);
  });

  it('counts each address apart', async () => {
    // Behind a reverse proxy the address comes from X-Forwarded-For: that is how two visitors are told apart here.
    const example = await start({ rateLimit: { max: 2, timeWindow: 60_000 }, trustProxy: true });
    const session = await openSession(example.url);
    const from = (address) => session.post(validLead(), { 'Idempotency-Key': newKey(), 'X-Forwarded-For': address });
    const first = [await from('203.0.113.1'), await from('203.0.113.1'), await from('203.0.113.1')].map((response) => response.status);
    assert.deepEqual(first, [201, 201, 429]);
    assert.equal((await from('203.0.113.2')).status, 201);
  });

  it('allows 30 calls a minute by default, then refuses', async () => {
    const example = await start({ rateLimit: undefined });
    const session = await openSession(example.url);
    const statuses = [];
    for (let call = 0; call < 31; call += 1) statuses.push((await session.post(validLead(), { 'Idempotency-Key': newKey() })).status);
    assert.deepEqual(statuses, [...Array(30).fill(201), 429]);
  });
});

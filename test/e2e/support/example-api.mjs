import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { request } from 'node:http';
import { after, before } from 'node:test';
import { startExample } from './example.mjs';
import { TYPED } from './journey.mjs';

const config = JSON.parse(readFileSync(new URL('../../../examples/config.json', import.meta.url), 'utf8'));
/** A residence of the example with a studio, a T2 and a T3 price. */
export const residence = config.residences.find(({ prices }) => prices.studio && prices.one_room && prices.two_room);

const { rgpd: _rgpd, housingType: _type, ...visitor } = TYPED;

/** A lead the example server accepts (the browser tests' visitor, for a studio), with `changes` on top. */
export const validLead = (changes = {}) => ({
  ...visitor,
  residence: residence.id,
  housingType: 'studio',
  price: residence.prices.studio,
  acceptPromotionalOffers: false,
  ...changes,
});

/** The callback request the widget sends for `type` at the residence above. */
export const contactPatch = (type = 'one_room') => ({ contactRequested: true, housingType: type, price: residence.prices[type] });

export const newKey = () => randomUUID();

/** A visitor of the example page: the XSRF cookie the page gave, sent back with each API call. */
export async function openSession(url) {
  const page = await fetch(`${url}/`);
  await page.arrayBuffer();
  const cookie = page.headers.get('set-cookie').split(';')[0];
  const token = cookie.slice('XSRF-TOKEN='.length);
  const send = (method, path, type) => (body, headers = {}) =>
    fetch(`${url}/api/quotation-requests${path}`, {
      method,
      headers: { 'Content-Type': type, Cookie: cookie, 'X-XSRF-TOKEN': token, ...headers },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    });
  return {
    cookie,
    token,
    post: send('POST', '', 'application/json'),
    patch: (id, body, headers) => send('PATCH', `/${id}`, 'application/merge-patch+json')(body, headers),
  };
}

/**
 * The example server and a visitor's session on it, started before the tests of the enclosing describe() and
 * stopped after them: its url and rows(), the session's cookie, post() and patch().
 */
export function exampleSession(options) {
  let example;
  let session;
  before(async () => {
    example = await startExample(options);
    session = await openSession(example.url);
  });
  after(() => example?.close());
  return {
    get url() {
      return example.url;
    },
    get cookie() {
      return session.cookie;
    },
    rows: (table) => example.rows(table),
    post: (body, headers) => session.post(body, headers),
    patch: (id, body, headers) => session.patch(id, body, headers),
  };
}

/** Checks an RFC 9457 answer (its status, type, title and size) and gives its body and raw text. */
export async function readProblem(response, status) {
  assert.equal(response.status, status);
  assert.match(response.headers.get('content-type'), /^application\/problem\+json/);
  const text = await response.text();
  // The largest possible: every field of a lead refused, each with its French message.
  assert.ok(text.length < 2048, `a ${text.length}-character problem`);
  const body = JSON.parse(text);
  assert.equal(body.status, status);
  assert.equal(typeof body.type, 'string');
  assert.equal(typeof body.title, 'string');
  return { body, text };
}

/** One HTTP request through node:http: the status, the headers and the body exactly as sent (never decompressed). */
export function rawRequest(url, { method = 'GET', headers = {}, body } = {}) {
  return new Promise((resolve, reject) => {
    const outgoing = request(url, { method, headers, agent: false }, (response) => {
      const chunks = [];
      response.on('data', (chunk) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode, headers: response.headers, body: Buffer.concat(chunks) }));
      response.on('error', reject);
    });
    outgoing.on('error', reject);
    outgoing.end(body);
  });
}

import { createHash } from 'node:crypto';
import { Problem } from './problem.mjs';

// A UUID fits, and so does any other opaque key of letters, digits, - and _; quoted as a structured-field string too.
const KEY = /^(?:"([\w-]{8,100})"|([\w-]{8,100}))$/;

/** The request's Idempotency-Key, or null when it has none; 400 for a key of another shape. */
export function idempotencyKey(request) {
  const header = request.headers['idempotency-key'];
  if (header === undefined) return null;
  const match = typeof header === 'string' ? KEY.exec(header) : null;
  if (!match) {
    throw new Problem(400, { name: 'idempotency-key', title: 'Malformed Idempotency-Key', detail: 'Use 8 to 100 letters, digits, - or _.' });
  }
  return match[1] ?? match[2];
}

/** What a key is bound to: the SHA-256 of the accepted body, its keys sorted so that their order does not count. */
export function fingerprint(value) {
  return createHash('sha256').update(JSON.stringify(value, Object.keys(value).sort())).digest('hex');
}

/** A key already used for another body: the client mixed up two requests, and neither may stand for the other. */
export const keyReused = () =>
  new Problem(422, { name: 'idempotency-key-reused', title: 'Idempotency-Key already used', detail: 'This key was used for a different request; send this one with a new key.' });

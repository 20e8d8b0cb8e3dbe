/**
 * A random UUID (v4) naming one quotation request, sent as its Idempotency-Key: a retry of the same request (or a
 * browser that replays a POST whose connection dropped) carries the same key, so the server can store it once.
 * randomUUID exists only on secure pages (https, localhost); getRandomValues exists everywhere.
 */
export function newRequestKey(crypto: Crypto = globalThis.crypto): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6] & 0x0f) | 0x40;
  bytes[8] = (bytes[8] & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** Whether a value has the shape of a key this module makes (a UUID), as one read back from storage must. */
export const isRequestKey = (value: unknown): value is string => typeof value === 'string' && /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/.test(value);

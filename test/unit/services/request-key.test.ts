import { webcrypto } from 'node:crypto';
import { newRequestKey } from '../../../src/services/request-key';

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('newRequestKey', () => {
  it('gives a random UUID v4', () => {
    expect(newRequestKey(webcrypto as unknown as Crypto)).toMatch(UUID_V4);
  });

  it('gives a UUID v4 on a page without randomUUID (plain http), from getRandomValues', () => {
    const insecure = { getRandomValues: webcrypto.getRandomValues.bind(webcrypto) } as unknown as Crypto;
    const keys = new Set(Array.from({ length: 50 }, () => newRequestKey(insecure)));
    expect(keys.size).toBe(50);
    for (const key of keys) expect(key).toMatch(UUID_V4);
  });
});

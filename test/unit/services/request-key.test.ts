import { webcrypto } from 'node:crypto';
import { isRequestKey, newRequestKey } from '../../../src/services/request-key';

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

describe('isRequestKey', () => {
  it('accepts the keys newRequestKey gives, with randomUUID or without', () => {
    const insecure = { getRandomValues: webcrypto.getRandomValues.bind(webcrypto) } as unknown as Crypto;
    expect([newRequestKey(webcrypto as unknown as Crypto), newRequestKey(insecure)].every(isRequestKey)).toBe(true);
  });

  it.each([
    ['a text of another shape', 'key-1'],
    ['a UUID in capitals, which this module never makes', '0F8FAD5B-D9CB-469F-A165-70867728950E'],
    ['a UUID with more around it', ' 0f8fad5b-d9cb-469f-a165-70867728950e'],
    ['a number', 42],
    ['nothing', null],
  ])('refuses %s', (_name, value) => {
    expect(isRequestKey(value)).toBe(false);
  });
});

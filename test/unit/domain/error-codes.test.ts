import { ERROR_MESSAGE_IDS, errorMessageId } from '../../../src/domain/error-codes';

describe('errorMessageId', () => {
  it.each(Object.entries(ERROR_MESSAGE_IDS))('gives the catalog id of %s', (code, id) => {
    expect(errorMessageId(code)).toBe(id);
  });

  it.each(['castle', 'toString', '__proto__', ''])("falls back to the generic message for '%s'", (code) => {
    expect(errorMessageId(code)).toBe('error.invalid');
  });
});

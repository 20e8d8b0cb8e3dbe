import { createHash } from 'node:crypto';
import { fingerprint, isFingerprint } from '../../../src/domain/fingerprint';

const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

describe('fingerprint', () => {
  it.each([
    ['an empty text', ''],
    ['a short text', 'abc'],
    ['55 bytes, the most one block holds with its padding', 'x'.repeat(55)],
    ['56 bytes, the fewest that need a second block', 'x'.repeat(56)],
    ['64 bytes, a whole block', 'x'.repeat(64)],
    ['accented letters and typographic marks, as UTF-8', 'POST /quotation-requests {"firstName":"Hélène","lastName":"D’Œuvray"} – €'],
    ['a request of a few blocks', `POST /quotation-requests ${JSON.stringify({ email: 'jeanne.martin@exemple.fr', phoneNumber: '06 12 34 56 78', text: 'é'.repeat(300) })}`],
  ])('is the SHA-256 of %s', (_name, text) => {
    expect(fingerprint(text)).toBe(sha256(text));
  });

  it('has the shape it checks', () => {
    expect(isFingerprint(fingerprint('POST {"a":1}'))).toBe(true);
  });

  it.each([['a shorter hex', 'abc123'], ['upper case', sha256('a').toUpperCase()], ['not a text', 42], ['a content in clear', 'POST {"a":1}']])('refuses %s as a fingerprint', (_name, value) => {
    expect(isFingerprint(value)).toBe(false);
  });
});

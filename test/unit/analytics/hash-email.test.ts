import { createHash } from 'node:crypto';
import { hashEmail } from '../../../src/analytics/hash-email';

const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

describe('hashEmail', () => {
  it('gives the hex SHA-256 of the address', async () => {
    expect(await hashEmail('jeanne.dupont@exemple.fr')).toBe(sha256('jeanne.dupont@exemple.fr'));
  });

  it('lower-cases the address before hashing', async () => {
    expect(await hashEmail('Jeanne.Dupont@Exemple.FR')).toBe(sha256('jeanne.dupont@exemple.fr'));
  });

  it('trims the address before hashing', async () => {
    expect(await hashEmail('  jeanne.dupont@exemple.fr \n')).toBe(sha256('jeanne.dupont@exemple.fr'));
  });

  it('hashes accented letters as UTF-8', async () => {
    expect(await hashEmail('Hélène@Exemple.fr')).toBe(sha256('hélène@exemple.fr'));
  });

  it('writes 64 lower-case hex digits', async () => {
    expect(await hashEmail('a@b.fr')).toMatch(/^[0-9a-f]{64}$/);
  });

  it('never gives the address in clear', async () => {
    expect(await hashEmail('jeanne.dupont@exemple.fr')).not.toContain('jeanne');
  });

  it('uses the SubtleCrypto it is given', async () => {
    const digest = jest.fn<Promise<ArrayBuffer>, Parameters<SubtleCrypto['digest']>>(async () => new Uint8Array([0, 1, 254, 255]).buffer);
    const subtle = { digest } as Pick<SubtleCrypto, 'digest'> as SubtleCrypto;
    expect([await hashEmail(' A@B.fr ', subtle), digest.mock.calls[0][0]]).toEqual(['0001feff', 'SHA-256']);
  });
});

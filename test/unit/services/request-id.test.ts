import { createHash, webcrypto } from 'node:crypto';
import { isSavableRequestId, requestId } from '../../../src/services/request-id';

const CONTENT = 'POST /quotation-requests {"email":"jeanne@exemple.fr"}';

describe('requestId', () => {
  it('is the hex SHA-256 of the content, which can be saved', async () => {
    const id = await requestId(CONTENT, webcrypto.subtle as SubtleCrypto);
    expect(id).toBe(createHash('sha256').update(CONTENT).digest('hex'));
    expect(isSavableRequestId(id)).toBe(true);
  });

  it('is the same for the same content and differs for another', async () => {
    const subtle = webcrypto.subtle as SubtleCrypto;
    expect(await requestId(CONTENT, subtle)).toBe(await requestId(CONTENT, subtle));
    expect(await requestId(`${CONTENT} `, subtle)).not.toBe(await requestId(CONTENT, subtle));
  });

  it('still tells contents apart without Web Crypto, under an id that is never saved', async () => {
    const id = await requestId(CONTENT, null);
    expect(id).not.toBe(await requestId(`${CONTENT} `, null));
    expect(isSavableRequestId(id)).toBe(false);
  });

  it('falls back the same way when Web Crypto refuses to hash', async () => {
    const subtle = { digest: () => Promise.reject(new Error('not allowed')) } as unknown as SubtleCrypto;
    const id = await requestId(CONTENT, subtle);
    expect(id).toBe(await requestId(CONTENT, null));
    expect(isSavableRequestId(id)).toBe(false);
  });
});

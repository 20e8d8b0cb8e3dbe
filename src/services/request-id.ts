import { sha256Hex } from './sha256-hex';

const MEMORY_ONLY = 'memory:';

/**
 * The id under which the store files a request: the SHA-256 of its content, so that the records can be saved with
 * the progress without the name, e-mail and phone they were made of. A page without Web Crypto (served over plain
 * http) still gets one key per content, but under an id that is never saved.
 */
export async function requestId(content: string, subtle: SubtleCrypto | null = globalThis.crypto?.subtle ?? null): Promise<string> {
  if (!subtle) return MEMORY_ONLY + content;
  try {
    return await sha256Hex(content, subtle);
  } catch {
    return MEMORY_ONLY + content;
  }
}

/** Whether a record's id may be saved: only digests, which hold nothing of the visitor. */
export const isSavableRequestId = (id: string): boolean => /^[0-9a-f]{64}$/.test(id);

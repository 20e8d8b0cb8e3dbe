import { sha256Hex } from '../services/sha256-hex';

/** Hex SHA-256 of the trimmed, lower-cased address, through Web Crypto: the address never leaves in clear. */
export function hashEmail(email: string, subtle: SubtleCrypto = globalThis.crypto.subtle): Promise<string> {
  return sha256Hex(email.trim().toLowerCase(), subtle);
}

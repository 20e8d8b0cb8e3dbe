/** Hex SHA-256 of the trimmed, lower-cased address, through Web Crypto: the address never leaves in clear. */
export async function hashEmail(email: string, subtle: SubtleCrypto = globalThis.crypto.subtle): Promise<string> {
  const bytes = new TextEncoder().encode(email.trim().toLowerCase());
  const digest = await subtle.digest('SHA-256', bytes);
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

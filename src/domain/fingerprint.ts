/** The first 32 bits of the fractional part of a root of a prime: SHA-256 derives its constants so. */
const fraction = (root: number) => ((root - Math.floor(root)) * 0x100000000) >>> 0;
const PRIMES: number[] = [];
for (let n = 2; PRIMES.length < 64; n += 1) if (PRIMES.every((prime) => n % prime !== 0)) PRIMES.push(n);
/** Computed rather than written out: 64 random-looking numbers would weigh on the script, where every byte counts. */
const K = PRIMES.map((prime) => fraction(Math.cbrt(prime)));
const H0 = PRIMES.slice(0, 8).map((prime) => fraction(Math.sqrt(prime)));

const rotr = (x: number, n: number) => (x >>> n) | (x << (32 - n));

/** The UTF-8 bytes, padded as SHA-256 wants: a 1 bit, zeros, then the length in bits on 64 bits. */
function padded(text: string): DataView {
  const bytes = new TextEncoder().encode(text);
  const length = Math.ceil((bytes.length + 9) / 64) * 64;
  const block = new Uint8Array(length);
  block.set(bytes);
  block[bytes.length] = 0x80;
  const view = new DataView(block.buffer);
  view.setUint32(length - 8, Math.floor(bytes.length / 0x20000000));
  view.setUint32(length - 4, (bytes.length * 8) >>> 0);
  return view;
}

/**
 * The hex SHA-256 of a text, computed here rather than by Web Crypto: saved progress is written and read back
 * synchronously, and Web Crypto's digest is asynchronous and missing from pages served over plain http.
 */
export function fingerprint(text: string): string {
  const data = padded(text);
  const h = [...H0];
  const w = new Uint32Array(64);
  for (let offset = 0; offset < data.byteLength; offset += 64) {
    for (let i = 0; i < 16; i += 1) w[i] = data.getUint32(offset + i * 4);
    for (let i = 16; i < 64; i += 1) {
      const s0 = rotr(w[i - 15], 7) ^ rotr(w[i - 15], 18) ^ (w[i - 15] >>> 3);
      const s1 = rotr(w[i - 2], 17) ^ rotr(w[i - 2], 19) ^ (w[i - 2] >>> 10);
      w[i] = w[i - 16] + s0 + w[i - 7] + s1;
    }
    let [a, b, c, d, e, f, g, hh] = h;
    for (let i = 0; i < 64; i += 1) {
      const t1 = (hh + (rotr(e, 6) ^ rotr(e, 11) ^ rotr(e, 25)) + ((e & f) ^ (~e & g)) + K[i] + w[i]) | 0;
      const t2 = ((rotr(a, 2) ^ rotr(a, 13) ^ rotr(a, 22)) + ((a & b) ^ (a & c) ^ (b & c))) | 0;
      [hh, g, f, e, d, c, b, a] = [g, f, e, (d + t1) | 0, c, b, a, (t1 + t2) | 0];
    }
    [a, b, c, d, e, f, g, hh].forEach((value, i) => (h[i] = (h[i] + value) | 0));
  }
  return h.map((value) => (value >>> 0).toString(16).padStart(8, '0')).join('');
}

/** Whether a value has the shape of a fingerprint: 64 lower-case hex digits. */
export const isFingerprint = (value: unknown): value is string => typeof value === 'string' && /^[0-9a-f]{64}$/.test(value);

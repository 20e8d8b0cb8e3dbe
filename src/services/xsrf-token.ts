const XSRF_COOKIE = 'XSRF-TOKEN';

// What a header value may hold once decoded: visible ASCII only. Anything else (a control character, a line break,
// a character past Latin-1) makes fetch() throw before a byte is sent, which would read as a network failure.
const HEADER_SAFE = /^[\x21-\x7e]+$/;

function decoded(value: string): string | undefined {
  try {
    return decodeURIComponent(value);
  } catch {
    return undefined;
  }
}

/**
 * The XSRF token to repeat in a header: the first XSRF-TOKEN cookie whose value is usable. A page may hold several
 * (set on different paths, or left by an older back end): an empty one, one that is not URL-decodable or one that
 * no header can carry is passed over, so that it never stops a lead; without a usable one, no header is sent and
 * the server decides.
 */
export function readXsrfToken(readCookies: () => string): string | undefined {
  let cookies: string;
  try {
    cookies = readCookies();
  } catch {
    // document.cookie throws in a sandboxed frame without same-origin rights.
    return undefined;
  }
  for (const part of cookies.split(';')) {
    const separator = part.indexOf('=');
    if (separator < 0 || part.slice(0, separator).trim() !== XSRF_COOKIE) continue;
    const raw = part.slice(separator + 1).trim();
    // A cookie value may be wrapped in double quotes (RFC 6265); the token is what is inside.
    const value = decoded(raw.length > 1 && raw.startsWith('"') && raw.endsWith('"') ? raw.slice(1, -1) : raw);
    if (value !== undefined && HEADER_SAFE.test(value)) return value;
  }
  return undefined;
}

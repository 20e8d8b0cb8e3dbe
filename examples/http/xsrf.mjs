import { randomBytes, timingSafeEqual } from 'node:crypto';
import { Problem } from './problem.mjs';

/**
 * Double-submit XSRF protection: the page sets a random token in a cookie that only same-origin script can read,
 * and an API call must repeat it in a header. Tokens have one format (32 random bytes, base64url): a cookie of any
 * other shape is ignored, then replaced with the next page, so that no leftover value can block the form.
 */
const COOKIE = 'XSRF-TOKEN';
const HEADER = 'x-xsrf-token';
const TOKEN = /^[A-Za-z0-9_-]{43}$/;

export const newXsrfToken = () => randomBytes(32).toString('base64url');

/** The well-formed XSRF-TOKEN values of a Cookie header. Splitting only: nothing to decode, so nothing can throw. */
export function xsrfCookies(header) {
  if (typeof header !== 'string') return [];
  return header
    .split(';')
    .map((pair) => pair.trim())
    .filter((pair) => pair.startsWith(`${COOKIE}=`))
    .map((pair) => pair.slice(COOKIE.length + 1))
    .filter((value) => TOKEN.test(value));
}

/** Gives the page's visitor a token unless their browser already holds a good one. */
export function issueXsrfToken(request, reply) {
  if (xsrfCookies(request.headers.cookie).length > 0) return;
  reply.header('Set-Cookie', `${COOKIE}=${newXsrfToken()}; Path=/; SameSite=Strict`);
}

const sameToken = (a, b) => timingSafeEqual(Buffer.from(a), Buffer.from(b));

/** An onRequest hook: 403 unless the header repeats one of the request's good cookie tokens. */
export async function requireXsrfToken(request) {
  const header = request.headers[HEADER];
  const matches = typeof header === 'string' && TOKEN.test(header) && xsrfCookies(request.headers.cookie).some((token) => sameToken(token, header));
  if (!matches) {
    throw new Problem(403, { name: 'xsrf', title: 'Missing or wrong XSRF token', detail: 'Repeat the XSRF-TOKEN cookie in the X-XSRF-TOKEN header.' });
  }
}

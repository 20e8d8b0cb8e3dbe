import fastifyRateLimit from '@fastify/rate-limit';
import { Problem } from './problem.mjs';

/**
 * A visitor sends a lead and maybe a callback request, and retries a failure or two: 30 calls a minute from one
 * address leaves room for a family or a care home behind one address, and stops a script filling the database.
 */
export const DEFAULT_RATE_LIMIT = { max: 30, timeWindow: 60_000 };

const tooMany = () => new Problem(429, { name: 'rate-limit', title: 'Too many requests', detail: 'Wait for the time given in Retry-After, then send again.' });

/** Limits the routes registered after it in this scope, per client address; `false` turns it off. */
export async function limitRate(app, options = DEFAULT_RATE_LIMIT) {
  if (options === false) return;
  await app.register(fastifyRateLimit, { ...DEFAULT_RATE_LIMIT, ...options, errorResponseBuilder: tooMany });
}

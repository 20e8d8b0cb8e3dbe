import fastifyCompress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import Fastify from 'fastify';
import { handleError, Problem, sendProblem } from './http/problem.mjs';
import { leadRoutes } from './routes/leads.mjs';
import { newsletterRoutes } from './routes/newsletter.mjs';
import { pageRoutes } from './routes/page.mjs';
import { staticFileRoutes } from './routes/static-files.mjs';

/** The policy a strict host would send; the widget must work under it. */
export const CSP = "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data:; connect-src 'self'; base-uri 'self'; form-action 'self'; frame-ancestors 'none'";
const SECURITY_HEADERS = { 'Content-Security-Policy': CSP, 'X-Content-Type-Options': 'nosniff', 'Referrer-Policy': 'same-origin' };

/**
 * The example server as a Fastify app: the page, its files and the lead API, every answer compressed when the
 * client accepts it and carrying the security headers. Fastify brings what hand-written plumbing got wrong: a
 * body limit that answers 413 before closing, exact routing, hooks to check headers before a body is read, and a
 * close() that lets requests under way finish. @fastify/static sends files with ETag and Last-Modified and
 * answers revalidations with 304; @fastify/compress gives gzip or brotli by Accept-Encoding.
 */
export async function createApp({ findResidence, html, pageOfSize, residencePageOf, otherPages, notFoundHtml, store, examplesDir, distDir, rateLimit, trustProxy = false }) {
  // A slow client may hold a request open for 30 s, no more; SIGTERM waits for it at most that long.
  const app = Fastify({ trustProxy, requestTimeout: 30_000 });
  app.setErrorHandler(handleError);
  app.setNotFoundHandler(async (request, reply) => {
    if (request.url.startsWith('/api/')) return sendProblem(reply, new Problem(404));
    return reply.code(404).type('text/html; charset=utf-8').send(notFoundHtml);
  });
  app.addHook('onSend', async (request, reply, payload) => {
    reply.headers(SECURITY_HEADERS);
    return payload;
  });
  await app.register(fastifyCompress, { global: true, encodings: ['br', 'gzip'], threshold: 1024 });
  await app.register(fastifyStatic, { root: examplesDir, serve: false });
  await app.register(pageRoutes, { html, pageOfSize, residencePageOf, otherPages });
  await app.register(staticFileRoutes, { examplesDir, distDir });
  await app.register(newsletterRoutes);
  await app.register(leadRoutes, { prefix: '/api', findResidence, store, rateLimit });
  return app;
}

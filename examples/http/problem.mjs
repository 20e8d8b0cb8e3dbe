import { STATUS_CODES } from 'node:http';

const LOG = '[QuoteWizard]';
const TYPE_ROOT = 'tag:quote-wizard.example,2025:problems/';

/**
 * An answer in the RFC 9457 shape (application/problem+json). Its words are fixed by the server: nothing a
 * client sent is ever copied into one, so a refusal stays small whatever the request held.
 */
export class Problem extends Error {
  /** `name` becomes the problem type; a problem without one is a plain HTTP status (type about:blank). */
  constructor(status, { name, title = STATUS_CODES[status], detail, violations } = {}) {
    super(title);
    this.statusCode = status;
    this.body = { type: name ? `${TYPE_ROOT}${name}` : 'about:blank', title, status, ...(detail && { detail }), ...(violations && { violations }) };
  }
}

/** Fields the schema or the configuration refused: one { propertyPath, message, code } per field. */
export const invalidRequest = (violations) =>
  new Problem(422, { name: 'validation', title: 'The request is not valid', detail: 'Some fields are missing or invalid; see violations.', violations });

export function sendProblem(reply, problem) {
  return reply.code(problem.statusCode).type('application/problem+json').send(JSON.stringify(problem.body));
}

/**
 * Every error becomes a problem. Errors of our own carry their body; Fastify's and the plugins' keep only their
 * status, because some of their messages quote the request (a Content-Type, a JSON fragment).
 */
export function handleError(error, request, reply) {
  if (error instanceof Problem) return sendProblem(reply, error);
  const status = Number.isInteger(error.statusCode) && error.statusCode >= 400 && error.statusCode < 600 ? error.statusCode : 500;
  if (status >= 500) console.error(`${LOG} ${request.method} ${request.routeOptions.url ?? '(no route)'} failed:`, error);
  return sendProblem(reply, new Problem(status));
}

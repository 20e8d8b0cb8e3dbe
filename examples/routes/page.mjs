import { createHash } from 'node:crypto';
import { issueXsrfToken } from '../http/xsrf.mjs';

/** True when an If-None-Match header names this ETag (weak or strong, or *). */
function matches(header, etag) {
  if (typeof header !== 'string') return false;
  return header.split(',').some((tag) => ['*', etag, `W/${etag}`].includes(tag.trim()));
}

/**
 * The example page, its configuration written in, with the visitor's XSRF token. It is the same for every
 * visitor, so an ETag lets a browser revalidate it for a 304.
 */
export async function pageRoutes(app, { html }) {
  const etag = `"${createHash('sha256').update(html).digest('base64url').slice(0, 27)}"`;
  const servePage = async (request, reply) => {
    issueXsrfToken(request, reply);
    reply.header('ETag', etag).header('Cache-Control', 'no-cache').type('text/html; charset=utf-8');
    if (matches(request.headers['if-none-match'], etag)) return reply.code(304).send();
    return html;
  };
  app.get('/', servePage);
  app.get('/index.html', servePage);
}

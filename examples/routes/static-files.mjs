import { join } from 'node:path';

/**
 * The page's own files and nothing else: site.css, the images, and the widget's browser files in dist/ (the
 * script-tag file and any part it loads beside it, quote-wizard.<anything>.js). Never source maps, type
 * declarations, ES modules, the server's code or the database. Served by @fastify/static with ETag and
 * Last-Modified; `no-cache` makes browsers revalidate, for a 304 when nothing changed.
 */
const BROWSER_FILE = /^quote-wizard(?:\.[\w-]+)*\.js$/;
const IMAGE = /^[\w-]+\.(?:svg|png|jpe?g|webp)$/;
const OPTIONS = { cacheControl: false, etag: true, lastModified: true, dotfiles: 'deny' };

export async function staticFileRoutes(app, { examplesDir, distDir }) {
  const send = (reply, name, root) => reply.header('Cache-Control', 'no-cache').sendFile(name, root, OPTIONS);
  const only = (pattern, root) => async (request, reply) => (pattern.test(request.params.name) ? send(reply, request.params.name, root) : reply.callNotFound());
  app.get('/site.css', async (request, reply) => send(reply, 'site.css', examplesDir));
  app.get('/images/:name', only(IMAGE, join(examplesDir, 'images')));
  app.get('/dist/:name', only(BROWSER_FILE, distDir));
}

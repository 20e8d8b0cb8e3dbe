/**
 * The footer's newsletter form. The example keeps no address: the form's body is read and dropped, and the
 * browser is sent on to the page that says so (a redirect, so that reloading that page does not post again).
 * Registered as a plugin of its own, so that form bodies are accepted on this route alone.
 */
const FORM = 'application/x-www-form-urlencoded';

export async function newsletterRoutes(app, { path = '/lettre-information' } = {}) {
  app.addContentTypeParser(FORM, { parseAs: 'buffer', bodyLimit: 4096 }, (request, body, done) => done(null, null));
  app.post(path, async (request, reply) => reply.redirect(path, 303));
}

import { createHash } from 'node:crypto';
import { issueXsrfToken } from '../http/xsrf.mjs';
import { MAX_GENERATED } from '../network/generate.mjs';

/** True when an If-None-Match header names this ETag (weak or strong, or *). */
function matches(header, etag) {
  if (typeof header !== 'string') return false;
  return header.split(',').some((tag) => ['*', etag, `W/${etag}`].includes(tag.trim()));
}

const etagOf = (html) => `"${createHash('sha256').update(html).digest('base64url').slice(0, 27)}"`;

/** The generated pages last asked for: a few, since each weighs up to a megabyte and sizes run to thousands. */
const KEPT_PAGES = 4;

/**
 * The example page, its configuration written in, with the visitor's XSRF token; `?residences=1000` gives the
 * same page with a generated network of that size (from 1 to MAX_GENERATED). A residence's page
 * (`/residences/<id>`, where the widget's « Voir la résidence » leads) and the site's `otherPages` (path → HTML:
 * « Nos résidences », the discovery stay, the legal pages…) come with the token too: the widget on a residence's
 * page sends leads as well. A page is the same for every visitor, so an ETag lets a browser revalidate it for a
 * 304.
 */
export async function pageRoutes(app, { html, pageOfSize, residencePageOf, otherPages = new Map() }) {
  const example = { html, etag: etagOf(html) };
  const generated = new Map();
  const pageFor = (count) => {
    let page = generated.get(count);
    if (!page) {
      const text = pageOfSize(count);
      page = { html: text, etag: etagOf(text) };
      if (generated.size >= KEPT_PAGES) generated.delete(generated.keys().next().value);
    }
    generated.delete(count);
    generated.set(count, page);
    return page;
  };

  const send = (request, reply, page) => {
    issueXsrfToken(request, reply);
    reply.header('ETag', page.etag).header('Cache-Control', 'no-cache').type('text/html; charset=utf-8');
    if (matches(request.headers['if-none-match'], page.etag)) return reply.code(304).send();
    return page.html;
  };

  const servePage = async (request, reply) => {
    const asked = request.query.residences;
    let page = example;
    if (asked !== undefined && pageOfSize) {
      const count = Number(asked);
      if (!/^\d+$/.test(String(asked)) || count < 1 || count > MAX_GENERATED) {
        return reply
          .code(400)
          .type('text/plain; charset=utf-8')
          .send(`« residences » attend un nombre entier de 1 à ${MAX_GENERATED.toLocaleString('fr-FR')}, par exemple /?residences=1000.`);
      }
      page = pageFor(count);
    }
    return send(request, reply, page);
  };
  app.get('/', servePage);
  app.get('/index.html', servePage);
  // The header's « Tarifs »: the example page is the site's page of prices and quotations.
  app.get('/tarifs', servePage);

  if (residencePageOf) {
    app.get('/residences/:id', async (request, reply) => {
      const text = residencePageOf(request.params.id);
      return text ? send(request, reply, { html: text, etag: etagOf(text) }) : reply.callNotFound();
    });
  }
  for (const [path, text] of otherPages) {
    const page = { html: text, etag: etagOf(text) };
    app.get(path, async (request, reply) => send(request, reply, page));
  }
}

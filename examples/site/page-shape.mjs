import { escapeHtml } from './html.mjs';

/**
 * How a page of the example site is made from the example page itself: its head, header and footer kept, its
 * title and main content replaced. Every page of the site goes through here, so that they all look and behave
 * alike (skip link, navigation, footer) and a change to the example page reaches them all.
 */
export const MAIN = /<main id="contenu" tabindex="-1">[\s\S]*<\/main>/;
export const TITLE = /<title>[^<]*<\/title>/;
const DESCRIPTION = /\s*<meta name="description"[^>]*>/;
const WIDGET_SCRIPT = /\s*<script src="[^"]*quote-wizard\.js"[^>]*><\/script>/;

/**
 * `widget`: whether the page holds a widget; a page without one does not load its script. `current`: the path
 * of the page, so that the first link to it (the header's, or the footer's for a page the header does not name)
 * tells a screen reader it leads where the visitor already is.
 */
export function pageFrom(template, { title, main, widget = false, current }) {
  let page = template
    .replace(TITLE, () => `<title>${escapeHtml(title)} – Les Jardins d’Argent, résidences services seniors</title>`)
    .replace(DESCRIPTION, '')
    .replace(' aria-current="page"', '')
    .replace(MAIN, () => `<main id="contenu" tabindex="-1">\n${main}\n  </main>`);
  if (current) page = page.replace(`<a href="${current}">`, () => `<a href="${current}" aria-current="page">`);
  return widget ? page : page.replace(WIDGET_SCRIPT, '');
}

export const breadcrumb = (here) => `<p class="breadcrumb"><a href="/">Accueil</a> <span aria-hidden="true">›</span> ${escapeHtml(here)}</p>`;

/** The company's free number, as its pages and its footer write it. */
export const PHONE = '<a href="tel:+33800000000">0&nbsp;800&nbsp;00&nbsp;00&nbsp;00</a> (appel gratuit)';

/** The way back to the quotation, last on every page without a widget. */
export const BACK = '<p><a href="/">Retour au simulateur de devis</a></p>';

/**
 * A page of text at `path`: `title` in the window's title and the breadcrumb, `heading` (the title unless given)
 * as its heading; `intro` and each section's content are HTML, `sections` [heading, content]; the way back to
 * the quotation last.
 */
export function textPage(template, { path, title, heading = title, intro, sections }) {
  const body = sections
    .map(
      ([sectionHeading, html]) => `
        <h2>${escapeHtml(sectionHeading)}</h2>
        ${html}`,
    )
    .join('');
  const main = `    <section class="hero" aria-labelledby="titre-page">
      <div class="container">
        ${breadcrumb(title)}
        <h1 id="titre-page">${escapeHtml(heading)}</h1>
        <p class="hero__intro">${intro}</p>
      </div>
    </section>

    <section class="residence" aria-label="${escapeHtml(title)}">
      <div class="container page-text">${body}
        ${BACK}
      </div>
    </section>`;
  return pageFrom(template, { title, main, current: path });
}

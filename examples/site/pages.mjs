import { escapeHtml } from './html.mjs';

/**
 * The example site's other pages, built on the example page itself (its head, header and footer) with their own
 * title and main content, so that a link the widget shows leads to a page of the same site rather than to a
 * 404: a residence's page (« Voir la résidence ») with the widget already on that residence, and the discovery
 * stay's page (« Réserver un séjour découverte »).
 */
const MAIN = /<main id="contenu" tabindex="-1">[\s\S]*<\/main>/;
const TITLE = /<title>[^<]*<\/title>/;
const DESCRIPTION = /\s*<meta name="description"[^>]*>/;
const FRAME = /<div class="quote__frame">[\s\S]*?<\/noscript>\s*<\/div>/;

function pageFrom(template, { title, main }) {
  return template
    .replace(TITLE, () => `<title>${escapeHtml(title)} – Les Jardins d’Argent, résidences services seniors</title>`)
    .replace(DESCRIPTION, '')
    .replace(' aria-current="page"', '')
    .replace(MAIN, () => `<main id="contenu" tabindex="-1">\n${main}\n  </main>`);
}

const breadcrumb = (here) => `<p class="breadcrumb"><a href="/">Accueil</a> <span aria-hidden="true">›</span> ${escapeHtml(here)}</p>`;

/**
 * A residence's page: its name, where it is, its picture and description from the network's configuration, and
 * the widget preselected on it (`data-residence-name`), which opens at the form. `configText` is the
 * configuration the widget reads there, already escaped for a script element.
 */
function residencePage(template, frameOf, residence, configText) {
  const frame = frameOf(residence.id);
  const place = [[residence.postalCode, residence.city].filter(Boolean).join(' '), residence.region].filter(Boolean).join(', ');
  const picture = residence.image ? `\n        <img class="residence__picture" src="${escapeHtml(residence.image)}" alt="" width="640" height="400">` : '';
  const opening = residence.isOpen === false ? '\n        <p class="notice">Cette résidence ouvrira prochainement.</p>' : '';
  const main = `    <section class="hero" aria-labelledby="titre-page">
      <div class="container">
        ${breadcrumb(residence.name)}
        <h1 id="titre-page">${escapeHtml(residence.name)}</h1>
        <p class="hero__intro">${escapeHtml(place)}</p>
      </div>
    </section>

    <section class="residence" aria-label="Présentation">
      <div class="container residence__inner">${picture}
        <p class="residence__description">${escapeHtml(residence.description ?? '')}</p>${opening}
      </div>
    </section>

    <section class="quote" aria-labelledby="titre-devis">
      <div class="container">
        <h2 id="titre-devis">Demandez votre devis pour cette résidence</h2>
        ${frame}
        <script type="application/json" id="quote-wizard-config">${configText}</script>
      </div>
    </section>`;
  return pageFrom(template, { title: residence.name, main });
}

/** The discovery stay's page: what it is and how to book one, by telephone in this example. */
function stayPage(template) {
  const main = `    <section class="hero" aria-labelledby="titre-page">
      <div class="container">
        ${breadcrumb('Séjour découverte')}
        <h1 id="titre-page">Réserver un séjour découverte</h1>
        <p class="hero__intro">
          Quelques jours à quelques semaines dans un appartement meublé de la résidence de votre choix, repas et
          animations compris, pour vous faire une idée de la vie en résidence avant de vous décider.
        </p>
      </div>
    </section>

    <section class="residence" aria-labelledby="titre-reserver">
      <div class="container">
        <h2 id="titre-reserver">Comment réserver&nbsp;?</h2>
        <p>
          Appelez-nous au <a href="tel:+33800000000">0&nbsp;800&nbsp;00&nbsp;00&nbsp;00</a> (appel gratuit), du lundi au
          vendredi de 9&nbsp;h à 18&nbsp;h&nbsp;: un conseiller vérifie les disponibilités avec vous.
        </p>
        <p><a href="/">Retour au simulateur de devis</a></p>
      </div>
    </section>`;
  return pageFrom(template, { title: 'Séjour découverte', main });
}

/**
 * The site's other pages on `template`, the example page. What they are built from is checked here, once, so that
 * an example page that lost it stops the server as it starts, with what is missing, rather than fail a request.
 */
export function sitePages(template) {
  const missing = [
    [MAIN, '<main id="contenu" tabindex="-1">'],
    [TITLE, '<title>'],
    [FRAME, '<div class="quote__frame"> holding <div data-quote-wizard>'],
  ].filter(([pattern]) => !pattern.test(template));
  const frame = FRAME.exec(template)?.[0];
  if (frame && !frame.includes('<div data-quote-wizard>')) missing.push([FRAME, '<div data-quote-wizard> in <div class="quote__frame">']);
  if (missing.length > 0) throw new Error(`the example page has no ${missing.map(([, what]) => what).join(', no ')} to build the site's other pages on`);
  // The example page's own frame for the widget, its message for a browser without JavaScript included.
  const frameOf = (id) => frame.replace('<div data-quote-wizard>', () => `<div data-quote-wizard data-residence-name="${escapeHtml(id)}">`);
  return {
    residencePage: (residence, configText) => residencePage(template, frameOf, residence, configText),
    stayHtml: stayPage(template),
  };
}

import { escapeHtml } from './html.mjs';

/**
 * The example site's other pages, built on the example page itself (its head, header and footer) with their own
 * title and main content, so that a link the widget shows leads to a page of the same site rather than to a
 * 404: a residence's page (« Voir la résidence ») with the widget already on that residence, the discovery
 * stay's page (« Réserver un séjour découverte »), the privacy policy its consent names and the legal notice its
 * price conditions point to. The site's 404 page is one of them too, so that a visitor who follows one of the
 * header's other links still has the site around them and a way back.
 */
const MAIN = /<main id="contenu" tabindex="-1">[\s\S]*<\/main>/;
const TITLE = /<title>[^<]*<\/title>/;
const DESCRIPTION = /\s*<meta name="description"[^>]*>/;
const FRAME = /<div class="quote__frame">[\s\S]*?<\/noscript>\s*<\/div>/;

const WIDGET_SCRIPT = /\s*<script src="[^"]*quote-wizard\.js"[^>]*><\/script>/;

/** `widget`: whether the page holds a widget; a page without one does not load its script. */
function pageFrom(template, { title, main, widget = false }) {
  const page = template
    .replace(TITLE, () => `<title>${escapeHtml(title)} – Les Jardins d’Argent, résidences services seniors</title>`)
    .replace(DESCRIPTION, '')
    .replace(' aria-current="page"', '')
    .replace(MAIN, () => `<main id="contenu" tabindex="-1">\n${main}\n  </main>`);
  return widget ? page : page.replace(WIDGET_SCRIPT, '');
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
  return pageFrom(template, { title: residence.name, main, widget: true });
}

const BACK = '<p><a href="/">Retour au simulateur de devis</a></p>';

/**
 * A page of text: `title` in the window's title and the breadcrumb, `heading` (the title unless given) as its
 * heading; `intro` and each section's paragraphs are HTML, `sections` [heading, paragraphs]; the way back to the
 * quotation last.
 */
function textPage(template, { title, heading = title, intro, sections }) {
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
      <div class="container">${body}
        ${BACK}
      </div>
    </section>`;
  return pageFrom(template, { title, main });
}

/**
 * What the example does with what a visitor types, as the consent under the form promises: true of this example
 * (what its server stores, and where), so that someone trying it knows where their test leads went.
 */
function privacyPage(template) {
  return textPage(template, {
    title: 'Politique de confidentialité',
    intro: 'Ce que devient ce que vous nous confiez en demandant un devis. Ce site est un exemple&nbsp;: Les Jardins d’Argent n’existent pas, et rien de ce que vous y saisissez ne quitte la machine qui le fait tourner.',
    sections: [
      [
        'Ce que le simulateur de devis recueille',
        `<p>
          La résidence et le type de logement choisis, votre civilité, vos nom et prénom, votre adresse électronique,
          votre numéro de téléphone, votre situation («&nbsp;Vous êtes&nbsp;»), la façon dont vous nous avez connus et
          votre choix de recevoir ou non nos offres&nbsp;; puis, si vous demandez à être rappelé(e), le type de logement
          et le tarif dont vous voulez parler avec un conseiller.
        </p>`,
      ],
      [
        'Pourquoi',
        `<p>
          Pour établir votre devis et, avec votre accord, pour qu’un conseiller vous recontacte. Vos coordonnées ne
          servent à vous envoyer nos offres que si vous l’avez accepté.
        </p>`,
      ],
      [
        'Où elles sont gardées',
        `<p>
          Dans cet exemple, dans un fichier de la machine qui le fait tourner
          (<code>examples/data/quotation-requests.sqlite</code>)&nbsp;: les supprimer, c’est supprimer ce fichier.
        </p>
        <p>
          Votre navigateur garde aussi, dans l’onglet et pendant 30&nbsp;minutes, où vous en étiez du devis (la
          résidence, l’étape, vos choix), pour que vous le retrouviez si vous rechargez la page&nbsp;; vos nom, adresse
          électronique et téléphone n’y sont pas. Tout est effacé dès que vous demandez à être rappelé(e) ou que vous
          fermez l’onglet.
        </p>`,
      ],
      [
        'Vos droits',
        `<p>
          Vous pouvez retirer votre consentement et demander l’accès à vos données, leur rectification ou leur
          effacement à tout moment en écrivant à
          <a href="mailto:donnees@jardins-argent.example">donnees@jardins-argent.example</a>.
        </p>`,
      ],
    ],
  });
}

/** The legal notice, where the widget's price conditions lead: who publishes the site, and what a price means. */
function legalPage(template) {
  return textPage(template, {
    title: 'Mentions légales',
    intro: 'Ce site est un exemple&nbsp;: la société, ses résidences et leurs tarifs sont fictifs.',
    sections: [
      [
        'Éditeur',
        `<p>
          Les Jardins d’Argent SAS, résidences services seniors non médicalisées, dont le siège social est au
          12 rue des Tilleuls, 69003 Lyon. Téléphone&nbsp;:
          <a href="tel:+33800000000">0&nbsp;800&nbsp;00&nbsp;00&nbsp;00</a> (appel gratuit).
        </p>`,
      ],
      [
        'Tarifs',
        `<p>
          Les tarifs que donne le simulateur sont indicatifs, toutes taxes comprises, exprimés «&nbsp;à partir de&nbsp;»
          par mois&nbsp;: ils comprennent le loyer, les charges et le socle de services, mais pas les options, la
          restauration à la carte ni les prestations à la demande. Ils peuvent évoluer selon la disponibilité et
          l’étage de l’appartement&nbsp;; seul le devis que vous remet un conseiller vous engage.
        </p>`,
      ],
    ],
  });
}

/**
 * The site's 404 page: what the visitor followed is not part of the example, with the site around it and the way
 * back to the quotation.
 */
function notFoundPage(template) {
  return textPage(template, {
    title: 'Page de démonstration',
    intro: `Cette page n’existe pas dans l’exemple&nbsp;: il n’en compte que quelques-unes, l’accueil et son simulateur
          de devis, les pages des résidences, le séjour découverte, la politique de confidentialité et les mentions
          légales.`,
    sections: [],
  });
}

/** The discovery stay's page: what it is and how to book one, by telephone in this example. */
function stayPage(template) {
  return textPage(template, {
    title: 'Séjour découverte',
    heading: 'Réserver un séjour découverte',
    intro: `Quelques jours à quelques semaines dans un appartement meublé de la résidence de votre choix, repas et
          animations compris, pour vous faire une idée de la vie en résidence avant de vous décider.`,
    sections: [
      [
        'Comment réserver\u00a0?',
        `<p>
          Appelez-nous au <a href="tel:+33800000000">0&nbsp;800&nbsp;00&nbsp;00&nbsp;00</a> (appel gratuit), du lundi au
          vendredi de 9&nbsp;h à 18&nbsp;h&nbsp;: un conseiller vérifie les disponibilités avec vous.
        </p>`,
      ],
    ],
  });
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
    // Pages without a widget, by path.
    otherPages: new Map([
      ['/sejour-decouverte', stayPage(template)],
      ['/politique-de-confidentialite', privacyPage(template)],
      ['/mentions-legales', legalPage(template)],
    ]),
    notFoundHtml: notFoundPage(template),
  };
}

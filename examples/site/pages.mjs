import { contactPage, newsletterPage, servicesPage, stayPage } from './company-pages.mjs';
import { escapeHtml } from './html.mjs';
import { accessibilityPage, legalPage, privacyPage } from './legal-pages.mjs';
import { MAIN, TITLE, textPage } from './page-shape.mjs';
import { residencePage, residencesPage } from './residence-pages.mjs';

/**
 * The example site's pages other than the example page, built on it, so that every link of the page and of the
 * widget leads to a page of the same site: a residence's page (« Voir la résidence ») with the widget already on
 * that residence, « Nos résidences », the services, contact, discovery stay (« Réserver un séjour découverte »),
 * the privacy policy the consent names, the legal notice the price conditions point to, the accessibility
 * statement, the site map, and the 404 page for anything else, with the site around it and the way back.
 */
const FRAME = /<div class="quote__frame">[\s\S]*?<\/noscript>\s*<\/div>/;

/** The site map: the example page and each page of the site a visitor would look for, in the header's order. */
function siteMapPage(template) {
  const pages = [
    ['/', 'Accueil, tarifs et devis'],
    ['/residences', 'Nos résidences'],
    ['/services', 'Nos services'],
    ['/sejour-decouverte', 'Séjour découverte'],
    ['/contact', 'Nous contacter'],
    ['/mentions-legales', 'Mentions légales'],
    ['/politique-de-confidentialite', 'Politique de confidentialité'],
    ['/accessibilite', 'Déclaration d’accessibilité'],
  ];
  const items = pages.map(([path, name]) => `
          <li><a href="${path}">${escapeHtml(name)}</a></li>`);
  return textPage(template, {
    path: '/plan-du-site',
    title: 'Plan du site',
    intro: 'Toutes les pages du site.',
    sections: [['Pages', `<ul>${items.join('')}\n        </ul>`]],
  });
}

/** The site's 404 page: what the visitor followed is not part of the example; the site map says what is. */
function notFoundPage(template) {
  return textPage(template, {
    title: 'Page introuvable',
    intro: 'Cette page n’existe pas, ou plus. Le <a href="/plan-du-site">plan du site</a> donne toutes celles du site.',
    sections: [],
  });
}

/**
 * The site's other pages on `template`, the example page, for the network's `residences` (as the widget reads
 * them). What they are built from is checked here, once, so that an example page that lost it stops the server
 * as it starts, with what is missing, rather than fail a request.
 */
export function sitePages(template, residences) {
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
      ['/residences', residencesPage(template, residences)],
      ['/services', servicesPage(template)],
      ['/sejour-decouverte', stayPage(template)],
      ['/contact', contactPage(template)],
      ['/mentions-legales', legalPage(template)],
      ['/politique-de-confidentialite', privacyPage(template)],
      ['/accessibilite', accessibilityPage(template)],
      ['/plan-du-site', siteMapPage(template)],
      ['/lettre-information', newsletterPage(template)],
    ]),
    notFoundHtml: notFoundPage(template),
  };
}

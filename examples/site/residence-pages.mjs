import { escapeHtml } from './html.mjs';
import { breadcrumb, pageFrom, textPage } from './page-shape.mjs';

/** A residence's town with its postal code, « 59000 Lille », or empty. */
const townOf = (residence) => [residence.postalCode, residence.city].filter(Boolean).join(' ');
/** Where a residence is, as the widget writes it: « 59000 Lille, Hauts-de-France ». */
const placeOf = (residence) => [townOf(residence), residence.region].filter(Boolean).join(', ');

/**
 * A residence's page: its name, where it is, its picture and description from the network's configuration, and
 * the widget preselected on it (`data-residence-name`), which opens at the form. `frameOf(id)` gives the example
 * page's frame for a widget on that residence; `configText` is the configuration the widget reads there, already
 * escaped for a script element.
 */
export function residencePage(template, frameOf, residence, configText) {
  const picture = residence.image ? `\n        <img class="residence__picture" src="${escapeHtml(residence.image)}" alt="" width="640" height="400">` : '';
  const opening = residence.isOpen === false ? '\n        <p class="notice">Cette résidence ouvrira prochainement.</p>' : '';
  const main = `    <section class="hero" aria-labelledby="titre-page">
      <div class="container">
        ${breadcrumb(residence.name)}
        <h1 id="titre-page">${escapeHtml(residence.name)}</h1>
        <p class="hero__intro">${escapeHtml(placeOf(residence))}</p>
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
        ${frameOf(residence.id)}
        <script type="application/json" id="quote-wizard-config">${configText}</script>
      </div>
    </section>`;
  return pageFrom(template, { title: residence.name, main, widget: true });
}

/**
 * « Nos résidences », the header's first link: every residence of the network by region, in the configuration's
 * order, each named by a link to its page (where the widget starts on it), with where it is and whether it is
 * open yet.
 */
export function residencesPage(template, residences) {
  const regions = new Map();
  for (const residence of residences) {
    const region = residence.region || 'Autres résidences';
    if (!regions.has(region)) regions.set(region, []);
    regions.get(region).push(residence);
  }
  const sections = [...regions].map(([region, inRegion]) => {
    const items = inRegion.map((residence) => {
      const town = townOf(residence);
      const opening = residence.isOpen === false ? ' <span class="residences__soon">Ouverture prochaine</span>' : '';
      return `
          <li><a href="/residences/${encodeURIComponent(residence.id)}">${escapeHtml(residence.name)}</a>${town ? `, ${escapeHtml(town)}` : ''}${opening}</li>`;
    });
    return [region, `<ul class="residences__list">${items.join('')}\n        </ul>`];
  });
  const count = residences.length;
  return textPage(template, {
    path: '/residences',
    title: 'Nos résidences',
    intro: `${count === 1 ? 'Une résidence' : `${count.toLocaleString('fr-FR')} résidences`} en France. Sur la page de chacune,
          le simulateur de devis vous donne son tarif.`,
    sections,
  });
}

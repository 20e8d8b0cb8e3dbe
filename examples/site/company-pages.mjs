import { PHONE, textPage } from './page-shape.mjs';

/**
 * The pages of the example's fictional company that the header and footer link to: its services, how to reach
 * it, the discovery stay the widget offers, and the answer to the footer's newsletter form.
 */

const HOURS = 'du lundi au vendredi de 9&nbsp;h à 18&nbsp;h';

/** The discovery stay's page, where « Réserver un séjour découverte » leads: what it is and how to book one. */
export function stayPage(template) {
  return textPage(template, {
    path: '/sejour-decouverte',
    title: 'Séjour découverte',
    heading: 'Réserver un séjour découverte',
    intro: `Quelques jours à quelques semaines dans un appartement meublé de la résidence de votre choix, repas et
          animations compris, pour vous faire une idée de la vie en résidence avant de vous décider.`,
    sections: [
      [
        'Comment réserver\u00a0?',
        `<p>
          Appelez-nous au ${PHONE}, ${HOURS}&nbsp;: un conseiller vérifie les disponibilités avec vous.
        </p>`,
      ],
    ],
  });
}

/** What the rent covers and what can be added, in the words of the example page's questions. */
export function servicesPage(template) {
  return textPage(template, {
    path: '/services',
    title: 'Services',
    heading: 'Nos services',
    intro: 'Ce que comprend votre loyer, et ce que vous pouvez ajouter selon vos envies.',
    sections: [
      [
        'Compris dans le loyer',
        `<ul>
          <li>Un appartement du studio au quatre-pièces, avec cuisine équipée et salle d’eau adaptée.</li>
          <li>Les charges courantes&nbsp;: eau, chauffage, entretien des parties communes.</li>
          <li>L’accueil, une présence de nuit et la téléassistance, 24&nbsp;h/24.</li>
          <li>Les animations et l’accès aux espaces communs.</li>
        </ul>`,
      ],
      [
        'À la carte',
        `<ul>
          <li>Le restaurant de la résidence, au repas ou en formule.</li>
          <li>Le ménage, la blanchisserie et l’aide aux courses.</li>
          <li>L’espace bien-être et les sorties accompagnées.</li>
        </ul>
        <p>Le tarif de chaque service figure sur le devis que vous remet un conseiller.</p>`,
      ],
    ],
  });
}

/** How to reach the company: telephone, mail, post, and the quotation that brings an adviser's call. */
export function contactPage(template) {
  return textPage(template, {
    path: '/contact',
    title: 'Contact',
    heading: 'Nous contacter',
    intro: 'Un conseiller répond à vos questions sur nos résidences, leurs tarifs et les visites.',
    sections: [
      [
        'Par téléphone',
        `<p>${PHONE}, ${HOURS}.</p>`,
      ],
      [
        'Par courriel ou par courrier',
        `<p>
          <a href="mailto:contact@jardins-argent.example">contact@jardins-argent.example</a>, ou Les Jardins d’Argent,
          12 rue des Tilleuls, 69003&nbsp;Lyon.
        </p>`,
      ],
      [
        'Être rappelé(e)',
        `<p>
          Demandez votre devis avec le simulateur de la <a href="/">page d’accueil</a>, puis «&nbsp;Être contacté par un
          conseiller&nbsp;»&nbsp;: il vous rappelle sous 48&nbsp;heures.
        </p>`,
      ],
    ],
  });
}

/**
 * Where the footer's newsletter form leads once sent. The example sends no newsletter and keeps no address, and
 * says so, rather than thank the visitor for a subscription that does not exist.
 */
export function newsletterPage(template) {
  return textPage(template, {
    path: '/lettre-information',
    title: 'Lettre d’information',
    intro: `Ce site est un exemple&nbsp;: il n’envoie pas de lettre d’information, et l’adresse que vous avez saisie n’a
          été ni enregistrée ni transmise.`,
    sections: [],
  });
}

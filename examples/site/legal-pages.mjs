import { PHONE, textPage } from './page-shape.mjs';

/**
 * The pages a French site owes its visitors, in the example's words: the privacy policy the widget's consent
 * names, the legal notice its price conditions point to, and the accessibility statement the footer links to.
 * Each says what is true of this example, so that someone trying it knows what it does and what was checked.
 */

/**
 * What the example does with what a visitor types, as the consent under the form promises: true of this example
 * (what its server stores, and where), so that someone trying it knows where their test leads went.
 */
export function privacyPage(template) {
  return textPage(template, {
    path: '/politique-de-confidentialite',
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
export function legalPage(template) {
  return textPage(template, {
    path: '/mentions-legales',
    title: 'Mentions légales',
    intro: 'Ce site est un exemple&nbsp;: la société, ses résidences et leurs tarifs sont fictifs.',
    sections: [
      [
        'Éditeur',
        `<p>
          Les Jardins d’Argent SAS, résidences services seniors non médicalisées, dont le siège social est au
          12 rue des Tilleuls, 69003 Lyon. Téléphone&nbsp;:
          ${PHONE}.
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
 * The accessibility statement. No audit has been made, so it says « non conforme », as the French rules ask of a
 * site without one, and then what is checked instead, what is known not to work, and whom to write to.
 */
export function accessibilityPage(template) {
  return textPage(template, {
    path: '/accessibilite',
    title: 'Déclaration d’accessibilité',
    intro: `Les Jardins d’Argent veulent que chacun puisse demander un devis, quels que soient sa vue, son audition ou sa
          façon de se servir d’un ordinateur. Cette déclaration porte sur ce site d’exemple et sur le simulateur de
          devis qu’il accueille.`,
    sections: [
      [
        'État de conformité',
        `<p>
          Ce site n’a pas encore fait l’objet d’un audit au regard du référentiel général d’amélioration de
          l’accessibilité (RGAA&nbsp;4.1). Sans audit, il est déclaré <strong>non conforme</strong>, comme le prévoit le
          référentiel.
        </p>`,
      ],
      [
        'Ce qui est vérifié en attendant',
        `<p>
          Le simulateur de devis est conçu pour le niveau AA des règles internationales (WCAG&nbsp;2.2), que reprend le
          RGAA, et pour des visiteurs âgés&nbsp;: textes d’au moins 16&nbsp;pixels qui s’agrandissent avec le
          navigateur, boutons et choix d’au moins 44&nbsp;pixels de côté, contrastes suffisants, animations
          supprimées quand le système le demande, tout faisable au clavier seul.
        </p>
        <p>
          À chaque modification, des tests automatiques le parcourent dans le navigateur Chromium, au clavier comme
          à la souris, vérifient ce qu’il annonce aux lecteurs d’écran et font contrôler ses écrans et les pages du
          site par l’outil axe-core. Ces tests ne remplacent ni un audit ni l’essai par des personnes qui se servent
          d’un lecteur d’écran au quotidien.
        </p>`,
      ],
      [
        'Contenus non accessibles',
        `<p>
          La carte de France double la liste des résidences&nbsp;: tout ce qu’elle permet, la liste le permet aussi.
          Quand le réseau compte des centaines de résidences, le nom qu’affiche la carte au survol d’un point peut
          masquer les points voisins.
        </p>`,
      ],
      [
        'Établissement de cette déclaration',
        `<p>
          Cette déclaration a été établie le 5&nbsp;décembre 2026. Technologies utilisées&nbsp;: HTML, CSS, JavaScript et
          WAI-ARIA. Tests faits avec Chromium sous Linux et axe-core.
        </p>`,
      ],
      [
        'Nous signaler un problème',
        `<p>
          Si vous ne parvenez pas à utiliser une page ou le simulateur, écrivez-nous à
          <a href="mailto:accessibilite@jardins-argent.example">accessibilite@jardins-argent.example</a> ou appelez le
          ${PHONE}&nbsp;: nous vous donnerons
          l’information autrement et établirons votre devis avec vous.
        </p>`,
      ],
      [
        'Voies de recours',
        `<p>
          Si vous nous avez signalé un défaut d’accessibilité sans obtenir de réponse qui vous convienne, vous pouvez
          vous adresser au Défenseur des droits&nbsp;: par son formulaire en ligne sur
          <a href="https://www.defenseurdesdroits.fr/">defenseurdesdroits.fr</a>, auprès de son délégué dans votre
          région, ou par courrier gratuit, sans timbre, à Défenseur des droits, Libre réponse 71120, 75342 Paris
          CEDEX&nbsp;07.
        </p>`,
      ],
    ],
  });
}

// The example's six pictures and the places each suits: a villa by a beach with a palm tree looks out of place in
// Lyon, a chalet below snowy peaks in Biarritz. An editor judges the example page by such details.

/** A brick town house with a stepped gable, as in Flanders and Artois. */
const BRICK = '/images/residence-1.jpg';
/** A modern building of four floors: any city. */
const MODERN = '/images/residence-2.jpg';
/** A Provençal house between a cypress and rows of lavender. */
const PROVENCE = '/images/residence-3.jpg';
/** A white villa by a beach, with a palm tree. */
const SEASIDE = '/images/residence-4.jpg';
/** A chalet below snowy mountains, among fir trees. */
const MOUNTAIN = '/images/residence-5.jpg';
/** A classical manor behind a formal garden: any city. */
const MANOR = '/images/residence-6.jpg';

export const PICTURES = { BRICK, MODERN, PROVENCE, SEASIDE, MOUNTAIN, MANOR };

/**
 * The pictures that suit some towns only, with those towns (the cities of places.mjs and of the example). In this
 * order, as a residence's picture is drawn from the list picturesFor gives.
 */
export const TOWNS_OF = new Map([
  // Provence and the Languedoc, where lavender and cypresses belong.
  [PROVENCE, new Set(['Aix-en-Provence', 'Avignon', 'Marseille', 'Toulon', 'Nîmes', 'Montpellier', 'Béziers', 'Carcassonne', 'Valence', 'Gap'])],
  // By the Mediterranean or the southern Atlantic, where palm trees grow along the beach.
  [SEASIDE, new Set(['Nice', 'Cannes', 'Menton', 'Fréjus', 'Toulon', 'Marseille', 'Perpignan', 'Montpellier', 'Biarritz', 'Arcachon', 'La Baule-Escoublac', 'Les Sables-d’Olonne', 'La Rochelle'])],
  // At the foot of the Alps, the Pyrenees or the Massif central's volcanoes.
  [MOUNTAIN, new Set(['Grenoble', 'Annecy', 'Chambéry', 'Évian-les-Bains', 'Gap', 'Pau', 'Tarbes', 'Clermont-Ferrand'])],
]);

/** The pictures that suit a residence in `city` of `region`: the two that suit any town, and those of its setting. */
export function picturesFor(city, region) {
  const suited = region === 'Hauts-de-France' ? [MODERN, MANOR, BRICK] : [MODERN, MANOR];
  for (const [picture, towns] of TOWNS_OF) if (towns.has(city)) suited.push(picture);
  return suited;
}

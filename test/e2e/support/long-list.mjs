// A long list for the browser tests: residences named « Résidence N… », of several heights as real entries are
// (names of one to three lines, one in five with the « Ouverture prochaine » badge). The browser assumes a height
// for the entries it has not drawn yet, and corrects it as they come near the screen.

const REGIONS = ['Bretagne', 'Normandie', 'Provence-Alpes-Côte d’Azur'];
const LONGER = ' – Les Jardins de la Vallée de la Loire et du Cher';

/** `count` residences spread over the map, each one priced, in the order of their number. */
export const manyResidences = (count) =>
  Array.from({ length: count }, (_, index) => ({
    id: `residence-${index}`,
    name: `Résidence ${index + 1}${LONGER.repeat(index % 4)}`,
    region: REGIONS[index % REGIONS.length],
    position: { positionX: 10 + ((index * 37) % 80), positionY: 10 + ((index * 53) % 80) },
    prices: { studio: 1000 + index, one_room: 1500 + index, two_room: 2000 + index },
    ...(index % 5 === 0 ? { isOpen: false } : {}),
  }));

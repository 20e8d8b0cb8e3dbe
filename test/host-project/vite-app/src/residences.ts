import type { ResidenceInput } from 'quote-wizard';

export const residences: ResidenceInput[] = [
  { id: 'lyon', name: 'Les Terrasses de la Croix-Rousse', region: 'Auvergne-Rhône-Alpes', isOpen: true, position: { positionX: 67.8, positionY: 50.9 }, prices: { studio: 1250, one_room: '1 640' } },
  { id: 'rennes', name: 'La Villa des Lices', region: 'Bretagne', isOpen: true, position: { positionX: '32', positionY: 27 }, prices: { studio: '990', two_room: null } },
];

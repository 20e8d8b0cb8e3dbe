// The words generated residences are named and described with, in the style of real French networks.

export const NAME_STARTS = ['Les Terrasses', 'Le Clos', 'La Villa', 'Le Domaine', 'Les Allées', 'Les Jardins', 'La Maison', 'Les Hauts', 'Le Hameau', 'Les Balcons', 'Le Manoir', 'Les Demeures', 'L’Orée', 'Le Carré'];

export const NAME_ENDS = [
  'des Tilleuls', 'des Lilas', 'du Parc', 'de la Source', 'des Vignes', 'du Lac', 'des Platanes', 'des Cèdres', 'du Moulin', 'de l’Abbaye',
  'des Remparts', 'du Cloître', 'des Roses', 'de la Fontaine', 'des Oliviers', 'du Château', 'des Marronniers', 'de la Colline', 'du Verger', 'des Acacias',
  'des Saules', 'des Glycines', 'des Hortensias', 'de la Roseraie', 'du Canal', 'des Mésanges', 'des Peupliers', 'de la Prairie', 'du Bocage', 'du Prieuré',
  'de la Chapelle', 'des Chênes', 'des Magnolias', 'du Mail', 'de la Halle', 'des Quais', 'du Port', 'de la Forêt', 'des Coteaux', 'du Vallon',
  'des Bruyères', 'de l’Étang', 'des Capucines', 'de la Promenade', 'des Arts', 'du Théâtre', 'des Jacinthes', 'du Belvédère', 'des Ormes', 'de la Tour',
];

/** First sentences; `{city}` is replaced. */
export const SETTINGS = [
  'Au cœur de {city}, la résidence se trouve à deux pas des commerces et du marché.',
  'À quelques minutes du centre de {city}, la résidence occupe un quartier calme et arboré.',
  'En bordure de {city}, la résidence s’ouvre sur un grand parc aux allées de plain-pied.',
  'Dans un ancien bâtiment rénové du centre de {city}, la résidence est tout près des transports.',
  'Sur les hauteurs de {city}, la résidence offre une vue dégagée sur la ville.',
  'Près des bords de l’eau, à {city}, la résidence invite à la promenade.',
];

export const SERVICES = [
  'Le restaurant sert une cuisine de saison préparée sur place.',
  'Ateliers mémoire, gymnastique douce et sorties culturelles rythment la semaine.',
  'Chaque appartement ouvre sur un balcon ou une terrasse.',
  'Une équipe présente jour et nuit veille sur le confort de chacun.',
  'Le salon de lecture et la salle de cinéma accueillent familles et amis.',
  'Un potager partagé et un espace bien-être complètent les services.',
  'Une navette conduit les résidents au centre-ville plusieurs fois par jour.',
];

// Where a large network of senior residences stands: mainland French cities with their real coordinates, how
// much of the network each holds (big cities get clumps, as real networks do), how far around the city its
// residences spread, and whether prices there run above the mid-size-city range (large cities, the Riviera).

const IDF = 'Île-de-France';
const ARA = 'Auvergne-Rhône-Alpes';
const PACA = 'Provence-Alpes-Côte d’Azur';
const NA = 'Nouvelle-Aquitaine';
const OCC = 'Occitanie';
const GE = 'Grand Est';
const BFC = 'Bourgogne-Franche-Comté';
const CVL = 'Centre-Val de Loire';
const PDL = 'Pays de la Loire';
const HDF = 'Hauts-de-France';
const BZH = 'Bretagne';
const NOR = 'Normandie';

/** [city, region, longitude, latitude, weight, spread in km, pricier] */
const CITIES = [
  ['Paris', IDF, 2.3522, 48.8566, 14, 25, true],
  ['Lyon', ARA, 4.8357, 45.764, 6, 15, true],
  ['Marseille', PACA, 5.3698, 43.2965, 5, 9, true],
  ['Toulouse', OCC, 1.4442, 43.6047, 5, 14, false],
  ['Nice', PACA, 7.262, 43.7102, 4, 6, true],
  ['Nantes', PDL, -1.5536, 47.2184, 4, 14, false],
  ['Bordeaux', NA, -0.5792, 44.8378, 4, 14, true],
  ['Lille', HDF, 3.0573, 50.6292, 4, 12, false],
  ['Strasbourg', GE, 7.7521, 48.5734, 3, 10, false],
  ['Montpellier', OCC, 3.8767, 43.6108, 3, 10, false],
  ['Rennes', BZH, -1.6778, 48.1173, 3, 12, false],
  ['Grenoble', ARA, 5.7245, 45.1885, 2, 10, false],
  ['Toulon', PACA, 5.928, 43.1242, 2, 6, true],
  ['Dijon', BFC, 5.0415, 47.322, 2, 10, false],
  ['Angers', PDL, -0.5632, 47.4784, 2, 10, false],
  ['Tours', CVL, 0.6848, 47.3941, 2, 10, false],
  ['Rouen', NOR, 1.0993, 49.4431, 2, 10, false],
  ['Reims', GE, 4.0317, 49.2583, 1.5, 8, false],
  ['Caen', NOR, -0.3707, 49.1829, 1.5, 8, false],
  ['Clermont-Ferrand', ARA, 3.0863, 45.7772, 1.5, 8, false],
  ['Orléans', CVL, 1.9093, 47.903, 1.5, 8, false],
  ['Metz', GE, 6.1757, 49.1193, 1.5, 8, false],
  ['Nancy', GE, 6.1844, 48.6921, 1.5, 8, false],
  ['Aix-en-Provence', PACA, 5.4474, 43.5297, 1.5, 8, true],
  ['Annecy', ARA, 6.1294, 45.8992, 1.2, 6, true],
  ['Cannes', PACA, 7.0174, 43.5528, 1.2, 5, true],
  ['Avignon', PACA, 4.8055, 43.9493, 1.2, 8, false],
  ['Nîmes', OCC, 4.3601, 43.8367, 1.2, 8, false],
  ['Perpignan', OCC, 2.8948, 42.6887, 1.2, 7, false],
  ['Le Havre', NOR, 0.1079, 49.4944, 1, 5, false],
  ['Brest', BZH, -4.4861, 48.3904, 1, 5, false],
  ['Limoges', NA, 1.2611, 45.8336, 1, 8, false],
  ['Mulhouse', GE, 7.3359, 47.7508, 1, 7, false],
  ['Besançon', BFC, 6.0241, 47.2378, 1, 7, false],
  ['Saint-Étienne', ARA, 4.3872, 45.4397, 1, 7, false],
  ['La Rochelle', NA, -1.1511, 46.1603, 1, 5, true],
  ['Biarritz', NA, -1.5586, 43.4832, 1, 5, true],
  ['Le Mans', PDL, 0.1996, 48.0061, 1, 7, false],
  ['Vannes', BZH, -2.7603, 47.6582, 1, 6, false],
  ['Chambéry', ARA, 5.9178, 45.5646, 0.8, 6, false],
  ['Valence', ARA, 4.8924, 44.9334, 0.8, 6, false],
  ['Poitiers', NA, 0.3404, 46.5802, 0.8, 6, false],
  ['Pau', NA, -0.3708, 43.2951, 0.8, 6, false],
  ['Amiens', HDF, 2.2958, 49.8941, 0.8, 6, false],
  ['Quimper', BZH, -4.1024, 47.996, 0.6, 5, false],
  ['Saint-Malo', BZH, -2.0257, 48.6493, 0.6, 4, true],
  ['Arcachon', NA, -1.168, 44.6586, 0.6, 4, true],
  ['Béziers', OCC, 3.215, 43.3442, 0.6, 6, false],
  ['Chartres', CVL, 1.489, 48.4439, 0.6, 6, false],
  ['Troyes', GE, 4.0744, 48.2973, 0.6, 6, false],
  ['Colmar', GE, 7.3585, 48.0794, 0.6, 5, false],
  ['Arras', HDF, 2.7775, 50.291, 0.6, 6, false],
  ['Lorient', BZH, -3.3702, 47.7483, 0.5, 4, false],
  ['Montauban', OCC, 1.355, 44.0176, 0.5, 6, false],
  ['Albi', OCC, 2.1486, 43.9289, 0.5, 6, false],
  ['Carcassonne', OCC, 2.3491, 43.213, 0.5, 6, false],
  ['Périgueux', NA, 0.7184, 45.1842, 0.5, 6, false],
  ['Bourges', CVL, 2.398, 47.081, 0.5, 6, false],
  ['Vichy', ARA, 3.4265, 46.1277, 0.5, 5, false],
  ['Deauville', NOR, 0.074, 49.3572, 0.5, 4, true],
  ['Niort', NA, -0.4594, 46.3237, 0.5, 6, false],
  ['La Baule-Escoublac', PDL, -2.39, 47.2866, 0.5, 4, true],
  ['Les Sables-d’Olonne', PDL, -1.7833, 46.4967, 0.5, 4, false],
  ['Fréjus', PACA, 6.737, 43.433, 0.5, 5, true],
  ['Dunkerque', HDF, 2.3768, 51.0343, 0.5, 4, false],
  ['Agen', NA, 0.6167, 44.2033, 0.4, 5, false],
  ['Brive-la-Gaillarde', NA, 1.5332, 45.1589, 0.4, 5, false],
  ['Auxerre', BFC, 3.5673, 47.7982, 0.4, 5, false],
  ['Nevers', BFC, 3.159, 46.9896, 0.4, 5, false],
  ['Mâcon', BFC, 4.8286, 46.3069, 0.4, 5, false],
  ['Boulogne-sur-Mer', HDF, 1.6147, 50.7264, 0.4, 4, false],
  ['Cherbourg-en-Cotentin', NOR, -1.6222, 49.6398, 0.4, 4, false],
  ['Laval', PDL, -0.77, 48.0734, 0.4, 5, false],
  ['Saint-Brieuc', BZH, -2.7603, 48.5136, 0.4, 4, false],
  ['Blois', CVL, 1.3359, 47.5861, 0.4, 5, false],
  ['Évian-les-Bains', ARA, 6.5898, 46.401, 0.4, 3, true],
  ['Menton', PACA, 7.4975, 43.7747, 0.4, 3, true],
  ['Épinal', GE, 6.4503, 48.1724, 0.3, 5, false],
  ['Gap', PACA, 6.0794, 44.5594, 0.3, 5, false],
  ['Rodez', OCC, 2.5752, 44.3506, 0.3, 5, false],
  ['Tarbes', OCC, 0.0781, 43.2328, 0.3, 5, false],
];

export const PLACES = CITIES.map(([city, region, longitude, latitude, weight, spreadKm, pricier]) => ({ city, region, longitude, latitude, weight, spreadKm, pricier }));

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

/** [city, region, longitude, latitude, weight, spread in km, pricier, the city's main postal code] */
const CITIES = [
  ['Paris', IDF, 2.3522, 48.8566, 14, 25, true, '75001'],
  ['Lyon', ARA, 4.8357, 45.764, 6, 15, true, '69001'],
  ['Marseille', PACA, 5.3698, 43.2965, 5, 9, true, '13001'],
  ['Toulouse', OCC, 1.4442, 43.6047, 5, 14, false, '31000'],
  ['Nice', PACA, 7.262, 43.7102, 4, 6, true, '06000'],
  ['Nantes', PDL, -1.5536, 47.2184, 4, 14, false, '44000'],
  ['Bordeaux', NA, -0.5792, 44.8378, 4, 14, true, '33000'],
  ['Lille', HDF, 3.0573, 50.6292, 4, 12, false, '59000'],
  ['Strasbourg', GE, 7.7521, 48.5734, 3, 10, false, '67000'],
  ['Montpellier', OCC, 3.8767, 43.6108, 3, 10, false, '34000'],
  ['Rennes', BZH, -1.6778, 48.1173, 3, 12, false, '35000'],
  ['Grenoble', ARA, 5.7245, 45.1885, 2, 10, false, '38000'],
  ['Toulon', PACA, 5.928, 43.1242, 2, 6, true, '83000'],
  ['Dijon', BFC, 5.0415, 47.322, 2, 10, false, '21000'],
  ['Angers', PDL, -0.5632, 47.4784, 2, 10, false, '49000'],
  ['Tours', CVL, 0.6848, 47.3941, 2, 10, false, '37000'],
  ['Rouen', NOR, 1.0993, 49.4431, 2, 10, false, '76000'],
  ['Reims', GE, 4.0317, 49.2583, 1.5, 8, false, '51100'],
  ['Caen', NOR, -0.3707, 49.1829, 1.5, 8, false, '14000'],
  ['Clermont-Ferrand', ARA, 3.0863, 45.7772, 1.5, 8, false, '63000'],
  ['Orléans', CVL, 1.9093, 47.903, 1.5, 8, false, '45000'],
  ['Metz', GE, 6.1757, 49.1193, 1.5, 8, false, '57000'],
  ['Nancy', GE, 6.1844, 48.6921, 1.5, 8, false, '54000'],
  ['Aix-en-Provence', PACA, 5.4474, 43.5297, 1.5, 8, true, '13100'],
  ['Annecy', ARA, 6.1294, 45.8992, 1.2, 6, true, '74000'],
  ['Cannes', PACA, 7.0174, 43.5528, 1.2, 5, true, '06400'],
  ['Avignon', PACA, 4.8055, 43.9493, 1.2, 8, false, '84000'],
  ['Nîmes', OCC, 4.3601, 43.8367, 1.2, 8, false, '30000'],
  ['Perpignan', OCC, 2.8948, 42.6887, 1.2, 7, false, '66000'],
  ['Le Havre', NOR, 0.1079, 49.4944, 1, 5, false, '76600'],
  ['Brest', BZH, -4.4861, 48.3904, 1, 5, false, '29200'],
  ['Limoges', NA, 1.2611, 45.8336, 1, 8, false, '87000'],
  ['Mulhouse', GE, 7.3359, 47.7508, 1, 7, false, '68100'],
  ['Besançon', BFC, 6.0241, 47.2378, 1, 7, false, '25000'],
  ['Saint-Étienne', ARA, 4.3872, 45.4397, 1, 7, false, '42000'],
  ['La Rochelle', NA, -1.1511, 46.1603, 1, 5, true, '17000'],
  ['Biarritz', NA, -1.5586, 43.4832, 1, 5, true, '64200'],
  ['Le Mans', PDL, 0.1996, 48.0061, 1, 7, false, '72000'],
  ['Vannes', BZH, -2.7603, 47.6582, 1, 6, false, '56000'],
  ['Chambéry', ARA, 5.9178, 45.5646, 0.8, 6, false, '73000'],
  ['Valence', ARA, 4.8924, 44.9334, 0.8, 6, false, '26000'],
  ['Poitiers', NA, 0.3404, 46.5802, 0.8, 6, false, '86000'],
  ['Pau', NA, -0.3708, 43.2951, 0.8, 6, false, '64000'],
  ['Amiens', HDF, 2.2958, 49.8941, 0.8, 6, false, '80000'],
  ['Quimper', BZH, -4.1024, 47.996, 0.6, 5, false, '29000'],
  ['Saint-Malo', BZH, -2.0257, 48.6493, 0.6, 4, true, '35400'],
  ['Arcachon', NA, -1.168, 44.6586, 0.6, 4, true, '33120'],
  ['Béziers', OCC, 3.215, 43.3442, 0.6, 6, false, '34500'],
  ['Chartres', CVL, 1.489, 48.4439, 0.6, 6, false, '28000'],
  ['Troyes', GE, 4.0744, 48.2973, 0.6, 6, false, '10000'],
  ['Colmar', GE, 7.3585, 48.0794, 0.6, 5, false, '68000'],
  ['Arras', HDF, 2.7775, 50.291, 0.6, 6, false, '62000'],
  ['Lorient', BZH, -3.3702, 47.7483, 0.5, 4, false, '56100'],
  ['Montauban', OCC, 1.355, 44.0176, 0.5, 6, false, '82000'],
  ['Albi', OCC, 2.1486, 43.9289, 0.5, 6, false, '81000'],
  ['Carcassonne', OCC, 2.3491, 43.213, 0.5, 6, false, '11000'],
  ['Périgueux', NA, 0.7184, 45.1842, 0.5, 6, false, '24000'],
  ['Bourges', CVL, 2.398, 47.081, 0.5, 6, false, '18000'],
  ['Vichy', ARA, 3.4265, 46.1277, 0.5, 5, false, '03200'],
  ['Deauville', NOR, 0.074, 49.3572, 0.5, 4, true, '14800'],
  ['Niort', NA, -0.4594, 46.3237, 0.5, 6, false, '79000'],
  ['La Baule-Escoublac', PDL, -2.39, 47.2866, 0.5, 4, true, '44500'],
  ['Les Sables-d’Olonne', PDL, -1.7833, 46.4967, 0.5, 4, false, '85100'],
  ['Fréjus', PACA, 6.737, 43.433, 0.5, 5, true, '83600'],
  ['Dunkerque', HDF, 2.3768, 51.0343, 0.5, 4, false, '59140'],
  ['Agen', NA, 0.6167, 44.2033, 0.4, 5, false, '47000'],
  ['Brive-la-Gaillarde', NA, 1.5332, 45.1589, 0.4, 5, false, '19100'],
  ['Auxerre', BFC, 3.5673, 47.7982, 0.4, 5, false, '89000'],
  ['Nevers', BFC, 3.159, 46.9896, 0.4, 5, false, '58000'],
  ['Mâcon', BFC, 4.8286, 46.3069, 0.4, 5, false, '71000'],
  ['Boulogne-sur-Mer', HDF, 1.6147, 50.7264, 0.4, 4, false, '62200'],
  ['Cherbourg-en-Cotentin', NOR, -1.6222, 49.6398, 0.4, 4, false, '50100'],
  ['Laval', PDL, -0.77, 48.0734, 0.4, 5, false, '53000'],
  ['Saint-Brieuc', BZH, -2.7603, 48.5136, 0.4, 4, false, '22000'],
  ['Blois', CVL, 1.3359, 47.5861, 0.4, 5, false, '41000'],
  ['Évian-les-Bains', ARA, 6.5898, 46.401, 0.4, 3, true, '74500'],
  ['Menton', PACA, 7.4975, 43.7747, 0.4, 3, true, '06500'],
  ['Épinal', GE, 6.4503, 48.1724, 0.3, 5, false, '88000'],
  ['Gap', PACA, 6.0794, 44.5594, 0.3, 5, false, '05000'],
  ['Rodez', OCC, 2.5752, 44.3506, 0.3, 5, false, '12000'],
  ['Tarbes', OCC, 0.0781, 43.2328, 0.3, 5, false, '65000'],
];

export const PLACES = CITIES.map(([city, region, longitude, latitude, weight, spreadKm, pricier, postalCode]) => ({ city, region, longitude, latitude, weight, spreadKm, pricier, postalCode }));

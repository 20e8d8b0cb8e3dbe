// Generates a realistic network of any size, the same on every run: unique names, residences clumped around
// big cities, positions computed from longitude and latitude, "à partir de" prices in the usual ranges.
import { picturesFor } from './pictures.mjs';
import { PLACES } from './places.mjs';
import { NAME_ENDS, NAME_STARTS, SERVICES, SETTINGS } from './wording.mjs';

/** Monthly prices of mid-size cities, in euros; large cities and the Riviera run 10 to 40 % higher. */
const PRICE_RANGES = { studio: [950, 1350], one_room: [1300, 1800], two_room: [1700, 2400], three_room: [2300, 3200] };

/** xorshift32: a tiny seeded generator of numbers in [0, 1), so the data never depends on Math.random. */
function seeded(seed) {
  let state = seed | 0 || 1;
  return () => {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return (state >>> 0) / 2 ** 32;
  };
}

const gaussian = (next) => Math.sqrt(-2 * Math.log(1 - next())) * Math.cos(2 * Math.PI * next());
const pick = (next, list) => list[Math.floor(next() * list.length)];
const slug = (text) => text.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase().replace(/[^a-z0-9]+/g, '-');
const tenth = (value) => Math.round(value * 10) / 10;

/** Map box percentages of a point drawn around the place, again until it falls inside the box. */
function position(next, { longitude, latitude, spreadKm }) {
  for (;;) {
    const lon = longitude + (gaussian(next) * spreadKm) / 2 / (111.32 * Math.cos((latitude * Math.PI) / 180));
    const lat = latitude + (gaussian(next) * spreadKm) / 2 / 110.57;
    const at = { positionX: tenth(((lon + 5.2) / 13.5) * 100), positionY: tenth(((51.1 - lat) / 8.8) * 100) };
    if (at.positionX >= 0 && at.positionX <= 100 && at.positionY >= 0 && at.positionY <= 100) return at;
  }
}

/** One price level per residence, so that a dearer type always costs more than a cheaper one. */
function prices(next, pricier) {
  const level = next();
  const uplift = pricier ? 1.1 + next() * 0.3 : 1;
  const price = ([low, high]) => Math.round(((low + (high - low) * Math.min(1, Math.max(0, level + (next() - 0.5) * 0.2))) * uplift) / 10) * 10;
  return {
    studio: next() < 0.08 ? null : price(PRICE_RANGES.studio),
    one_room: price(PRICE_RANGES.one_room),
    two_room: price(PRICE_RANGES.two_room),
    three_room: next() < 0.15 ? price(PRICE_RANGES.three_room) : null,
  };
}

function uniqueName(next, taken, city) {
  let name = `${pick(next, NAME_STARTS)} ${pick(next, NAME_ENDS)}`;
  for (let tries = 0; taken.has(`${name} – ${city}`) && tries < 20; tries += 1) name = `${pick(next, NAME_STARTS)} ${pick(next, NAME_ENDS)}`;
  // A big city may run out of combinations: a number before the city keeps every name from prefixing another.
  for (let number = 2; taken.has(`${name} – ${city}`); number += 1) name = `${name.replace(/ \d+$/, '')} ${number}`;
  taken.add(`${name} – ${city}`);
  return `${name} – ${city}`;
}

/** The largest network generated on request. */
export const MAX_GENERATED = 5000;

/** `count` residences in the widget's configuration format, sorted by region then name, as a CMS lists them. */
export function generateResidences(count, seed = 20240611) {
  const next = seeded(seed);
  const total = PLACES.reduce((sum, place) => sum + place.weight, 0);
  const taken = new Set();
  const perCity = new Map();
  const residences = Array.from({ length: count }, () => {
    let draw = next() * total;
    const place = PLACES.find((candidate) => (draw -= candidate.weight) < 0) ?? PLACES.at(-1);
    const number = (perCity.get(place.city) ?? 0) + 1;
    perCity.set(place.city, number);
    const id = `${slug(place.city)}-${number}`;
    const services = [...new Set([pick(next, SERVICES), pick(next, SERVICES)])];
    return {
      id,
      name: uniqueName(next, taken, place.city),
      region: place.region,
      // The city's main postal code: residences spread around it, but a search by département (« 33 ») finds them.
      city: place.city,
      postalCode: place.postalCode,
      description: [pick(next, SETTINGS).replace('{city}', place.city), ...services].join(' '),
      // A picture that suits the town: a beach by the sea, snowy peaks in a mountain town.
      ...(next() < 0.65 ? { image: pick(next, picturesFor(place.city, place.region)) } : {}),
      link: `/residences/${id}`,
      isOpen: next() >= 0.06,
      position: position(next, place),
      prices: prices(next, place.pricier),
    };
  });
  return residences.sort((a, b) => a.region.localeCompare(b.region, 'fr') || a.name.localeCompare(b.name, 'fr'));
}

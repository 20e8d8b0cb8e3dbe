import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { generateResidences } from '../../examples/network/generate.mjs';
import { PICTURES, TOWNS_OF, picturesFor } from '../../examples/network/pictures.mjs';
import { PLACES } from '../../examples/network/places.mjs';
import { exampleConfig } from '../e2e/support/host-server.mjs';

const residences = generateResidences(1000);
const inRange = (value, low, high) => value >= low && value <= high;

describe('the bench residences', () => {
  it('are the same on every call', () => {
    assert.deepEqual(generateResidences(1000), residences);
  });

  it('have unique ids and names, no name starting another', () => {
    assert.equal(new Set(residences.map((residence) => residence.id)).size, 1000);
    const names = residences.map((residence) => residence.name).sort();
    for (let index = 1; index < names.length; index += 1) assert.ok(!names[index].startsWith(names[index - 1]), `${names[index - 1]} starts ${names[index]}`);
  });

  it('name their city and its postal code, so that a search by département (« 33 ») finds them', () => {
    for (const { name, city, postalCode } of residences) {
      assert.ok(name.endsWith(` – ${city}`), `${name} in ${city}`);
      assert.match(postalCode, /^\d{5}$/);
    }
    const bordeaux = residences.filter((residence) => residence.city === 'Bordeaux');
    assert.ok(bordeaux.length > 10 && bordeaux.every((residence) => residence.postalCode === '33000'), `${bordeaux.length} in Bordeaux`);
  });

  it('stand inside the map box, clumped around big cities', () => {
    for (const { position } of residences) assert.ok(inRange(position.positionX, 0, 100) && inRange(position.positionY, 0, 100), JSON.stringify(position));
    // Paris is at about (55.5, 25.7): an even spread would put about three residences within 3 % of it.
    const nearParis = residences.filter(({ position }) => Math.hypot(position.positionX - 55.5, position.positionY - 25.7) < 3);
    assert.ok(nearParis.length > 50, `${nearParis.length} residences near Paris`);
  });

  it('cost more for a larger flat, within the realistic ranges', () => {
    for (const { prices } of residences) {
      assert.ok(inRange(prices.one_room, 1300, 1800 * 1.4) && inRange(prices.two_room, 1700, 2400 * 1.4), JSON.stringify(prices));
      assert.ok((prices.studio ?? 0) < prices.one_room && prices.one_room < prices.two_room && prices.two_room < (prices.three_room ?? Infinity), JSON.stringify(prices));
    }
  });

  it('include residences not open yet and pictures that exist', () => {
    assert.ok(inRange(residences.filter((residence) => !residence.isOpen).length, 20, 120));
    const images = residences.filter((residence) => residence.image).map((residence) => residence.image);
    assert.ok(inRange(images.length, 400, 900));
    for (const image of new Set(images)) assert.ok(existsSync(fileURLToPath(new URL(`../../examples${image}`, import.meta.url))), image);
  });

  it('show pictures that suit their town: a beach by the sea, snowy peaks at the foot of the mountains', () => {
    const pictured = residences.filter((residence) => residence.image);
    for (const { name, city, region, image } of pictured) assert.ok(picturesFor(city, region).includes(image), `${name}: ${image}`);
    const inland = pictured.filter((residence) => ['Paris', 'Lyon', 'Lille', 'Strasbourg', 'Dijon'].includes(residence.city));
    assert.ok(inland.length > 50, `${inland.length} pictured residences inland`);
    for (const { name, image } of inland) assert.ok(image !== PICTURES.SEASIDE && image !== PICTURES.MOUNTAIN, `${name}: ${image}`);
    assert.ok(pictured.some(({ city, image }) => city === 'Nice' && image === PICTURES.SEASIDE));
    assert.ok(pictured.some(({ city, image }) => city === 'Grenoble' && image === PICTURES.MOUNTAIN));
  });

  it('at 32, are the example’s, whose pictures suit their towns too', () => {
    const example = exampleConfig().residences;
    const pictured = example.filter((residence) => residence.image);
    assert.ok(pictured.length > 20, `${pictured.length} pictured`);
    for (const { name, city, region, image } of pictured) assert.ok(picturesFor(city, region).includes(image), `${name} (${city}): ${image}`);
    // All six pictures are on show, each where it belongs.
    assert.equal(new Set(pictured.map((residence) => residence.image)).size, Object.keys(PICTURES).length);
  });

  it('give pictures by town names that are those of the generated places', () => {
    const cities = new Set(PLACES.map((place) => place.city));
    for (const towns of TOWNS_OF.values()) for (const town of towns) assert.ok(cities.has(town), town);
  });
});

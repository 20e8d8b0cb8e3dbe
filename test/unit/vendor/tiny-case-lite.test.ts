import * as tinyCase from 'tiny-case';
import { camelCase, snakeCase } from '../../../src/vendor/tiny-case-lite';

const keys = ['firstName', 'first_name', 'FirstName', 'first-name', 'first name', 'acceptPromotionalOffers', 'XSRFToken', 'phone2Number', 'housing_type_2', 'ÉtapeSuivante', 'prénomNom', '  spaced  out  ', 'already', 'A', ''];

describe('the tiny-case stand-in', () => {
  it.each(keys)('camel-cases %j as tiny-case does', (key) => {
    expect(camelCase(key)).toBe(tinyCase.camelCase(key));
  });

  it.each(keys)('snake-cases %j as tiny-case does', (key) => {
    expect(snakeCase(key)).toBe(tinyCase.snakeCase(key));
  });
});

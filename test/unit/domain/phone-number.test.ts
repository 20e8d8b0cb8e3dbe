import { isPlausiblePhoneNumber, telUri } from '../../../src/domain/phone-number';

describe('isPlausiblePhoneNumber', () => {
  it.each([
    ['a French mobile in pairs', '06 12 34 56 78'],
    ['a French mobile in one block', '0612345678'],
    ['a French landline with dots', '01.23.45.67.89'],
    ['a French number with dashes', '09-87-65-43-21'],
    ['a French number with slashes', '06/12/34/56/78'],
    ['a French number with no-break spaces', '06\u00a012\u00a034\u202f56\u202f78'],
    ['a French number with the trunk 0 in parentheses', '(0)6 12 34 56 78'],
    ['a French number surrounded by spaces', '  06 12 34 56 78 '],
    ['a French number with +33', '+33 6 12 34 56 78'],
    ['a French number with +33 in one block', '+33612345678'],
    ['a French number with +33 and (0)', '+33 (0)6 12 34 56 78'],
    ['a French number with +33 that keeps its 0', '+33 06 12 34 56 78'],
    ['a French number with 0033', '0033 6 12 34 56 78'],
    ['a French number with 0033 in one block', '0033612345678'],
    ['a Réunion landline written nationally', '0262 12 34 56'],
    ['a Réunion number with its country code', '+262 262 12 34 56'],
    ['a French mobile without its 0', '6 12 34 56 78'],
    ['a Belgian mobile', '+32 470 12 34 56'],
    ['a Belgian mobile with 0032', '0032 470 12 34 56'],
    ['a Swiss mobile', '+41 79 123 45 67'],
    ['a London number', '+44 20 7946 0958'],
    ['a London number with (0)', '+44 (0)20 7946 0958'],
    ['a New York number', '+1 (212) 555-0123'],
    ['a Berlin number', '+49 30 1234567'],
    ['a short Luxembourg landline', '+352 26 12 34'],
    ['a Chinese mobile', '+86 138 0013 8000'],
    ['a number of 15 digits, the most E.164 allows', '+123 456 789 012 345'],
  ])('accepts %s (%s)', (_name, value) => {
    expect(isPlausiblePhoneNumber(value)).toBe(true);
  });

  it.each([
    ['a French number missing a digit', '06 12 34 56 7'],
    ['a French number with a digit too many', '06 12 34 56 78 9'],
    ['the first four digits only', '0612'],
    ['+33 missing a digit', '+33 6 12 34 56 7'],
    ['+33 with a digit too many', '+33 6 12 34 56 78 9'],
    ['0033 cut short', '0033 6 12 34 56'],
    ['a foreign number cut short', '+44 20 79'],
    ['16 digits, past E.164', '+123 456 789 012 3456'],
    ['seven digits without a prefix', '1234567'],
    ['zeros only', '00 00 00 00 00'],
    ['a country code starting with 0', '+0 123 456 789'],
    ['words', 'le soir après 18 h'],
    ['a number with an extension in words', '06 12 34 56 78 poste 12'],
    ['the letter O for a zero', 'O6 12 34 56 78'],
    ['a + that does not open the number', '06 12 34 56 78+'],
    ['two +', '++33 6 12 34 56 78'],
    ['separators only', '-- .. ()'],
    ['nothing', ''],
  ])('refuses %s (%s)', (_name, value) => {
    expect(isPlausiblePhoneNumber(value)).toBe(false);
  });
});

describe('telUri', () => {
  it.each([
    ['01 23 45 67 89', 'tel:0123456789'],
    ['01.23.45.67.89', 'tel:0123456789'],
    ['+33 (0)1 23 45 67 89', 'tel:+33123456789'],
    [' +33 1-23-45-67-89 ', 'tel:+33123456789'],
    ['0033 1 23 45 67 89', 'tel:0033123456789'],
  ])('turns %p into %p', (written, uri) => {
    expect(telUri(written)).toBe(uri);
  });
});

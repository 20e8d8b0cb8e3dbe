import { isRecord, lacksScheme, readBoolean, readNumber, readText, readUrl } from '../../../src/config/values';

describe('readNumber', () => {
  it('reads a number as it is', () => {
    expect(readNumber(1250)).toBe(1250);
  });

  it('reads a numeric string', () => {
    expect(readNumber('1250')).toBe(1250);
  });

  it("reads '1 250' with a space between thousands", () => {
    expect(readNumber('1 250')).toBe(1250);
  });

  it('reads thousands separated by a non-breaking space', () => {
    expect(readNumber('1\u00a0250')).toBe(1250);
  });

  it('reads thousands separated by a narrow non-breaking space', () => {
    expect(readNumber('1\u202f250')).toBe(1250);
  });

  it("reads '1250,50' with a decimal comma", () => {
    expect(readNumber('1250,50')).toBe(1250.5);
  });

  it('reads a decimal point', () => {
    expect(readNumber('1250.50')).toBe(1250.5);
  });

  it.each(['', '   ', 'abc', '12a', '1 250 €', 'NaN'])('gives undefined for the string %p', (text) => {
    expect(readNumber(text)).toBeUndefined();
  });

  it.each([NaN, Infinity, -Infinity])('gives undefined for %p', (value) => {
    expect(readNumber(value)).toBeUndefined();
  });

  it.each([null, undefined, true, {}, []])('gives undefined for %p', (value) => {
    expect(readNumber(value)).toBeUndefined();
  });
});

describe('readText', () => {
  it('trims a string', () => {
    expect(readText('  Lyon ')).toBe('Lyon');
  });

  it('gives undefined for a blank string', () => {
    expect(readText('   ')).toBeUndefined();
  });

  it('turns a number into text', () => {
    expect(readText(42)).toBe('42');
  });

  it.each([null, undefined, true, {}, NaN])('gives undefined for %p', (value) => {
    expect(readText(value)).toBeUndefined();
  });
});

describe('readBoolean', () => {
  it.each([true, 1, '1', 'true'])('reads %p as true', (value) => {
    expect(readBoolean(value)).toBe(true);
  });

  it.each([false, 0, '0', 'false'])('reads %p as false', (value) => {
    expect(readBoolean(value)).toBe(false);
  });

  it.each(['yes', null, undefined, 2])('gives undefined for %p', (value) => {
    expect(readBoolean(value)).toBeUndefined();
  });
});

describe('readUrl', () => {
  it.each(['/residences/lyon', 'residences/lyon', '../lyon', '?page=2', '#devis', 'https://exemple.fr/sejour', 'http://exemple.fr', 'HTTPS://EXEMPLE.FR', '//cdn.exemple.fr/x.jpg'])(
    'accepts %p',
    (url) => {
      expect(readUrl(url)).toBe(url);
    },
  );

  it('trims the URL', () => {
    expect(readUrl('  /sejour ')).toBe('/sejour');
  });

  it.each([
    ['www.exemple.fr/sejour', 'https://www.exemple.fr/sejour'],
    [' WWW.exemple.fr ', 'https://WWW.exemple.fr'],
  ])('reads %p, a web address without its https://, as %p', (url, read) => {
    expect(readUrl(url)).toBe(read);
  });

  it.each([
    ['www.exemple.fr', true],
    [' www.exemple.fr/a', true],
    ['https://www.exemple.fr', false],
    ['/www.exemple.fr', false],
    ['wwwexemple.fr', false],
    [42, false],
  ])('tells whether %p lacks its https://', (url, lacking) => {
    expect(lacksScheme(url)).toBe(lacking);
  });

  it.each([
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    ' javascript:alert(1)',
    'java\tscript:alert(1)',
    'java\nscript:alert(1)',
    '\u0001javascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'DATA:image/png;base64,AAAA',
    'vbscript:msgbox(1)',
  ])('refuses %p', (url) => {
    expect(readUrl(url)).toBeUndefined();
  });

  it.each(['', '  ', null, undefined, {}])('gives undefined for %p', (value) => {
    expect(readUrl(value)).toBeUndefined();
  });
});

describe('isRecord', () => {
  it('is true for an object', () => {
    expect(isRecord({ a: 1 })).toBe(true);
  });

  it.each([null, [], 'text', 1, undefined])('is false for %p', (value) => {
    expect(isRecord(value)).toBe(false);
  });
});

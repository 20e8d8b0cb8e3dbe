import { composeText, hasForbiddenCharacters } from '../../../src/domain/safe-text';

describe('hasForbiddenCharacters', () => {
  it.each([
    ['plain French', 'Jérôme-Éloïse d’Argent'],
    ['an e-mail address', 'jeanne.martin@exemple.fr'],
    ['Arabic', 'فاطمة'],
    ['Hebrew', 'דוד'],
    ['an emoji with a joiner', 'Marie 👩‍👩‍👧'],
    ['a no-break space', 'Le\u00a0Clos'],
  ])('lets %s through', (_name, value) => {
    expect(hasForbiddenCharacters(value)).toBe(false);
  });

  it.each([
    ['NUL', 'Jean\u0000ne'],
    ['a tab', 'Jean\tne'],
    ['a line feed', 'Jean\nne'],
    ['an escape', '\u001b[31mJeanne'],
    ['DEL', 'Jeanne\u007f'],
    ['a C1 control', 'Jeanne\u0085'],
    ['a right-to-left override', 'Jeanne\u202egpj.exe'],
    ['a left-to-right embedding', '\u202aJeanne'],
    ['a pop directional formatting', 'Jeanne\u202c'],
    ['a first strong isolate', '\u2068Jeanne\u2069'],
    ['a right-to-left mark', 'Jeanne\u200f'],
    ['a left-to-right mark', '\u200eJeanne'],
    ['an Arabic letter mark', 'Jeanne\u061c'],
    ['a line separator', 'Jeanne\u2028Martin'],
  ])('refuses %s', (_name, value) => {
    expect(hasForbiddenCharacters(value)).toBe(true);
  });
});

describe('composeText', () => {
  it('turns a letter followed by a combining accent into the accented letter', () => {
    const decomposed = 'Ele\u0301onore';
    expect(composeText(decomposed)).toBe('El\u00e9onore');
    expect(composeText(decomposed)).toHaveLength(decomposed.length - 1);
  });

  it('leaves composed text as it is', () => {
    expect(composeText('Éléonore')).toBe('Éléonore');
  });
});

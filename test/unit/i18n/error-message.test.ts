import { errorMessage } from '../../../src/i18n/error-message';

describe('errorMessage', () => {
  it.each([
    ['phone', 'Ce numéro de téléphone semble incomplet.'],
    ['characters', 'Ce champ contient des caractères non autorisés.'],
    ['required', 'Ce champ est requis'],
    ['something else', 'Cette valeur n’est pas valide'],
  ])('says %s in French', (code, text) => {
    expect(errorMessage(code)).toBe(text);
  });
});

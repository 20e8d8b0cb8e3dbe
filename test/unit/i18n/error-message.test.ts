import { errorMessage } from '../../../src/i18n/error-message';

describe('errorMessage', () => {
  it.each([
    ['phone', 'Ce numéro de téléphone semble incomplet ou erroné\u00a0: écrivez-le par exemple 06\u00a012\u00a034\u00a056\u00a078.'],
    ['characters', 'Ce champ contient des caractères non autorisés.'],
    ['required', 'Ce champ est requis'],
    ['something else', 'Cette valeur n’est pas valide'],
  ])('says %s in French', (code, text) => {
    expect(errorMessage(code)).toBe(text);
  });
});

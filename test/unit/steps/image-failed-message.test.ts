import { i18n } from '../../../src/i18n/i18n';
import { imageFailedMessage } from '../../../src/steps/image-failed-message';
import { residence } from '../support/render';

describe('imageFailedMessage', () => {
  it('counts the residences sharing a broken image as French writes numbers, naming the first three', () => {
    const residences = Array.from({ length: 1200 }, (_, index) => residence({ id: `r${index}`, name: `Résidence ${index}`, image: '/images/defaut.jpg' }));
    const message = imageFailedMessage(i18n, '«\u00a0widget n°1\u00a0»', '/images/defaut.jpg', residences);
    expect(message).toContain('celle de 1\u202f200 résidences («\u00a0Résidence 0\u00a0», «\u00a0Résidence 1\u00a0», «\u00a0Résidence 2\u00a0»…)');
  });
});

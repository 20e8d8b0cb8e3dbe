import { checkDocument, jsonPage } from '../../../src/cli/check-document';

const lyon = { id: 'lyon', name: 'Les Terrasses', region: 'Bretagne', isOpen: true, position: { positionX: 30, positionY: 30 }, prices: { studio: 1250 } };

afterEach(() => document.body.replaceChildren());

describe('checkDocument', () => {
  it('fails a page without any widget container, saying so', () => {
    document.body.innerHTML = '<main><h1>Nos résidences</h1></main>';
    expect(checkDocument(document)).toEqual({ failed: true, lines: [{ level: 'error', text: 'aucun élément data-quote-wizard dans cette page\u00a0: aucun simulateur n’y démarrerait' }] });
  });

  it('reports each widget in page order, failing only when one cannot start', () => {
    document.body.innerHTML = `<div data-quote-wizard id="devis"></div><div data-quote-wizard data-config="absente"></div><script type="application/json" id="quote-wizard-config">${JSON.stringify({ residences: [lyon] })}</script>`;
    const outcome = checkDocument(document);
    expect(outcome.failed).toBe(true);
    expect(outcome.lines.map((line) => [line.level, line.text.split('\n')[0]])).toEqual([
      ['info', '#devis\u00a0: Aucun problème de configuration.'],
      ['error', 'Le simulateur de devis «\u00a0widget n°2\u00a0» ne peut pas démarrer. Corrigez sa configuration\u00a0:'],
    ]);
  });

  it('checks a JSON file as the configuration script of a one-widget page', () => {
    const outcome = checkDocument(jsonPage(document, JSON.stringify({ residences: [lyon], stayLinks: '/sejour' })));
    expect(outcome.failed).toBe(false);
    expect(outcome.lines).toEqual([{ level: 'warn', text: expect.stringContaining('clé(s) inconnue(s) stayLinks') }]);
  });

  it('says what the sanitizer would take out of each text shown as HTML, and nothing of the texts it leaves whole', () => {
    const withImage = { ...lyon, description: '<p>Un grand jardin.</p><img src="/jardin.jpg">' };
    const plain = { ...lyon, id: 'rennes', name: 'La Villa des Lices', description: '<p>Au centre de Rennes.</p>' };
    const outcome = checkDocument(jsonPage(document, JSON.stringify({ residences: [withImage, plain], residenceOffers: '<p onclick="go()">Offre</p>' })));
    expect(outcome.failed).toBe(false);
    const problems = outcome.lines.flatMap((line) => line.text.split('\n- ').slice(1));
    expect(problems).toEqual([
      '«\u00a0residenceOffers\u00a0» (les offres du moment)\u00a0: le simulateur en retire onclick et affiche le reste\u00a0; seuls les paragraphes, les listes, les liens et la mise en forme du texte (gras, italique…) sont acceptés',
      'la description de la résidence «\u00a0Les Terrasses\u00a0»\u00a0: le simulateur en retire <img> et affiche le reste\u00a0; seuls les paragraphes, les listes, les liens et la mise en forme du texte (gras, italique…) sont acceptés',
    ]);
    expect(outcome.lines.map((line) => line.level)).toEqual(['warn']);
  });
});

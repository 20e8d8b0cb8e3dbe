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
});

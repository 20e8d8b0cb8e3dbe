import { parseConfig } from '../../../src/config/parse-config';
import { attributeName, sourceName } from '../../../src/config/source-name';

const lyon = { id: 'lyon', name: 'Les Terrasses', region: 'Bretagne', isOpen: true, position: { positionX: 30, positionY: 30 }, prices: { studio: 1250 } };
const warnings = (result: ReturnType<typeof parseConfig>) => (result.ok ? result.warnings : result.errors);

describe('naming a value as the editor wrote it', () => {
  it('turns a key into its data attribute', () => {
    expect([attributeName('stayLink'), attributeName('apiRoot'), attributeName('saveContact'), attributeName('nonce')]).toEqual(['data-stay-link', 'data-api-root', 'data-save-contact', 'data-nonce']);
  });

  it('names a mount() option and a JSON key differently', () => {
    expect([sourceName('option', 'stayLink'), sourceName('json', 'stayLink')]).toEqual(['l’option stayLink de mount()', '"stayLink"']);
  });

  it('reports each unusable value under its own source', () => {
    const result = parseConfig({ json: { residences: [lyon], stayLink: 'javascript:void(0)' }, attributes: { stayLink: 'data:text/html,x' }, overrides: { stayLink: false } });
    expect(warnings(result)).toEqual([
      'l’option stayLink de mount() false n’est pas une adresse http(s) ou relative, ignoré',
      'data-stay-link "data:text/html,x" n’est pas une adresse http(s) ou relative, ignoré',
      '"stayLink" "javascript:void(0)" n’est pas une adresse http(s) ou relative, ignoré',
    ]);
  });

  it('names data-residence-name when the residence it names does not exist', () => {
    const result = parseConfig({ json: { residences: [lyon], residenceName: 'lyon' }, attributes: { residenceName: 'Les Mimosas' } });
    expect(warnings(result)).toEqual(['data-residence-name "Les Mimosas" ne correspond à l’id ni au nom d’aucune résidence\u00a0: le visiteur commence par la recherche']);
  });

  it('reads a debug switch from any source, and refuses one that is not true or false', () => {
    expect(parseConfig({ json: { residences: [lyon] }, attributes: { debug: 'true' } }).debug).toBe(true);
    expect(parseConfig({ json: { residences: [lyon], debug: true }, attributes: { debug: 'false' } }).debug).toBe(false);
    const result = parseConfig({ json: { residences: [lyon], debug: 'peut-être' } });
    expect([result.debug, warnings(result)]).toEqual([false, ['"debug" doit valoir true ou false, "peut-être" ignoré']]);
  });
});

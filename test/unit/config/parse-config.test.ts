import { parseConfig, type ConfigSources } from '../../../src/config/parse-config';
import type { WizardConfig } from '../../../src/config/types';

const lyon = {
  id: 'lyon',
  name: 'Les Terrasses de la Croix-Rousse',
  region: 'Auvergne-Rhône-Alpes',
  description: '',
  isOpen: true,
  position: { positionX: 67.8, positionY: 50.9 },
  prices: { studio: 1250 },
};
const rennes = { ...lyon, id: 'rennes', name: 'Les Terrasses du Thabor', region: 'Bretagne', position: { positionX: 32, positionY: 27 } };

/** The configuration of a usable result; fails the test with the errors otherwise. */
function configOf(sources: ConfigSources): WizardConfig {
  const result = parseConfig(sources);
  if (!result.ok) throw new Error(`expected a usable configuration, got: ${result.errors.join('; ')}`);
  return result.config;
}

function warningsOf(sources: ConfigSources): string[] {
  const result = parseConfig(sources);
  if (!result.ok) throw new Error(`expected a usable configuration, got: ${result.errors.join('; ')}`);
  return result.warnings;
}

function errorsOf(sources: ConfigSources): string[] {
  const result = parseConfig(sources);
  if (result.ok) throw new Error('expected an unusable configuration');
  return result.errors;
}

describe('parseConfig', () => {
  describe('defaults', () => {
    it("uses '/api' as apiRoot", () => {
      expect(configOf({ json: { residences: [lyon] } }).apiRoot).toBe('/api');
    });

    it('has no stayLink, residenceName or mapsApiKey', () => {
      const config = configOf({ json: { residences: [lyon] } });
      expect([config.stayLink, config.residenceName, config.mapsApiKey]).toEqual([undefined, undefined, undefined]);
    });

    it('saves progress but not contact details', () => {
      const config = configOf({ json: { residences: [lyon] } });
      expect([config.saveProgress, config.saveContact]).toEqual([true, false]);
    });

    it('gives no warning for a clean configuration', () => {
      expect(warningsOf({ json: { residences: [lyon] } })).toEqual([]);
    });
  });

  describe('residences', () => {
    it('keeps the usable residences in order', () => {
      expect(configOf({ json: { residences: [lyon, rennes] } }).residences.map((r) => r.id)).toEqual(['lyon', 'rennes']);
    });

    it('leaves out a residence placed outside the map, keeping the others', () => {
      const config = configOf({ json: { residences: [{ ...lyon, position: { positionX: 101, positionY: 50 } }, rennes] } });
      expect(config.residences.map((r) => r.id)).toEqual(['rennes']);
    });

    it('warns about a residence placed outside the map, naming it and the field', () => {
      const warnings = warningsOf({ json: { residences: [{ ...lyon, position: { positionX: 101, positionY: 50 } }, rennes] } });
      expect(warnings).toEqual([expect.stringMatching(/Les Terrasses de la Croix-Rousse.*positionX/)]);
    });

    it('leaves out a residence whose id is already used', () => {
      const config = configOf({ json: { residences: [lyon, { ...rennes, id: 'lyon' }] } });
      expect(config.residences.map((r) => r.name)).toEqual([lyon.name]);
    });

    it('warns about a duplicated id, naming the residence and the id', () => {
      expect(warningsOf({ json: { residences: [lyon, { ...rennes, id: 'lyon' }] } })).toEqual([expect.stringMatching(/Les Terrasses du Thabor.*"lyon"/)]);
    });

    it('is not usable without a residences key', () => {
      expect(errorsOf({ json: { stayLink: '/sejour' } })).toEqual([expect.stringContaining('residences')]);
    });

    it('is not usable with an empty residences list', () => {
      expect(errorsOf({ json: { residences: [] } })).toEqual([expect.stringContaining('est vide')]);
    });

    it('is not usable when residences is not a list', () => {
      expect(errorsOf({ json: { residences: { lyon } } })).toEqual([expect.stringContaining('list')]);
    });

    it('is not usable when no residence can be used, and lists why', () => {
      const errors = errorsOf({ json: { residences: [{ ...lyon, id: '' }, { ...rennes, position: { positionX: 50, positionY: 200 } }] } });
      expect(errors).toEqual([expect.stringContaining('aucune résidence'), expect.stringContaining('«\u00a0id\u00a0»'), expect.stringContaining('positionY')]);
    });
  });

  describe('sources', () => {
    it('reports the JSON problem as the error when nothing gives residences', () => {
      expect(errorsOf({ jsonProblem: 'the configuration script #quote-wizard-config is not valid JSON' })).toEqual([
        'the configuration script #quote-wizard-config is not valid JSON',
      ]);
    });

    it('is not usable when the JSON is not an object', () => {
      expect(errorsOf({ json: [lyon] })[0]).toContain('doit contenir un objet JSON');
    });

    it('is usable without a script when mount options give the residences, with a warning', () => {
      const result = parseConfig({ jsonProblem: 'no configuration script found', overrides: { residences: [lyon] } });
      expect(result).toMatchObject({ ok: true, warnings: ['no configuration script found'] });
    });

    it('lets data attributes override the JSON', () => {
      expect(configOf({ json: { residences: [lyon], stayLink: '/json' }, attributes: { stayLink: '/attribute' } }).stayLink).toBe('/attribute');
    });

    it('lets mount options override the data attributes', () => {
      const sources: ConfigSources = { json: { residences: [lyon], stayLink: '/json' }, attributes: { stayLink: '/attribute' }, overrides: { stayLink: '/mount' } };
      expect(configOf(sources).stayLink).toBe('/mount');
    });

    it('ignores a mount option left undefined', () => {
      expect(configOf({ json: { residences: [lyon], stayLink: '/json' }, overrides: { stayLink: undefined } }).stayLink).toBe('/json');
    });

    it('lets mount options replace the residences', () => {
      expect(configOf({ json: { residences: [lyon] }, overrides: { residences: [rennes] } }).residences.map((r) => r.id)).toEqual(['rennes']);
    });
  });

  describe('keys', () => {
    it('warns about an unknown key, naming it', () => {
      expect(warningsOf({ json: { residences: [lyon], stayLnk: '/sejour' } })).toEqual([expect.stringContaining('stayLnk')]);
    });

    it('reports every unknown key in one warning', () => {
      expect(warningsOf({ json: { residences: [lyon], foo: 1, bar: 2 } })).toEqual([expect.stringMatching(/foo, bar/)]);
    });

    it('keeps the HTML texts as given', () => {
      const html = { generalConditionsGdpr: 'J’accepte <a href="/rgpd">la politique</a>.', residenceOffers: '<p>Offre</p>', disclaimer: '<small>Tarifs indicatifs</small>' };
      expect(configOf({ json: { residences: [lyon], ...html } })).toMatchObject(html);
    });

    it('warns about an HTML text that is not a string', () => {
      expect(warningsOf({ json: { residences: [lyon], disclaimer: 12 } })).toEqual([expect.stringContaining('disclaimer')]);
    });

    it("reads saveProgress and saveContact written as 'true' / 'false'", () => {
      expect(configOf({ json: { residences: [lyon] }, attributes: { saveProgress: 'false', saveContact: 'true' } })).toMatchObject({ saveProgress: false, saveContact: true });
    });

    it('warns about a saveProgress that is not a boolean and keeps the default', () => {
      const result = parseConfig({ json: { residences: [lyon], saveProgress: 'peut-être' } });
      expect(result).toMatchObject({ ok: true, config: { saveProgress: true }, warnings: [expect.stringContaining('saveProgress')] });
    });

    it('reads the phone number offered when something fails, as written', () => {
      expect(configOf({ json: { residences: [lyon], contactPhone: ' 01 23 45 67 89 ' } }).contactPhone).toBe('01 23 45 67 89');
    });

    it('lets data-contact-phone override the script', () => {
      expect(configOf({ json: { residences: [lyon], contactPhone: '01 23 45 67 89' }, attributes: { contactPhone: '+33 4 72 00 00 00' } }).contactPhone).toBe('+33 4 72 00 00 00');
    });

    it.each(['01 23', 'appelez-nous', '01 23 45 67 89\u202e', 123])('warns about a contactPhone nobody could call (%p) and offers none', (phone) => {
      const result = parseConfig({ json: { residences: [lyon], contactPhone: phone } });
      expect(result).toMatchObject({ ok: true, warnings: [expect.stringContaining('contactPhone')] });
      expect(result.ok && result.config.contactPhone).toBeUndefined();
    });

    it('reads the maps key and the nonce', () => {
      expect(configOf({ json: { residences: [lyon], mapsApiKey: ' AIza123 ', nonce: 'abc' } })).toMatchObject({ mapsApiKey: 'AIza123', nonce: 'abc' });
    });
  });

  describe('URLs', () => {
    it.each(['stayLink', 'apiRoot'] as const)('refuses a javascript: %s with a warning naming it', (key) => {
      const result = parseConfig({ json: { residences: [lyon], [key]: 'javascript:alert(1)' } });
      expect(result).toMatchObject({ ok: true, warnings: [expect.stringContaining(key)] });
    });

    it.each(['stayLink', 'apiRoot'] as const)('refuses a data: %s with a warning naming it', (key) => {
      const result = parseConfig({ json: { residences: [lyon], [key]: 'data:text/html,<script>alert(1)</script>' } });
      expect(result).toMatchObject({ ok: true, warnings: [expect.stringContaining(key)] });
    });

    it('reads a stayLink written without https:// as https, naming the attribute it came from', () => {
      const result = parseConfig({ json: { residences: [lyon], stayLink: '/json' }, attributes: { stayLink: 'www.jardins.fr/sejour' } });
      expect(result).toMatchObject({
        ok: true,
        config: { stayLink: 'https://www.jardins.fr/sejour' },
        warnings: ['data-stay-link "www.jardins.fr/sejour" n’a pas de https:// devant www., lu comme https://www.jardins.fr/sejour'],
      });
    });

    it('says nothing of a stayLink with its https://', () => {
      expect(parseConfig({ json: { residences: [lyon], stayLink: 'https://www.jardins.fr/sejour' } })).toMatchObject({ ok: true, warnings: [] });
    });

    it('leaves no stayLink when the given one is refused', () => {
      expect(configOf({ json: { residences: [lyon], stayLink: 'javascript:alert(1)' } }).stayLink).toBeUndefined();
    });

    it("falls back to '/api' when the given apiRoot is refused", () => {
      expect(configOf({ json: { residences: [lyon] }, attributes: { apiRoot: 'javascript:alert(1)' } }).apiRoot).toBe('/api');
    });

    it('removes the trailing slash of apiRoot', () => {
      expect(configOf({ json: { residences: [lyon], apiRoot: 'https://exemple.fr/api/' } }).apiRoot).toBe('https://exemple.fr/api');
    });

    it('removes several trailing slashes of apiRoot', () => {
      expect(configOf({ json: { residences: [lyon], apiRoot: '/leads//' } }).apiRoot).toBe('/leads');
    });

    it('keeps an http(s) stayLink', () => {
      expect(configOf({ json: { residences: [lyon], stayLink: 'https://exemple.fr/sejour/' } }).stayLink).toBe('https://exemple.fr/sejour/');
    });
  });

  describe('residenceName', () => {
    it('is kept when it equals a residence id', () => {
      expect(configOf({ json: { residences: [lyon, rennes], residenceName: 'rennes' } }).residenceName).toBe('rennes');
    });

    it('is kept when it equals a residence name', () => {
      expect(configOf({ json: { residences: [lyon, rennes], residenceName: 'Les Terrasses du Thabor' } }).residenceName).toBe('Les Terrasses du Thabor');
    });

    it('is kept, with nothing to tell, when it is a residence name typed with other quotes, dashes or capitals', () => {
      const sources = { json: { residences: [lyon, { ...rennes, name: 'L’Orée des Arts – Rouen' }], residenceName: "L'oree des arts - Rouen" } };
      expect([configOf(sources).residenceName, warningsOf(sources)]).toEqual(["L'oree des arts - Rouen", []]);
    });

    it('is dropped when it matches nothing', () => {
      expect(configOf({ json: { residences: [lyon], residenceName: 'marseille' } }).residenceName).toBeUndefined();
    });

    it('is warned about, by value, when it matches nothing', () => {
      expect(warningsOf({ json: { residences: [lyon], residenceName: 'marseille' } })).toEqual([expect.stringContaining('"marseille"')]);
    });

    it('is dropped when it names a residence that was left out', () => {
      const config = configOf({ json: { residences: [lyon, { ...rennes, position: { positionX: -3, positionY: 20 } }], residenceName: 'rennes' } });
      expect(config.residenceName).toBeUndefined();
    });
  });
});

describe('parseConfig, when a stronger source holds an unusable value', () => {
  it('keeps the JSON apiRoot under a data-api-root that is not a URL, and says so once', () => {
    const sources: ConfigSources = { json: { residences: [lyon], apiRoot: '/crm/api/' }, attributes: { apiRoot: 'javascript:alert(1)' } };
    expect(configOf(sources).apiRoot).toBe('/crm/api');
    expect(warningsOf(sources)).toEqual(['data-api-root "javascript:alert(1)" n’est pas une adresse http(s) ou relative, ignoré']);
  });

  it('keeps the data attribute under a mount() option that is not a URL', () => {
    const sources: ConfigSources = { json: { residences: [lyon], stayLink: '/json' }, attributes: { stayLink: '/attribute' }, overrides: { stayLink: 'data:text/html,x' } };
    expect(configOf(sources).stayLink).toBe('/attribute');
  });

  it('passes over an empty attribute without a warning', () => {
    const sources: ConfigSources = { json: { residences: [lyon], disclaimer: 'Tarifs indicatifs.' }, attributes: { disclaimer: '' } };
    expect(configOf(sources).disclaimer).toBe('Tarifs indicatifs.');
    expect(warningsOf(sources)).toEqual([]);
  });

  it('reports a __proto__ key as unknown instead of taking it as the prototype', () => {
    const json = JSON.parse('{"residences": [], "__proto__": {"apiRoot": "https://evil.example"}}') as Record<string, unknown>;
    json.residences = [lyon];
    const result = parseConfig({ json });
    expect(result.ok && result.config.apiRoot).toBe('/api');
    expect(result.ok && result.warnings.join()).toContain('clé(s) inconnue(s) __proto__');
  });
});

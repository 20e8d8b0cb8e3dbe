import { parseConfig } from '../../../src/config/parse-config';
import { DEFAULT_CONFIG_ID, readSources } from '../../../src/config/read-sources';

const residences = [
  { id: 'lyon', name: 'Les Terrasses de la Croix-Rousse', region: 'Auvergne-Rhône-Alpes', isOpen: true, position: { positionX: 67.8, positionY: 50.9 }, prices: { studio: 1250 } },
];

function addScript(id: string, text: string): HTMLScriptElement {
  const script = document.createElement('script');
  script.type = 'application/json';
  script.id = id;
  script.textContent = text;
  document.body.append(script);
  return script;
}

function addContainer(attributes: Record<string, string> = {}): HTMLElement {
  const container = document.createElement('div');
  container.setAttribute('data-quote-wizard', '');
  for (const [name, value] of Object.entries(attributes)) container.setAttribute(name, value);
  document.body.append(container);
  return container;
}

afterEach(() => {
  document.body.replaceChildren();
});

describe('readSources', () => {
  it(`reads the JSON of the #${DEFAULT_CONFIG_ID} script by default`, () => {
    addScript(DEFAULT_CONFIG_ID, JSON.stringify({ residences, stayLink: '/sejour' }));
    expect(readSources(addContainer()).json).toEqual({ residences, stayLink: '/sejour' });
  });

  it('reads the script named by data-config instead', () => {
    addScript(DEFAULT_CONFIG_ID, JSON.stringify({ residences: [] }));
    addScript('autre-config', JSON.stringify({ residences }));
    expect(readSources(addContainer({ 'data-config': 'autre-config' })).json).toEqual({ residences });
  });

  it('reads a configuration pasted as the container’s own text, and tells the editor where it belongs', () => {
    const container = addContainer();
    container.textContent = `\n  ${JSON.stringify({ residences })}\n`;
    const result = parseConfig(readSources(container));
    expect(result.ok && result.config.residences.map((residence) => residence.id)).toEqual(['lyon']);
    expect(result.ok && result.warnings).toEqual([
      'la configuration est écrite dans le conteneur lui-même\u00a0; elle est lue, mais placez-la à côté, dans <script type="application/json" id="quote-wizard-config">{"residences": [...]}</script>',
    ]);
  });

  it.each([[null], [''], ['text/javascript'], ['module']])('reads a configuration script of type %p, and tells the editor why the browser reports an error', (type) => {
    const script = addScript(DEFAULT_CONFIG_ID, JSON.stringify({ residences }));
    if (type === null) script.removeAttribute('type');
    else script.setAttribute('type', type);
    const result = parseConfig(readSources(addContainer()));
    expect(result.ok && result.config.residences.map((residence) => residence.id)).toEqual(['lyon']);
    expect(result.ok && result.warnings).toEqual([
      'le script #quote-wizard-config n’a pas type="application/json"\u00a0: le navigateur essaie de l’exécuter comme du JavaScript et signale une erreur de syntaxe, qui ne vient pas du simulateur. La configuration est lue tout de même\u00a0; ouvrez le script par <script type="application/json" id="quote-wizard-config">',
    ]);
  });

  it.each([['application/json'], [' Application/JSON '], ['text/plain']])('says nothing of a configuration script of type %p, which the browser does not run', (type) => {
    addScript(DEFAULT_CONFIG_ID, JSON.stringify({ residences })).setAttribute('type', type);
    const result = parseConfig(readSources(addContainer()));
    expect(result.ok && result.warnings).toEqual([]);
  });

  it.each([['div'], ['pre']])('reads a configuration written in a <%s> the page shows, and tells the editor its visitors see it', (name) => {
    const holder = document.createElement(name);
    holder.id = DEFAULT_CONFIG_ID;
    holder.textContent = JSON.stringify({ residences });
    document.body.append(holder);
    const result = parseConfig(readSources(addContainer()));
    expect(result.ok && result.config.residences.map((residence) => residence.id)).toEqual(['lyon']);
    expect(result.ok && result.warnings).toEqual([
      `la configuration #quote-wizard-config est écrite dans un élément <${name}>, que la page affiche à ses visiteurs\u00a0: elle est lue, mais placez-la dans <script type="application/json" id="quote-wizard-config">, que la page ne montre pas`,
    ]);
  });

  it('says nothing of a configuration in an element the page hides', () => {
    const holder = document.createElement('div');
    holder.id = DEFAULT_CONFIG_ID;
    holder.hidden = true;
    holder.textContent = JSON.stringify({ residences });
    document.body.append(holder);
    const result = parseConfig(readSources(addContainer()));
    expect(result.ok && result.warnings).toEqual([]);
  });

  it('leaves a container’s own text alone when it is not a JSON object', () => {
    const container = addContainer();
    container.textContent = '{ Pour un devis, appelez le 01 23 45 67 89 }';
    const sources = readSources(container);
    expect('json' in sources).toBe(false);
    expect(sources.jsonProblem).toContain('aucun script de configuration trouvé');
  });

  it('names the page’s JSON scripts under another id when the configuration script is missing', () => {
    addScript('config-devis', JSON.stringify({ residences }));
    expect(readSources(addContainer()).jsonProblem).toMatch(
      /aucun script de configuration trouvé.* \(la page a un script JSON #config-devis\u00a0: si c’est la configuration, ajoutez data-config="config-devis" au conteneur\)$/,
    );
  });

  it('falls back to the default id when data-config is blank', () => {
    addScript(DEFAULT_CONFIG_ID, JSON.stringify({ residences }));
    expect(readSources(addContainer({ 'data-config': '  ' })).json).toEqual({ residences });
  });

  it('reports a missing script, naming the id to add', () => {
    const sources = readSources(addContainer({ 'data-config': 'absent' }));
    expect([sources.json, sources.jsonProblem]).toEqual([undefined, expect.stringContaining('id="absent"')]);
  });

  it('reports bad JSON, naming the script', () => {
    addScript(DEFAULT_CONFIG_ID, '{ "residences": [ }');
    const sources = readSources(addContainer());
    expect([sources.json, sources.jsonProblem]).toEqual([undefined, expect.stringContaining(`#${DEFAULT_CONFIG_ID} n’est pas du JSON valide`)]);
  });

  it('reports an empty script as such', () => {
    addScript(DEFAULT_CONFIG_ID, '');
    expect(readSources(addContainer()).jsonProblem).toBe(`le script de configuration #${DEFAULT_CONFIG_ID} est vide`);
  });

  it('reads every data attribute into its configuration key', () => {
    const container = addContainer({
      'data-api-root': '/leads',
      'data-stay-link': '/sejour',
      'data-residence-name': 'lyon',
      'data-disclaimer': 'Tarifs indicatifs',
      'data-maps-api-key': 'AIza123',
      'data-nonce': 'n0nce',
      'data-save-progress': 'false',
      'data-save-contact': 'true',
      'data-contact-phone': '01 23 45 67 89',
    });
    expect(readSources(container).attributes).toEqual({
      apiRoot: '/leads',
      stayLink: '/sejour',
      residenceName: 'lyon',
      disclaimer: 'Tarifs indicatifs',
      mapsApiKey: 'AIza123',
      nonce: 'n0nce',
      saveProgress: 'false',
      saveContact: 'true',
      contactPhone: '01 23 45 67 89',
    });
  });

  it('reads no attribute the container does not carry', () => {
    expect(readSources(addContainer()).attributes).toEqual({});
  });

  it('looks for no script when the mount options give the residences', () => {
    const sources = readSources(addContainer(), { residences });
    expect([sources.json, sources.jsonProblem]).toEqual([undefined, undefined]);
  });

  it('still reads the script named by data-config when the mount options give the residences', () => {
    addScript('autre-config', JSON.stringify({ stayLink: '/sejour' }));
    expect(readSources(addContainer({ 'data-config': 'autre-config' }), { residences }).json).toEqual({ stayLink: '/sejour' });
  });

  it('passes the mount options along', () => {
    addScript(DEFAULT_CONFIG_ID, JSON.stringify({ residences }));
    expect(readSources(addContainer(), { stayLink: '/mount' }).overrides).toEqual({ stayLink: '/mount' });
  });
});

describe('readSources then parseConfig', () => {
  it('lets a data attribute override the JSON', () => {
    addScript(DEFAULT_CONFIG_ID, JSON.stringify({ residences, stayLink: '/json' }));
    expect(parseConfig(readSources(addContainer({ 'data-stay-link': '/attribute' })))).toMatchObject({ ok: true, config: { stayLink: '/attribute' } });
  });

  it('lets a mount option override a data attribute', () => {
    addScript(DEFAULT_CONFIG_ID, JSON.stringify({ residences, stayLink: '/json' }));
    const sources = readSources(addContainer({ 'data-stay-link': '/attribute' }), { stayLink: '/mount' });
    expect(parseConfig(sources)).toMatchObject({ ok: true, config: { stayLink: '/mount' } });
  });

  it('is not usable with bad JSON', () => {
    addScript(DEFAULT_CONFIG_ID, '{ residences: [] }');
    expect(parseConfig(readSources(addContainer()))).toEqual({ ok: false, debug: false, errors: [expect.stringContaining('n’est pas du JSON valide')] });
  });

  it('is not usable without a script', () => {
    expect(parseConfig(readSources(addContainer()))).toEqual({ ok: false, debug: false, errors: [expect.stringContaining('aucun script de configuration')] });
  });

  it('refuses a javascript: apiRoot given as a data attribute', () => {
    addScript(DEFAULT_CONFIG_ID, JSON.stringify({ residences }));
    expect(parseConfig(readSources(addContainer({ 'data-api-root': 'javascript:alert(1)' })))).toMatchObject({ ok: true, config: { apiRoot: '/api' } });
  });
});

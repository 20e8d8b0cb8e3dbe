import { createPartLoader, PART_RETRY_DELAYS_MS, PartLoadError } from '../../../src/embed/load-part';

type Script = HTMLScriptElement & { quoteWizardDefine?: (factory: (shared: unknown, needs: Record<string, unknown>) => unknown) => void };

/**
 * Plays the browser: each <script> the loader adds either runs (calling its factory) or fails to load. A part's
 * exports name its file, and hold what it was given.
 */
function serve(outcomes: Array<'runs' | 'fails' | 'runs-without-defining'>) {
  const urls: string[] = [];
  const observer = new MutationObserver((records) => {
    for (const record of records)
      for (const node of record.addedNodes) {
        if (!(node instanceof HTMLScriptElement)) continue;
        const script = node as Script;
        urls.push(script.src);
        const outcome = outcomes.shift() ?? 'fails';
        const file = script.src.split('/').pop();
        if (outcome === 'runs') script.quoteWizardDefine?.((shared, needs) => ({ shared, needs, file, Step: 'the step' }));
        script.dispatchEvent(new Event(outcome === 'fails' ? 'error' : 'load'));
      }
  });
  observer.observe(document.head, { childList: true });
  return { urls, stop: () => observer.disconnect() };
}

const noWait = async () => undefined;
let server: ReturnType<typeof serve> | undefined;
afterEach(() => server?.stop());

describe('createPartLoader', () => {
  it('loads a part beside the script-tag file and hands it the shared bindings', async () => {
    server = serve(['runs']);
    const load = createPartLoader({ baseUrl: 'https://cdn.exemple.fr/qw/1.2.0/quote-wizard.js', wait: noWait });
    await expect(load('./quote-wizard.steps.abc.js', 'shared')).resolves.toEqual({ shared: 'shared', needs: {}, file: 'quote-wizard.steps.abc.js', Step: 'the step' });
    expect(server.urls).toEqual(['https://cdn.exemple.fr/qw/1.2.0/quote-wizard.steps.abc.js']);
  });

  it('leaves no script element in the page once the part has run', async () => {
    server = serve(['runs']);
    await createPartLoader({ baseUrl: 'https://exemple.fr/quote-wizard.js', wait: noWait })('./part.js', {});
    expect(document.head.querySelector('script')).toBeNull();
  });

  it('gives the script the nonce of the script-tag file', async () => {
    const nonces: string[] = [];
    const observer = new MutationObserver((records) => records.forEach((record) => record.addedNodes.forEach((node) => nonces.push((node as HTMLScriptElement).nonce))));
    observer.observe(document.head, { childList: true });
    server = serve(['runs']);
    await createPartLoader({ baseUrl: 'https://exemple.fr/quote-wizard.js', nonce: 'abc123', wait: noWait })('./part.js', {});
    observer.disconnect();
    expect(nonces).toEqual(['abc123']);
  });

  it('asks again after each failure, with growing waits, and succeeds when the part finally arrives', async () => {
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    server = serve(['fails', 'fails', 'runs']);
    const waits: number[] = [];
    const load = createPartLoader({ baseUrl: 'https://exemple.fr/quote-wizard.js', wait: async (ms) => void waits.push(ms) });
    await expect(load('./part.js', {})).resolves.toEqual(expect.objectContaining({ Step: 'the step' }));
    expect(waits).toEqual(PART_RETRY_DELAYS_MS.slice(0, 2));
    expect(server.urls).toEqual(['https://exemple.fr/part.js', 'https://exemple.fr/part.js?retry=1', 'https://exemple.fr/part.js?retry=2']);
  });

  it('rejects with PartLoadError once the retries are spent, and starts afresh on the next call', async () => {
    const warned = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const failed = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    server = serve(['fails', 'fails', 'fails', 'fails', 'runs']);
    const load = createPartLoader({ baseUrl: 'https://cdn.exemple.fr/devis/quote-wizard.js', wait: noWait });
    // Named by the file's own address, not by its last retry's.
    await expect(load('./part.js', {})).rejects.toEqual(expect.objectContaining({ name: 'PartLoadError', url: 'https://cdn.exemple.fr/devis/part.js' }));
    expect(warned).toHaveBeenCalledTimes(PART_RETRY_DELAYS_MS.length);
    expect(warned.mock.calls[0]).toEqual(['[QuoteWizard]', 'https://cdn.exemple.fr/devis/part.js ne s’est pas chargé, nouvel essai dans 400\u00a0ms.']);
    // Once, when the retries are spent: the file and the folder, for the people who set the widget up.
    expect(failed.mock.calls).toEqual([
      [
        '[QuoteWizard]',
        'https://cdn.exemple.fr/devis/part.js ne se charge pas, même après plusieurs essais\u00a0: les visiteurs ne peuvent pas aller plus loin que la recherche. Déposez tous les fichiers quote-wizard.*.js à côté de quote-wizard.js, dans https://cdn.exemple.fr/devis/.',
      ],
    ]);
    await expect(load('./part.js', {})).resolves.toEqual(expect.objectContaining({ Step: 'the step' }));
  });

  it('treats a file that loads but defines nothing (a wrong file, an error page) as a failure', async () => {
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    server = serve(['runs-without-defining', 'runs']);
    await expect(createPartLoader({ baseUrl: 'https://exemple.fr/quote-wizard.js', wait: noWait })('./part.js', {})).resolves.toEqual(expect.objectContaining({ Step: 'the step' }));
    expect(server.urls).toHaveLength(2);
  });

  it('loads a part once for every widget that asks for it', async () => {
    server = serve(['runs']);
    const load = createPartLoader({ baseUrl: 'https://exemple.fr/quote-wizard.js', wait: noWait });
    const [first, second] = await Promise.all([load('./part.js', {}), load('./part.js', {})]);
    expect(first).toBe(second);
    expect(server.urls).toHaveLength(1);
  });

  it('fetches the library parts a part needs beside it, and hands the part their exports by file name', async () => {
    server = serve(['runs', 'runs', 'runs']);
    const load = createPartLoader({ baseUrl: 'https://cdn.exemple.fr/qw/quote-wizard.js', wait: noWait });
    const part = (await load('./steps.js', 'shared', ['forms.js', 'validation.js'])) as { file: string; needs: Record<string, { file: string; shared: unknown }> };
    expect(part.file).toBe('steps.js');
    expect(Object.keys(part.needs)).toEqual(['forms.js', 'validation.js']);
    expect(part.needs['forms.js']).toEqual(expect.objectContaining({ file: 'forms.js', shared: 'shared' }));
    expect(part.needs['validation.js']).toEqual(expect.objectContaining({ file: 'validation.js', shared: 'shared' }));
    expect(server.urls.sort()).toEqual(['https://cdn.exemple.fr/qw/forms.js', 'https://cdn.exemple.fr/qw/steps.js', 'https://cdn.exemple.fr/qw/validation.js']);
  });

  it('loads a library part once for every part that needs it', async () => {
    server = serve(['runs', 'runs', 'runs']);
    const load = createPartLoader({ baseUrl: 'https://exemple.fr/quote-wizard.js', wait: noWait });
    const [first, second] = (await Promise.all([load('./a.js', {}, ['forms.js']), load('./b.js', {}, ['forms.js'])])) as Array<{ needs: Record<string, unknown> }>;
    expect(first.needs['forms.js']).toBe(second.needs['forms.js']);
    expect(server.urls.filter((url) => url.endsWith('/forms.js'))).toHaveLength(1);
  });

  it('rejects with PartLoadError when a library part never comes, and asks for it again on the next call', async () => {
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const failed = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const load = createPartLoader({ baseUrl: 'https://exemple.fr/quote-wizard.js', wait: noWait });
    // The part itself comes; its library fails four times (the first try and each retry).
    server = serve(['runs', 'fails', 'fails', 'fails', 'fails']);
    await expect(load('./steps.js', {}, ['forms.js'])).rejects.toBeInstanceOf(PartLoadError);
    expect(server.urls.filter((url) => url.includes('/forms.js'))).toHaveLength(PART_RETRY_DELAYS_MS.length + 1);
    // The library's file is the one named as missing.
    expect(failed.mock.calls.map((call) => call.join(' '))).toEqual([expect.stringMatching(/^\[QuoteWizard\] https:\/\/exemple\.fr\/forms\.js ne se charge pas/)]);
    server.stop();
    server = serve(['runs', 'runs']);
    await expect(load('./steps.js', {}, ['forms.js'])).resolves.toEqual(expect.objectContaining({ needs: { 'forms.js': expect.objectContaining({ file: 'forms.js' }) } }));
  });
});

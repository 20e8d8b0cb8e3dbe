import { createPartLoader, PART_RETRY_DELAYS_MS, PartLoadError } from '../../../src/embed/load-part';

type Script = HTMLScriptElement & { quoteWizardDefine?: (factory: (shared: unknown) => unknown) => void };

/** Plays the browser: each <script> the loader adds either runs (calling its factory) or fails to load. */
function serve(outcomes: Array<'runs' | 'fails' | 'runs-without-defining'>) {
  const urls: string[] = [];
  const observer = new MutationObserver((records) => {
    for (const record of records)
      for (const node of record.addedNodes) {
        if (!(node instanceof HTMLScriptElement)) continue;
        const script = node as Script;
        urls.push(script.src);
        const outcome = outcomes.shift() ?? 'fails';
        if (outcome === 'runs') script.quoteWizardDefine?.((shared) => ({ shared, Step: 'the step' }));
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
    await expect(load('./quote-wizard.steps.abc.js', 'shared')).resolves.toEqual({ shared: 'shared', Step: 'the step' });
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
    server = serve(['fails', 'fails', 'fails', 'fails', 'runs']);
    const load = createPartLoader({ baseUrl: 'https://exemple.fr/quote-wizard.js', wait: noWait });
    await expect(load('./part.js', {})).rejects.toBeInstanceOf(PartLoadError);
    expect(warned).toHaveBeenCalledTimes(PART_RETRY_DELAYS_MS.length);
    expect(warned.mock.calls[0][0]).toBe('[QuoteWizard]');
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
});

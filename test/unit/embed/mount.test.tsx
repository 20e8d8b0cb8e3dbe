import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { autoMount, mount, MOUNTED_ATTRIBUTE, type WizardHandle } from '../../../src/embed/mount';
import { fillVisitorForm } from '../support/render';

/** The configuration as a CMS editor writes it in the JSON script. */
const editorConfig = {
  residences: [
    {
      id: 'lyon-croix-rousse',
      name: 'Les Terrasses de la Croix-Rousse',
      region: 'Auvergne-Rhône-Alpes',
      description: 'Au cœur des pentes.',
      isOpen: true,
      position: { positionX: 67.8, positionY: 50.9 },
      prices: { studio: '1 250', one_room: 1640 },
    },
    {
      id: 'rennes',
      name: 'La Villa des Lices',
      region: 'Bretagne',
      description: 'Près du marché des Lices.',
      isOpen: false,
      position: { positionX: 32, positionY: 27 },
      prices: { studio: 990 },
    },
  ],
  disclaimer: 'Tarifs du script JSON.',
};

const UNAVAILABLE = 'Le simulateur de devis est momentanément indisponible.';
const TITLE = 'Votre devis personnalisé en quelques clics';

let handles: WizardHandle[] = [];

function addScript(content: unknown, id = 'quote-wizard-config') {
  const script = document.createElement('script');
  script.type = 'application/json';
  script.id = id;
  script.textContent = typeof content === 'string' ? content : JSON.stringify(content);
  document.body.append(script);
}

function addContainer(attributes: Record<string, string> = {}): HTMLElement {
  const element = document.createElement('div');
  element.setAttribute('data-quote-wizard', '');
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  document.body.append(element);
  return element;
}

/** React 19 renders asynchronously: act() lets the first render finish. */
function mountNow(element: HTMLElement, overrides?: Parameters<typeof mount>[1]): WizardHandle {
  let handle: WizardHandle | undefined;
  act(() => {
    handle = mount(element, overrides);
  });
  if (!handle) throw new Error('mount returned nothing');
  handles.push(handle);
  return handle;
}

/** The shadow root of the element the widget adds to its container. */
function shadowOf(element: HTMLElement): ShadowRoot | null {
  return element.querySelector('quote-wizard-root')?.shadowRoot ?? null;
}

/** The widget inside that shadow root, for Testing Library queries. */
function widget(element: HTMLElement): HTMLElement {
  const root = shadowOf(element)?.querySelector<HTMLElement>('.qw-root');
  if (!root) throw new Error('no widget in the shadow root');
  return root;
}

beforeEach(() => {
  document.body.innerHTML = '';
  document.body.className = '';
  window.sessionStorage.clear();
});

afterEach(() => {
  act(() => handles.forEach((handle) => handle.unmount()));
  handles = [];
  document.body.innerHTML = '';
  window.sessionStorage.clear();
});

describe('mount', () => {
  it('renders the wizard into an open shadow root of an element of its own in the container', () => {
    addScript(editorConfig);
    const element = addContainer();
    mountNow(element);
    expect(element.shadowRoot).toBeNull();
    expect(shadowOf(element)?.mode).toBe('open');
    expect(within(widget(element)).getByRole('heading', { name: TITLE })).toBeInTheDocument();
  });

  it('adds that one element to the light DOM of the page, and no text', () => {
    addScript(editorConfig);
    const element = addContainer();
    mountNow(element);
    expect(Array.from(element.childNodes, (node) => node.nodeName)).toEqual(['QUOTE-WIZARD-ROOT']);
    expect(screen.queryByText(TITLE)).not.toBeInTheDocument();
  });

  it('reads the residences from the quote-wizard-config script by default', () => {
    addScript(editorConfig);
    const element = addContainer();
    mountNow(element);
    const list = within(widget(element)).getByRole('list', { name: 'Liste des résidences' });
    expect(within(list).getAllByRole('button')).toHaveLength(2);
    expect(within(list).getByText('La Villa des Lices')).toBeInTheDocument();
  });

  it('reads the script named by data-config', () => {
    addScript({ residences: [editorConfig.residences[1]] }, 'autre-config');
    addScript(editorConfig);
    const element = addContainer({ 'data-config': 'autre-config' });
    mountNow(element);
    const list = within(widget(element)).getByRole('list', { name: 'Liste des résidences' });
    expect(within(list).getAllByRole('button')).toHaveLength(1);
    expect(within(list).getByText('La Villa des Lices')).toBeInTheDocument();
  });

  it('lets a data attribute override the JSON', async () => {
    addScript(editorConfig);
    const element = addContainer({ 'data-disclaimer': 'Tarifs de l’attribut.' });
    mountNow(element);
    expect(await within(widget(element)).findByText('Tarifs de l’attribut.')).toBeInTheDocument();
    expect(within(widget(element)).queryByText('Tarifs du script JSON.')).not.toBeInTheDocument();
  });

  it('opens at the form for data-residence-name', async () => {
    addScript(editorConfig);
    const element = addContainer({ 'data-residence-name': 'La Villa des Lices' });
    mountNow(element);
    expect(await within(widget(element)).findByRole('heading', { name: 'Vos informations' })).toBeInTheDocument();
    expect(within(widget(element)).getByText('La Villa des Lices', { selector: 'strong' })).toBeInTheDocument();
  });

  it('lets mount() options override the data attributes', () => {
    addScript(editorConfig);
    const element = addContainer({ 'data-disclaimer': 'Tarifs de l’attribut.' });
    mountNow(element, { disclaimer: 'Tarifs de l’intégrateur.' });
    expect(within(widget(element)).getByText('Tarifs de l’intégrateur.')).toBeInTheDocument();
  });

  it('marks the element as mounted', () => {
    addScript(editorConfig);
    const element = addContainer();
    mountNow(element);
    expect(element).toHaveAttribute(MOUNTED_ATTRIBUTE);
  });

  it('returns the same handle when the element is mounted twice', () => {
    addScript(editorConfig);
    const element = addContainer();
    const first = mountNow(element);
    const second = mountNow(element);
    expect(second).toBe(first);
  });

  it('does not duplicate the widget when mounted twice', () => {
    addScript(editorConfig);
    const element = addContainer();
    mountNow(element);
    mountNow(element);
    expect(shadowOf(element)?.querySelectorAll('.qw-root')).toHaveLength(1);
  });

  it('gives the shadow root the widget styles', () => {
    addScript(editorConfig);
    const element = addContainer({ 'data-nonce': 'r4nd0m' });
    mountNow(element);
    const style = shadowOf(element)?.querySelector('style');
    expect(style?.textContent).toContain('--qw-color-primary');
    expect(style?.nonce).toBe('r4nd0m');
  });
});

/** Ids named by for, aria-labelledby and aria-describedby that the shadow root does not hold. */
function unresolvedIdrefs(root: ShadowRoot): string[] {
  const missing: string[] = [];
  for (const element of Array.from(root.querySelectorAll('[for], [aria-labelledby], [aria-describedby]'))) {
    for (const name of ['for', 'aria-labelledby', 'aria-describedby']) {
      for (const id of (element.getAttribute(name) ?? '').split(/\s+/).filter(Boolean)) if (!root.getElementById(id)) missing.push(`${name}=${id}`);
    }
  }
  return missing;
}

describe('references inside the shadow root', () => {
  it('resolves every IDREF of the search step in the shadow root', () => {
    addScript(editorConfig);
    const element = addContainer();
    mountNow(element);
    expect(shadowOf(element)?.querySelectorAll('[aria-describedby]').length).toBeGreaterThan(0);
    expect(unresolvedIdrefs(shadowOf(element) as ShadowRoot)).toEqual([]);
  });

  it('resolves every IDREF of the form with its errors in the shadow root', async () => {
    const user = userEvent.setup();
    addScript(editorConfig);
    const element = addContainer({ 'data-residence-name': 'rennes' });
    mountNow(element);
    await user.click(within(widget(element)).getByRole('button', { name: 'Découvrir mon tarif' }));
    await within(widget(element)).findByRole('group', { name: 'Il y a un problème' });
    expect(unresolvedIdrefs(shadowOf(element) as ShadowRoot)).toEqual([]);
  });

  it('focuses a field from a summary link inside the shadow root', async () => {
    const user = userEvent.setup();
    addScript(editorConfig);
    const element = addContainer({ 'data-residence-name': 'rennes' });
    mountNow(element);
    const view = within(widget(element));
    await user.click(view.getByRole('button', { name: 'Découvrir mon tarif' }));
    await user.click(await view.findByRole('link', { name: 'Nom\u00a0: Ce champ est requis' }));
    expect(shadowOf(element)?.activeElement).toBe(view.getByRole('textbox', { name: 'Nom' }));
  });
});

describe('unmount', () => {
  it('takes its element away, leaving the container as it was', () => {
    addScript(editorConfig);
    const element = addContainer();
    const handle = mountNow(element);
    act(() => handle.unmount());
    expect(element.childNodes).toHaveLength(0);
    expect(element.shadowRoot).toBeNull();
  });

  it('removes the mounted attribute', () => {
    addScript(editorConfig);
    const element = addContainer();
    const handle = mountNow(element);
    act(() => handle.unmount());
    expect(element).not.toHaveAttribute(MOUNTED_ATTRIBUTE);
  });

  it('removes every window listener it added', () => {
    const added = jest.spyOn(window, 'addEventListener');
    const removed = jest.spyOn(window, 'removeEventListener');
    addScript(editorConfig);
    const element = addContainer();
    const handle = mountNow(element);
    const ours = added.mock.calls.filter(([type]) => type === 'resize' || type === 'scroll');
    expect(ours.length).toBeGreaterThan(0);
    act(() => handle.unmount());
    for (const [type, listener] of ours) expect(removed).toHaveBeenCalledWith(type, listener);
  });

  it('can be called twice safely', () => {
    addScript(editorConfig);
    const element = addContainer();
    const handle = mountNow(element);
    act(() => handle.unmount());
    expect(() => act(() => handle.unmount())).not.toThrow();
  });

  it('lets the element be mounted again afterwards', () => {
    addScript(editorConfig);
    const element = addContainer();
    const first = mountNow(element);
    act(() => first.unmount());
    const second = mountNow(element);
    expect(second).not.toBe(first);
    expect(shadowOf(element)?.querySelectorAll('.qw-root')).toHaveLength(1);
    expect(within(widget(element)).getByRole('heading', { name: TITLE })).toBeInTheDocument();
  });
});

describe('mount() given no element', () => {
  it.each([
    ['a selector that found nothing', () => document.querySelector('#absent'), 'null'],
    ['nothing at all', () => undefined, 'undefined'],
    ['a selector instead of its element', () => '#devis' as unknown as Element, '"#devis"'],
  ])('logs one [QuoteWizard] error for %s, throws nothing and returns a handle that does nothing', (_name, given, shown) => {
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const handle = mount(given(), { residences: editorConfig.residences });
    expect(errors).toHaveBeenCalledTimes(1);
    expect(errors.mock.calls[0][0]).toBe('[QuoteWizard]');
    expect(errors.mock.calls[0].join(' ')).toContain(`mount() attend un élément de la page et a reçu ${shown}\u00a0: vérifiez que le sélecteur le trouve`);
    expect(() => handle.unmount()).not.toThrow();
    expect(document.querySelector(`[${MOUNTED_ATTRIBUTE}]`)).toBeNull();
  });

  it('mounts in an element of a frame, which is no instance of this window’s Element', () => {
    const frame = document.body.appendChild(document.createElement('iframe'));
    const frameDocument = frame.contentDocument as Document;
    const element = frameDocument.body.appendChild(frameDocument.createElement('div'));
    expect(element instanceof Element).toBe(false);
    mountNow(element, { residences: editorConfig.residences });
    expect(element.hasAttribute(MOUNTED_ATTRIBUTE)).toBe(true);
    frame.remove();
  });
});

describe('a configuration that cannot be used', () => {
  it('shows the French unavailable message when the script is missing', () => {
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const element = addContainer();
    mountNow(element);
    expect(within(widget(element)).getByText(UNAVAILABLE)).toBeInTheDocument();
    expect(errors).toHaveBeenCalledTimes(1);
  });

  it('logs one [QuoteWizard] error naming a missing script', () => {
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    mountNow(addContainer());
    expect(errors).toHaveBeenCalledTimes(1);
    expect(errors.mock.calls[0][0]).toBe('[QuoteWizard]');
    expect(errors.mock.calls[0].join(' ')).toContain('aucun script de configuration trouvé');
    expect(errors.mock.calls[0].join(' ')).toContain('id="quote-wizard-config"');
  });

  it('logs one [QuoteWizard] error naming bad JSON', () => {
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    addScript('{ "residences": [ }');
    const element = addContainer();
    mountNow(element);
    expect(within(widget(element)).getByText(UNAVAILABLE)).toBeInTheDocument();
    expect(errors).toHaveBeenCalledTimes(1);
    expect(errors.mock.calls[0][0]).toBe('[QuoteWizard]');
    expect(errors.mock.calls[0].join(' ')).toContain('n’est pas du JSON valide, ligne 1 du script');
  });

  it('offers the number of the configuration all the same, from the JSON or from the attribute beside broken JSON', () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    addScript({ residences: [], contactPhone: '01 23 45 67 89' });
    const fromJson = addContainer();
    mountNow(fromJson);
    expect(within(widget(fromJson)).getByRole('link', { name: /01 23 45 67 89/ })).toHaveAttribute('href', 'tel:0123456789');
    document.body.innerHTML = '';
    addScript('{ "residences": [ }');
    const fromAttribute = addContainer({ 'data-contact-phone': '04 78 00 00 00' });
    mountNow(fromAttribute);
    expect(widget(fromAttribute).textContent).toContain(UNAVAILABLE);
    expect(within(widget(fromAttribute)).getByRole('link', { name: /04 78 00 00 00/ })).toHaveAttribute('href', 'tel:0478000000');
  });

  it('leaves what the container held in view, as it cannot take its place', () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    addScript({ residences: [] });
    const element = addContainer();
    element.innerHTML = 'Pour un devis, <strong>appelez le 01 23 45 67 89</strong>.';
    const before = element.innerHTML;
    const handle = mountNow(element);
    expect(element.querySelector('strong')).not.toHaveAttribute('hidden');
    expect(Array.from(element.childNodes, (node) => node.nodeName)).toEqual(['#text', 'STRONG', '#text', 'QUOTE-WIZARD-ROOT']);
    expect(widget(element).textContent).toBe(UNAVAILABLE);
    act(() => handle.unmount());
    expect(element.innerHTML).toBe(before);
  });

  it('logs one [QuoteWizard] error naming an empty residence list', () => {
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    addScript({ residences: [] });
    const element = addContainer();
    mountNow(element);
    expect(within(widget(element)).getByText(UNAVAILABLE)).toBeInTheDocument();
    expect(errors).toHaveBeenCalledTimes(1);
    expect(errors.mock.calls[0].join(' ')).toContain('«\u00a0residences\u00a0» est vide');
  });

  it("emits 'quote-wizard:error' of kind config from the element", () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const heard: CustomEvent[] = [];
    const listener = (event: Event) => heard.push(event as CustomEvent);
    document.addEventListener('quote-wizard:error', listener);
    try {
      mountNow(addContainer());
    } finally {
      document.removeEventListener('quote-wizard:error', listener);
    }
    expect(heard).toHaveLength(1);
    expect(heard[0].detail).toEqual(expect.objectContaining({ kind: 'config', message: expect.stringContaining('aucun script de configuration trouvé') }));
  });

  it('still uses the residences the editor got right, with a warning for the others', () => {
    const warnings = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    addScript({ residences: [...editorConfig.residences, { id: 'sans-nom', region: 'Bretagne', isOpen: true, position: { positionX: 10, positionY: 10 }, prices: { studio: 900 } }] });
    const element = addContainer();
    mountNow(element);
    expect(within(within(widget(element)).getByRole('list', { name: 'Liste des résidences' })).getAllByRole('button')).toHaveLength(2);
    expect(errors).not.toHaveBeenCalled();
    expect(warnings).toHaveBeenCalledTimes(1);
    expect(warnings.mock.calls[0][0]).toBe('[QuoteWizard]');
  });
});

describe('autoMount', () => {
  it('mounts every [data-quote-wizard] element', () => {
    addScript(editorConfig);
    const first = addContainer();
    const second = addContainer();
    act(() => {
      handles.push(...autoMount());
    });
    expect(handles).toHaveLength(2);
    expect(within(widget(first)).getByRole('heading', { name: TITLE })).toBeInTheDocument();
    expect(within(widget(second)).getByRole('heading', { name: TITLE })).toBeInTheDocument();
  });

  it('mounts only inside the given root', () => {
    addScript(editorConfig);
    const outside = addContainer();
    const section = document.createElement('section');
    const inside = document.createElement('div');
    inside.setAttribute('data-quote-wizard', '');
    section.append(inside);
    document.body.append(section);
    act(() => {
      handles.push(...autoMount(section));
    });
    expect(shadowOf(inside)).not.toBeNull();
    expect(shadowOf(outside)).toBeNull();
  });

  it('mounts every container, a list or one with a closed shadow root of its own among them, and says which one hides it', () => {
    addScript(editorConfig);
    const first = addContainer();
    const list = document.createElement('ul');
    list.setAttribute('data-quote-wizard', '');
    document.body.append(list);
    const closed = addContainer({ id: 'closed' });
    closed.attachShadow({ mode: 'closed' });
    const last = addContainer();
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    act(() => {
      handles.push(...autoMount());
    });
    // The widget lives in an element of its own, which any element can hold: nothing fails to mount.
    expect(handles).toHaveLength(4);
    expect(errors.mock.calls.filter((call) => String(call[1]).includes('n’a pas pu démarrer dans'))).toEqual([]);
    errors.mockRestore();
    for (const element of [first, list, last]) expect(within(widget(element)).getByRole('heading', { name: TITLE })).toBeInTheDocument();
    expect(closed.hasAttribute(MOUNTED_ATTRIBUTE)).toBe(true);
  });

  it('is idempotent: a second run returns the same handles and adds nothing', () => {
    addScript(editorConfig);
    const element = addContainer();
    let first: WizardHandle[] = [];
    let second: WizardHandle[] = [];
    act(() => {
      first = autoMount();
      second = autoMount();
    });
    handles.push(...first);
    expect(second).toEqual(first);
    expect(shadowOf(element)?.querySelectorAll('.qw-root')).toHaveLength(1);
  });
});

describe('events and independence', () => {
  it("dispatches 'quote-wizard:step' from the element, bubbling to the document", async () => {
    const user = userEvent.setup();
    addScript(editorConfig);
    const element = addContainer();
    mountNow(element);
    const heard: CustomEvent[] = [];
    const listener = (event: Event) => heard.push(event as CustomEvent);
    document.addEventListener('quote-wizard:step', listener);
    try {
      await user.click(within(widget(element)).getByRole('button', { name: 'Résidence La Villa des Lices, Bretagne, Ouverture prochaine' }));
      await waitFor(() => expect(heard).toHaveLength(1));
    } finally {
      document.removeEventListener('quote-wizard:step', listener);
    }
    expect(heard[0].target).toBe(element);
    expect(heard[0].bubbles).toBe(true);
    expect(heard[0].composed).toBe(true);
    expect(heard[0].detail).toBe(1);
  });

  it('keeps two widgets of one page independent', async () => {
    const user = userEvent.setup();
    addScript(editorConfig);
    const first = addContainer({ id: 'devis-1' });
    const second = addContainer({ id: 'devis-2' });
    mountNow(first);
    mountNow(second);
    await user.click(within(widget(first)).getByRole('button', { name: 'Résidence La Villa des Lices, Bretagne, Ouverture prochaine' }));
    expect(await within(widget(first)).findByRole('heading', { name: 'Vos informations' })).toBeInTheDocument();
    expect(within(widget(second)).getByRole('heading', { name: 'Rechercher sa résidence', level: 3 })).toBeInTheDocument();
  });
});

describe('saved progress of several widgets', () => {
  /** A container mount() is given, without the data-quote-wizard attribute autoMount looks for. */
  function plainContainer(): HTMLElement {
    const element = document.createElement('div');
    document.body.append(element);
    return element;
  }

  const progressKeys = () => Object.keys(window.sessionStorage).filter((key) => key.startsWith('quote-wizard:progress:')).sort();

  it('gives two widgets mounted by mount(), without ids, keys of their own', async () => {
    const user = userEvent.setup();
    addScript(editorConfig);
    const first = plainContainer();
    const second = plainContainer();
    mountNow(first);
    mountNow(second);
    await user.click(within(widget(first)).getByRole('button', { name: 'Résidence La Villa des Lices, Bretagne, Ouverture prochaine' }));
    await user.click(within(widget(second)).getByRole('button', { name: 'Résidence Les Terrasses de la Croix-Rousse, Auvergne-Rhône-Alpes' }));
    const keys = progressKeys();
    expect(keys).toHaveLength(2);
    const saved = keys.map((key) => JSON.parse(window.sessionStorage.getItem(key) ?? '{}').residenceId).sort();
    expect(saved).toEqual(['lyon-croix-rousse', 'rennes']);
  });

  it('brings each one its own progress back after a reload', async () => {
    const user = userEvent.setup();
    addScript(editorConfig);
    const [first, second] = [plainContainer(), plainContainer()];
    mountNow(first);
    mountNow(second);
    await user.click(within(widget(second)).getByRole('button', { name: 'Résidence La Villa des Lices, Bretagne, Ouverture prochaine' }));
    act(() => handles.splice(0).forEach((handle) => handle.unmount()));
    mountNow(first);
    mountNow(second);
    expect(within(widget(first)).getByRole('heading', { name: 'Rechercher sa résidence', level: 3 })).toBeInTheDocument();
    expect(await within(widget(second)).findByRole('heading', { name: 'Vos informations' })).toBeInTheDocument();
  });
});

describe('the whole journey in the shadow root', () => {
  const originalFetch = window.fetch;
  afterEach(() => {
    window.fetch = originalFetch;
  });

  async function reachDialog() {
    const user = userEvent.setup();
    const sent: Array<{ url: string; init?: RequestInit }> = [];
    window.fetch = jest.fn(async (url: RequestInfo | URL, init?: RequestInit) => {
      sent.push({ url: String(url), init });
      return { ok: true, status: 201, text: async () => '{"id":1}', json: async () => ({ id: 1 }) } as Response;
    });
    addScript({ ...editorConfig, apiRoot: '/devis/api' });
    const element = addContainer({ 'data-residence-name': 'lyon-croix-rousse' });
    const handle = mountNow(element);
    const view = within(widget(element));
    // user-event prepares inputs from a focus listener on the document, which a shadow root retargets: typed text
    // would not reach React there (clicks do). fireEvent.change sets the value the way React expects.
    const typed: Array<[string, string]> = [
      ['Prénom', 'Jeanne'],
      ['Nom', 'Dupont'],
      ['Adresse e-mail', 'jeanne@exemple.fr'],
      ['Téléphone', '0612345678'],
    ];
    for (const [name, value] of typed) fireEvent.change(view.getByRole('textbox', { name }), { target: { value } });
    await fillVisitorForm(user, { civility: 'Madame', status: 'Parent', knowUs: 'Presse', housing: 'T1', rgpd: true }, view);
    await user.click(view.getByRole('button', { name: 'Découvrir mon tarif' }));
    await view.findByRole('heading', { name: 'Votre tarif' });
    await user.click(view.getByRole('button', { name: 'Être contacté par un conseiller' }));
    await view.findByRole('dialog');
    return { element, handle, sent };
  }

  it('posts the lead as JSON under the configured apiRoot', async () => {
    const { sent } = await reachDialog();
    expect(sent).toHaveLength(2);
    expect(sent[0].url).toBe('/devis/api/quotation-requests');
    expect(sent[0].init?.method).toBe('POST');
    expect(JSON.parse(String(sent[0].init?.body))).toEqual({
      residence: 'lyon-croix-rousse',
      housingType: 'studio',
      price: 1250,
      civility: 'mme',
      firstName: 'Jeanne',
      lastName: 'Dupont',
      email: 'jeanne@exemple.fr',
      phoneNumber: '0612345678',
      status: 'senior_relative',
      knowUs: 'press',
      acceptPromotionalOffers: false,
    });
  });

  it('records the callback request on the lead the answer named, before the dialog opens', async () => {
    const { sent } = await reachDialog();
    expect(sent[1].url).toBe('/devis/api/quotation-requests/1');
    expect(sent[1].init?.method).toBe('PATCH');
    expect(sent[1].init?.headers).toMatchObject({ 'Content-Type': 'application/merge-patch+json', 'Idempotency-Key': expect.stringMatching(/^[0-9a-f-]{36}$/) });
    expect(JSON.parse(String(sent[1].init?.body))).toEqual({ contactRequested: true, housingType: 'studio', price: 1250 });
  });

  it("puts 'quote-wizard-modal-open' on the body while the dialog is open", async () => {
    await reachDialog();
    expect(document.body).toHaveClass('quote-wizard-modal-open');
  });

  it('takes the body class away on unmount', async () => {
    const { handle } = await reachDialog();
    act(() => handle.unmount());
    expect(document.body).not.toHaveClass('quote-wizard-modal-open');
  });
});

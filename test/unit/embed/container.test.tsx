import { act } from '@testing-library/react';
import { autoMount, mount, type WizardHandle } from '../../../src/embed/mount';

const residences = [
  { id: 'rennes', name: 'La Villa des Lices', region: 'Bretagne', isOpen: true, position: { positionX: 32, positionY: 27 }, prices: { studio: 990 } },
];
const TITLE = 'Votre devis personnalisé en quelques clics';

let handles: WizardHandle[] = [];

function mountNow(element: HTMLElement): WizardHandle {
  let handle!: WizardHandle;
  act(() => {
    handle = mount(element, { residences });
  });
  handles.push(handle);
  return handle;
}

function page(html: string): HTMLElement {
  document.body.innerHTML = html;
  return document.querySelector<HTMLElement>('[data-quote-wizard]') as HTMLElement;
}

const widgetText = (element: HTMLElement) => element.querySelector('quote-wizard-root')?.shadowRoot?.textContent ?? '';

afterEach(() => {
  act(() => handles.forEach((handle) => handle.unmount()));
  handles = [];
  document.body.innerHTML = '';
});

describe('the container as the page gave it', () => {
  it('hides the fallback elements while the widget runs', () => {
    const element = page('<div data-quote-wizard><p>Appelez le 01 23 45 67 89 pour un devis.</p></div>');
    mountNow(element);
    expect(element.querySelector('p')).toHaveAttribute('hidden');
    expect(widgetText(element)).toContain(TITLE);
  });

  it('shows the fallback elements again after unmount, with their own hidden value', () => {
    const html = '<div data-quote-wizard><p>Appelez-nous.</p><p hidden="until-found">Horaires</p><span hidden>Caché</span></div>';
    const element = page(html);
    const before = document.body.innerHTML;
    act(() => mountNow(element).unmount());
    expect(document.body.innerHTML).toBe(before);
  });

  it('takes fallback text out while the widget runs and puts it back in its place', () => {
    const html = '<div data-quote-wizard>Chargement du simulateur… <strong>ou appelez-nous</strong> au 01 23 45 67 89.</div>';
    const element = page(html);
    const before = document.body.innerHTML;
    const handle = mountNow(element);
    expect(Array.from(element.childNodes, (node) => node.nodeName)).toEqual(['STRONG', 'QUOTE-WIZARD-ROOT']);
    act(() => handle.unmount());
    expect(document.body.innerHTML).toBe(before);
  });

  it('keeps the very same fallback nodes, so that a host framework finds its own', () => {
    const element = page('<div data-quote-wizard>Texte <em>de secours</em></div>');
    const before = Array.from(element.childNodes);
    act(() => mountNow(element).unmount());
    expect(Array.from(element.childNodes)).toEqual(before);
    before.forEach((node, index) => expect(element.childNodes[index]).toBe(node));
  });

  it('leaves the configuration script of a container alone', () => {
    const element = page('<div data-quote-wizard><script type="application/json" id="quote-wizard-config">{"residences": []}</script></div>');
    mountNow(element);
    expect(element.querySelector('script')).not.toHaveAttribute('hidden');
  });

  it('shows content the page puts in the container after unmount', () => {
    const element = page('<div data-quote-wizard></div>');
    act(() => mountNow(element).unmount());
    element.append('Merci de votre visite.');
    expect(element.shadowRoot).toBeNull();
    expect(element.textContent).toBe('Merci de votre visite.');
  });
});

describe('containers that are not a plain div', () => {
  it('mounts in a <ul data-quote-wizard>', () => {
    const element = page('<ul data-quote-wizard><li>Appelez-nous.</li></ul>');
    mountNow(element);
    expect(widgetText(element)).toContain(TITLE);
  });

  it('says once, in the console, that a container with a shadow root of its own and no slot hides the widget', () => {
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const element = page('<div id="carte" data-quote-wizard></div>');
    element.attachShadow({ mode: 'open' }).innerHTML = '<p>Une carte sans emplacement</p>';
    mountNow(element);
    expect(errors).toHaveBeenCalledTimes(1);
    expect(errors.mock.calls[0][0]).toBe('[QuoteWizard]');
    expect(errors.mock.calls[0][1]).toMatch(/^Le simulateur de devis #carte est invisible\u00a0: cet élément a sa propre racine fantôme/);
  });

  it('is quiet when that shadow root shows its children through a slot', () => {
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const element = page('<div data-quote-wizard></div>');
    element.attachShadow({ mode: 'open' }).innerHTML = '<section><slot></slot></section>';
    mountNow(element);
    expect(errors).not.toHaveBeenCalled();
    expect(widgetText(element)).toContain(TITLE);
  });

  it('still mounts the other containers when one cannot be mounted', () => {
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    document.body.innerHTML = `<script type="application/json" id="quote-wizard-config">${JSON.stringify({ residences })}</script><div id="a" data-quote-wizard></div><div id="b" data-quote-wizard></div>`;
    const [first, second] = Array.from(document.querySelectorAll<HTMLElement>('[data-quote-wizard]'));
    // A page script that broke the first container's DOM methods: mounting there throws.
    first.append = () => {
      throw new Error('append refusé');
    };
    act(() => {
      handles.push(...autoMount());
    });
    expect(handles).toHaveLength(1);
    expect(widgetText(second)).toContain(TITLE);
    expect(first.childNodes).toHaveLength(0);
    expect(errors).toHaveBeenCalledWith('[QuoteWizard]', 'Le simulateur de devis n’a pas pu démarrer dans <div id="a">\u00a0:', expect.any(Error));
  });
});

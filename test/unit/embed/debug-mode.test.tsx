import { act, waitFor, within } from '@testing-library/react';
import { laterSteps } from '../../../src/app/later-steps';
import { PartLoadError } from '../../../src/embed/load-part';
import { mount, type WizardHandle } from '../../../src/embed/mount';
import { ModuleLoadError } from '../../../src/services/lazy-module';

const lyon = { id: 'lyon', name: 'Les Terrasses de la Croix-Rousse', region: 'Auvergne-Rhône-Alpes', isOpen: true, position: { positionX: 67.8, positionY: 50.9 }, prices: { studio: 1250 } };
const DEBUG_TITLE = 'Mode débogage\u00a0: problèmes de configuration de ce simulateur';
const UNAVAILABLE = 'Le simulateur de devis est momentanément indisponible.';
const handles: WizardHandle[] = [];

/** A page with the JSON script and one container per attribute set; each container is mounted. */
function page(json: unknown, ...containers: Record<string, string>[]): HTMLElement[] {
  const script = document.createElement('script');
  script.type = 'application/json';
  script.id = 'quote-wizard-config';
  script.textContent = typeof json === 'string' ? json : JSON.stringify(json);
  document.body.append(script);
  const elements = containers.map((attributes) => {
    const element = document.createElement('div');
    element.setAttribute('data-quote-wizard', '');
    for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
    return document.body.appendChild(element);
  });
  act(() => {
    for (const element of elements) handles.push(mount(element));
  });
  return elements;
}

const inside = (element: HTMLElement) => within(element.querySelector('quote-wizard-root')?.shadowRoot?.querySelector<HTMLElement>('.qw-root') as HTMLElement);

beforeEach(() => {
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => {
  handles.splice(0).forEach((handle) => handle.unmount());
  document.body.replaceChildren();
  window.sessionStorage.clear();
});

describe('debug mode', () => {
  it('lists the problems inside the container, above the widget, naming the data attribute', () => {
    const [element] = page({ residences: [lyon] }, { 'data-debug': '', 'data-stay-link': 'javascript:alert(1)' });
    const panel = inside(element).getByRole('region', { name: DEBUG_TITLE });
    expect(within(panel).getByRole('listitem').textContent).toBe('data-stay-link "javascript:alert(1)" n’est pas une adresse http(s) ou relative, ignoré');
    const title = inside(element).getByRole('heading', { name: 'Votre devis personnalisé en quelques clics' });
    expect(panel.compareDocumentPosition(title) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('shows nothing of the sort without data-debug, or with data-debug="false"', () => {
    const [plain, off] = page({ residences: [lyon] }, { 'data-stay-link': 'javascript:alert(1)' }, { 'data-debug': 'false', 'data-stay-link': 'javascript:alert(1)' });
    expect(inside(plain).queryByText(DEBUG_TITLE)).toBeNull();
    expect(inside(off).queryByText(DEBUG_TITLE)).toBeNull();
    expect(console.warn).toHaveBeenCalledTimes(2);
  });

  it('takes the place of the unavailable message when the widget cannot start', () => {
    const [element] = page('{ "residences": [ ], }', { 'data-debug': '' });
    expect(inside(element).queryByText(UNAVAILABLE)).toBeNull();
    const panel = inside(element).getByRole('region', { name: DEBUG_TITLE });
    expect(panel.textContent).toContain('Le simulateur de devis «\u00a0widget n°1\u00a0» ne peut pas démarrer.');
    expect(within(panel).getByRole('listitem').textContent).toContain('virgule en trop avant }');
  });

  it('adds each image that fails to load, in the words of the console, once per address', () => {
    const lille = { ...lyon, id: 'lille', name: 'Les Terrasses du Vieux-Lille', image: '/images/absente.jpg' };
    const [element] = page({ residences: [lyon, lille], debug: true }, {});
    const panel = () => within(inside(element).getByRole('region', { name: DEBUG_TITLE }));
    expect(panel().getByText('Aucun problème de configuration.')).toBeInTheDocument();
    const image = element.querySelector('quote-wizard-root')?.shadowRoot?.querySelector('img') as HTMLImageElement;
    act(() => {
      image.dispatchEvent(new Event('error'));
      image.dispatchEvent(new Event('error'));
    });
    const said = 'Simulateur de devis «\u00a0widget n°1\u00a0»\u00a0: l’image de la résidence «\u00a0Les Terrasses du Vieux-Lille\u00a0» ne se charge pas (/images/absente.jpg)';
    expect(panel().getAllByRole('listitem').map((item) => item.textContent)).toEqual([expect.stringContaining(said)]);
    expect(panel().queryByText('Aucun problème de configuration.')).toBeNull();
    expect(jest.mocked(console.warn).mock.calls.map((call) => String(call[1]))).toEqual([expect.stringContaining(said)]);
  });

  it('names every residence that shows a shared image that fails, counted, the first three by name', () => {
    const shared = (id: string, name: string) => ({ ...lyon, id, name, image: '/images/defaut.jpg' });
    const residences = [shared('a', 'Le Clos'), lyon, shared('b', 'La Villa'), shared('c', 'Le Domaine'), shared('d', 'Les Tilleuls')];
    const [element] = page({ residences, debug: true }, {});
    const image = element.querySelector('quote-wizard-root')?.shadowRoot?.querySelector('img') as HTMLImageElement;
    act(() => {
      image.dispatchEvent(new Event('error'));
    });
    const said =
      'Simulateur de devis «\u00a0widget n°1\u00a0»\u00a0: l’image /images/defaut.jpg, celle de 4 résidences («\u00a0Le Clos\u00a0», «\u00a0La Villa\u00a0», «\u00a0Le Domaine\u00a0»…), ne se charge pas\u00a0: ces résidences sont montrées sans image.';
    const panel = within(inside(element).getByRole('region', { name: DEBUG_TITLE }));
    expect(panel.getAllByRole('listitem').map((item) => item.textContent)).toEqual([expect.stringContaining(said)]);
    expect(jest.mocked(console.warn).mock.calls.map((call) => String(call[1]))).toEqual([expect.stringContaining(said)]);
  });

  it('adds what the sanitizer takes out of any text shown as HTML, before a visitor opens it, once', async () => {
    const lille = { ...lyon, id: 'lille', name: 'Les Terrasses du Vieux-Lille', description: '<p>Un grand jardin.</p><img src="/jardin.jpg">' };
    const [element] = page({ residences: [lyon, lille], residenceOffers: '<p>Offre</p><script>track()</script>', debug: true }, {});
    const panel = () => within(inside(element).getByRole('region', { name: DEBUG_TITLE }));
    const said = [
      'Simulateur de devis «\u00a0widget n°1\u00a0»\u00a0: «\u00a0residenceOffers\u00a0» (les offres du moment)\u00a0: le simulateur en retire <script> et affiche le reste',
      'Simulateur de devis «\u00a0widget n°1\u00a0»\u00a0: la description de la résidence «\u00a0Les Terrasses du Vieux-Lille\u00a0»\u00a0: le simulateur en retire <img> et affiche le reste',
    ];
    await waitFor(() => expect(panel().getAllByRole('listitem').map((item) => item.textContent)).toEqual(said.map((text) => expect.stringContaining(text))));
    expect(jest.mocked(console.warn).mock.calls.map((call) => String(call[1]))).toEqual(said.map((text) => expect.stringContaining(text)));
  });

  it('names a file of the widget that never arrives, and the folder it belongs in, where it said all was well', async () => {
    const url = 'https://cdn.exemple.fr/simulateur/quote-wizard.steps-after-search.B1a2c3.js';
    // The tests load the later steps up front; here they have not arrived, and never will.
    jest.spyOn(laterSteps, 'current', 'get').mockReturnValue(undefined);
    const load = jest.spyOn(laterSteps, 'load').mockRejectedValue(new ModuleLoadError(new PartLoadError(url)));
    const [element] = page({ residences: [lyon], debug: true }, {});
    const panel = () => within(inside(element).getByRole('region', { name: DEBUG_TITLE }));
    await waitFor(() =>
      expect(panel().getByRole('listitem').textContent).toBe(
        `${url} ne se charge pas, même après plusieurs essais\u00a0: les visiteurs ne peuvent pas aller plus loin que la recherche. Déposez tous les fichiers quote-wizard.*.js à côté de quote-wizard.js, dans https://cdn.exemple.fr/simulateur/.`,
      ),
    );
    expect(panel().queryByText('Aucun problème de configuration.')).toBeNull();
    expect(load).toHaveBeenCalled();
  });

  it('is switched on by "debug": true in the JSON, and says when all is well', () => {
    const [element] = page({ residences: [lyon], debug: true }, {});
    expect(inside(element).getByRole('region', { name: DEBUG_TITLE }).textContent).toContain('Aucun problème de configuration.');
  });
});

describe('console messages', () => {
  it('name each widget: by id, or by its rank in the page', () => {
    page({ residences: [lyon], unknownKey: 1 }, {}, { id: 'devis' }, {});
    const headings = jest.mocked(console.warn).mock.calls.map((call) => String(call[1]).split('\n')[0]);
    expect(headings).toEqual([
      'Problèmes de configuration du simulateur de devis «\u00a0widget n°1\u00a0» (il fonctionne malgré tout)\u00a0:',
      'Problèmes de configuration du simulateur de devis #devis (il fonctionne malgré tout)\u00a0:',
      'Problèmes de configuration du simulateur de devis «\u00a0widget n°3\u00a0» (il fonctionne malgré tout)\u00a0:',
    ]);
  });
});

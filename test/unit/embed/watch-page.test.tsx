import { act, render, waitFor } from '@testing-library/react';
import { StrictMode } from 'react';
import { mount } from '../../../src/embed/mount';
import { watchPage } from '../../../src/embed/watch-page';
import { QuoteWizard } from '../../../src/index';

const residences = [
  { id: 'lyon', name: 'Les Terrasses de la Croix-Rousse', region: 'Auvergne-Rhône-Alpes', description: '', isOpen: true, position: { positionX: 67, positionY: 51 }, prices: { studio: 1250 } },
];
const TITLE = 'Votre devis personnalisé en quelques clics';

let stop: () => void = () => undefined;

function addScript() {
  const script = document.createElement('script');
  script.type = 'application/json';
  script.id = 'quote-wizard-config';
  script.textContent = JSON.stringify({ residences });
  document.body.append(script);
}

/** A container as a page builder writes it, with a fallback for browsers that do not run the script. */
function container(): HTMLElement {
  const element = document.createElement('div');
  element.setAttribute('data-quote-wizard', '');
  element.innerHTML = '<p>Appelez le 01 23 45 67 89</p>';
  return element;
}

/** Changes the page as a page builder would, inside act: the observer's records (in jsdom, a task later) included. */
const change = (edit: () => void) =>
  act(async () => {
    edit();
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
const widgetText = (element: Element) => element.querySelector('quote-wizard-root')?.shadowRoot?.textContent ?? '';
const shown = (element: Element) => waitFor(() => expect(widgetText(element)).toContain(TITLE));

beforeEach(() => {
  document.body.innerHTML = '';
  window.sessionStorage.clear();
  addScript();
  stop = watchPage(document);
});

afterEach(async () => {
  await change(() => document.body.replaceChildren());
  stop();
});

describe('the page watch', () => {
  it('mounts a container added after load', async () => {
    const element = container();
    await change(() => void document.body.append(element));
    await shown(element);
    expect(element.querySelector('p')).not.toBeVisible();
  });

  it('mounts a container that comes inside something added, such as a page builder’s block', async () => {
    const block = document.createElement('section');
    const element = block.appendChild(container());
    await change(() => void document.body.append(block));
    await shown(element);
  });

  it('mounts an element that is given the data-quote-wizard attribute', async () => {
    const element = document.body.appendChild(document.createElement('div'));
    await change(() => element.setAttribute('data-quote-wizard', ''));
    await shown(element);
  });

  it('unmounts a container taken out of the page, removing every page listener it added', async () => {
    const added = jest.spyOn(window, 'addEventListener');
    const removed = jest.spyOn(window, 'removeEventListener');
    const element = container();
    await change(() => void document.body.append(element));
    await shown(element);
    const listeners = added.mock.calls.map(([type, listener]) => [type, listener]);
    expect(listeners.length).toBeGreaterThan(0);
    await change(() => element.remove());
    await waitFor(() => expect(element.querySelector('quote-wizard-root')).toBeNull());
    expect(element.querySelector('p')).not.toHaveAttribute('hidden');
    expect(element).not.toHaveAttribute('data-quote-wizard-mounted');
    for (const [type, listener] of listeners) expect(removed.mock.calls.some((call) => call[0] === type && call[1] === listener)).toBe(true);
  });

  it('unmounts a container inside a block taken out of the page', async () => {
    const block = document.body.appendChild(document.createElement('section'));
    const element = block.appendChild(container());
    await change(() => void document.body.append(block));
    await shown(element);
    await change(() => block.remove());
    await waitFor(() => expect(element.querySelector('quote-wizard-root')).toBeNull());
  });

  it('keeps the widget of a container moved elsewhere in the page', async () => {
    const element = container();
    await change(() => void document.body.append(element));
    await shown(element);
    const root = element.querySelector('quote-wizard-root');
    const elsewhere = document.body.appendChild(document.createElement('aside'));
    await change(() => void elsewhere.append(element));
    expect(element.querySelector('quote-wizard-root')).toBe(root);
    expect(widgetText(element)).toContain(TITLE);
  });

  it('does not mount again a container mounted by code, and unmounts it when it leaves the page', async () => {
    const element = document.body.appendChild(document.createElement('div'));
    let handle!: ReturnType<typeof mount>;
    await act(async () => void (handle = mount(element, { residences })));
    await change(() => element.setAttribute('data-quote-wizard', ''));
    expect(element.querySelectorAll('quote-wizard-root')).toHaveLength(1);
    await change(() => element.remove());
    await waitFor(() => expect(element.querySelector('quote-wizard-root')).toBeNull());
    expect(element).not.toHaveAttribute('data-quote-wizard-mounted');
    // The handle knows its widget is gone: calling it again is harmless.
    expect(() => handle.unmount()).not.toThrow();
  });

  it('lets a React host under StrictMode add and remove its component without errors', async () => {
    const error = jest.spyOn(console, 'error');
    const host = document.body.appendChild(document.createElement('div'));
    let result!: ReturnType<typeof render>;
    await act(async () => {
      result = render(
        <StrictMode>
          <QuoteWizard id="devis" config={{ residences }} />
        </StrictMode>,
        { container: host },
      );
    });
    const element = host.querySelector('#devis') as HTMLElement;
    await shown(element);
    await act(async () => result.unmount());
    expect(element.querySelector('quote-wizard-root')).toBeNull();
    expect(error).not.toHaveBeenCalled();
  });
});

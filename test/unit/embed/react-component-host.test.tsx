import { act, render } from '@testing-library/react';
import { StrictMode, useEffect, useRef, type ReactNode } from 'react';
import { mount, QuoteWizard } from '../../../src/index';

const residences = [
  { id: 'lyon', name: 'Les Terrasses de la Croix-Rousse', region: 'Auvergne-Rhône-Alpes', isOpen: true, position: { positionX: 67, positionY: 51 }, prices: { studio: 1250 } },
  { id: 'rennes', name: 'La Villa des Lices', region: 'Bretagne', isOpen: true, position: { positionX: 32, positionY: 27 }, prices: { studio: '990' } },
];

function shadowOf(): ShadowRoot {
  const root = document.querySelector('#devis > quote-wizard-root')?.shadowRoot;
  if (!root) throw new Error('no shadow root');
  return root;
}

function button(name: string): HTMLButtonElement {
  const found = Array.from(shadowOf().querySelectorAll('button')).find((candidate) => candidate.textContent?.includes(name));
  if (!found) throw new Error(`no button ${name}`);
  return found;
}

async function renderHost(tree: ReactNode) {
  let result!: ReturnType<typeof render>;
  await act(async () => {
    result = render(tree);
  });
  return result;
}

beforeEach(() => window.sessionStorage.clear());

describe('under StrictMode (development)', () => {
  it('starts one widget, and nothing scrolls, takes focus, speaks or fires on load', async () => {
    const scrolled = jest.spyOn(window, 'scrollTo');
    const heard: Event[] = [];
    const listener = (event: Event) => heard.push(event);
    document.addEventListener('quote-wizard:step', listener);
    const onStep = jest.fn();
    try {
      await renderHost(
        <StrictMode>
          <QuoteWizard id="devis" config={{ residences, residenceName: 'rennes' }} onStep={onStep} />
        </StrictMode>,
      );
      expect(shadowOf().textContent).toContain('Vos informations');
    } finally {
      document.removeEventListener('quote-wizard:step', listener);
    }
    expect(document.querySelectorAll('quote-wizard-root')).toHaveLength(1);
    expect(scrolled).not.toHaveBeenCalled();
    expect(document.activeElement).toBe(document.body);
    expect(shadowOf().activeElement).toBeNull();
    expect(shadowOf().querySelector('[role="status"]')?.textContent).toBe('');
    expect(heard).toEqual([]);
    expect(onStep).not.toHaveBeenCalled();
  });

  it('reports a configuration problem once, not once per effect run', async () => {
    const warnings = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const onError = jest.fn();
    await renderHost(
      <StrictMode>
        <QuoteWizard id="devis" config={{ residences: [] }} onError={onError} />
      </StrictMode>,
    );
    expect(errors).toHaveBeenCalledTimes(1);
    expect(warnings).not.toHaveBeenCalled();
    expect(onError).toHaveBeenCalledTimes(1);
  });

  it('unmounts without a warning and leaves the container empty, then mounts again', async () => {
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const tree = (
      <StrictMode>
        <QuoteWizard id="devis" config={{ residences }} />
      </StrictMode>
    );
    const { unmount } = await renderHost(tree);
    const container = document.getElementById('devis') as HTMLElement;
    await act(async () => unmount());
    expect(container.childNodes).toHaveLength(0);
    await renderHost(tree);
    expect(document.querySelectorAll('quote-wizard-root')).toHaveLength(1);
    expect(shadowOf().textContent).toContain('La Villa des Lices');
    expect(errors).not.toHaveBeenCalled();
  });

  it('moves on to the form when the visitor chooses, and only then calls onStep', async () => {
    const onStep = jest.fn();
    await renderHost(
      <StrictMode>
        <QuoteWizard id="devis" config={{ residences }} onStep={onStep} />
      </StrictMode>,
    );
    await act(async () => button('La Villa des Lices').click());
    expect(onStep).toHaveBeenCalledTimes(1);
    expect(onStep.mock.calls[0][0].detail).toBe(1);
  });
});

describe('inside a React host', () => {
  it('lets a host onClick see one click per click in the widget, as a native event', async () => {
    const clicks: Array<{ native: Event; target: EventTarget }> = [];
    await renderHost(
      <div onClick={(event) => clicks.push({ native: event.nativeEvent, target: event.target })}>
        <QuoteWizard id="devis" config={{ residences }} />
      </div>,
    );
    await act(async () => button('La Villa des Lices').click());
    expect(clicks).toHaveLength(1);
    expect(clicks[0].native).toBeInstanceOf(MouseEvent);
    // Seen from the host, the click comes from the widget's element, not from inside its shadow root.
    expect(clicks[0].target).toBe(document.querySelector('#devis > quote-wizard-root'));
  });

  it('never hands the widget’s submit to a host <form onSubmit> around it', async () => {
    const reactSubmits = jest.fn();
    const nativeSubmits = jest.fn();
    await renderHost(
      <form onSubmit={reactSubmits} ref={(form) => form?.addEventListener('submit', nativeSubmits)}>
        <QuoteWizard id="devis" config={{ residences, residenceName: 'rennes' }} />
      </form>,
    );
    await act(async () => button('Découvrir mon tarif').click());
    expect(shadowOf().textContent).toContain('Ce champ est requis');
    expect(reactSubmits).not.toHaveBeenCalled();
    expect(nativeSubmits).not.toHaveBeenCalled();
  });
});

/** A React host that mounts the widget itself into a container holding fallback text, as a plain-JS embed would. */
function ProgrammaticHost() {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const handle = mount(ref.current as HTMLDivElement, { residences });
    return () => handle.unmount();
  }, []);
  return (
    <div id="programme" ref={ref}>
      <p>Appelez le 01 23 45 67 89.</p>
    </div>
  );
}

describe('mount() and unmount() called from a React host’s effects', () => {
  it('mounts under StrictMode without a warning, the fallback hidden', async () => {
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    await renderHost(
      <StrictMode>
        <ProgrammaticHost />
      </StrictMode>,
    );
    const container = document.getElementById('programme') as HTMLElement;
    expect(container.querySelectorAll('quote-wizard-root')).toHaveLength(1);
    expect(container.querySelector('p')).toHaveAttribute('hidden');
    expect(errors).not.toHaveBeenCalled();
  });

  it('unmounts from the cleanup without a warning, the container back as React rendered it', async () => {
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { unmount, rerender } = await renderHost(
      <StrictMode>
        <ProgrammaticHost />
      </StrictMode>,
    );
    const container = document.getElementById('programme') as HTMLElement;
    await act(async () => rerender(<StrictMode>{null}</StrictMode>));
    expect(container.outerHTML).toBe('<div id="programme"><p>Appelez le 01 23 45 67 89.</p></div>');
    unmount();
    expect(errors).not.toHaveBeenCalled();
  });
});

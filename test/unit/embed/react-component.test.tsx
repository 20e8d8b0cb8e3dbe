import { act, render } from '@testing-library/react';
import { QuoteWizard, type QuoteWizardProps } from '../../../src/index';
import type { Step } from '../../../src/domain/navigation';

const residences = [
  { id: 'lyon', name: 'Les Terrasses de la Croix-Rousse', region: 'Auvergne-Rhône-Alpes', description: '', isOpen: true, position: { positionX: 67, positionY: 51 }, prices: { studio: 1250 } },
  { id: 'rennes', name: 'La Villa des Lices', region: 'Bretagne', description: '', isOpen: true, position: { positionX: 32, positionY: 27 }, prices: { studio: 990 } },
];

/** The widget's shadow root: on the element it adds to the component's container. */
function shadowOf(container: HTMLElement): ShadowRoot {
  const root = container.querySelector('#devis > quote-wizard-root')?.shadowRoot;
  if (!root) throw new Error('no shadow root');
  return root;
}

// The widget keeps the visitor's progress in sessionStorage: each test starts from a fresh tab.
beforeEach(() => window.sessionStorage.clear());

async function renderComponent(props: Partial<QuoteWizardProps> & Pick<QuoteWizardProps, 'config'>) {
  let result!: ReturnType<typeof render>;
  await act(async () => {
    result = render(<QuoteWizard id="devis" {...props} />);
  });
  return result;
}

function entry(container: HTMLElement, name: string): HTMLButtonElement {
  const button = Array.from(shadowOf(container).querySelectorAll('button')).find((candidate) => candidate.textContent?.includes(name));
  if (!button) throw new Error(`no entry ${name}`);
  return button;
}

describe('the React component of the ESM build', () => {
  it('renders the wizard from its config prop, without a JSON script and without warnings', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { container } = await renderComponent({ config: { residences } });
    const root = shadowOf(container);
    expect(root.textContent).toContain('Votre devis personnalisé en quelques clics');
    expect(root.textContent).toContain('La Villa des Lices');
    expect(warn).not.toHaveBeenCalled();
    expect(error).not.toHaveBeenCalled();
  });

  it('keeps the same widget when the host re-renders with an equal configuration', async () => {
    const { container, rerender } = await renderComponent({ config: { residences, stayLink: '/sejour' } });
    const before = shadowOf(container).querySelector('.qw-root');
    await act(async () => rerender(<QuoteWizard config={{ residences, stayLink: '/sejour' }} id="devis" />));
    expect(shadowOf(container).querySelector('.qw-root')).toBe(before);
  });

  it('keeps the same widget when the keys come in another order', async () => {
    const { container, rerender } = await renderComponent({ config: { residences, stayLink: '/sejour' } });
    const before = shadowOf(container).querySelector('.qw-root');
    const reordered = residences.map(({ prices, position, name, id, region, isOpen, description }) => ({ prices, position, name, region, id, isOpen, description }));
    await act(async () => rerender(<QuoteWizard config={{ stayLink: '/sejour', residences: reordered }} id="devis" />));
    expect(shadowOf(container).querySelector('.qw-root')).toBe(before);
  });

  it('starts afresh, with one widget in the container, when the configuration changes', async () => {
    const { container, rerender } = await renderComponent({ config: { residences } });
    await act(async () => rerender(<QuoteWizard config={{ residences: residences.slice(1) }} id="devis" />));
    expect(container.querySelectorAll('quote-wizard-root')).toHaveLength(1);
    const text = shadowOf(container).textContent ?? '';
    expect(text).toContain('La Villa des Lices');
    expect(text).not.toContain('Les Terrasses de la Croix-Rousse');
  });

  it('leaves its container empty, without a React warning, when the host unmounts it', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { container, unmount } = await renderComponent({ config: { residences } });
    const element = container.querySelector('#devis') as HTMLElement;
    await act(async () => unmount());
    expect(element.childNodes).toHaveLength(0);
    expect(element.shadowRoot).toBeNull();
    expect(error).not.toHaveBeenCalled();
  });

  it('shows the French unavailable message for an unusable configuration', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { container } = await renderComponent({ config: { residences: [] } });
    expect(shadowOf(container).textContent).toContain('Le simulateur de devis est momentanément indisponible.');
    expect(error).toHaveBeenCalledWith('[QuoteWizard]', expect.stringContaining('«\u00a0residences\u00a0» est vide'));
  });

  it('dispatches typed events a host can listen to on the element', async () => {
    const { container } = await renderComponent({ config: { residences } });
    const element = container.querySelector('#devis') as HTMLElement;
    const steps: Step[] = [];
    // Typed through HTMLElementEventMap: detail is the step index, no cast needed.
    element.addEventListener('quote-wizard:step', (event) => steps.push(event.detail));
    await act(async () => entry(container, 'La Villa des Lices').click());
    expect(steps).toEqual([1]);
  });
});

describe('callback props', () => {
  it('calls onStep with the DOM event of the step reached', async () => {
    const onStep = jest.fn<void, [CustomEvent<Step>]>();
    const { container } = await renderComponent({ config: { residences }, onStep });
    await act(async () => entry(container, 'La Villa des Lices').click());
    expect(onStep).toHaveBeenCalledTimes(1);
    expect(onStep.mock.calls[0][0]).toBeInstanceOf(CustomEvent);
    expect(onStep.mock.calls[0][0].type).toBe('quote-wizard:step');
    expect(onStep.mock.calls[0][0].detail).toBe(1);
  });

  it('calls onError with the configuration error the widget starts with', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const onError = jest.fn();
    await renderComponent({ config: { residences: [] }, onError });
    expect(onError).toHaveBeenCalledTimes(1);
    expect(onError.mock.calls[0][0].detail).toEqual(expect.objectContaining({ kind: 'config', message: expect.stringContaining('«\u00a0residences\u00a0» est vide') }));
  });

  it('calls the latest callback the host passed, without starting the widget again', async () => {
    const first = jest.fn();
    const second = jest.fn();
    const { container, rerender } = await renderComponent({ config: { residences }, onStep: first });
    const before = shadowOf(container).querySelector('.qw-root');
    await act(async () => rerender(<QuoteWizard id="devis" config={{ residences }} onStep={second} />));
    await act(async () => entry(container, 'La Villa des Lices').click());
    expect(shadowOf(container).querySelector('.qw-root')).toBe(before);
    expect(first).not.toHaveBeenCalled();
    expect(second).toHaveBeenCalledTimes(1);
  });

  it('stops calling back once unmounted', async () => {
    const onStep = jest.fn();
    const { container, unmount } = await renderComponent({ config: { residences }, onStep });
    const element = container.querySelector('#devis') as HTMLElement;
    await act(async () => unmount());
    element.dispatchEvent(new CustomEvent('quote-wizard:step', { detail: 1 }));
    expect(onStep).not.toHaveBeenCalled();
  });
});

import { act, render } from '@testing-library/react';
import { QuoteWizard } from '../../../src/index';
import type { Step } from '../../../src/domain/navigation';

const residences = [
  { id: 'lyon', name: 'Les Terrasses de la Croix-Rousse', region: 'Auvergne-Rhône-Alpes', description: '', isOpen: true, position: { positionX: 67, positionY: 51 }, prices: { studio: 1250 } },
  { id: 'rennes', name: 'La Villa des Lices', region: 'Bretagne', description: '', isOpen: true, position: { positionX: 32, positionY: 27 }, prices: { studio: 990 } },
];

/** The widget's text, read through its shadow root. */
function shadowOf(container: HTMLElement): ShadowRoot {
  const host = container.firstElementChild as HTMLElement;
  if (!host.shadowRoot) throw new Error('no shadow root');
  return host.shadowRoot;
}

async function renderComponent(config: Parameters<typeof QuoteWizard>[0]['config']) {
  let result!: ReturnType<typeof render>;
  await act(async () => {
    result = render(<QuoteWizard config={config} id="devis" />);
  });
  return result;
}

describe('the React component of the ESM build', () => {
  it('renders the wizard from its config prop, without a JSON script and without warnings', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { container } = await renderComponent({ residences });
    const root = shadowOf(container);
    expect(root.textContent).toContain('Votre devis personnalisé en quelques clics');
    expect(root.textContent).toContain('La Villa des Lices');
    expect(warn).not.toHaveBeenCalled();
    expect(error).not.toHaveBeenCalled();
  });

  it('keeps the same widget when the host re-renders with an equal configuration', async () => {
    const { container, rerender } = await renderComponent({ residences, stayLink: '/sejour' });
    const before = shadowOf(container).querySelector('.qw-root');
    await act(async () => rerender(<QuoteWizard config={{ residences, stayLink: '/sejour' }} id="devis" />));
    expect(shadowOf(container).querySelector('.qw-root')).toBe(before);
  });

  it('remounts when the configuration changes', async () => {
    const { container, rerender } = await renderComponent({ residences });
    await act(async () => rerender(<QuoteWizard config={{ residences: residences.slice(1) }} id="devis" />));
    const text = shadowOf(container).textContent ?? '';
    expect(text).toContain('La Villa des Lices');
    expect(text).not.toContain('Les Terrasses de la Croix-Rousse');
  });

  it('leaves an empty shadow root when the host unmounts it', async () => {
    const { container, unmount } = await renderComponent({ residences });
    const host = container.firstElementChild as HTMLElement;
    await act(async () => unmount());
    expect(host.shadowRoot?.childNodes.length).toBe(0);
  });

  it('shows the French unavailable message for an unusable configuration', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { container } = await renderComponent({ residences: [] });
    expect(shadowOf(container).textContent).toContain('Le simulateur de devis est momentanément indisponible.');
    expect(error).toHaveBeenCalledWith('[QuoteWizard]', expect.stringContaining('«\u00a0residences\u00a0» est vide'));
  });

  it('dispatches typed events a host can listen to on the element', async () => {
    const { container } = await renderComponent({ residences });
    const host = container.firstElementChild as HTMLElement;
    const steps: Step[] = [];
    // Typed through HTMLElementEventMap: detail is the step index, no cast needed.
    host.addEventListener('quote-wizard:step', (event) => steps.push(event.detail));
    const entry = Array.from(shadowOf(container).querySelectorAll('button')).find((button) => button.textContent?.includes('La Villa des Lices'));
    await act(async () => entry?.click());
    expect(steps).toEqual([1]);
  });
});

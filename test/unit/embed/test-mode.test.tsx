import { act, fireEvent, render, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode } from 'react';
import { readSources } from '../../../src/config/read-sources';
import { QuoteWizard } from '../../../src/index';
import { fillVisitorForm } from '../support/render';

const residences = [
  { id: 'lyon', name: 'Les Terrasses de la Croix-Rousse', region: 'Auvergne-Rhône-Alpes', description: '', isOpen: true, position: { positionX: 67, positionY: 51 }, prices: { studio: 1250 } },
];
// Testing Library reads the non-breaking space before the colon as a space; the test of the text itself keeps it.
const NOTICE = 'Mode test : aucune demande n’est envoyée.';

const originalFetch = window.fetch;
let fetched: jest.Mock;
beforeEach(() => {
  window.sessionStorage.clear();
  fetched = jest.fn(async () => ({ ok: true, status: 201, text: async () => '{"id":1}' }) as Response);
  window.fetch = fetched;
});
afterEach(() => {
  window.fetch = originalFetch;
  delete (window as { dataLayer?: unknown }).dataLayer;
});

/** The component under StrictMode, in test mode or not, preselecting the residence so that the form shows. */
async function renderWidget(testMode: boolean) {
  const events: Array<{ type: string; detail: Record<string, unknown> }> = [];
  const record = (event: Event) => events.push({ type: event.type, detail: (event as CustomEvent).detail });
  await act(async () => {
    render(
      <StrictMode>
        <QuoteWizard id="devis" config={{ residences, residenceName: 'lyon', testMode }} onSubmitted={record} onContact={record} />
      </StrictMode>,
    );
  });
  const root = document.querySelector('#devis > quote-wizard-root')?.shadowRoot?.querySelector<HTMLElement>('.qw-root');
  if (!root) throw new Error('no widget');
  return { view: within(root), events };
}

/** Fills the form, asks for the price, then to be called back, as a visitor would. */
async function reachDialog(view: ReturnType<typeof within>) {
  const user = userEvent.setup();
  await view.findByRole('textbox', { name: 'Prénom' });
  // Typed text does not cross a shadow root in jsdom (see the journey in mount.test.tsx): change events set it.
  for (const [name, value] of [['Prénom', 'Jeanne'], ['Nom', 'Dupont'], ['Adresse e-mail', 'jeanne@exemple.fr'], ['Téléphone', '0612345678']]) {
    fireEvent.change(view.getByRole('textbox', { name }), { target: { value } });
  }
  await fillVisitorForm(user, { civility: 'Madame', status: 'Parent', knowUs: 'Presse', housing: 'T1', rgpd: true }, view);
  await user.click(view.getByRole('button', { name: 'Découvrir mon tarif' }));
  await view.findByRole('heading', { name: 'Votre tarif' });
  await user.click(view.getByRole('button', { name: 'Être contacté par un conseiller' }));
  await view.findByRole('dialog');
}

describe('test mode', () => {
  it('says so inside the widget', async () => {
    const { view } = await renderWidget(true);
    expect(view.getByText(NOTICE).textContent).toBe('Mode test\u00a0: aucune demande n’est envoyée.');
  });

  it('is not announced outside test mode', async () => {
    const { view } = await renderWidget(false);
    expect(view.queryByText(NOTICE)).not.toBeInTheDocument();
  });

  it('sends nothing, yet shows the price and the dialog', async () => {
    const { view } = await renderWidget(true);
    await reachDialog(view);
    expect(view.getByText('1 250 €/mois', { selector: '.qw-price__amount' })).toBeInTheDocument();
    expect(fetched).not.toHaveBeenCalled();
  });

  it('marks the submitted and contact events test: true', async () => {
    const { view, events } = await renderWidget(true);
    await reachDialog(view);
    expect(events.map((event) => [event.type, event.detail.test])).toEqual([
      ['quote-wizard:submitted', true],
      ['quote-wizard:contact', true],
    ]);
    expect(events[0].detail).toMatchObject({ residence: 'lyon', price: 1250 });
  });

  it('pushes no trial lead into the analytics data layer', async () => {
    const layer: unknown[] = [];
    (window as { dataLayer?: unknown[] }).dataLayer = layer;
    const { view } = await renderWidget(true);
    await reachDialog(view);
    expect(layer).toEqual([]);
  });

  it('leaves real sending, events and analytics as they are when off', async () => {
    const layer: unknown[] = [];
    (window as { dataLayer?: unknown[] }).dataLayer = layer;
    const { view, events } = await renderWidget(false);
    await reachDialog(view);
    expect(fetched).toHaveBeenCalledTimes(2);
    expect(layer).toHaveLength(1);
    expect(events.every((event) => !('test' in event.detail))).toBe(true);
  });

  it('is switched on by a bare data-test-mode attribute', () => {
    const element = document.createElement('div');
    element.setAttribute('data-test-mode', '');
    expect(readSources(element, { residences }).attributes).toMatchObject({ testMode: 'true' });
  });
});

import { act, render } from '@testing-library/react';
import { mount, QuoteWizard, type QuoteWizardProps, type WizardConfigInput } from '../../../src/index';

const rennes = { id: 'rennes', name: 'La Villa des Lices', region: 'Bretagne', isOpen: true, position: { positionX: '32', positionY: 27 }, prices: { studio: '1 250', one_room: null } };

// Checked by `tsc` (npm run typecheck): each line below must be refused, or the directive itself is an error.
// @ts-expect-error residences are required
export const withoutResidences: WizardConfigInput = {};
// @ts-expect-error residences are a list of residences
export const residencesAsText: WizardConfigInput = { residences: 'x' };
// @ts-expect-error a link is a string
export const stayLinkAsNumber: WizardConfigInput = { residences: [rennes], stayLink: 42 };
// @ts-expect-error a residence needs its position
export const residenceWithoutPosition: WizardConfigInput = { residences: [{ id: 'a', name: 'A', prices: {} }] };
// @ts-expect-error the callbacks receive the DOM event, whose detail is the step index
export const stepAsText: QuoteWizardProps['onStep'] = (event: CustomEvent<string>) => event.detail;
// @ts-expect-error mount() takes the same keys
export const mountWithUnknownKey = () => mount(document.body, { residence: [] });

describe('the configuration in code', () => {
  it('takes numbers written as strings, as in the JSON script', async () => {
    const errors = jest.spyOn(console, 'error');
    const config: WizardConfigInput = { residences: [rennes], saveProgress: false };
    const { container, unmount } = render(<QuoteWizard config={config} id="devis" />);
    await act(async () => undefined);
    expect(container.querySelector('quote-wizard-root')?.shadowRoot?.textContent).toContain('La Villa des Lices');
    expect(errors).not.toHaveBeenCalled();
    unmount();
  });

  it('still checks data that escaped the types at run time', async () => {
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const untyped = JSON.parse('{"residences": "x"}') as WizardConfigInput;
    const { container, unmount } = render(<QuoteWizard config={untyped} id="devis" />);
    await act(async () => undefined);
    expect(container.querySelector('quote-wizard-root')?.shadowRoot?.textContent).toContain('Le simulateur de devis est momentanément indisponible.');
    expect(errors).toHaveBeenCalledWith('[QuoteWizard]', expect.stringContaining('«\u00a0residences\u00a0» doit être une liste'));
    unmount();
  });
});

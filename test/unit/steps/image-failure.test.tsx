import { act, render, screen, within } from '@testing-library/react';
import { StrictMode } from 'react';
import { WizardApp } from '../../../src/app/WizardApp';
import { createWizardStore } from '../../../src/store/wizard-store';
import { config, fakePage } from '../support/render';

const cfg = config();
const lyon = cfg.residences[0];

/** The whole wizard under StrictMode, as a React host in development renders it. */
function renderStrict(step?: 2) {
  const store = createWizardStore(step ? { residence: lyon, step } : {});
  if (step) store.setState({ housingType: 'studio' });
  render(
    <StrictMode>
      <WizardApp page={fakePage()} config={cfg} store={store} />
    </StrictMode>,
  );
  return store;
}

const list = () => screen.getByRole('list', { name: 'Liste des résidences' });
const fail = (image: Element) => act(() => void image.dispatchEvent(new Event('error')));
const imageWarnings = (warn: jest.SpyInstance) => warn.mock.calls.filter((call) => String(call[1]).includes(lyon.image as string));

describe('a residence image that fails', () => {
  it('gives the card the no-image layout and one warning naming the widget, the residence and the URL', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    renderStrict(2);
    const card = (await screen.findByRole('heading', { name: lyon.name, level: 4 })).closest('article') as HTMLElement;
    await fail(card.querySelector('img') as HTMLImageElement);
    expect(card.querySelector('img')).toBeNull();
    expect(within(card).getByText(lyon.description)).toBeInTheDocument();
    const warnings = imageWarnings(warn);
    expect(warnings).toHaveLength(1);
    expect(warnings[0][0]).toBe('[QuoteWizard]');
    expect(warnings[0][1]).toContain(`«\u00a0${lyon.name}\u00a0»`);
    // The page's name for this widget, so that an editor with several knows which one to fix.
    expect(warnings[0][1]).toMatch(/^Simulateur de devis #devis\u00a0: /);
    expect(warnings[0][1]).toContain(lyon.image);
  });

  it('is warned about once, though it fails in the list and the card is then laid out without it', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const store = renderStrict();
    const entry = within(list()).getByRole('button', { name: new RegExp(lyon.name) });
    await fail(entry.querySelector('img') as HTMLImageElement);
    expect(entry.querySelector('img')).toBeNull();
    act(() => store.setState({ residenceId: lyon.id, step: 2, housingType: 'studio' }));
    const card = (await screen.findByRole('heading', { name: lyon.name, level: 4 })).closest('article') as HTMLElement;
    expect(card.querySelector('img')).toBeNull();
    expect(imageWarnings(warn)).toHaveLength(1);
  });
});

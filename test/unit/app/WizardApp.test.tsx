import { render, screen } from '@testing-library/react';
import { WizardApp } from '../../../src/app/WizardApp';
import { createWizardStore } from '../../../src/store/wizard-store';
import { config, fakePage } from '../support/render';

describe('WizardApp without a usable configuration', () => {
  it('shows the French unavailable message', () => {
    render(<WizardApp page={fakePage()} />);
    expect(screen.getByText('Le simulateur de devis est momentanément indisponible.')).toBeInTheDocument();
  });

  it('shows neither the title nor the steps', () => {
    render(<WizardApp page={fakePage()} />);
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });

  it('keeps lang="fr" on the root', () => {
    const { container } = render(<WizardApp page={fakePage()} />);
    expect(container.firstElementChild).toHaveAttribute('lang', 'fr');
  });
});

describe('WizardApp when the wizard throws while rendering', () => {
  /** A configuration whose disclaimer cannot be read: the wizard's shell throws on its first render. */
  function brokenConfig() {
    const broken = config({ contactPhone: '01 23 45 67 89' });
    Object.defineProperty(broken, 'disclaimer', {
      get() {
        throw new Error('disclaimer unreadable');
      },
    });
    return broken;
  }

  it('shows the unavailable message with the phone number, reports kind render and logs once', () => {
    const page = fakePage();
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    render(<WizardApp page={page} config={brokenConfig()} store={createWizardStore()} />);
    const ours = errors.mock.calls.filter((call) => call[0] === '[QuoteWizard]');
    errors.mockRestore();
    expect(screen.getByRole('status')).toHaveTextContent(/^Le simulateur de devis est momentanément indisponible\./);
    expect(screen.getByRole('link', { name: /01 23 45 67 89/ })).toHaveAttribute('href', 'tel:0123456789');
    expect(page.events).toEqual([{ name: 'quote-wizard:error', detail: { kind: 'render', message: 'disclaimer unreadable' } }]);
    expect(ours).toHaveLength(1);
  });
});

import { render, screen } from '@testing-library/react';
import { WizardApp } from '../../../src/app/WizardApp';
import { fakePage } from '../support/render';

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

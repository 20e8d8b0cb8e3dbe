import { render, screen } from '@testing-library/react';
import { PriceTag } from '../../../src/components/PriceTag';

describe('PriceTag', () => {
  it("shows the amount with '€/mois'", () => {
    render(<PriceTag amount={1250} spoken="1 250 euros par mois" />);
    expect(screen.getByText(/€\/mois$/).textContent).toBe(`${new Intl.NumberFormat('fr-FR').format(1250)}\u00a0€/mois`);
  });

  it('hides the symbols from screen readers', () => {
    render(<PriceTag amount={1250} spoken="1 250 euros par mois" />);
    expect(screen.getByText(/€\/mois$/)).toHaveAttribute('aria-hidden', 'true');
  });

  it('gives screen readers the spoken form', () => {
    render(<PriceTag amount={1250} spoken="1 250 euros par mois" />);
    expect(screen.getByText('1 250 euros par mois')).not.toHaveAttribute('aria-hidden');
  });
});

import { render, screen } from '@testing-library/react';
import { BreakBeforePer, PriceTag } from '../../../src/components/PriceTag';

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

describe('BreakBeforePer', () => {
  it('allows a line break before each « / » and nowhere else, the text unchanged', () => {
    const { container } = render(<BreakBeforePer text={'de 1\u202f150\u00a0€/mois à 2\u202f090\u00a0€/mois'} />);
    expect(container.textContent).toBe('de 1\u202f150\u00a0€/mois à 2\u202f090\u00a0€/mois');
    expect(Array.from(container.querySelectorAll('wbr'), (wbr) => wbr.nextSibling?.textContent?.[0])).toEqual(['/', '/']);
  });

  it('holds each price with its « /mois » in one piece, the words around it outside', () => {
    const { container } = render(<BreakBeforePer text={'2 pièces, à partir de 1\u202f580\u00a0€/mois et plus'} />);
    const pieces = Array.from(container.querySelectorAll('.qw-price__whole'), (piece) => piece.textContent);
    expect(pieces).toEqual(['1\u202f580\u00a0€/mois']);
    expect(container.textContent).toBe('2 pièces, à partir de 1\u202f580\u00a0€/mois et plus');
  });

  it('leaves a text without « / » as it is', () => {
    const { container } = render(<BreakBeforePer text="studio" />);
    expect(container.innerHTML).toBe('studio');
  });
});

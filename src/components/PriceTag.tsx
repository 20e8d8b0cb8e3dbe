import { formatMonthlyPrice } from '../domain/format-price';

interface PriceTagProps {
  amount: number;
  /** What a screen reader hears, e.g. '1 250 euros par mois'. */
  spoken: string;
}

/**
 * '1 250 €/mois', on one line unless a larger text leaves no room for it, then broken before « /mois » only (the
 * amount keeps its no-break spaces); assistive technology reads the spoken form instead of the symbols.
 */
export function PriceTag({ amount, spoken }: PriceTagProps) {
  const [sum, per] = formatMonthlyPrice(amount).split('/');
  return (
    <span className="qw-price">
      <span aria-hidden="true" className="qw-price__amount">
        {sum}
        <wbr />/{per}
      </span>
      <span className="qw-sr-only">{spoken}</span>
    </span>
  );
}

import { formatMonthlyPrice } from '../domain/format-price';

interface PriceTagProps {
  amount: number;
  /** What a screen reader hears, e.g. '1 250 euros par mois'. */
  spoken: string;
}

/** '1 250 €/mois' on one line; assistive technology reads the spoken form instead of the symbols. */
export function PriceTag({ amount, spoken }: PriceTagProps) {
  return (
    <span className="qw-price">
      <span aria-hidden="true" className="qw-price__amount">
        {formatMonthlyPrice(amount)}
      </span>
      <span className="qw-sr-only">{spoken}</span>
    </span>
  );
}

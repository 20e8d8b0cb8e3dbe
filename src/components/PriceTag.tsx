import { Fragment } from 'react';
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
  return (
    <span className="qw-price">
      <span aria-hidden="true" className="qw-price__amount">
        <BreakBeforePer text={formatMonthlyPrice(amount)} />
      </span>
      <span className="qw-sr-only">{spoken}</span>
    </span>
  );
}

/**
 * A text with prices in it (« 2 pièces, à partir de 1 580 €/mois »), which the browser may break before each
 * « /mois » too: it keeps « €/mois » in one piece otherwise, which in a tight column is wider than the line.
 */
export function BreakBeforePer({ text }: { text: string }) {
  const [first, ...rest] = text.split('/');
  return (
    <>
      {first}
      {rest.map((piece, index) => (
        <Fragment key={index}>
          <wbr />/{piece}
        </Fragment>
      ))}
    </>
  );
}

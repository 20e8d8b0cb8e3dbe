import { formatMonthlyPrice } from '../domain/format-price';

interface PriceTagProps {
  amount: number;
  /** What a screen reader hears, e.g. '1 250 euros par mois'. */
  spoken: string;
}

/** One price, « 1 580 € », then a possible line break, then « /mois ». */
function breakBeforePer(price: string) {
  const [amount, per] = price.split('/');
  return (
    <>
      {amount}
      <wbr />/{per}
    </>
  );
}

/**
 * '1 250 €/mois', on one line unless a larger text leaves no room for it, then broken before « /mois » only (the
 * amount keeps its no-break spaces); assistive technology reads the spoken form instead of the symbols.
 */
export function PriceTag({ amount, spoken }: PriceTagProps) {
  return (
    <span className="qw-price">
      <span aria-hidden="true" className="qw-price__amount">
        {breakBeforePer(formatMonthlyPrice(amount))}
      </span>
      <span className="qw-sr-only">{spoken}</span>
    </span>
  );
}

/**
 * A text with prices in it (« 2 pièces, à partir de 1 580 €/mois »). Each price is one inline block: the line
 * breaks before it rather than between « € » and « /mois » at its end, and only where the price is wider than a
 * whole line does it break, before « /mois » alone (the amount keeps its no-break spaces).
 */
export function BreakBeforePer({ text }: { text: string }) {
  // A price is what stands between two ordinary spaces around a « / »; split around it, it comes at odd places.
  return (
    <>
      {text.split(/([^ ]+\/[^ ]+)/).map((piece, index) => {
        if (index % 2 === 0) return piece;
        return (
          <span key={index} className="qw-price__whole">
            {breakBeforePer(piece)}
          </span>
        );
      })}
    </>
  );
}

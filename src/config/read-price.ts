/** A price read from a CMS value; `ambiguous` when one separator could mean thousands or decimals (1,250). */
export type ReadPrice = { price: number; ambiguous?: true };

// A currency before or after the number (€, EUR, euro, euros) and a trailing "/mois", "par mois" or "mensuel".
const CURRENCY = /^(?:€|eur(?:os?)?)\s*|\s*(?:€|eur(?:os?)?)?\s*(?:(?:\/|par)\s*mois|mensuel)?$/gi;
const GROUPED = /^\d{1,3}(?:[.,]\d{3})+$/;
// Sites print their prices as the widget shows them, after « à partir de » or « dès »: the same price. « TTC »
// (taxes included) says it is what the visitor pays; « HT » (before taxes) is left unread, as it is not. Taken
// out of a word, « ttc » leaves letters that no price holds: the rest is refused as before.
const FROM = /^(?:[àa]\s*partir\s*de|d[èe]s)\s*/i;
const TAXES_INCLUDED = /ttc/gi;
// The mark of the page's footnote (« 1 250 €* »): the widget has its own note, the disclaimer.
const FOOTNOTE = /\*+$/;

/**
 * Reads a monthly price as CMS templates print them: 1250, "1 250 €", "€1250", "1250 euros", "1.250,00",
 * "1,250.00", "À partir de 1 250 € TTC/mois*". With both separators the last one is the decimal mark. A lone
 * separator followed by exactly three digits (1,250 or 1.250) is read as thousands, since a monthly rent of
 * 1,25 € makes no sense, but flagged.
 */
export function readPrice(value: unknown): ReadPrice | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? { price: value } : undefined;
  if (typeof value !== 'string') return undefined;
  let text = value.replace(TAXES_INCLUDED, '').trim().replace(FOOTNOTE, '').replace(FROM, '').replace(CURRENCY, '').replace(/[\s\u00a0\u202f]/g, '');
  const negative = text.startsWith('-');
  if (negative) text = text.slice(1);
  if (!/^\d[\d.,]*$/.test(text) || /[.,]$/.test(text)) return undefined;
  const marks = text.replace(/\d/g, '');
  let ambiguous = false;
  if (marks.includes('.') && marks.includes(',')) {
    // The last mark is the decimal one; the other may only group thousands.
    const decimal = Math.max(text.lastIndexOf('.'), text.lastIndexOf(','));
    const whole = text.slice(0, decimal);
    if (!GROUPED.test(whole) || whole.includes(text[decimal])) return undefined;
    text = `${whole.replace(/[.,]/g, '')}.${text.slice(decimal + 1)}`;
  } else if (marks.length > 1) {
    // The same mark more than once can only group thousands: 1.250.000, 1,250,000.
    if (!GROUPED.test(text)) return undefined;
    text = text.replace(/[.,]/g, '');
  } else if (marks.length === 1) {
    ambiguous = GROUPED.test(text);
    text = ambiguous ? text.replace(/[.,]/, '') : text.replace(',', '.');
  }
  const price = Number(text) * (negative ? -1 : 1);
  if (!Number.isFinite(price)) return undefined;
  return ambiguous ? { price, ambiguous: true } : { price };
}

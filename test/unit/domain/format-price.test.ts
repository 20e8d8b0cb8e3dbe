import { formatAmount, formatMonthlyPrice } from '../../../src/domain/format-price';

// The thousands separator of fr-FR as this ICU writes it (U+202F in recent versions, U+00A0 in older ones).
const groupSeparator = new Intl.NumberFormat('fr-FR').formatToParts(1000).find((part) => part.type === 'group')?.value ?? '';
const NON_BREAKING = ['\u00a0', '\u202f'];

describe('formatAmount', () => {
  it('groups thousands with the fr-FR separator', () => {
    expect(formatAmount(1250)).toBe(`1${groupSeparator}250`);
  });

  it('uses a non-breaking space to group thousands', () => {
    expect(NON_BREAKING).toContain(formatAmount(1250).charAt(1));
  });

  it('writes no decimals for a whole amount', () => {
    expect(formatAmount(2100)).toBe(`2${groupSeparator}100`);
  });

  it('writes two decimals with a comma when the amount has cents', () => {
    expect(formatAmount(990.5)).toBe('990,50');
  });

  it('writes cents and thousands together', () => {
    expect(formatAmount(1249.5)).toBe(`1${groupSeparator}249,50`);
  });
});

describe('formatMonthlyPrice', () => {
  it("reads '1 250 €/mois' with fr-FR spaces", () => {
    expect(formatMonthlyPrice(1250)).toBe(`1${groupSeparator}250\u00a0€/mois`);
  });

  it('puts a non-breaking space before the euro sign', () => {
    expect(formatMonthlyPrice(990)).toMatch(/^990\u00a0€\/mois$/);
  });

  it('keeps the cents when the price has some', () => {
    expect(formatMonthlyPrice(990.5)).toBe('990,50\u00a0€/mois');
  });

  it('contains no ordinary space, so the price never wraps', () => {
    expect(formatMonthlyPrice(1234567)).not.toContain(' ');
  });
});

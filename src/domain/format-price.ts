// Created on first use, not when the module loads: a browser's first number formatter loads its locale data,
// which takes a slow phone tens of milliseconds, and nothing needs a price before the price step.
let wholeEuros: Intl.NumberFormat | undefined;
let withCents: Intl.NumberFormat | undefined;

/** '1 250' or '1 249,50': no decimals unless the price has cents. Spaces are the non-breaking ones of fr-FR. */
export function formatAmount(amount: number): string {
  if (Number.isInteger(amount)) return (wholeEuros ??= new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 0 })).format(amount);
  return (withCents ??= new Intl.NumberFormat('fr-FR', { minimumFractionDigits: 2, maximumFractionDigits: 2 })).format(amount);
}

/** '1 250 €/mois', with a non-breaking space before the euro sign so the price never wraps. */
export function formatMonthlyPrice(amount: number): string {
  return `${formatAmount(amount)}\u00a0€/mois`;
}

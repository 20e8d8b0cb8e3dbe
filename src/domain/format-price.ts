const wholeEuros = new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 0 });
const withCents = new Intl.NumberFormat('fr-FR', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** '1 250' or '1 249,50': no decimals unless the price has cents. Spaces are the non-breaking ones of fr-FR. */
export function formatAmount(amount: number): string {
  return Number.isInteger(amount) ? wholeEuros.format(amount) : withCents.format(amount);
}

/** '1 250 €/mois', with a non-breaking space before the euro sign so the price never wraps. */
export function formatMonthlyPrice(amount: number): string {
  return `${formatAmount(amount)}\u00a0€/mois`;
}

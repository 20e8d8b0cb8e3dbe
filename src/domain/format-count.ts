/**
 * '1 000': a whole number with its digits grouped by three, as French typography wants (a narrow no-break space).
 * Not asked of Intl.NumberFormat: a browser's first number formatter loads its locale data, which costs a slow
 * phone tens of milliseconds, and the count of residences shows with the very first list.
 */
export function formatCount(count: number): string {
  return String(count).replace(/\B(?=(\d{3})+(?!\d))/g, '\u202f');
}

// Turns the figures of every run into one line per size: medians, each beside its floor.

/** Figures that must be a number; the others may be null, Event Timing's "no event reached 16 ms". */
const TIMED = ['step0', 'step0PositionsKept', 'clickToForm'];

/** Throws when a visit did not produce one of its figures: the bench then has nothing true to print. */
export function checkFigures(figures, where) {
  for (const [name, value] of Object.entries(figures)) {
    const ok = TIMED.includes(name) ? Number.isFinite(value) : value === null || Number.isFinite(value);
    if (!ok) throw new Error(`${where}: no ${name} figure (got ${value})`);
  }
}

/** The median of the runs (the lower middle one for an even count); null counts as the smallest. */
export function median(values) {
  const sorted = [...values].sort((a, b) => (a ?? -1) - (b ?? -1));
  return sorted[Math.floor((sorted.length - 1) / 2)];
}

/** The median of each figure over a list of figure objects. */
export const medians = (runs) => Object.fromEntries(Object.keys(runs[0]).map((name) => [name, median(runs.map((figures) => figures[name]))]));

const ms = (value) => (value === null ? '≤16' : String(Math.round(value)));
const ratio = (figure, floor) => `×${(figure / floor).toFixed(2)}`;
const signed = (value) => (value < 0 ? `−${-value}` : `+${value}`);

/** How far an Event Timing figure is from the floor's, knowing only that a null one is under 16 ms. */
function gap(figure, floor) {
  if (figure === null && floor === null) return '';
  if (floor === null) return `, ${signed(Math.round(figure) - 16).replace(/^([+−])/, '$1≥')}`;
  if (figure === null) return `, −≥${Math.round(floor) - 16}`;
  return `, ${signed(Math.round(figure - floor))}`;
}

/** `[QuoteWizard] bench 1000 residences · step 0 … · form typing …`, from the medians of each contender. */
export function sizeLine(size, { widget, bare, plain }, clickAt32) {
  const parts = [
    `step 0 ${ms(widget.step0)} ms (bare React ${ms(bare.step0)} ${ratio(widget.step0, bare.step0)}, static ${ms(plain.step0)})`,
    `positions kept ${ms(widget.step0PositionsKept)} ms (bare React ${ms(bare.step0PositionsKept)} ${ratio(widget.step0PositionsKept, bare.step0PositionsKept)})`,
    `hover ${ms(widget.hover)} ms (bare React ${ms(bare.hover)}${gap(widget.hover, bare.hover)}; static ${ms(plain.hover)})`,
    `map hover ${ms(widget.mapHover)} ms`,
    `filter ${ms(widget.filter)} ms (bare React ${ms(bare.filter)}${gap(widget.filter, bare.filter)}; static ${ms(plain.filter)})`,
    `click→form ${ms(widget.clickToForm)} ms${clickAt32 === undefined || size === 32 ? '' : ` (${ratio(widget.clickToForm, clickAt32)} of 32)`}`,
    `form typing ${ms(widget.formTyping)} ms`,
  ];
  return `[QuoteWizard] bench ${size} residences · ${parts.join(' · ')}`;
}

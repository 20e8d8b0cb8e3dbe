// What the visitor sees of the residences at step 0, read the way the list and the map show them.

/** The list entries the search keeps (the others stay in the page, hidden). */
export const SHOWN_ENTRIES = '.qw-list__item:not([hidden]) button';

/** The names of the list entries the search keeps (the others stay in the page, hidden). */
export const SHOWN_ENTRY_NAMES = '.qw-list__item:not([hidden]) .qw-entry__name';

/** How many residences the map shows: one per single point, and the count a cluster point displays. */
export const residencesOnMap = (widget) =>
  widget.locator('.qw-map__point').evaluateAll((points) =>
    points.reduce((sum, point) => sum + (point.classList.contains('qw-map__point--cluster') ? Number(point.textContent) : 1), 0),
  );

// What the bench watches from inside the page. `probe` is handed to addInitScript, so it runs before the page's
// own scripts and must not use anything from this module's scope.

/** The accessible names the bench finds things by, the same in the widget and in both floors. */
export const LABELS = { list: 'Liste des résidences', search: 'Rechercher une résidence', map: 'Carte des résidences en France', form: 'Vos informations', firstName: 'Prénom' };

/**
 * Installs `window.__bench`: every Event Timing entry of 16 ms or more, the moment step 0 is shown (the last
 * residence's list entry visible and clickable), and `armForm()` for the time from a click to the form heading.
 * Both moments are checked once per animation frame, so all three pages are judged by the same test at the same
 * granularity.
 */
export function probe({ lastName, labels }) {
  const bench = { events: [], clickAt: null };
  window.__bench = bench;
  const keep = (entry) => bench.events.push({ name: entry.name, start: entry.startTime, duration: entry.duration });
  const observer = new PerformanceObserver((list) => list.getEntries().forEach(keep));
  observer.observe({ type: 'event', durationThreshold: 16, buffered: true });

  const nextFrame = () => new Promise((resolve) => requestAnimationFrame(resolve));
  /** Resolves once two frames have passed: what a scroll or an input set off has been drawn. */
  bench.settle = async () => {
    await nextFrame();
    await nextFrame();
  };
  const everyFrame = (found) =>
    new Promise((resolve) => {
      const check = () => (found() ? resolve(performance.now()) : requestAnimationFrame(check));
      requestAnimationFrame(check);
    });
  // The widget puts its shadow root on an element of its own; the floors put theirs on the container.
  const root = () => document.querySelector('[data-quote-wizard] > quote-wizard-root')?.shadowRoot ?? document.querySelector('[data-quote-wizard]')?.shadowRoot ?? null;

  // Clickable as a pointer sees it: a box, not disabled, and the element hit at its centre once scrolled to; and
  // visible: its content drawn (what content-visibility skips keeps its box, and can be hit, before it is drawn).
  const clickable = (element, shadow) => {
    const box = element.getBoundingClientRect();
    if (box.width === 0 || box.height === 0 || element.disabled || element.getAttribute('aria-disabled') === 'true') return false;
    element.scrollIntoView({ block: 'center', behavior: 'instant' });
    if (!Array.from(element.children).every((child) => child.checkVisibility({ contentVisibilityAuto: true }))) return false;
    const seen = element.getBoundingClientRect();
    const hit = shadow.elementFromPoint(seen.x + seen.width / 2, seen.y + seen.height / 2);
    return hit !== null && element.contains(hit);
  };

  bench.step0 = everyFrame(() => {
    const shadow = root();
    const buttons = shadow?.querySelector(`ul[aria-label="${labels.list}"]`)?.querySelectorAll('button');
    const last = buttons?.[buttons.length - 1];
    return last !== undefined && last.textContent.trim().startsWith(lastName) && clickable(last, shadow);
  });

  // Headings found level by level from each of the shadow root's children: one query for the six levels at once
  // (with role="heading" besides) tests every element against each selector, and on a page of 1,000 residences
  // took about 9 ms of each frame at 4×, which only the widget's page paid. The widget's headings are h elements.
  const HEADING_TAGS = ['h1', 'h2', 'h3', 'h4', 'h5', 'h6'];
  const formHeading = () =>
    Array.from(root()?.children ?? [])
      .flatMap((top) => HEADING_TAGS.flatMap((tag) => Array.from(top.getElementsByTagName(tag))))
      .find((heading) => heading.textContent.trim() === labels.form && heading.checkVisibility({ opacityProperty: true, visibilityProperty: true }));

  /** Call before the click: resolves with the milliseconds from the click's timestamp to the heading's first frame. */
  bench.armForm = () => {
    if (formHeading()) throw new Error(`« ${labels.form} » is already shown before the click`);
    bench.clickAt = null;
    window.addEventListener('click', (event) => (bench.clickAt = event.timeStamp), { capture: true, once: true });
    bench.form = everyFrame(() => bench.clickAt !== null && formHeading() !== undefined).then((at) => at - bench.clickAt);
  };

  /**
   * The entries of the given names that started at or after `since`, once the frame after the last input has
   * been drawn (an entry is reported only after the frame that follows its event).
   */
  bench.eventsSince = async (since, names) => {
    await bench.settle();
    await new Promise((resolve) => setTimeout(resolve));
    observer.takeRecords().forEach(keep);
    return bench.events.filter((entry) => entry.start >= since && names.includes(entry.name));
  };
}

// One measured stretch of a visit: what the simulated visitor does, and the slowest event it set off.

/** Waits as the simulated visitor does between two gestures (their pace, not a wait for the page). */
export const pause = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Runs `act` once the page has drawn what came before, and returns the longest Event Timing duration among
 * the events named `names` that started meanwhile, or null when none reached 16 ms (browsers report nothing
 * shorter). `act` returns how many `counted` events it must have caused at least: fewer means the gestures
 * missed their target, and the phase fails rather than print a figure that measured nothing.
 */
export async function worstEvent(session, { names, counted, act }) {
  const { page, guard } = session;
  const before = await guard(
    page.evaluate(async (type) => {
      await window.__bench.settle();
      return { since: performance.now(), count: performance.eventCounts.get(type) };
    }, counted),
    'waiting for the page to draw',
  );
  const expected = await act();
  const after = await guard(
    page.evaluate(
      async ({ since, names, type }) => ({ entries: await window.__bench.eventsSince(since, names), count: performance.eventCounts.get(type) }),
      { since: before.since, names, type: counted },
    ),
    'reading the event timings',
  );
  if (expected === 0 || after.count - before.count < expected) throw new Error(`${expected} gestures set off only ${after.count - before.count} ${counted} events`);
  return after.entries.length === 0 ? null : Math.max(...after.entries.map((entry) => entry.duration));
}

/** The larger of two worst durations, null standing for "under 16 ms". */
export const worse = (a, b) => (a === null ? b : b === null ? a : Math.max(a, b));

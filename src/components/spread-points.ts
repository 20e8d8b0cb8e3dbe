/** Height of the map box over its width (1000 × 950). */
const RATIO = 0.95;

/**
 * Where to draw each point, [x %, y %]. Neighbours whose boxes would overlap, closer than `gap` (in % of the
 * map width) across or down, are pushed apart a little: two residences of one city stay two targets of their
 * full size (WCAG 2.5.8) instead of one hiding the other. A gap of 0 leaves every point where it is.
 */
export function spreadPoints(positions: ReadonlyArray<{ positionX: number; positionY: number }>, gap: number): number[][] {
  const points = positions.map(({ positionX, positionY }) => [positionX, positionY]);
  for (let pass = 0; pass < 40; pass++) {
    points.forEach((a, i) => {
      for (const b of points.slice(i + 1)) {
        // Two residences at the same place part sideways.
        const dx = b[0] - a[0] || 0.1;
        const dy = (b[1] - a[1]) * RATIO;
        const distance = Math.max(Math.abs(dx), Math.abs(dy));
        if (distance >= gap) continue;
        const push = (gap - distance) / distance / 2;
        a[0] -= dx * push;
        a[1] -= (dy * push) / RATIO;
        b[0] += dx * push;
        b[1] += (dy * push) / RATIO;
      }
    });
  }
  return points;
}

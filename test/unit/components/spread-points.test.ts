import { spreadPoints } from '../../../src/components/spread-points';

const RATIO = 0.95;
/** The smallest distance between two points, across or down, in % of the map width (as spreadPoints measures). */
function closest(points: number[][]): number {
  let min = Infinity;
  points.forEach((a, i) => {
    for (const b of points.slice(i + 1)) min = Math.min(min, Math.max(Math.abs(b[0] - a[0]), Math.abs(b[1] - a[1]) * RATIO));
  });
  return min;
}

describe('spreadPoints', () => {
  it('leaves every point where it is with a gap of 0', () => {
    const positions = [{ positionX: 10, positionY: 20 }, { positionX: 10.1, positionY: 20 }];
    expect(spreadPoints(positions, 0)).toEqual([[10, 20], [10.1, 20]]);
  });

  it('leaves points that are far enough apart untouched', () => {
    const positions = [{ positionX: 10, positionY: 20 }, { positionX: 40, positionY: 60 }, { positionX: 80, positionY: 30 }];
    expect(spreadPoints(positions, 5)).toEqual([[10, 20], [40, 60], [80, 30]]);
  });

  it('parts two residences of the same city until they no longer overlap', () => {
    const points = spreadPoints([{ positionX: 50, positionY: 50 }, { positionX: 50, positionY: 50 }], 5);
    expect(closest(points)).toBeGreaterThanOrEqual(4.99);
    // Around where they were: each moved by about half the gap.
    for (const [x, y] of points) expect(Math.hypot(x - 50, y - 50)).toBeLessThan(3);
  });

  it('keeps a cluster of five nearby residences apart, close to their places', () => {
    const positions = [0, 1, 2, 3, 4].map((n) => ({ positionX: 60 + n * 0.5, positionY: 40 + (n % 2) * 0.5 }));
    const points = spreadPoints(positions, 4);
    expect(closest(points)).toBeGreaterThanOrEqual(3.9);
    points.forEach(([x, y], n) => expect(Math.hypot(x - positions[n].positionX, y - positions[n].positionY)).toBeLessThan(10));
  });

  it('does not change the positions it is given', () => {
    const positions = [{ positionX: 50, positionY: 50 }, { positionX: 50, positionY: 50 }];
    spreadPoints(positions, 5);
    expect(positions).toEqual([{ positionX: 50, positionY: 50 }, { positionX: 50, positionY: 50 }]);
  });
});

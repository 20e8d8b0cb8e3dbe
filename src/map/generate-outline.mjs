// Generates src/map/france-outline.ts (run with `npm run map`).
//
// The widget positions residences on the map with percentages of a fixed
// geographic box, so the outline must use exactly the same mapping. That is
// why the projection here is a plain linear (equirectangular) one over that
// box and not a conformal or equal-area projection: a residence placed with
// x% = (lon + 5.2) / 13.5 * 100 and y% = (51.1 - lat) / 8.8 * 100 then lands
// on the right spot of the outline without any projection code in the widget.
//
// Source: world-atlas (ISC), built from Natural Earth (public domain).

import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { feature } from 'topojson-client';

const require = createRequire(import.meta.url);

// The box is the contract with the widget's positionX/positionY: changing it
// moves every residence on the map, so it is exported with the path rather
// than restated by hand. It hugs mainland France and deliberately leaves out
// Corsica (east of 8.3° E) and the overseas territories: including them would
// shrink the mainland, where the residences are, to a fraction of the widget.
const BOUNDS = { west: -5.2, east: 8.3, north: 51.1, south: 42.3 };

// A linear lon/lat mapping stretches east-west distances by 1 / cos(lat).
// Scaling the height by the cosine of France's mean latitude keeps the shape
// undistorted where it matters, while the mapping stays linear.
const MEAN_LATITUDE = 46.7;
const WIDTH = 1000;
const HEIGHT = Math.round(
  (WIDTH * (BOUNDS.north - BOUNDS.south)) /
    ((BOUNDS.east - BOUNDS.west) * Math.cos((MEAN_LATITUDE * Math.PI) / 180)),
);

// Douglas-Peucker tolerance in viewBox units (1 unit is about 1 km). Small
// enough that Brittany, the Cotentin and the Gironde estuary still read, large
// enough that the path stays well under the size budget below.
const TOLERANCE = 1.2;
// The path is inlined in the widget bundle, so keep it small.
const MAX_PATH_BYTES = 6 * 1024;
// Rings with fewer distinct vertices than this are specks at widget size.
const MIN_RING_VERTICES = 4;

const OUTPUT = fileURLToPath(new URL('./france-outline.ts', import.meta.url));

function loadFrance() {
  const topology = JSON.parse(
    readFileSync(require.resolve('world-atlas/countries-50m.json'), 'utf8'),
  );
  const geometry = topology.objects.countries.geometries.find(
    (g) => g.id === '250' || g.properties?.name === 'France',
  );
  if (!geometry) throw new Error('France (id 250) not found in world-atlas');
  const { geometry: geo } = feature(topology, geometry);
  return geo.type === 'Polygon' ? [geo.coordinates] : geo.coordinates;
}

/** Area-weighted centroid of a ring in lon/lat (fine at this scale). */
function ringCentroid(ring) {
  let area = 0;
  let cx = 0;
  let cy = 0;
  for (let i = 0, n = ring.length - 1; i < n; i++) {
    const [x0, y0] = ring[i];
    const [x1, y1] = ring[i + 1];
    const cross = x0 * y1 - x1 * y0;
    area += cross;
    cx += (x0 + x1) * cross;
    cy += (y0 + y1) * cross;
  }
  if (area === 0) return ring[0];
  return [cx / (3 * area), cy / (3 * area)];
}

// Partly overlapping polygons are judged by their centroid, not clipped: a
// clipped coastline would draw a false straight edge along the box.
function insideBounds([lon, lat]) {
  return (
    lon >= BOUNDS.west && lon <= BOUNDS.east && lat >= BOUNDS.south && lat <= BOUNDS.north
  );
}

function project([lon, lat]) {
  return [
    ((lon - BOUNDS.west) / (BOUNDS.east - BOUNDS.west)) * WIDTH,
    ((BOUNDS.north - lat) / (BOUNDS.north - BOUNDS.south)) * HEIGHT,
  ];
}

function segmentDistance([px, py], [ax, ay], [bx, by]) {
  const dx = bx - ax;
  const dy = by - ay;
  const lengthSq = dx * dx + dy * dy;
  let t = lengthSq === 0 ? 0 : ((px - ax) * dx + (py - ay) * dy) / lengthSq;
  t = Math.max(0, Math.min(1, t));
  return Math.hypot(px - (ax + t * dx), py - (ay + t * dy));
}

/** Douglas-Peucker on an open polyline; iterative so long rings cannot overflow the stack. */
function simplifyLine(points, tolerance) {
  const keep = new Uint8Array(points.length);
  keep[0] = 1;
  keep[points.length - 1] = 1;
  const stack = [[0, points.length - 1]];
  while (stack.length > 0) {
    const [first, last] = stack.pop();
    let maxDistance = 0;
    let index = -1;
    for (let i = first + 1; i < last; i++) {
      const d = segmentDistance(points[i], points[first], points[last]);
      if (d > maxDistance) {
        maxDistance = d;
        index = i;
      }
    }
    if (index !== -1 && maxDistance > tolerance) {
      keep[index] = 1;
      stack.push([first, index], [index, last]);
    }
  }
  return points.filter((_, i) => keep[i] === 1);
}

/**
 * Douglas-Peucker on a closed ring. A closed ring has no natural endpoints, so
 * split it at the vertex farthest from the start to get two open halves whose
 * endpoints are real extremes of the shape.
 */
function simplifyRing(ring, tolerance) {
  const open = ring.slice(0, -1);
  let far = 0;
  let farDistance = -1;
  for (let i = 1; i < open.length; i++) {
    const d = Math.hypot(open[i][0] - open[0][0], open[i][1] - open[0][1]);
    if (d > farDistance) {
      farDistance = d;
      far = i;
    }
  }
  const first = simplifyLine(open.slice(0, far + 1), tolerance);
  const second = simplifyLine([...open.slice(far), open[0]], tolerance);
  return [...first, ...second.slice(1, -1)];
}

/**
 * Rounds to whole viewBox units (about 1 km; a map point is 28 px wide) and keeps them as tenths, integers,
 * so relative steps are exact. Whole units keep the path small: it ships inside the widget's bundle.
 */
function toTenths(points) {
  const out = [];
  for (const [x, y] of points) {
    const p = [Math.round(x) * 10, Math.round(y) * 10];
    const prev = out[out.length - 1];
    if (!prev || prev[0] !== p[0] || prev[1] !== p[1]) out.push(p);
  }
  while (
    out.length > 1 &&
    out[0][0] === out[out.length - 1][0] &&
    out[0][1] === out[out.length - 1][1]
  ) {
    out.pop();
  }
  return out;
}

function formatTenths(value) {
  const sign = value < 0 ? '-' : '';
  const abs = Math.abs(value);
  const whole = Math.floor(abs / 10);
  const fraction = abs % 10;
  return sign + String(whole) + (fraction === 0 ? '' : `.${fraction}`);
}

/** Joins numbers, letting a minus sign double as the separator. */
function joinNumbers(values) {
  return values
    .map((v, i) => (i === 0 || v < 0 ? formatTenths(v) : ` ${formatTenths(v)}`))
    .join('');
}

/** Absolute move, then relative lines: relative steps are much shorter text. */
function ringToPath(ring) {
  const [start, ...rest] = ring;
  const steps = [];
  let previous = start;
  for (const point of rest) {
    steps.push(point[0] - previous[0], point[1] - previous[1]);
    previous = point;
  }
  return `M${joinNumbers(start)}l${joinNumbers(steps)}Z`;
}

function buildPath() {
  const polygons = loadFrance().filter((polygon) =>
    insideBounds(ringCentroid(polygon[0])),
  );
  const rings = [];
  for (const polygon of polygons) {
    for (const ring of polygon) {
      const simplified = toTenths(simplifyRing(ring.map(project), TOLERANCE));
      if (simplified.length >= MIN_RING_VERTICES) rings.push(simplified);
    }
  }
  return { path: rings.map(ringToPath).join(''), ringCount: rings.length };
}

const { path, ringCount } = buildPath();
if (Buffer.byteLength(path) > MAX_PATH_BYTES) {
  throw new Error(`Path is ${Buffer.byteLength(path)} bytes, over the ${MAX_PATH_BYTES} budget; raise TOLERANCE`);
}

const source = `// Generated by \`npm run map\` (src/map/generate-outline.mjs) from world-atlas
// countries-50m (Natural Earth, public domain; world-atlas is ISC licensed).
// Do not edit by hand.

/** Width of the map's viewBox. */
export const MAP_WIDTH = ${WIDTH};
/** Height of the map's viewBox (keeps France's proportions at ${MEAN_LATITUDE}° N). */
export const MAP_HEIGHT = ${HEIGHT};
/** Geographic box the map covers; positionX/positionY are percentages of it. */
export const MAP_BOUNDS = { west: ${BOUNDS.west}, east: ${BOUNDS.east}, north: ${BOUNDS.north}, south: ${BOUNDS.south} } as const;
/** SVG path of mainland France, in viewBox units. */
export const FRANCE_PATH =
  "${path}";
`;

writeFileSync(OUTPUT, source);
console.log(`[QuoteWizard] france-outline.ts: path ${path.length} bytes, ${ringCount} rings, viewBox 0 0 ${WIDTH} ${HEIGHT}`);

/**
 * @packageDocumentation
 * The coloured regions of the board and the colour set of every place.
 *
 * Default model (inventory §7.5, an assumption the sources leave open): a central
 * diamond |x| + |y| ≤ 7 split by the midlines into four quarters, red at NE and
 * SW, white at NW and SE; four red gate triangles with their apex at the diamond
 * tips opening to the rim between the tip's diagonals; the rest yellow ("wood").
 *
 * A point's colour set is the set of colours of every region whose closure
 * contains it (a point on a border has both colours). A square's colour set is the
 * set of colours it overlaps. Colours are written as sorted letters:
 * G gate (red triangle), R red quarter, W white quarter, Y yellow.
 */
import { RADIUS } from './board.ts';
import { place, type PlaceId } from './coords.ts';

export type Colour = 'G' | 'R' | 'W' | 'Y';

export interface RegionModel {
  /** Diamond size D: the central diamond is |x| + |y| ≤ D. */
  readonly diamond: 7 | 8 | 9;
  /** Which opposite pair of quarters is red. */
  readonly redQuarters: 'ne-sw' | 'nw-se';
  /** Gate shape: triangle from the diamond tip (default), a single point at distance 8, or a small triangle with its apex at 8. */
  readonly gate: 'triangle' | 'point' | 'apex8';
}

export const DEFAULT_REGION_MODEL: RegionModel = Object.freeze({ diamond: 7, redQuarters: 'ne-sw', gate: 'triangle' });

/** The colour of the open region containing (px, py), or undefined outside the disc. Boundaries are decided by the caller's sampling. */
export function colourAt(model: RegionModel, px: number, py: number): Colour | undefined {
  if (px * px + py * py >= RADIUS * RADIUS) return undefined;
  const d = model.diamond;
  if (Math.abs(px) + Math.abs(py) < d) {
    const neSw = (px > 0 && py > 0) || (px < 0 && py < 0);
    return neSw === (model.redQuarters === 'ne-sw') ? 'R' : 'W';
  }
  if (model.gate !== 'point') {
    const a = model.gate === 'triangle' ? d : 8;
    if (py >= a + Math.abs(px) || -py >= a + Math.abs(px) || px >= a + Math.abs(py) || -px >= a + Math.abs(py)) return 'G';
  }
  return 'Y';
}

/** Labels of the open regions meeting an infinitesimal circle around (x, y): the closure rule. */
export function closureClasses<T>(x: number, y: number, classify: (px: number, py: number) => T | undefined): Set<T> {
  const out = new Set<T>();
  const e = 1e-4;
  for (let k = 0; k < 16; k++) {
    const a = (2 * Math.PI * (k + 0.5)) / 16;
    const c = classify(x + e * Math.cos(a), y + e * Math.sin(a));
    if (c !== undefined) out.add(c);
  }
  return out;
}

/** Labels of the open regions a unit square overlaps (sampled on a 16 × 16 grid of interior points). */
export function overlapClasses<T>(i: number, j: number, classify: (px: number, py: number) => T | undefined): Set<T> {
  const out = new Set<T>();
  const n = 16;
  for (let a = 0; a < n; a++)
    for (let b = 0; b < n; b++) {
      const c = classify(i + (a + 0.5) / n, j + (b + 0.5) / n);
      if (c !== undefined) out.add(c);
    }
  return out;
}

/** Labels of a place under a classifier: closure for points, overlap for squares. */
export function placeClasses<T>(id: PlaceId, classify: (px: number, py: number) => T | undefined): Set<T> {
  const p = place(id);
  return p.kind === 'point' ? closureClasses(p.x, p.y, classify) : overlapClasses(p.i, p.j, classify);
}

const GATE_POINTS = new Set(['0,8', '0,-8', '8,0', '-8,0']);
const COLOUR_CACHE = new Map<string, string>();

/** Colour set of a place as sorted letters, e.g. `GRWY` for a diamond tip, `` off the board. */
export function colourSet(id: PlaceId, model: RegionModel = DEFAULT_REGION_MODEL): string {
  const key = `${model.diamond}${model.redQuarters}${model.gate}:${id}`;
  const hit = COLOUR_CACHE.get(key);
  if (hit !== undefined) return hit;
  const s = placeClasses(id, (px, py) => colourAt(model, px, py));
  const p = place(id);
  if (model.gate === 'point' && p.kind === 'point' && GATE_POINTS.has(`${p.x},${p.y}`)) s.add('G');
  const out = [...s].sort().join('');
  COLOUR_CACHE.set(key, out);
  return out;
}

/** Named regions for overlays and rules. Each is a predicate over points (and squares where it makes sense). */
export const NAMED_REGIONS = [
  'diamond',
  'quarter-ne',
  'quarter-nw',
  'quarter-sw',
  'quarter-se',
  'gate-n',
  'gate-e',
  'gate-s',
  'gate-w',
  'yellow',
  'walls',
  'fences',
  'paths',
  'midlines',
  'diagonals',
] as const;
export type NamedRegion = (typeof NAMED_REGIONS)[number];

/** Whether a point (x, y) lies in a named region of the model (closure rule for areas). */
export function pointInRegion(region: NamedRegion, x: number, y: number, model: RegionModel = DEFAULT_REGION_MODEL): boolean {
  const d = model.diamond;
  const m = Math.abs(x) + Math.abs(y);
  const inDisc = x * x + y * y < RADIUS * RADIUS;
  if (!inDisc) return false;
  switch (region) {
    case 'diamond':
      return m <= d;
    case 'quarter-ne':
      return m <= d && x >= 0 && y >= 0;
    case 'quarter-nw':
      return m <= d && x <= 0 && y >= 0;
    case 'quarter-sw':
      return m <= d && x <= 0 && y <= 0;
    case 'quarter-se':
      return m <= d && x >= 0 && y <= 0;
    case 'gate-n':
    case 'gate-e':
    case 'gate-s':
    case 'gate-w': {
      const [u, v] = region === 'gate-n' ? [y, x] : region === 'gate-s' ? [-y, x] : region === 'gate-e' ? [x, y] : [-x, y];
      if (model.gate === 'point') return u === 8 && v === 0;
      const a = model.gate === 'triangle' ? d : 8;
      return u >= a + Math.abs(v);
    }
    case 'yellow':
      return closureClasses(x, y, (px, py) => colourAt(model, px, py)).has('Y');
    case 'walls':
      return m === d && x !== 0 && y !== 0;
    case 'fences': {
      const cs = closureClasses(x, y, (px, py) => colourAt(model, px, py));
      return cs.has('G') && cs.has('Y') && m !== d;
    }
    case 'paths':
      return (x === 0 && Math.abs(y) <= d) || (y === 0 && Math.abs(x) <= d);
    case 'midlines':
      return x === 0 || y === 0;
    case 'diagonals':
      return Math.abs(x) === Math.abs(y);
  }
}

/** A polygon in board coordinates (x east, y north), to be clipped by the board circle when drawn. */
export interface RegionPolygon {
  readonly colour: Colour;
  readonly name: string;
  readonly points: readonly (readonly [number, number])[];
}

/** Polygons that draw the colour layout of a model (clip them with the circle of radius 9). */
export function regionPolygons(model: RegionModel = DEFAULT_REGION_MODEL): RegionPolygon[] {
  const d = model.diamond;
  const q = (sx: number, sy: number): (readonly [number, number])[] => [
    [0, 0],
    [sx * d, 0],
    [0, sy * d],
  ];
  const red = model.redQuarters === 'ne-sw';
  const out: RegionPolygon[] = [
    { name: 'quarter-ne', colour: red ? 'R' : 'W', points: q(1, 1) },
    { name: 'quarter-sw', colour: red ? 'R' : 'W', points: q(-1, -1) },
    { name: 'quarter-nw', colour: red ? 'W' : 'R', points: q(-1, 1) },
    { name: 'quarter-se', colour: red ? 'W' : 'R', points: q(1, -1) },
  ];
  if (model.gate !== 'point') {
    const a = model.gate === 'triangle' ? d : 8;
    const far = 12;
    const tri = (f: (u: number, v: number) => readonly [number, number]) => [f(a, 0), f(a + far, far), f(a + far, -far)];
    out.push({ name: 'gate-n', colour: 'G', points: tri((u, v) => [v, u]) });
    out.push({ name: 'gate-s', colour: 'G', points: tri((u, v) => [v, -u]) });
    out.push({ name: 'gate-e', colour: 'G', points: tri((u, v) => [u, v]) });
    out.push({ name: 'gate-w', colour: 'G', points: tri((u, v) => [-u, v]) });
  }
  return out;
}

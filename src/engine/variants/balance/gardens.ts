/**
 * @packageDocumentation
 * Balance's gardens: the layouts (variant data) and, per option set, the table of
 * which gardens every playable place belongs to. Membership is computed with the
 * shared geometry helpers (`placeClasses`, `overlapClasses`), never by hand.
 *
 * Default layout: eight sectors cut by the two midlines and the
 * two board diagonals, each split by the diamond |x| + |y| = 9 into an inner and
 * an outer garden — 16 gardens, 41 distinct membership classes.
 */
import { boardShape, type BoardShape } from '../../geometry/board.ts';
import { isPoint, place, type PlaceId } from '../../geometry/coords.ts';
import { overlapClasses, placeClasses } from '../../geometry/regions.ts';
import { RADIUS } from '../../geometry/board.ts';

export type Layout = 'sectors-d9' | 'sectors-d8' | 'sectors-d7' | 'blocks-4x4';

const SECTOR_IDS = ['ene', 'nne', 'nnw', 'wnw', 'wsw', 'ssw', 'sse', 'ese'];
const SECTOR_NAMES = [
  'East-north-east',
  'North-north-east',
  'North-north-west',
  'West-north-west',
  'West-south-west',
  'South-south-west',
  'South-south-east',
  'East-south-east',
];

/** Sector 0–7 counter-clockwise from east, by exact comparisons (ties go to one side; callers that care exclude them). */
function sector(px: number, py: number): number {
  const ax = Math.abs(px);
  const ay = Math.abs(py);
  if (px > 0 && py >= 0) return ay < ax ? 0 : 1;
  if (px <= 0 && py > 0) return ax < ay ? 2 : 3;
  if (px < 0 && py <= 0) return ay < ax ? 4 : 5;
  return ax < ay ? 6 : 7;
}

interface LayoutDef {
  readonly ids: readonly string[];
  readonly labels: readonly string[];
  /** Garden index of an interior sample point, or undefined outside the disc (or on a border when `strict`). */
  classify(px: number, py: number, strict: boolean): number | undefined;
  /** The example pair-type map: 0 = Lotus–Rose gardens, 1 = Orchid–Lily gardens. */
  readonly familyMap: readonly number[];
}

function sectorsLayout(d: number): LayoutDef {
  const ids: string[] = [];
  const labels: string[] = [];
  const familyMap: number[] = [];
  for (let s = 0; s < 8; s++) {
    ids.push(`${SECTOR_IDS[s]}-inner`, `${SECTOR_IDS[s]}-outer`);
    labels.push(`${SECTOR_NAMES[s]} inner`, `${SECTOR_NAMES[s]} outer`);
    familyMap.push(s % 2, (s + 1) % 2);
  }
  return {
    ids,
    labels,
    familyMap,
    classify(px, py, strict) {
      if (px * px + py * py >= RADIUS * RADIUS) return undefined;
      const m = Math.abs(px) + Math.abs(py);
      if (strict && (px === 0 || py === 0 || Math.abs(px) === Math.abs(py) || m === d)) return undefined;
      return sector(px, py) * 2 + (m < d ? 0 : 1);
    },
  };
}

function blocksLayout(): LayoutDef {
  const ids: string[] = [];
  const labels: string[] = [];
  const familyMap: number[] = [];
  const cols = 'abcd';
  for (let r = 0; r < 4; r++)
    for (let c = 0; c < 4; c++) {
      ids.push(`block-${cols[c]}${r + 1}`);
      labels.push(`Block ${cols[c]?.toUpperCase()}${r + 1}`);
      familyMap.push((r + c) % 2);
    }
  const band = (v: number) => (v < -4.5 ? 0 : v < 0 ? 1 : v < 4.5 ? 2 : 3);
  return {
    ids,
    labels,
    familyMap,
    classify(px, py, strict) {
      if (px * px + py * py >= RADIUS * RADIUS) return undefined;
      if (strict && (px === 0 || py === 0 || Math.abs(px) === 4.5 || Math.abs(py) === 4.5)) return undefined;
      return (3 - band(py)) * 4 + band(px);
    },
  };
}

export function layoutDef(layout: Layout): LayoutDef {
  switch (layout) {
    case 'sectors-d9':
      return sectorsLayout(9);
    case 'sectors-d8':
      return sectorsLayout(8);
    case 'sectors-d7':
      return sectorsLayout(7);
    case 'blocks-4x4':
      return blocksLayout();
  }
}

/** A border line segment `[x1, y1, x2, y2]` in board coordinates. */
export type Segment = readonly [number, number, number, number];

const BORDERS = new Map<Layout, readonly Segment[]>();

/**
 * The garden borders of a layout as few long segments, clipped to the disc, derived from the
 * layout's own `classify` (so they cannot drift from membership). Candidate lines: x = a, y = a
 * and x ± y = a for every multiple a of 1/2. Along each, the other candidates cross at parameter
 * steps of 1/4; every piece between crossings (cut at the rim) is a border when the gardens just
 * either side of its middle differ, and consecutive border pieces merge. Memoised per layout.
 */
export function gardenBorders(layout: Layout): readonly Segment[] {
  const hit = BORDERS.get(layout);
  if (hit) return hit;
  const def = layoutDef(layout);
  const R2 = RADIUS * RADIUS;
  const out: Segment[] = [];
  const r = (v: number) => Math.round(v * 1e12) / 1e12 + 0;
  // The line (ox, oy) + t (dx, dy), its normal (-dy, dx).
  const scan = (ox: number, oy: number, dx: number, dy: number) => {
    const a = dx * dx + dy * dy;
    const b = ox * dx + oy * dy;
    const disc = b * b - a * (ox * ox + oy * oy - R2);
    if (disc <= 0) return;
    const lo = (-b - Math.sqrt(disc)) / a;
    const hi = (-b + Math.sqrt(disc)) / a;
    const push = (t0: number, t1: number) => out.push([r(ox + t0 * dx), r(oy + t0 * dy), r(ox + t1 * dx), r(oy + t1 * dy)]);
    let start: number | undefined;
    for (let k = Math.floor(lo * 4) / 4; k < hi; k += 0.25) {
      const t0 = Math.max(k, lo);
      const t1 = Math.min(k + 0.25, hi);
      if (t1 <= t0) continue;
      const px = ox + ((t0 + t1) / 2) * dx;
      const py = oy + ((t0 + t1) / 2) * dy;
      const e = Math.min(1e-6, (R2 - px * px - py * py) / (4 * RADIUS));
      const g1 = def.classify(px - e * dy, py + e * dx, false);
      const g2 = def.classify(px + e * dy, py - e * dx, false);
      const border = g1 !== undefined && g2 !== undefined && g1 !== g2;
      if (border && start === undefined) start = t0;
      else if (!border && start !== undefined) {
        push(start, t0);
        start = undefined;
      }
    }
    if (start !== undefined) push(start, hi);
  };
  for (let a = -2 * RADIUS; a <= 2 * RADIUS; a++) {
    const c = a / 2;
    if (Math.abs(c) < RADIUS) {
      scan(c, 0, 0, 1);
      scan(0, c, 1, 0);
    }
    scan(0, -c, 1, 1);
    scan(0, c, 1, -1);
  }
  const frozen = Object.freeze(out.map((g) => Object.freeze(g)));
  BORDERS.set(layout, frozen);
  return frozen;
}

/** Garden membership of every playable place under one option set. Immutable, memoised. */
export interface GardenTable {
  readonly ids: readonly string[];
  readonly labels: readonly string[];
  readonly familyMap: readonly number[];
  readonly shape: BoardShape;
  /** Playable places (points first, then squares), after the play-surface option. */
  readonly places: readonly PlaceId[];
  readonly playable: (id: PlaceId) => boolean;
  /** Sorted garden indices of a playable place (empty array elsewhere). */
  readonly gardensOf: (id: PlaceId) => readonly number[];
  /** Members of each garden (places of the surface). */
  readonly members: readonly (readonly PlaceId[])[];
  /** Largest number of gardens of any playable point / square. */
  readonly maxPointGardens: number;
  readonly maxSquareGardens: number;
}

export interface TableKey {
  readonly layout: Layout;
  readonly membership: 'overlap' | 'half';
  readonly onboard: 'strict-centre' | 'closed-centre' | 'strict-whole';
  readonly surface: 'both' | 'intersections' | 'squares';
}

const TABLES = new Map<string, GardenTable>();

export function gardenTable(k: TableKey): GardenTable {
  const key = `${k.layout}/${k.membership}/${k.onboard}/${k.surface}`;
  const hit = TABLES.get(key);
  if (hit) return hit;
  const def = layoutDef(k.layout);
  const shape =
    k.onboard === 'closed-centre' ? boardShape('closed', 'centre') : k.onboard === 'strict-whole' ? boardShape('strict', 'whole') : boardShape('strict', 'centre');
  const places = [...(k.surface !== 'squares' ? shape.points : []), ...(k.surface !== 'intersections' ? shape.squares : [])];
  const of = new Map<PlaceId, readonly number[]>();
  const members: PlaceId[][] = def.ids.map(() => []);
  let maxP = 0;
  let maxS = 0;
  for (const id of places) {
    let gs: number[];
    if (k.membership === 'half' && !isPoint(id)) {
      // Count interior samples per garden (border samples are left out), keep gardens holding at least half.
      const p = place(id);
      const counts = new Array<number>(def.ids.length).fill(0);
      let total = 0;
      if (p.kind === 'square')
        overlapClasses(p.i, p.j, (px, py) => {
          const g = def.classify(px, py, true);
          if (g !== undefined) {
            counts[g] = (counts[g] ?? 0) + 1;
            total++;
          }
          return g;
        });
      gs = counts.flatMap((c, g) => (total > 0 && c * 2 >= total ? [g] : []));
    } else {
      gs = [...placeClasses(id, (px, py) => def.classify(px, py, false))].sort((a, b) => a - b);
    }
    const frozen = Object.freeze(gs);
    of.set(id, frozen);
    for (const g of gs) members[g]?.push(id);
    if (isPoint(id)) maxP = Math.max(maxP, gs.length);
    else maxS = Math.max(maxS, gs.length);
  }
  const set = new Set(places);
  const EMPTY: readonly number[] = Object.freeze([]);
  const table: GardenTable = Object.freeze({
    ids: def.ids,
    labels: def.labels,
    familyMap: def.familyMap,
    shape,
    places: Object.freeze(places),
    playable: (id: PlaceId) => set.has(id),
    gardensOf: (id: PlaceId) => of.get(id) ?? EMPTY,
    members: Object.freeze(members.map((m) => Object.freeze(m))),
    maxPointGardens: maxP,
    maxSquareGardens: maxS,
  });
  TABLES.set(key, table);
  return table;
}

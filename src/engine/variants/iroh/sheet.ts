/**
 * @packageDocumentation
 * The tile sheet of the booklet (p. 15) beside its running text: reference data for
 * the page's tile table, with every disagreement marked. Server side only (the
 * engine chunk does not carry this prose).
 */
import type { TileDef } from '../../core/types.ts';
import { TILES } from './spec.ts';

/**
 * The tile sheet (booklet p. 15) beside the running text (pp. 11–14), one row per
 * tile, with the points where they disagree marked. Data for the page's sortable table.
 */
export interface TileSheetRow {
  readonly code: string;
  readonly name: string;
  readonly count: number;
  /** Movement as the running text gives it. */
  readonly textMove: string;
  /** Movement as the tile sheet gives it. */
  readonly sheetMove: string;
  readonly paint: string;
  readonly attack: string;
  /** Special abilities, text and sheet together. */
  readonly special: string;
  /** Where the two disagree, with the option that settles it (empty when they agree). */
  readonly contradictions: readonly { readonly about: string; readonly option: string }[];
}

export const TILE_SHEET: readonly TileSheetRow[] = Object.freeze([
  {
    code: 'F', name: 'Fire', count: 4, textMove: 'up to 3, straight', sheetMove: 'up to 2, straight', paint: 'red only', attack: 'takes; can be taken',
    special: 'cannot be knotweeded; destroys a Knotweed put on it; frees or removes Knotweed it reaches',
    contradictions: [{ about: 'range 3 (text) against 2 (sheet)', option: 'iroh-fire-range' }, { about: 'frees a Knotweed by reaching it (text) against takes it away when in range (sheet)', option: 'iroh-knotweed-release' }],
  },
  {
    code: 'W', name: 'Water', count: 4, textMove: 'up to 2', sheetMove: 'up to 2, straight', paint: 'white only', attack: 'takes; can be taken',
    special: 'may be in two harmonies at once', contradictions: [],
  },
  {
    code: 'E', name: 'Earth', count: 4, textMove: 'up to 3', sheetMove: 'up to 3, straight', paint: 'wood only', attack: 'takes; can be taken',
    special: 'harmonizes with and over Rocks', contradictions: [{ about: 'with and over Rocks (text) against Rocks that harmonize with both players (sheet)', option: 'iroh-rock-harmony' }],
  },
  {
    code: 'A', name: 'Air', count: 4, textMove: 'up to 4, may change direction', sheetMove: 'up to 4, may turn mid-move', paint: 'anywhere', attack: 'never takes; cannot be taken',
    special: 'turns during its move', contradictions: [],
  },
  {
    code: 'L', name: 'White Lotus', count: 1, textMove: 'up to 5, any colour, the only piece that jumps', sheetMove: 'up to 5, straight line', paint: 'anywhere', attack: 'never takes; cannot be taken',
    special: 'starts on the home point; usable in either player\u2019s harmonies; cannot be knotweeded; frees knotweeded pieces',
    contradictions: [{ about: 'jumps over pieces (text) against a plain straight line (sheet)', option: 'iroh-lotus-jump' }],
  },
  {
    code: 'R', name: 'Rock', count: 2, textMove: 'placed, never moves', sheetMove: 'placed mid game, all areas', paint: 'any point but the home point', attack: 'cannot be taken',
    special: 'blocks harmonies', contradictions: [{ about: 'blocks harmonies (text) against harmony with Rocks of both players (sheet)', option: 'iroh-rock-harmony' }, { about: 'not on the home point (text) against all areas (sheet)', option: 'iroh-rock-placement' }],
  },
  {
    code: 'K', name: 'Knotweed', count: 3, textMove: 'placed on a square', sheetMove: 'placed mid game, all areas', paint: 'any square', attack: '—',
    special: 'locks the pieces on its four corners', contradictions: [{ about: 'knotweeded pieces do not disrupt harmonies (text) against Knotweed disrupts harmonies (sheet)', option: 'iroh-knotweed-harmony' }],
  },
] satisfies TileSheetRow[]);

/** A tile with its reference columns, for the tile table. */
function tileDef(t: (typeof TILES)[number]): TileDef {
  const row = TILE_SHEET.find((x) => x.code === t.code) as TileSheetRow;
  return {
    code: t.code,
    name: t.name,
    colour: t.colour,
    glyph: t.glyph,
    count: t.count,
    props: {
      movement: row.textMove,
      'tile sheet': row.sheetMove,
      paint: row.paint,
      attack: row.attack,
      special: row.special,
      'text and sheet disagree': row.contradictions.length ? row.contradictions.map((c) => c.about).join('; ') : 'no',
    },
  };
}


/** The tiles with their reference columns (meta, tile table). */
export const SHEET_TILES: readonly TileDef[] = Object.freeze(TILES.map(tileDef));

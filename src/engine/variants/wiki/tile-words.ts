/**
 * @packageDocumentation
 * Pai Sho Project tiles in words, for the reference table and the refusal of a move a tile cannot make (the late
 * chunk): kept out of `spec.ts` so the first board's engine chunk does not carry them.
 */
import type { TileDef } from '../../core/types.ts';
import { spec, TILES, type MoveKind, type WikiGroup } from './spec.ts';

const GROUP_WORD: Record<WikiGroup, string> = { white: 'White flower', red: 'Red flower', special: 'Special flower', element: 'Element' };
export const MOVE_WORD: Record<MoveKind, string> = {
  lily: '1 orthogonally, or 1–3 diagonally',
  jade: '1–3 orthogonally',
  knight: '1 orthogonally then 1 diagonally (no leaping)',
  lotus: '1–2 in any of 8 directions',
  queen6: '1–6 in any of 8 directions',
  chi: 'zebra (1 orthogonally then 2 diagonally) or 1 in any direction',
  water: '1–6 diagonally, or 1 orthogonally',
  earth: '1–6 orthogonally',
  wheel: 'up to 6 in any of 8 directions, or 1 orthogonally then 1 diagonally',
};

/** The tile kinds with their reference words (the tile table's columns): kind, movement, what they capture. */
export const TILE_DEFS: readonly TileDef[] = Object.freeze(
  TILES.map((x, i): TileDef => ({
    ...(spec.tiles[i] as TileDef),
    props: { kind: GROUP_WORD[x.group], moves: MOVE_WORD[x.move], captures: x.group === 'element' ? (x.code === 'Qi' ? 'immobilized elements, one step' : x.code === 'S' ? 'elements, by hopping' : x.diagonalCapture ? 'elements, diagonally' : 'elements') : x.diagonalCapture ? 'any tile, diagonally' : 'any tile' },
  })),
);


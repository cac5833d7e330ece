/**
 * Small helpers shared by the Balance test files (not used by the engine).
 */
import { unwrap } from '../../core/result.ts';
import type { Move, OptionValues, Seat2 as Player } from '../../core/types.ts';
import { parsePlace, placeName, pointId, squareId, type PlaceId } from '../../geometry/coords.ts';
import { engine } from './engine.ts';
import type { BalanceState } from './state.ts';

/** Name of square (i, j) (west edge i, south edge j). */
export const sq = (i: number, j: number): string => placeName(squareId(i, j) as PlaceId);
/** Name of point (x, y). */
export const pt = (x: number, y: number): string => placeName(pointId(x, y) as PlaceId);
export const id = (name: string): PlaceId => unwrap(parsePlace(name));

export type P = [tile: string, place: string, under?: 'W'];

/** A position from pieces and hands (stage from the hands). */
export function pos(pieces: P[], hands: [string[], string[]] = [[], []], toMove: Player = 0, options: OptionValues = {}, extra: object = {}): BalanceState {
  return unwrap(
    engine.fromSetup({ pieces: pieces.map(([tile, place, under]) => ({ tile, place, ...(under ? { under } : {}) })), hands, toMove, ...extra }, options),
  );
}

export const mv = (s: BalanceState, text: string): Move => unwrap(engine.parseMove(s, text));
export const play = (s: BalanceState, ...texts: string[]): BalanceState => texts.reduce((st, t) => unwrap(engine.applyMove(st, mv(st, t))), s);
export const count = (s: BalanceState): number => engine.harmonies(s).length;
export const tryMove = (s: BalanceState, text: string) => engine.applyMove(s, mv(s, text));
export const movable = (s: BalanceState): string[] =>
  [...new Set(engine.legalMoves(s).flatMap((m) => (m.type === 'move' ? [placeName(m.from)] : [])))].sort();
export const movesFrom = (s: BalanceState, from: string): string[] =>
  engine
    .legalMoves(s)
    .flatMap((m) => (m.type === 'move' && m.from === id(from) ? [placeName(m.to)] : []))
    .sort();

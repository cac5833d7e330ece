/**
 * Small helpers shared by the Basic test files (not used by the engine).
 */
import { unwrap } from '../../core/result.ts';
import type { Move, OptionValues } from '../../core/types.ts';
import { parsePlace, placeName, pointId, type PlaceId } from '../../geometry/coords.ts';
import { engine } from './engine.ts';
import type { BasicSetup } from './notation.ts';
import type { BasicState } from './state.ts';

/** Name of point (x, y). */
export const pt = (x: number, y: number): string => placeName(pointId(x, y) as PlaceId);
export const id = (name: string): PlaceId => unwrap(parsePlace(name));

/** [tile, owner, x, y, flags] */
export type P = [tile: string, owner: 0 | 1, x: number, y: number, flags?: { unmoved?: boolean; sailed?: boolean }];

/** A play-stage position from pieces (all moved unless flagged); both players have had `turns` turns. */
export function pos(pieces: P[], options: OptionValues = {}, extra: Partial<BasicSetup> = {}): BasicState {
  return unwrap(
    engine.fromSetup(
      {
        stage: 'play',
        toMove: 0,
        turnsTaken: [5, 5],
        pieces: pieces.map(([tile, owner, x, y, f]) => ({ tile, owner, place: pt(x, y), ...(f?.unmoved ? { unmoved: true } : {}), ...(f?.sailed ? { sailed: true } : {}) })),
        ...extra,
      },
      options,
    ),
  );
}

export const mv = (s: BasicState, text: string): Move => unwrap(engine.parseMove(s, text));
export const play = (s: BasicState, ...texts: string[]): BasicState => texts.reduce((st, t) => unwrap(engine.applyMove(st, mv(st, t))), s);
export const tryStep = (s: BasicState, text: string) => engine.applyMove(s, mv(s, text));
/** The targets of the tile on (x, y), as point names, sorted. */
export const targets = (s: BasicState, x: number, y: number): string[] =>
  engine
    .legalMoves(s)
    .flatMap((m) => (m.type === 'move' && m.from === pointId(x, y) ? [placeName(m.to)] : []))
    .sort();
/** Harmonies (not disharmonies) of a position as `owner:value` strings with their places. */
export const harmonyList = (s: BasicState): string[] =>
  engine
    .harmonies(s)
    .filter((h) => h.kind !== 'disharmony')
    .map((h) => `${h.owner}:${h.value}:${h.places.map(placeName).sort().join('-')}`)
    .sort();
export const disharmonyList = (s: BasicState): string[] =>
  engine
    .harmonies(s)
    .filter((h) => h.kind === 'disharmony')
    .map((h) => `${h.owner}:${h.value}:${h.places.map(placeName).join('-')}`)
    .sort();
/** Tiles of one player on board + in reserve + in the Pot. */
export const conserved = (s: BasicState): number =>
  s.pieces.length + s.pot.length + s.hands[0].reduce((a, b) => a + b, 0) + s.hands[1].reduce((a, b) => a + b, 0);

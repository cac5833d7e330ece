/**
 * @packageDocumentation
 * Reasons the board gives for a "no", asked of the engine: why a tile cannot move.
 */
import type { PlaceId } from '../geometry/coords.ts';
import type { VariantEngine } from './types.ts';

/** Why the tile on a place cannot move: the violation the engine names for a move from it. */
export function immobileReason<S>(engine: VariantEngine<S>, state: S, from: PlaceId): { message: string; rule: string } | undefined {
  const view = engine.view(state);
  if (!view.pieces.some((p) => p.place === from)) return undefined;
  for (const to of [...view.squares, ...view.points]) {
    if (to === from) continue;
    const r = engine.applyMove(state, { type: 'move', from, to });
    if (!r.ok) return { message: r.error.message, rule: r.error.rule };
  }
  return undefined;
}

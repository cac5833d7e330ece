/**
 * @packageDocumentation
 * The shared move notation, used by every variant:
 *
 * - place a tile from the hand: `<tile>*<place>`, e.g. `R*10j`, `L*9i:10j`
 * - move a tile on the board: `<from>-<to>`, e.g. `9i:10j-9f:10g`
 * - pass: `pass`
 *
 * Tile codes are the variant's (checked by the variant). Parsing is
 * case-insensitive for places; tile codes are matched case-insensitively
 * against the variant's list and written as the variant writes them.
 */
import { fail, ok, type Result } from '../core/result.ts';
import { sameStep } from '../core/steps.ts';
import type { Move } from '../core/types.ts';
import { parsePlace, placeName } from '../geometry/coords.ts';

/** Writes a move in the shared notation. */
export function formatMoveText(move: Move): string {
  switch (move.type) {
    case 'place':
      return `${move.tile}*${placeName(move.to)}`;
    case 'move':
      return `${[move.from, ...(move.path ?? []), move.to].map(placeName).join('-')}${move.promote !== undefined ? `=${move.promote}` : ''}`;
    case 'use':
      return `${placeName(move.at)}:${move.ability}${move.args.map((a) => ` ${typeof a === 'number' ? placeName(a) : a}`).join('')}`;
    case 'discard':
      return `discard ${move.tile}`;
    case 'resign':
      return move.seat === undefined ? 'resign' : `resign ${move.seat + 1}`;
    default:
      return move.type;
  }
}

/** Parses a move in the shared notation; `tileCodes` lists the variant's tile codes. */
export function parseMoveText(text: string, tileCodes: readonly string[]): Result<Move> {
  const t = String(text).trim();
  if (t === '') return fail('ERR_MOVE_EMPTY', 'No move was given.');
  if (t.length > 40) return fail('ERR_MOVE_SYNTAX', 'That move text is too long.');
  if (t.toLowerCase() === 'pass') return ok({ type: 'pass' });
  const star = t.indexOf('*');
  if (star >= 0) {
    const code = t.slice(0, star).trim();
    const tile = tileCodes.find((c) => c.toLowerCase() === code.toLowerCase());
    if (!tile) {
      return fail('ERR_MOVE_TILE', `“${code.slice(0, 12)}” is not a tile of this variant; tiles are ${tileCodes.join(', ')}.`);
    }
    const to = parsePlace(t.slice(star + 1));
    if (!to.ok) return to;
    return ok({ type: 'place', tile, to: to.value });
  }
  const parts = t.split('-');
  if (parts.length === 2) {
    const from = parsePlace(parts[0] as string);
    if (!from.ok) return from;
    const to = parsePlace(parts[1] as string);
    if (!to.ok) return to;
    return ok({ type: 'move', from: from.value, to: to.value });
  }
  return fail('ERR_MOVE_SYNTAX', `“${t}” is not a move: write a placement like R*10j, a move like 10j-10f, or pass.`);
}

/** Whether two moves are the same move. */
export const sameMove = (a: Move, b: Move): boolean => sameStep(a, b);

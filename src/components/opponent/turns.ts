/**
 * What the board needs only while the computer plays or hints (kept out of the first board's
 * chunk, which loads it with the opponent panel): Undo and Redo by whole turns, and a turn in words.
 */
import type { Move, VariantEngine } from '../../engine/core/types.ts';
import { placeName, type PlaceId } from '../../engine/geometry/coords.ts';
import { fieldLabel, stepFields } from '../../engine/core/steps.ts';
import * as C from '../board/controller.ts';

type TurnEngine<S> = Pick<VariantEngine<S>, 'irreversible' | 'formatMove' | 'view'>;

/** Whether `line[k]` is where a seat's turn begins (the first position, or the seat to move or the turn counter changed). */
function turnStart<S>(c: C.Ctrl<S>, engine: TurnEngine<S>, k: number): boolean {
  if (k === 0) return true;
  const a = engine.view(c.line[k - 1] as S);
  const b = engine.view(c.line[k] as S);
  return a.toMove !== b.toMove || a.turn !== b.turn;
}

/** Whether the computer played any of the steps from position `from` to position `to` of the line (a step played by a seat not the reader's). */
function answeredBetween<S>(c: C.Ctrl<S>, engine: TurnEngine<S>, mine: (seat: number) => boolean, from: number, to: number): boolean {
  for (let k = from; k < to; k++) if (!mine(engine.view(c.line[k] as S).toMove)) return true;
  return false;
}

/**
 * Undo against the computer (a take-back, as on game sites): back to the start of the reader's last
 * turn, so the computer's answers after it go too and it is the reader's move again (one Undo, not
 * one for the answer and one for the move). Inside the reader's own unfinished turn, one step, as
 * `undo`; with no earlier turn of the reader's, `undo`. `mine` says which seats the reader plays.
 * The undone moves stay in the line for `redoTurn`, and a step that cannot be undone stops it as
 * it stops `undo`.
 */
export function takeBack<S>(c: C.Ctrl<S>, engine: TurnEngine<S>, mine: (seat: number) => boolean): C.Ctrl<S> {
  if (!C.canUndo(c) || c.mode !== 'play') return C.undo(c, engine);
  const i = c.index;
  if (mine(engine.view(c.line[i] as S).toMove) && !turnStart(c, engine, i)) return C.undo(c, engine);
  let j = i - 1;
  while (j >= 0 && !(turnStart(c, engine, j) && mine(engine.view(c.line[j] as S).toMove))) j--;
  if (j < 0) return C.undo(c, engine);
  for (let k = i - 1; k >= j; k--) {
    const before = c.line[k] as S;
    const step = c.moves[k] as Move;
    if (engine.irreversible?.(before, step)) {
      return { ...C.clearSelection(c), message: { tone: 'error', text: `${engine.formatMove(before, step)} cannot be undone: it showed tiles that were hidden.` } };
    }
  }
  return { ...C.goTo(c, j), message: { tone: 'info', text: `Took back your last turn${answeredBetween(c, engine, mine, j, i) ? ' and the computer’s answer' : ''}: your move.` } };
}

/** Redo against the computer: forward to the start of the reader's next turn in the line (or its end), the inverse of `takeBack`. */
export function redoTurn<S>(c: C.Ctrl<S>, engine: TurnEngine<S>, mine: (seat: number) => boolean): C.Ctrl<S> {
  if (!C.canRedo(c) || c.mode !== 'play') return C.redo(c, engine);
  let j = c.index + 1;
  while (j < c.line.length - 1 && !(turnStart(c, engine, j) && mine(engine.view(c.line[j] as S).toMove))) j++;
  return { ...C.goTo(c, j), message: { tone: 'info', text: `Played your turn${answeredBetween(c, engine, mine, c.index, j) ? ' and the computer’s answer' : ''} again.` } };
}

/**
 * A turn in words, for a reader who does not read the notation yet: "move the Orchid from 7o to 8p,
 * then end the turn". Tiles are named from the variant's spec and places by their names; nothing
 * is judged here (the steps are the engine's, applied by the engine to name what stands where).
 */
export function turnWords<S>(engine: Pick<VariantEngine<S>, 'spec' | 'view' | 'applyMove' | 'describeArg'>, start: S, steps: readonly Move[]): string {
  const tileName = (code: string | undefined) => engine.spec.tiles.find((t) => t.code === code)?.name ?? code ?? 'tile';
  const a = (name: string) => `${/^[AEIOU]/.test(name) ? 'an' : 'a'} ${name}`;
  const out: string[] = [];
  let s = start;
  for (const m of steps) {
    const at = (p: PlaceId) => tileName(engine.view(s).pieces.find((x) => x.place === p)?.tile);
    switch (m.type) {
      case 'place':
        out.push(`place ${a(tileName(m.tile))} on ${placeName(m.to)}`);
        break;
      case 'move':
        out.push(`move the ${at(m.from)} from ${placeName(m.from)} to ${placeName(m.to)}`);
        break;
      case 'use': {
        // The arguments' labels (fields 2 on) say what the ability does; with none, the ability's own label.
        const n = stepFields(m).length;
        const args = (n > 2 ? Array.from({ length: n - 2 }, (_, i) => fieldLabel(engine, s, m, i + 2)) : n > 1 ? [fieldLabel(engine, s, m, 1)] : []).join(', ');
        out.push(`use the ${at(m.at)} on ${placeName(m.at)}${args ? `: ${args}` : ''}`);
        break;
      }
      case 'draw':
        out.push('draw a tile');
        break;
      case 'discard':
        out.push(`discard ${a(tileName(m.tile))}`);
        break;
      case 'end':
        out.push('end the turn');
        break;
      case 'proclaim':
        out.push('proclaim victory');
        break;
      default:
        out.push(m.type);
    }
    const r = engine.applyMove(s, m);
    if (!r.ok) break;
    s = r.value;
  }
  return out.join(', then ');
}

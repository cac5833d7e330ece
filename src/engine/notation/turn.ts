/**
 * @packageDocumentation
 * A turn's text cut into its steps' texts and joined back (`+` between steps, a placement and a
 * move of the placed tile folded into one). Apart from `step.ts` (which re-exports it) so that
 * the widget's turn grouping does not pull in the whole step notation.
 */
import { fail, ok, type Result } from '../core/result.ts';
import type { Move } from '../core/types.ts';
import { placeName, type PlaceId } from '../geometry/coords.ts';

/** A place in the notation, as a regular-expression source. */
export const PLACE_SRC = '(?:1[0-9]|[1-9])[a-sA-S](?::(?:1[0-9]|[1-9])[a-sA-S])?';

/** `R*10c-10f` → [`R*10c`, `10c-10f`]: a folded placement-and-move, or the text itself. */
export function unfoldStepText(text: string): string[] {
  const m = new RegExp(`^([^*\\s]+\\*\\s*(${PLACE_SRC}))((?:-|\\s*x\\s*|x).+)$`, 'i').exec(text.trim());
  if (!m) return [text];
  return [m[1] as string, `${m[2] as string}${m[3] as string}`];
}

/** Splits a turn's text on `+` or `_` and unfolds folded placements: the steps' texts in order. */
export function splitTurn(text: string): Result<string[]> {
  const t = String(text ?? '').trim();
  if (t === '') return fail('ERR_TURN_EMPTY', 'No turn was given.');
  if (t.length > 600) return fail('ERR_TURN_SYNTAX', 'That turn text is too long.');
  const parts = t.split(/[+_]/).map((p) => p.trim());
  if (parts.some((p) => p === '')) return fail('ERR_TURN_SYNTAX', `“${t.slice(0, 40)}” has an empty step: join steps with a single + (or _).`);
  if (parts.length > 16) return fail('ERR_TURN_SYNTAX', 'A turn has at most 16 steps.');
  return ok(parts.flatMap(unfoldStepText));
}

/**
 * Joins steps' texts into a turn: `+` between steps, and a placement followed by a move of the
 * placed tile folded into one (`R*10c-10f`). `places[i]` is where step `i` placed a tile (for folding).
 */
export function joinTurn(texts: readonly string[], steps: readonly Move[]): string {
  const out: string[] = [];
  for (let i = 0; i < texts.length; i++) {
    const text = texts[i] as string;
    const prev = steps[i - 1];
    const cur = steps[i];
    if (prev?.type === 'place' && cur?.type === 'move' && cur.from === prev.to && out.length > 0) {
      const folded = foldInto(out[out.length - 1] as string, prev.to, text);
      if (folded !== undefined) {
        out[out.length - 1] = folded;
        continue;
      }
    }
    out.push(text);
  }
  return out.join('+');
}

/** `R*10c` + `R10c-10f` → `R*10c-10f` (undefined when the move text does not start at the placed place). */
function foldInto(placeText: string, at: PlaceId, moveText: string): string | undefined {
  if (!placeText.includes('*')) return undefined;
  const name = placeName(at);
  const k = moveText.indexOf(name);
  if (k < 0 || !/^([A-Za-z][A-Za-z0-9]*)?$/.test(moveText.slice(0, k))) return undefined;
  const rest = moveText.slice(k + name.length);
  if (!/^(-| x )/.test(rest)) return undefined;
  const folded = `${placeText}${rest}`;
  const back = unfoldStepText(folded);
  return back.length === 2 && back[0] === placeText ? folded : undefined;
}


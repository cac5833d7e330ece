/**
 * @packageDocumentation
 * Checking an exercise attempt. The widget sends the attempt; the engine says
 * whether it meets the goal and why (feedback comes from rules, not the UI).
 */
import { sameMove } from '../notation/move.ts';
import type { PlaceId } from '../geometry/coords.ts';
import { countHarmonies, type ExerciseGoal, type Move, type NoHarmonyExplainer, type NoHarmonyReason, type VariantEngine, type VariantSpec } from './types.ts';
import { immobileReason } from './reasons.ts';

export { immobileReason };

export interface ExerciseVerdict {
  readonly correct: boolean;
  /** Plain-language feedback. */
  readonly message: string;
  /** The rule id behind the feedback, when a rule explains it. */
  readonly rule?: string;
  /** Further rule ids the feedback cites (after `rule`). */
  readonly also?: readonly string[];
}

/** Upper-cases the first letter of a clause. */
const cap = (t: string) => t.charAt(0).toUpperCase() + t.slice(1);

/**
 * Why the tile on `place` forms no harmony, from the engine (nearest partners first, at most two
 * reasons with distinct wording), as a sentence and the rules it cites.
 */
export function noHarmonyReasons<S>(explain: NoHarmonyExplainer<S> | undefined, state: S, place: PlaceId): { text: string; rule?: string; also?: string[] } {
  const all = explain?.(state, place) ?? [];
  const picked: NoHarmonyReason[] = [];
  for (const r of all) if (picked.length < 2 && !picked.some((p) => p.message === r.message)) picked.push(r);
  if (picked.length === 0) return { text: '' };
  const more = all.length - picked.length;
  const text = ` ${picked.map((r) => `${cap(r.message)}.`).join(' ')}${more > 0 ? ` It forms none with the ${more === 1 ? 'one other tile' : `${more} other tiles`} either.` : ''}`;
  const rules = [...new Set(picked.map((r) => r.rule))];
  return { text, rule: rules[0] as string, ...(rules.length > 1 ? { also: rules.slice(1) } : {}) };
}

const withReasons = (message: string, r: { text: string; rule?: string; also?: string[] }): ExerciseVerdict => ({
  correct: false,
  message: message + r.text,
  ...(r.rule ? { rule: r.rule } : {}),
  ...(r.also ? { also: r.also } : {}),
});

/** The places a harmony list touches, as a multiset count of harmonies per place. */
const involving = <H extends { readonly places: readonly PlaceId[] }>(hs: readonly H[], p: PlaceId): H[] => hs.filter((h) => h.places.includes(p));

const word = (spec: Pick<VariantSpec, 'harmonyWord'>, i: 0 | 1): string => (spec.harmonyWord ?? ['harmony', 'harmonies'])[i];

/** Checks a move against a move-type goal; `explain` (the variant's, when it has one) says why a tile forms no harmony. */
export function checkExerciseMove<S>(engine: VariantEngine<S>, state: S, goal: ExerciseGoal, move: Move, explain?: NoHarmonyExplainer<S>): ExerciseVerdict {
  const next = engine.applyMove(state, move);
  if (!next.ok) return { correct: false, message: next.error.message, rule: next.error.rule };
  const after = next.value;
  switch (goal.kind) {
    case 'win': {
      const o = engine.outcome(after);
      if (o.status === 'win') return { correct: true, message: o.reason, rule: o.rule };
      const status = engine.view(after).status;
      return { correct: false, message: `That move is legal, but the game goes on: it does not win yet${status ? ` (${status})` : ''}.` };
    }
    case 'harmony-gain': {
      const count = (hs: readonly { kind: string }[]) => hs.filter((h) => goal.harmonyKind === undefined || h.kind === goal.harmonyKind).length;
      const gain = count(engine.harmonies(after)) - count(engine.harmonies(state));
      if (gain >= goal.count) return { correct: true, message: `Correct: that move adds ${countHarmonies(engine.spec, gain)}.` };
      if (gain > 0) return { correct: false, message: `That adds ${countHarmonies(engine.spec, gain)}, not ${goal.count}.` };
      const moved = move.type === 'place' || move.type === 'move' ? move.to : undefined;
      const why = moved === undefined ? { text: '' } : noHarmonyReasons(explain, after, moved);
      return withReasons(`That move is legal, but it forms no new ${word(engine.spec, 0)}.`, why);
    }
    case 'harmony-value': {
      if (move.type !== 'place' && move.type !== 'move') return { correct: false, message: `That step places or moves no tile, so it forms no ${word(engine.spec, 0)}.` };
      const hs = involving(engine.harmonies(after), move.to);
      const top = hs.reduce<(typeof hs)[number] | undefined>((a, h) => ((h.value ?? 0) > (a?.value ?? 0) ? h : a), undefined);
      const best = top?.value ?? 0;
      if (best >= goal.value) return { correct: true, message: `Correct: the tile joins a ${word(engine.spec, 0)} worth ${best}.` };
      if (top && best > 0)
        return { correct: false, message: `The best ${word(engine.spec, 0)} of that tile is worth ${best}; aim for ${goal.value}. ${top.reason}`, rule: top.rule };
      return withReasons(`That tile forms no ${word(engine.spec, 0)} there.`, noHarmonyReasons(explain, after, move.to));
    }
    case 'moves': {
      const hit = goal.accepted.some((t) => {
        const m = engine.parseMove(state, t);
        return m.ok && sameMove(m.value, move);
      });
      return hit ? { correct: true, message: 'Correct.' } : { correct: false, message: 'That move is legal, but it does not meet the goal.' };
    }
    case 'select-movable':
      return { correct: false, message: 'This exercise asks you to select tiles, not to move one.' };
  }
}

/**
 * Whether some legal move meets a move-type goal from this position (a `select-movable`
 * goal always has an answer, possibly "none"). Used to tell a reader that, under the rule
 * options in force, an exercise written for other rules has no solution.
 */
export function exerciseSolvable<S>(engine: VariantEngine<S>, state: S, goal: ExerciseGoal): boolean {
  if (goal.kind === 'select-movable') return true;
  return engine.legalMoves(state).some((m) => checkExerciseMove(engine, state, goal, m).correct);
}

/** The answer of a `select-movable` goal: the board places that have at least one legal move. */
export function movablePlaces<S>(engine: VariantEngine<S>, state: S): PlaceId[] {
  const set = new Set<PlaceId>();
  for (const m of engine.legalMoves(state)) if (m.type === 'move') set.add(m.from);
  return [...set].sort((a, b) => a - b);
}

/** Checks a selection against a `select-movable` goal. */
export function checkExerciseSelection<S>(engine: VariantEngine<S>, state: S, selected: readonly PlaceId[]): ExerciseVerdict {
  const answer = movablePlaces(engine, state);
  const sel = [...new Set(selected)].sort((a, b) => a - b);
  const missing = answer.filter((p) => !sel.includes(p)).length;
  const extra = sel.filter((p) => !answer.includes(p)).length;
  if (missing === 0 && extra === 0) return { correct: true, message: `Correct: exactly ${answer.length} tile${answer.length === 1 ? '' : 's'} may move.` };
  const parts = [];
  if (extra) parts.push(`${extra} selected tile${extra === 1 ? ' cannot' : 's cannot'} move`);
  if (missing) parts.push(`${missing} movable tile${missing === 1 ? ' is' : 's are'} not selected`);
  // The reason for the first selected tile that cannot move, in the engine's words.
  const stuck = sel.find((p) => !answer.includes(p));
  const why = stuck === undefined ? undefined : immobileReason(engine, state, stuck);
  return { correct: false, message: `Not quite: ${parts.join(', and ')}.${why ? ` ${why.message}` : ''}`, ...(why ? { rule: why.rule } : {}) };
}

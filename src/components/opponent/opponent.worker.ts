/**
 * The computer opponent's Web Worker: loads a variant's engine and evaluation on first use and
 * chooses whole turns (`core/search.ts`) off the page's main thread, so the page never freezes.
 * Spoken to through Comlink (`useOpponent.ts`). Positions travel as the variant's position text.
 */
import { expose } from 'comlink';
import type { HintReason } from '../../engine/core/evaluation.ts';
import { chooseTurn, seenOf, type Level } from '../../engine/core/search.ts';
import type { Move, OptionValues, VariantId } from '../../engine/core/types.ts';
import { loadEngine } from '../../engine/lazy.ts';
import { loadEvaluation } from '../../engine/lazy-evaluations.ts';

export interface ChooseRequest {
  readonly variant: VariantId;
  readonly options: OptionValues;
  readonly position: string;
  readonly level: Level;
  readonly seed: number;
  readonly timeMs: number;
  /** Whether to explain the turn (a hint), with rule ids. */
  readonly explain: boolean;
  /** The game's positions up to this one (the latest few, in the variant's position text), for an evaluation that avoids repeating them. */
  readonly earlier?: readonly string[];
}

export type ChooseAnswer =
  | { readonly ok: true; readonly steps: readonly Move[]; readonly text: readonly string[]; readonly reasons: readonly HintReason[]; readonly depth: number; readonly nodes: number; readonly ms: number }
  | { readonly ok: false; readonly message: string };

const api = {
  async choose(q: ChooseRequest): Promise<ChooseAnswer> {
    const [engine, ev] = await Promise.all([loadEngine(q.variant), loadEvaluation(q.variant)]);
    // An engine that comes in two chunks (Basic) must be whole before the search applies steps.
    if (engine.complete) await engine.complete();
    const p = engine.parsePosition(q.position, q.options);
    if (!p.ok) return { ok: false, message: p.error.message };
    const seen = seenOf(ev.avoidRepeats?.key, q.earlier ?? [], (t) => engine.parsePosition(t, q.options));
    const r = chooseTurn(engine, ev, p.value, { level: q.level, seed: q.seed, timeMs: q.timeMs, ...(seen ? { seen } : {}) });
    if (!r) return { ok: false, message: 'The game is over: there is no move to choose.' };
    const text: string[] = [];
    let s = p.value;
    for (const m of r.steps) {
      text.push(engine.formatMove(s, m));
      const n = engine.applyMove(s, m);
      if (n.ok) s = n.value;
    }
    return { ok: true, steps: r.steps, text, reasons: q.explain ? ev.reasons(p.value, r.steps, r.after) : [], depth: r.depth, nodes: r.nodes, ms: r.ms };
  },
};
export type OpponentApi = typeof api;
expose(api);

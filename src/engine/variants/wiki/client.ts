/**
 * @packageDocumentation
 * The Pai Sho Project engine as the browser first loads it: the core (`core.ts`) answers
 * everything a board needs to open, show a position and play legal steps. The rest of the
 * engine (`engine.ts`: why a step is refused, reading typed steps and turns, JSON setups) is a
 * separate chunk, fetched by `loadFull()` — which the page calls on the first touch, click or key
 * press, or at once when the address restores a board — and used from then on.
 *
 * Until it has arrived a refused step still names the rule its kind of step falls under, with a
 * short message; a step written exactly as the engine writes a legal step (the worked examples)
 * is read, and any other text is answered that the reader is on its way.
 */
import { err, ok, type Result } from '../../core/result.ts';
import type { Move, OptionValues, VariantEngine, Violation } from '../../core/types.ts';
import { applyStep, coreMethods, readLegalStep } from './core.ts';
import type { WikiState } from './state.ts';

let full: VariantEngine<WikiState> | undefined;
let loading: Promise<VariantEngine<WikiState>> | undefined;

/** Fetches the rest of the engine (once); resolves when the client engine answers in full. */
export function loadFull(): Promise<VariantEngine<WikiState>> {
  loading ??= import('./engine.ts').then((m) => (full = m.engine));
  return loading;
}

/** Whether the rest of the engine has arrived. */
export const fullLoaded = (): boolean => full !== undefined;

const notYet = (what: string): Result<never> => {
  void loadFull();
  return err({ code: 'ERR_LOADING', message: `The ${what} reader is still loading; try again in a moment.`, rule: 'move-notation' });
};

export const engine: VariantEngine<WikiState> = Object.freeze({
  ...coreMethods,
  applyMove: (s: WikiState, m: Move): Result<WikiState, Violation> => {
    if (full) return full.applyMove(s, m);
    const r = applyStep(s, m);
    if (!r.ok) void loadFull();
    return r;
  },
  parseMove: (s: WikiState, text: string): Result<Move> => {
    if (full) return full.parseMove(s, text);
    const m = readLegalStep(s, text);
    return m ? ok(m) : notYet('move');
  },
  parseTurn: (s: WikiState, text: string): Result<readonly Move[]> => {
    if (full?.parseTurn) return full.parseTurn(s, text);
    // Steps joined with +, each written as the engine writes a legal step.
    const steps: Move[] = [];
    let cur = s;
    for (const part of String(text ?? '').split('+')) {
      const m = readLegalStep(cur, part);
      if (!m) return notYet('turn');
      steps.push(m);
      const r = applyStep(cur, m);
      if (!r.ok) return notYet('turn');
      cur = r.value;
    }
    return ok(steps);
  },
  fromSetup: (setup: unknown, options?: OptionValues) => (full ? full.fromSetup(setup, options) : notYet('setup')),
});

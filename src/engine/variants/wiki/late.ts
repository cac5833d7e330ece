/**
 * @packageDocumentation
 * The members of the Pai Sho Project engine that play on from a position (the browser's second
 * chunk, see `first.ts`): drawing and describing a position and its harmonies (`show.ts`), applying a step or explaining why it is refused (`engine.ts`), reading
 * steps, turns and setups (`reading.ts`), writing steps, turns, positions and setups
 * (`notation-write.ts`, `play.ts`) and the labels of an ability's choices.
 */
import type { VariantEngine } from '../../core/types.ts';
import { engine } from './engine.ts';
import type { WikiState } from './state.ts';

/** The members of the engine that `core.ts` does not have. */
export const LATE = {
  view: engine.view,
  describe: engine.describe,
  harmonies: engine.harmonies,
  applyMove: engine.applyMove,
  parseMove: engine.parseMove,
  parseTurn: engine.parseTurn!,
  fromSetup: engine.fromSetup,
  formatMove: engine.formatMove,
  formatTurn: engine.formatTurn!,
  formatPosition: engine.formatPosition,
  toSetup: engine.toSetup,
  describeArg: engine.describeArg!,
} satisfies Partial<VariantEngine<WikiState>>;

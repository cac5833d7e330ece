/**
 * @packageDocumentation
 * The full static description of Basic Pai Sho (server side): spec, rules, option
 * prose, comparison facts, worked examples and exercises.
 */
import type { Fact, FactId, OptionDef, VariantMeta } from '../../core/types.ts';
import { OPTION_DOCS } from './docs.ts';
import { OPTION_SHOWS } from './shows.ts';
import { EXAMPLES, EXERCISES } from './examples.ts';
import { RULES, SOURCE_FILE } from './rules.ts';
import { OPTION_SPECS, spec } from './spec.ts';

const options: readonly OptionDef[] = OPTION_SPECS.map((s) => {
  const doc = OPTION_DOCS[s.id];
  if (!doc) throw new Error(`Basic option ${s.id} has no prose in docs.ts`);
  const shows = OPTION_SHOWS[s.id];
  return Object.freeze({ ...s, ...doc, ...(shows ? { shows } : {}) });
});

const facts: Readonly<Record<FactId, Fact>> = Object.freeze({
  surface: { answer: '249 points inside the circle; five ports', rule: 'board', option: 'basic-playable-points' },
  tiles: { answer: '54 per player: 36 flowers, 12 non-flowers, 6 special flowers', rule: 'tiles' },
  movement: { answer: 'Flowers move 3, 5 or in an L, bound to their colours', rule: 'straight-moves', option: 'basic-direction-set' },
  harmony: { answer: 'Own harmony partners on an open line', rule: 'harmony', option: 'basic-harmony-definition' },
  capture: { answer: 'Landing on a disharmonious opponent tile; captured tiles go to the Pot', rule: 'capture', option: 'basic-capture-rule' },
  scoring: { answer: 'Running points for harmonies (2 for a natural one) and disharmonies, then a final count with the Pot', rule: 'running-score', option: 'basic-scoring-timing' },
  ending: { answer: 'A ring of harmonies around the centre (or three others), then a count', rule: 'end-chain', option: 'basic-end-chain' },
  chance: { answer: 'A coin toss for the first choice', rule: 'coin-toss', option: 'basic-first-player' },
  players: { answer: 'Two', rule: 'coin-toss' },
});

export const meta: VariantMeta = Object.freeze({
  id: 'basic',
  name: spec.name,
  summary:
    'The booklet’s capture-and-score game: flowers enter at five ports and stay on their colours, harmonies and disharmonies score as they form, non-flower tiles drain, turn, push and copy, and the game ends with a ring of harmonies around the centre and a final count.',
  sources: Object.freeze([{ file: SOURCE_FILE, note: '“Official Pai Sho Rules and Gameplay” booklet, pp. 2–10 (Basic Pai Sho); no author named' }]),
  rules: Object.freeze([...RULES]),
  options: Object.freeze(options),
  tiles: spec.tiles,
  facts,
  examples: EXAMPLES,
  exercises: EXERCISES,
});

/**
 * @packageDocumentation
 * The full static description of Ancient Pai Sho (server side): spec, rules,
 * option prose, comparison facts, worked examples and exercises.
 */
import type { Fact, FactId, OptionDef, VariantMeta } from '../../core/types.ts';
import { OPTION_DOCS } from './docs.ts';
import { EXAMPLES, EXERCISES } from './examples.ts';
import { RULES, SOURCE_FILE } from './rules.ts';
import { OPTION_SPECS, spec } from './spec.ts';

const options: readonly OptionDef[] = OPTION_SPECS.map((s) => {
  const doc = OPTION_DOCS[s.id];
  if (!doc) throw new Error(`Ancient option ${s.id} has no prose in docs.ts`);
  return Object.freeze({ ...s, ...doc });
});

const facts: Readonly<Record<FactId, Fact>> = Object.freeze({
  surface: { answer: '249 intersections; flowers placed by colour', rule: 'board', option: 'ancient-placement-colours' },
  tiles: { answer: '54 per player: 36 flowers, 18 special tiles', rule: 'tile-set', option: 'ancient-tile-names' },
  movement: { answer: 'Place a tile, then move one: 3 straight, an L, or 5 straight', rule: 'place-and-move', option: 'ancient-l-partial' },
  harmony: { answer: 'Colour and movement type, with the first flower along each line', rule: 'first-flower', option: 'ancient-parallel' },
  capture: { answer: 'Only the Dragon, and only of the Dragon', rule: 'captures', option: 'ancient-no-other-capture' },
  scoring: { answer: 'No points: only the number of harmonies on the board counts', rule: 'harmony-count' },
  ending: { answer: 'Bring the board to exactly the target (5 here)', rule: 'winning', option: 'ancient-win-count' },
  chance: { answer: 'Random hidden hands and draws; a guess for the play order', rule: 'random-hands', option: 'ancient-hand-source' },
  players: { answer: 'Two', rule: 'turn-choice' },
});

export const meta: VariantMeta = Object.freeze({
  id: 'ancient',
  name: spec.name,
  summary:
    'The third game of the Official Pai Sho Rules booklet: from random hidden hands, players draw, or place a tile and move one, racing to be the one whose step leaves exactly the agreed number of harmonies on the board.',
  sources: Object.freeze([{ file: SOURCE_FILE, note: 'Official Pai Sho Rules and Gameplay booklet, Ancient Pai Sho, pp. 16–19' }]),
  rules: RULES,
  options: Object.freeze(options),
  tiles: spec.tiles,
  facts,
  examples: EXAMPLES,
  exercises: EXERCISES,
});

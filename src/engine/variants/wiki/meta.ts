/**
 * @packageDocumentation
 * The full static description of the Pai Sho Project rules (server side): spec,
 * rules, option prose, comparison facts, worked examples and exercises.
 */
import type { Fact, FactId, OptionDef, VariantMeta } from '../../core/types.ts';
import { OPTION_DOCS } from './docs.ts';
import { EXAMPLES, EXERCISES } from './examples.ts';
import { RULES, SOURCE_FILE } from './rules.ts';
import { OPTION_SPECS, spec } from './spec.ts';
import { TILE_DEFS } from './tile-words.ts';

const options: readonly OptionDef[] = OPTION_SPECS.map((s) => {
  const doc = OPTION_DOCS[s.id];
  if (!doc) throw new Error(`Pai Sho Project option ${s.id} has no prose in docs.ts`);
  return Object.freeze({ ...s, ...doc });
});

const facts: Readonly<Record<FactId, Fact>> = Object.freeze({
  surface: { answer: '261 points: inside the circle plus star points', rule: 'board', option: 'wiki-playable-points' },
  tiles: { answer: '48 per player: 42 flowers, 6 elements', rule: 'tile-set' },
  movement: { answer: 'Each tile its own pattern; walls need a pause unless through a Torii', rule: 'moving', option: 'wiki-torii-passage' },
  harmony: { answer: 'Flowers send harmony and disharmony along their moves; more harmony makes a tile immune', rule: 'harmony-reach', option: 'wiki-harmony-model' },
  capture: { answer: 'By landing: flowers take anything, elements only elements', rule: 'capture-rights', option: 'wiki-kamikaze' },
  scoring: { answer: 'Gardens + territory in harmony rings + harmony − disharmony', rule: 'final-score', option: 'wiki-chain-scoring' },
  ending: { answer: 'One player left with elements, passes, or resignation', rule: 'game-end', option: 'wiki-element-loss-timing' },
  chance: { answer: 'None', rule: 'turn', option: 'wiki-pot-wuji' },
  players: { answer: 'Two to four; opposite seats are teams', rule: 'players', option: 'wiki-players' },
});

export const meta: VariantMeta = Object.freeze({
  id: 'wiki',
  name: spec.name,
  summary:
    'The Pai Sho Project community rules: each player drops and moves fourteen kinds of flower and element tiles on a board of twelve gardens divided by walls, fences, paths and Torii; elements bend flowers, the Chi Blocker immobilizes, the Spirit Wheel hops, and a player must keep an element on the board.',
  sources: Object.freeze([{ file: SOURCE_FILE, who: 'the Pai Sho Project wiki (version saved by Osuji)', date: 'April 12, 2013', note: 'Pai Sho Rules Page, main text and the older block at its end' }]),
  rules: RULES,
  options: Object.freeze(options),
  tiles: TILE_DEFS,
  facts,
  examples: EXAMPLES,
  exercises: EXERCISES,
});

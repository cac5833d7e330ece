/**
 * @packageDocumentation
 * The full description of Balance Pai Sho (server side): spec + rules + option
 * prose + comparison facts + worked examples + exercises.
 */
import type { Fact, FactId, OptionDef, VariantMeta } from '../../core/types.ts';
import { OPTION_DOCS } from './docs.ts';
import { EXAMPLES, EXERCISES } from './examples.ts';
import { RULES } from './rules.ts';
import { OPTION_SPECS, SPEC } from './spec.ts';

const options: OptionDef[] = OPTION_SPECS.map((spec) => {
  const doc = OPTION_DOCS[spec.id];
  if (!doc) throw new Error(`Balance option ${spec.id} has no prose in docs.ts`);
  return { ...spec, ...doc };
});

const facts: Record<FactId, Fact> = {
  surface: { answer: 'Squares and intersections', rule: 'board-and-places', option: 'balance-play-surface' },
  tiles: { answer: '11 shared tiles: 10 flowers and the Wheel of Life', rule: 'tile-set', option: 'balance-tile-count' },
  movement: { answer: 'Square tiles slide orthogonally; intersection tiles are fixed', rule: 'move-orthogonal', option: 'balance-move-range' },
  harmony: { answer: 'Lotus–Rose or Orchid–Lily in one of 16 gardens', rule: 'matching-pairs', option: 'balance-gardens-diagram' },
  capture: { answer: 'None; balanced tiles are locked instead', rule: 'locked-tiles', option: 'balance-lock-rule' },
  scoring: { answer: 'No points: the count of balances only tracks progress', rule: 'complete-harmony' },
  ending: { answer: 'Completing balance for every flower wins', rule: 'complete-harmony', option: 'balance-complete-definition' },
  chance: { answer: 'Tiles drawn at random from a bag', rule: 'draw-tiles', option: 'balance-draw-first' },
  players: { answer: 'Two, sharing one set', rule: 'shared-tiles', option: 'balance-player-count' },
};

export const meta: VariantMeta = {
  id: 'balance',
  name: SPEC.name,
  summary: 'Two players share eleven tiles: place them all, then slide them, until every flower is balanced with a partner in one of sixteen gardens.',
  sources: [
    { file: '000_39f97c09c5d4f1fb.txt', note: 'Balance Pai Sho page and its 30 comments (last edited by Darren; the author is probably Eun_Mi_89)' },
    { file: '004_bb69a3c8ecfd23f1.txt', note: 'the same rule text without comments' },
  ],
  rules: RULES,
  options,
  tiles: SPEC.tiles,
  facts,
  examples: EXAMPLES,
  exercises: EXERCISES,
};

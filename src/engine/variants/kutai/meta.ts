/**
 * @packageDocumentation
 * The full static description of Kutai Pai Sho (server side): spec, rules,
 * option prose, comparison facts, worked examples and exercises.
 */
import type { FactId, Fact, OptionDef, VariantMeta } from '../../core/types.ts';
import { OPTION_DOCS } from './docs.ts';
import { EXAMPLES, EXERCISES } from './examples.ts';
import { RULES, SOURCE_FILE } from './rules.ts';
import { OPTION_SPECS, spec } from './spec.ts';

const options: readonly OptionDef[] = OPTION_SPECS.map((s) => {
  const doc = OPTION_DOCS[s.id];
  if (!doc) throw new Error(`Kutai option ${s.id} has no prose in docs.ts`);
  return Object.freeze({ ...s, ...doc });
});

const facts: Readonly<Record<FactId, Fact>> = Object.freeze({
  surface: { answer: '221 valid intersections (squares optional)', rule: 'valid-intersections', option: 'kutai-valid-intersections' },
  tiles: { answer: '29 per player: 24 flowers, White Lotus, 4 others', rule: 'tile-sets', option: 'kutai-piece-count' },
  movement: { answer: 'None: tiles are only placed', rule: 'no-movement' },
  harmony: { answer: 'Shared colour, light or season along open lines, grown from the Centerpiece', rule: 'shared-properties', option: 'kutai-harmony-value' },
  capture: { answer: 'None', rule: 'no-movement', option: 'kutai-capture-variant' },
  scoring: { answer: 'Harmony points on the board, shared or per player', rule: 'ownership', option: 'kutai-ownership' },
  ending: { answer: 'Total harmony passes a set value (20 here)', rule: 'winning', option: 'kutai-threshold' },
  chance: { answer: 'None, apart from who starts', rule: 'turns', option: 'kutai-first-player' },
  players: { answer: 'Two; three or four as an option', rule: 'turns', option: 'kutai-player-count' },
});

export const meta: VariantMeta = Object.freeze({
  id: 'kutai',
  name: spec.name,
  summary:
    'A placement game by Red Kutai: each player places flowers and four special pieces, and harmonies between tiles that share colour, light or season grow out from a Centerpiece until the total passes a set value.',
  sources: Object.freeze([{ file: SOURCE_FILE, who: 'Red Kutai', note: 'Kutai Pai Sho page and its 19 comments, Apr–Sep 2010' }]),
  rules: RULES,
  options: Object.freeze(options),
  tiles: spec.tiles,
  facts,
  examples: EXAMPLES,
  exercises: EXERCISES,
});

/**
 * @packageDocumentation
 * The full static description of Iroh Pai Sho (server side): spec, rules,
 * option prose, comparison facts, worked examples and exercises.
 */
import type { Fact, FactId, OptionDef, VariantMeta } from '../../core/types.ts';
import { OPTION_DOCS } from './docs.ts';
import { EXAMPLES, EXERCISES } from './examples.ts';
import { RULES, SOURCE_FILE } from './rules.ts';
import { SHEET_TILES } from './sheet.ts';
import { OPTION_SPECS, spec } from './spec.ts';

const options: readonly OptionDef[] = OPTION_SPECS.map((s) => {
  const doc = OPTION_DOCS[s.id];
  if (!doc) throw new Error(`Iroh option ${s.id} has no prose in docs.ts`);
  return Object.freeze({ ...s, ...doc });
});

const facts: Readonly<Record<FactId, Fact>> = Object.freeze({
  surface: { answer: 'Points for pieces; squares for Knotweed', rule: 'board' },
  tiles: { answer: '22 each: four nations ×4, White Lotus, 2 Rocks, 3 Knotweed', rule: 'tiles' },
  movement: { answer: 'Each nation on its own paint; Air turns; the Lotus jumps', rule: 'paint-bound', option: 'iroh-fire-range' },
  harmony: { answer: 'Two pieces on a line across a midline, nothing between; one per piece (Water two)', rule: 'harmony', option: 'iroh-midlines' },
  capture: { answer: 'By landing; Rocks, Lotus and Air cannot be taken', rule: 'capture' },
  scoring: { answer: 'No points: harmonies across the midlines decide', rule: 'four-midlines' },
  ending: { answer: 'A harmony across all four midlines, kept through one answer turn, then proclaimed', rule: 'four-midlines', option: 'iroh-win-claim' },
  chance: { answer: 'None, apart from who is the guest', rule: 'guest-first', option: 'iroh-guest' },
  players: { answer: 'Two', rule: 'turn' },
});

export const meta: VariantMeta = Object.freeze({
  id: 'iroh',
  name: spec.name,
  summary:
    'The booklet\u2019s Iroh game: each nation moves only on its own paint, Air turns and the White Lotus jumps, pieces take by landing, Rocks and Knotweed come in mid-game, and a player wins with a harmony across each of the four midlines that survives one answering turn and is then proclaimed.',
  sources: Object.freeze([{ file: SOURCE_FILE, note: '“Official Pai Sho Rules and Gameplay” booklet, Iroh Pai Sho, pp. 11–15 (author not named; diagrams lost)' }]),
  rules: RULES,
  options: Object.freeze(options),
  tiles: SHEET_TILES,
  facts,
  examples: EXAMPLES,
  exercises: EXERCISES,
});

/**
 * @packageDocumentation
 * The full static description of Ancient Pai Sho (server side): spec, rules,
 * option prose, comparison facts, worked examples and exercises.
 */
import type { Fact, FactId, OptionDef, TileDef, VariantMeta } from '../../core/types.ts';
import { FLOWERS, MOVE_GLYPH, OTHERS, flowerOf } from '../booklet/tiles.ts';
import { OPTION_DOCS } from './docs.ts';
import { EXAMPLES, EXERCISES } from './examples.ts';
import { RULES, SOURCE_FILE } from './rules.ts';
import { OPTION_SPECS, SPECIALS, spec, type SpecialKind } from './spec.ts';

const MOVE_WORDS = { three: 'up to 3 in a straight line', l: 'an L of up to 2 then up to 2', five: 'up to 5 in a straight line' } as const;

/** The tile table's rows: every tile kind with its movement, partners and effect. */
function tileDefs(): TileDef[] {
  const flowers: TileDef[] = FLOWERS.map((f) => ({
    code: f.code,
    name: f.name,
    colour: f.colour,
    glyph: f.glyph,
    count: f.count,
    props: {
      kind: f.colour === 'red' ? 'Red flower' : 'White flower',
      movement: `${MOVE_GLYPH[f.moveType]} ${MOVE_WORDS[f.moveType]}`,
      harmony: f.harmony.map((c) => flowerOf(c)?.name ?? c).join(', '),
      disharmony: f.disharmony.map((c) => flowerOf(c)?.name ?? c).join(', '),
      effect: 'none',
    },
  }));
  const EFFECT: Record<SpecialKind, string> = {
    ship: 'Takes another tile’s point and sends that tile to any empty point (once)',
    coin: 'Blocks harmonies and disharmonies along its lines',
    knotweed: 'Drains the flowers next to it (once)',
    wheel: 'Turns the tiles around it by the angle its player picks (once)',
    lotus: 'Swaps harmony and disharmony along its lines',
    dragon: 'Removes the tile it lands on',
  };
  const MOVE: Record<SpecialKind, string> = {
    ship: 'does not move',
    coin: 'does not move',
    knotweed: 'does not move',
    wheel: 'does not move',
    lotus: 'up to 2 in a straight line',
    dragon: '1, or exactly 6 in a straight line',
  };
  const others: TileDef[] = OTHERS.map((t) => {
    const s = SPECIALS[t.code];
    return {
      code: t.code,
      name: s.name,
      colour: s.kind === 'lotus' ? 'lotus' : 'special',
      glyph: t.glyph,
      count: t.count,
      props: {
        kind: `Special tile (${s.element})`,
        movement: MOVE[s.kind],
        harmony: 'none',
        disharmony: 'none',
        effect: EFFECT[s.kind],
        ...(s.listName !== s.name ? { 'name in the tile list': s.listName } : {}),
      },
    };
  });
  return [...flowers, ...others];
}


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
  scoring: { answer: 'No points: only the number of harmonies on the board counts', rule: 'harmony-count', option: 'ancient-disharmony-effect' },
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
  tiles: Object.freeze(tileDefs()),
  facts,
  examples: EXAMPLES,
  exercises: EXERCISES,
});

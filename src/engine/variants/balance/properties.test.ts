/**
 * Engine properties (random self-play, legality, notation round trips,
 * determinism) for the defaults and for every non-default choice of every
 * engine option; plus the metadata checks.
 */
import { describeEngineProperties } from '../../../../tests/helpers/engine-properties.ts';
import { describeMetaChecks } from '../../../../tests/helpers/meta-checks.ts';
import type { OptionValues } from '../../core/types.ts';
import { engine } from './engine.ts';
import { meta } from './meta.ts';
import { RULE_IDS } from './rules.ts';
import { OPTION_SPECS } from './spec.ts';

const optionSets: { label: string; options: OptionValues }[] = [];
for (const spec of OPTION_SPECS) {
  if (spec.effect !== 'engine') continue;
  for (const choice of spec.choices) {
    if (choice === spec.default) continue;
    optionSets.push({ label: `${spec.id}=${choice}`, options: { [spec.id]: choice } });
  }
}
// Random games under the defaults often end early in a sure draw (a Rose fixed on a
// one-garden intersection, or locked beside a Lotus in one garden). These sets keep games going into the second stage, so
// movement, locking, the Wheel and the draw rules get exercised there as well.
const longer = { 'balance-no-win-draw': 'cap' };
const extras: OptionValues[] = [
  {},
  { 'balance-play-surface': 'squares' },
  { 'balance-wheel-mobility': 'immobile' },
  { 'balance-wheel-mobility': 'empty-only', 'balance-wheel-stacking': 'under-too' },
  { 'balance-repetition': 'superko' },
  { 'balance-repetition': 'threefold', 'balance-move-range': 'one' },
  { 'balance-repetition': 'no-undo', 'balance-forced-balance': 'stage-two' },
  { 'balance-mixed-occupancy': 'blocking', 'balance-fixed-tiles': 'movable' },
  { 'balance-who-moves-what': 'own', 'balance-no-legal-move': 'lose' },
  { 'balance-unlike-pairs': 'up-down', 'balance-tile-count': 'five-five', 'balance-same-pair-twice': 'per-garden' },
  { 'balance-harmony-geometry': 'clear-line', 'balance-lock-rule': 'canonical' },
];
for (const extra of extras) {
  const label = `stage-two play: ${Object.entries(extra).map(([k, v]) => `${k}=${v}`).join(', ') || 'defaults'}`;
  optionSets.push({ label, options: { ...longer, ...extra } });
}

describeEngineProperties(engine, { optionSets, ruleIds: RULE_IDS, games: 3, maxPlies: 90, candidates: 6, roundTripEvery: 4 });
describeMetaChecks(engine, meta);

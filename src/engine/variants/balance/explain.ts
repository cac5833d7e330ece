/**
 * @packageDocumentation
 * Balance: why a tile is in no balance, in words with the rule behind it. Loaded apart from the
 * engine (only exercise boards need it), so a page's first board stays within its budget.
 */
import type { NoHarmonyExplainer, NoHarmonyReason } from '../../core/types.ts';
import { placeName } from '../../geometry/index.ts';
import { distance, lineOfSight } from '../../geometry/lines.ts';
import type { Flower } from './balances.ts';
import { analysis, cellAt, occupiedFn, RULE } from './engine.ts';
import { isFlower, opt, pairFamily, pairKind, tileName, type BalanceState, type Cell } from './state.ts';

/**
 * Why the tile on `place` is in no balance: for each other flower, nearest first, whether the two
 * do not match, share no garden, are kept apart by a tile on the line between them, or could
 * balance but the largest set of balances uses their gardens otherwise.
 */
export const explainNoHarmony: NoHarmonyExplainer<BalanceState> = (s, place) => {
  const a = analysis(s);
  const cell = cellAt(s, place);
  if (!cell) return [];
  const on = (c: Cell) => `${tileName(c.t)}${c.w ? ' (on the Wheel)' : ''} on ${placeName(c.p)}`;
  if (!isFlower(cell.t)) return [{ rule: RULE.pairs, message: `the ${tileName(cell.t)} is not a flower, and only flowers form balances` }];
  const u = a.cells.findIndex((c) => c.p === place);
  if (u < 0 || a.best.some((e) => e.u === u || e.d === u)) return [];
  const me = a.flowers[u] as Flower;
  const typesMap = opt(a.ctx, 'balance-garden-pair-types') === 'alternating-map';
  const clear = opt(a.ctx, 'balance-harmony-geometry') === 'clear-line';
  const occ = occupiedFn(s);
  const others = a.cells.map((_, k) => k).filter((k) => k !== u);
  others.sort((x, y) => distance(place, (a.cells[x] as Cell).p) - distance(place, (a.cells[y] as Cell).p) || x - y);
  const out: NoHarmonyReason[] = [];
  for (const k of others) {
    const ck = a.cells[k] as Cell;
    const them = a.flowers[k] as Flower;
    const [lo, hi] = me.side === 0 ? [cell, ck] : [ck, cell];
    const kind = me.side === them.side ? undefined : pairKind(a.ctx, lo.t, hi.t);
    if (kind === undefined) {
      out.push({ rule: RULE.pairs, message: `the ${on(cell)} and the ${on(ck)} are not a matching pair`, with: ck.p });
      continue;
    }
    const shared = me.gardens.filter((g) => them.gardens.includes(g));
    if (shared.length === 0) {
      out.push({ rule: RULE.pairs, message: `the ${on(cell)} and the ${on(ck)} match but share no garden`, with: ck.p });
      continue;
    }
    if (typesMap && !shared.some((g) => a.ctx.table.familyMap[g] === pairFamily(a.ctx, lo.t, hi.t))) {
      out.push({ rule: RULE.pairs, message: `the ${on(cell)} and the ${on(ck)} share a garden, but under the rules in force that garden balances the other kind of pair`, with: ck.p });
      continue;
    }
    if (clear && !lineOfSight(cell.p, ck.p, occ)) {
      out.push({ rule: RULE.pairs, message: `the ${on(cell)} and the ${on(ck)} share a garden, but a tile stands on the line between them`, with: ck.p });
      continue;
    }
    out.push({
      rule: RULE.perGarden,
      message: `the ${on(cell)} could balance the ${on(ck)}, but each flower takes part in one balance per garden, and the largest set of balances uses these flowers otherwise`,
      with: ck.p,
    });
  }
  return out;
};

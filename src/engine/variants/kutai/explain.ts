/**
 * @packageDocumentation
 * Kutai: why a tile is in no harmony, in words with the rule behind it. Loaded apart from the
 * engine (only exercise boards need it), so a page's first board stays within its budget.
 */
import type { NoHarmonyExplainer, NoHarmonyReason } from '../../core/types.ts';
import { distance, type PlaceId } from '../../geometry/index.ts';
import { loc, networkOf } from './engine.ts';
import { clearLine, pairVerdict } from './harmony.ts';
import { tileByCode, type KutaiTile } from './spec.ts';
import type { KutaiState } from './state.ts';

/**
 * Why the tile on `place` is in no harmony: for each other tile, nearest first, the first rule that
 * stops the pair (the pair rules, disharmony, the open line), or the growth of the network that
 * joined the tiles otherwise.
 */
export const explainNoHarmony: NoHarmonyExplainer<KutaiState> = (state, place) => {
  const i = state.pieces.findIndex((p) => p.place === place);
  if (i < 0) return [];
  const net = networkOf(state);
  if (net.edges.some((e) => e.a === i || e.b === i)) return [];
  const me = tileByCode(state.pieces[i]?.tile ?? '') as KutaiTile;
  const places = state.pieces.map((p) => p.place);
  const occupied = (p: PlaceId) => places.includes(p);
  const limitOf = (k: number): string => {
    const d = net.disharmonies.filter((x) => x.piece === k).sort((a, b) => b.raise - a.raise)[0];
    const floor = net.minValue[k] as number;
    const cause = d ? ` because the ${loc(state, d.from)} is next to it and they share ${d.shared === 0 ? 'no property' : `only ${d.shared} propert${d.shared === 1 ? 'y' : 'ies'}`}` : '';
    return Number.isFinite(floor) ? `the ${loc(state, k)} is in disharmony${cause}, so it may form only harmonies worth ${floor} or more` : `the ${loc(state, k)} is in complete disharmony${cause}, so it may form no harmony`;
  };
  const out: NoHarmonyReason[] = [];
  const others = state.pieces.map((_, j) => j).filter((j) => j !== i);
  others.sort((a, b) => distance(place, places[a] as PlaceId) - distance(place, places[b] as PlaceId) || a - b);
  for (const j of others) {
    const with_ = places[j] as PlaceId;
    const them = tileByCode(state.pieces[j]?.tile ?? '') as KutaiTile;
    const v = pairVerdict(me, them, state.options);
    if (!v.ok) {
      const why = v.rule === 'identical-flowers' ? `the ${loc(state, i)} and the ${loc(state, j)} are the same flower, which never harmonizes with itself` : `with the ${loc(state, j)}: ${v.why}`;
      out.push({ rule: v.rule, message: why, with: with_ });
      continue;
    }
    const value = v.pair.value;
    const low = [i, j].find((k) => value < (net.minValue[k] as number));
    if (low !== undefined) {
      out.push({ rule: 'disharmony', message: `with the ${loc(state, j)} the harmony would be worth ${value}, but ${limitOf(low)}`, with: with_ });
      continue;
    }
    if (state.options['kutai-adjacent-pair-harmony'] === 'never' && net.disharmonies.some((d) => (d.piece === i && d.from === j) || (d.piece === j && d.from === i))) {
      out.push({ rule: 'disharmony', message: `the ${loc(state, i)} and the ${loc(state, j)} are neighbours in disharmony, which never harmonize under the rules in force`, with: with_ });
      continue;
    }
    if (!clearLine(place, with_, places, occupied, state.options)) {
      out.push({ rule: 'line-of-sight', message: `no open straight line joins the ${loc(state, i)} to the ${loc(state, j)}: a tile stands in the way or the line runs at an angle the rules in force do not allow`, with: with_ });
      continue;
    }
    out.push({
      rule: 'harmony-preference',
      message: `the ${loc(state, i)} could harmonize with the ${loc(state, j)} for ${value}, but the network grown from the Centerpiece, by harmony preference, links these tiles otherwise`,
      with: with_,
    });
  }
  return out;
};

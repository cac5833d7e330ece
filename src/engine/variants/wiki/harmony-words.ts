/**
 * @packageDocumentation
 * Pai Sho Project harmony in words: every link of harmony and disharmony with its reason and rule,
 * and the unnatural-garden points with theirs (what the board shows and the refusals cite). Kept
 * apart from `harmony.ts`, whose counts the first chunk needs to open a board and judge its moves:
 * these words load with the rest of the engine (`late.ts`).
 */
import { placeName } from '../../geometry/index.ts';
import { boardOf, flow, pathOf, type Link } from './harmony.ts';
import { tileOf } from './moves.ts';
import { tileByCode } from './spec.ts';
import { CENTRAL_MASK, gardenIndex, layoutFor, scorerOf, seatWord, singleGarden, unnaturalAt, type WikiPiece, type WikiState } from './state.ts';

const LINKS = new WeakMap<WikiState, Link[]>();
/** Every link of harmony and disharmony on the board, with its reason and rule (memoised). */
export function links(s: WikiState): Link[] {
  let out = LINKS.get(s);
  if (out) return out;
  out = [];
  const list = out;
  const who = (x: WikiPiece) => seatWord(s.options, x.owner);
  flow(boardOf(s), (p, q, harmony, dx, dy, k) => {
    const a = tileByCode(p.tile)?.name;
    const c = tileByCode(q.tile)?.name;
    const same = scorerOf(s.options, p.owner) === scorerOf(s.options, q.owner);
    const special = p.tile === 'Lt' || p.tile === 'O' || q.tile === 'Lt';
    const where = `${who(p)}'s ${a} on ${placeName(p.place)} sends ${harmony ? 'harmony' : 'disharmony'} to ${same ? 'the' : `${who(q)}'s`} ${c} on ${placeName(q.place)}`;
    const why = special
      ? p.tile === 'O'
        ? 'an Orchid sends disharmony to every other kind of flower'
        : 'a Lotus harmonizes with every flower but the Orchid'
      : harmony
        ? `the ${c} is one of the three flowers after the ${a} in the flower ring`
        : p.tile === q.tile
          ? 'a flower sends disharmony to its own kind'
          : `the ${c} is just before the ${a} in the flower ring`;
    list.push({
      from: p.place,
      to: q.place,
      kind: harmony ? 'harmony' : 'disharmony',
      path: pathOf(p.place, dx, dy, k),
      rule: special ? 'lotus-orchid-harmony' : 'harmony-lists',
      reason: `${where}: ${why}${harmony && !same ? ' (harmony from another player counts too)' : ''}.`,
    });
  });
  LINKS.set(s, out);
  return out;
}

/** The unnatural-garden disharmony on the board: the flowers that stand wholly inside a central garden of the other colour. */
export function gardenDisharmony(s: WikiState): { place: number; reason: string }[] {
  const L = layoutFor(s.options);
  const out: { place: number; reason: string }[] = [];
  for (const p of s.pieces) {
    const t = tileOf(p);
    if (!unnaturalAt(L, t.group, p.place)) continue;
    const m = L.gardens[p.place] as number;
    const colour = singleGarden(m) && m & CENTRAL_MASK ? L.centralColour[gardenIndex(m)] : undefined;
    out.push({
      place: p.place,
      reason: `${seatWord(s.options, p.owner)}'s ${t.name} on ${placeName(p.place)} stands wholly inside a ${colour === 'R' ? 'red' : 'white'} central garden, unnatural for a ${t.group} flower: 1 point of disharmony.`,
    });
  }
  return out;
}

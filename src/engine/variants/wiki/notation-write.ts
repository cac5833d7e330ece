/**
 * @packageDocumentation
 * Writing Pai Sho Project notation: steps, positions and plain JSON setups (the format is described
 * in `notation.ts`). In the browser this comes with the engine's second chunk (`late.ts`).
 */
import type { Move } from '../../core/types.ts';
import { placeName, type PlaceId } from '../../geometry/index.ts';
import { derivedEntered, type WikiSetup } from './notation.ts';
import type { WikiPiece, WikiState } from './state.ts';

const tileAt = (s: WikiState, p: PlaceId): WikiPiece | undefined => s.pieces.find((x) => x.place === p);

/** Writes one step in the page's notation. */
export function formatStep(s: WikiState, m: Move): string {
  switch (m.type) {
    case 'place': {
      const victim = tileAt(s, m.to);
      return `${m.tile}*${placeName(m.to)}${victim ? ` x ${victim.tile}` : ''}`;
    }
    case 'move': {
      const mover = tileAt(s, m.from);
      const victim = tileAt(s, m.to);
      const code = mover?.tile ?? '';
      return victim ? `${code}${placeName(m.from)} x ${victim.tile}${placeName(m.to)}` : `${code}${placeName(m.from)}-${placeName(m.to)}`;
    }
    case 'use': {
      const code = m.ability === 'reincarnate' ? 'S' : (tileAt(s, m.at)?.tile ?? '');
      return `${code}${placeName(m.at)}:${m.ability}${m.args.map((a) => ` ${typeof a === 'number' ? placeName(a) : a}`).join('')}`;
    }
    case 'discard':
      return `discard ${m.tile}`;
    case 'resign':
      return m.seat === undefined ? 'resign' : `resign ${m.seat + 1}`;
    default:
      return m.type;
  }
}

const hex = (n: number) => n.toString(16);

/** The compact position text (see `notation.ts`). */
export function formatPosition(s: WikiState): string {
  return positionText(s, true);
}

/**
 * The position's text without its turn counter: the same tiles, Pot and stage a turn later give
 * the same key (the strong level's `avoidRepeats` asks whether a position has come back).
 */
export function positionKey(s: WikiState): string {
  return positionText(s, false);
}

function positionText(s: WikiState, withTurn: boolean): string {
  const head = withTurn ? [`${s.toMove}`, `${s.turn}`] : [`${s.toMove}`];
  if (s.passes) head.push(`p${s.passes}`);
  if (s.stage.kind === 'dropped') head.push(`d${placeName(s.stage.at)}`);
  if (s.stage.kind === 'moved') head.push(`m${placeName(s.stage.at)}`);
  const tiles = s.pieces.length
    ? s.pieces.map((p) => `${p.owner}${p.tile}${placeName(p.place)}${p.mark === 2 ? '!!' : p.mark === 1 ? '!' : ''}${p.dropped !== undefined ? `*${p.dropped}` : ''}`).join(',')
    : '-';
  const pot = s.pot.length ? s.pot.map((p) => `${p.owner}${p.tile}${p.by === undefined ? 'x' : p.by}${p.turn !== undefined ? `*${p.turn}` : ''}`).join(',') : '-';
  const fields = [head.join('.'), tiles, pot];
  const resigned = s.out.filter((x) => x.why === 'resigned').map((x) => x.seat);
  const removed = s.out.filter((x) => x.why === 'removed').map((x) => x.seat);
  if (resigned.length) fields.push(`r${resigned.join('')}`);
  if (removed.length) fields.push(`x${removed.join('')}`);
  const d = derivedEntered(s);
  if (s.entered.some((m, i) => m !== d[i])) fields.push(`e${s.entered.map(hex).join('.')}`);
  return fields.join('~');
}

/** The position as a plain JSON setup. */
export function toSetup(s: WikiState): WikiSetup {
  const d = derivedEntered(s);
  return {
    toMove: s.toMove,
    ...(s.turn ? { turn: s.turn } : {}),
    ...(s.passes ? { passes: s.passes } : {}),
    ...(s.stage.kind !== 'start' ? { stage: { kind: s.stage.kind, at: placeName(s.stage.at) } } : {}),
    pieces: s.pieces.map((p) => ({ tile: p.tile, place: placeName(p.place), owner: p.owner, ...(p.mark ? { mark: p.mark } : {}), ...(p.dropped !== undefined ? { dropped: p.dropped } : {}) })),
    ...(s.pot.length ? { pot: s.pot.map((p) => ({ tile: p.tile, owner: p.owner, ...(p.by !== undefined ? { by: p.by } : {}), ...(p.turn !== undefined ? { turn: p.turn } : {}) })) } : {}),
    ...(s.out.length ? { out: s.out.map((o) => ({ seat: o.seat, why: o.why })) } : {}),
    ...(s.entered.some((m, i) => m !== d[i]) ? { entered: [...s.entered] } : {}),
  };
}


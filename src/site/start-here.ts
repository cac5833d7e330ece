/**
 * @packageDocumentation
 * Where a newcomer starts (issue 41, point 8): the variant the home page recommends first, why, and the
 * position its first-screen board shows. Balance, by the rules' simplicity: the fewest rules of the written
 * variants (a browser test holds it to that), one shared set of eleven tiles, and nothing is ever captured.
 */
import { getEngine, getMeta } from '../engine/catalog.ts';
import { applySteps, parseTurnOf } from '../engine/core/steps.ts';
import { boardProps } from '../components/mdx/board-props.ts';
import type { BoardWidgetProps } from '../components/board/BoardWidget.tsx';
import type { VariantMeta } from '../engine/core/types.ts';

/** The variant to start with. */
export const START_VARIANT = 'balance';
/** The worked example whose last position the home page's board shows (a won game: every flower balanced). */
const START_EXAMPLE = 'whole-game';
/** The board on the variant's rules page a newcomer plays first (its "game in brief"). */
export const START_BOARD = 'play-balance';

export interface StartHere {
  readonly meta: VariantMeta;
  /** Why, in one sentence (plain text). */
  readonly why: string;
  /** The board's props (its last position, gardens and balances drawn). */
  readonly board: BoardWidgetProps;
  /** What the board shows, in words. */
  readonly caption: string;
}

const fail = (what: string): never => {
  throw new Error(`start-here.ts: ${what}`);
};

/** The start-here block's content; fails the build when the variant, the example or a move of it is unknown. */
export function startHere(): StartHere {
  const meta = getMeta(START_VARIANT) ?? fail(`unknown variant ${START_VARIANT}`);
  const engine = getEngine(START_VARIANT) ?? fail(`no engine for ${START_VARIANT}`);
  const ex = meta.examples.find((e) => e.id === START_EXAMPLE) ?? fail(`no example ${START_EXAMPLE} in ${START_VARIANT}`);
  if (ex.options) fail(`${START_EXAMPLE} sets options; the board here plays the defaults`);
  const first = engine.parsePosition(ex.start);
  if (!first.ok) fail(`${START_EXAMPLE}: ${first.error.message}`);
  let s: unknown = first.ok ? first.value : undefined;
  for (const step of ex.steps) {
    const turn = parseTurnOf(engine, s, step.move);
    if (!turn.ok) fail(`${START_EXAMPLE}, ${step.move}: ${turn.error.message}`);
    const next = turn.ok ? applySteps(engine, s, turn.value) : undefined;
    if (!next?.ok) fail(`${START_EXAMPLE}, ${step.move}: ${next?.error.message}`);
    s = next?.ok ? next.value : s;
  }
  const board = boardProps({ variant: START_VARIANT, id: 'start-here', position: engine.formatPosition(s), overlays: 'harmonies', where: 'the home page (src/site/start-here.ts)' });
  return {
    meta,
    why: `It has the fewest rules of the six (${meta.rules.length}), one set of eleven tiles that both players share, and no captures: you place the tiles, then slide them, until every flower has a partner in its garden.`,
    board,
    caption: 'The end of a game of Balance Pai Sho: every flower has its partner in a garden (the lines join the pairs), which is complete harmony.',
  };
}

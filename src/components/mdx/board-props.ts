/**
 * Server side of every board on a page: checks the props against the engine
 * (unknown variant, option, or an illegal position fails the build), and computes
 * the first paint the island renders before it hydrates.
 */
import { toLines } from '../board/harmony-focus.ts';
import { getEngine, getMeta, ENGINES } from '../../engine/catalog.ts';
import { formatOptions, nonDefaultOptions, parseOptions } from '../../engine/core/options.ts';
import type { VariantId } from '../../engine/core/types.ts';
import type { BoardWidgetProps, RuleLabel } from '../board/BoardWidget.tsx';
import { subpageOf } from '../../site/rule-pages.ts';
import type { TileLook } from '../board/glyphs.tsx';
import { tileLooks } from '../../site/tile-looks.ts';
import { resultText, splitResign, wordChoicesAt } from '../board/controller.ts';

export interface BoardInput {
  readonly variant: string;
  readonly id: string;
  readonly position?: string;
  readonly options?: string | Readonly<Record<string, string>>;
  readonly overlays?: string;
  readonly caption?: string;
  readonly reveal?: boolean;
  readonly seed?: number;
  readonly mode?: BoardWidgetProps['mode'];
  readonly example?: BoardWidgetProps['example'];
  readonly exercise?: BoardWidgetProps['exercise'];
  /** Moves to replay for the first paint (an example's steps). */
  readonly where?: string;
}

const OVERLAYS = ['coords', 'gardens', 'areas', 'harmonies'] as const;

/** Each rule's number and title for a board's messages, with the further page it is on (the rules page otherwise). */
export function ruleLabels(meta: { readonly id: string; readonly rules: readonly { readonly id: string; readonly number: string; readonly title: string }[] }): Record<string, RuleLabel> {
  const rules: Record<string, RuleLabel> = {};
  for (const r of meta.rules) {
    const page = subpageOf(meta.id, 'rule', r.id);
    rules[r.id] = { number: r.number, title: r.title, ...(page ? { page } : {}) };
  }
  return rules;
}

export function boardProps(input: BoardInput): BoardWidgetProps {
  const where = input.where ?? `board “${input.id}”`;
  const engine = getEngine(input.variant);
  const meta = getMeta(input.variant);
  if (!engine || !meta) {
    throw new Error(`${where}: unknown variant “${input.variant}”; known: ${Object.keys(ENGINES).join(', ')}.`);
  }
  if (!/^[a-z0-9]+(-[a-z0-9]+)*$/.test(input.id)) throw new Error(`${where}: id “${input.id}” must be a lowercase slug.`);
  const optText =
    typeof input.options === 'string' || input.options === undefined
      ? (input.options ?? '')
      : Object.entries(input.options)
          .map(([k, v]) => `${k}=${v}`)
          .join(',');
  const opts = parseOptions(engine.spec.options, optText);
  if (!opts.ok) throw new Error(`${where}: ${opts.error.message}`);
  const overlays = (input.overlays ?? '').split(',').map((s) => s.trim()).filter(Boolean);
  for (const o of overlays) {
    if (!(OVERLAYS as readonly string[]).includes(o)) throw new Error(`${where}: unknown overlay “${o}”; use ${OVERLAYS.join(', ')}.`);
  }
  const start = input.position ?? '';
  const st = start ? engine.parsePosition(start, opts.value) : engine.create({ options: opts.value, seed: input.seed ?? 1 });
  if (!st.ok) throw new Error(`${where}: position does not parse: ${st.error.message}`);
  const s = st.value;
  const tiles: Record<string, TileLook> = {};
  for (const t of tileLooks(input.variant)) tiles[t.code] = t;
  const rules = ruleLabels(meta);
  // What the live board will show besides the position (see `initialWords` in BoardWidget.tsx).
  const mode = input.mode ?? 'play';
  const outcome = engine.outcome(s);
  const { words, resign } = splitResign(mode !== 'example' && outcome.status === 'ongoing' ? wordChoicesAt(engine, s, false) : []);
  const initialWords = words.map((w) => w.label);
  // The open questions this board answers otherwise, named as their boxes name them (the live board reads the boxes).
  const initialRules = nonDefaultOptions(engine.spec.options, opts.value).map(([id, choice]) => {
    const def = meta.options.find((o) => o.id === id);
    return { id, title: def?.title ?? id, label: def?.choiceText[choice]?.label ?? choice };
  });
  return {
    variant: input.variant as VariantId,
    boardId: input.id,
    mode,
    start,
    options: formatOptions(engine.spec.options, opts.value),
    ...(input.seed !== undefined ? { seed: input.seed } : {}),
    initialView: engine.view(s, { revealHands: Boolean(input.reveal) }),
    initialDescription: engine.describe(s, { revealHands: Boolean(input.reveal) }),
    initialHarmonies: toLines(engine.harmonies(s)),
    harmonyWord: engine.spec.harmonyWord ?? ['harmony', 'harmonies'],
    tiles,
    rules,
    overlays: {
      coords: overlays.includes('coords'),
      areas: overlays.includes('gardens') || overlays.includes('areas'),
      harmonies: overlays.includes('harmonies'),
    },
    ...(input.caption ? { caption: input.caption } : {}),
    ...(input.reveal ? { reveal: true } : {}),
    ...(input.example ? { example: input.example } : {}),
    ...(input.exercise ? { exercise: input.exercise } : {}),
    ...(initialWords.length > 0 ? { initialWords } : {}),
    ...(resign ? { initialResign: true } : {}),
    initialRules,
    ...(outcome.status !== 'ongoing' ? { initialOutcome: outcome, initialResult: resultText(engine, s, outcome) } : {}),
  };
}

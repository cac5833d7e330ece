/**
 * @packageDocumentation
 * The rule cards and the embeddable boards, from the catalog and the variants' rules pages (server side:
 * pages, endpoints, tests). Every written variant with a rules page is included; a new one needs no edit here.
 */
import { METAS, getMeta } from '../engine/catalog.ts';
import { boardProps, type BoardInput } from '../components/mdx/board-props.ts';
import type { BoardWidgetProps } from '../components/board/BoardWidget.tsx';
import type { RuleDef, VariantMeta } from '../engine/core/types.ts';
import type { PointSet, SquareSet } from '../engine/geometry/index.ts';
import { resolveRef } from '../plugins/remark-rules.ts';
import { pointCount, squareCount } from './counts.ts';
import { variantPage } from './paths.ts';
import { boardTags, plainText, splitRules, type BoardTag, type RuleSection } from './rule-sections.ts';

/** Every variant rules page's source, by variant id, followed by its further rules pages (`rule-pages.ts`; not its open questions). */
const PAGE_SOURCES: Record<string, string> = Object.fromEntries(
  Object.entries(import.meta.glob('/src/content/docs/variants/*.mdx', { query: '?raw', import: 'default', eager: true }) as Record<string, string>).map(
    ([path, text]) => [/([a-z0-9-]+)\.mdx$/.exec(path)?.[1] ?? path, text],
  ),
);
/** A variant's further rules pages (slug and source), by variant id. */
const FURTHER: Record<string, { slug: string; text: string }[]> = {};
for (const [path, text] of Object.entries(import.meta.glob('/src/content/docs/variants/*/*.mdx', { query: '?raw', import: 'default', eager: true }) as Record<string, string>)) {
  const m = /variants\/([a-z0-9-]+)\/([a-z0-9-]+)\.mdx$/.exec(path);
  if (!m || m[2] === 'open-questions' || PAGE_SOURCES[m[1] as string] === undefined) continue;
  PAGE_SOURCES[m[1] as string] += `\n\n${text}`;
  (FURTHER[m[1] as string] ??= []).push({ slug: m[2] as string, text });
}

/** The rules page a board (by its embed id) is on: the variant's rules page or a further one. */
export function boardPage(variant: string, board: string): string {
  for (const p of FURTHER[variant] ?? []) if (boardTags(p.text).some((t) => embedId(t) === board)) return variantPage(variant, p.slug);
  return variantPage(variant);
}

/** The source of a variant's rules pages (the rules page, then its further pages), as the cards read them. */
export const rulesPagesSource = (variant: string): string => PAGE_SOURCES[variant] ?? '';

export interface Card {
  readonly meta: VariantMeta;
  readonly rule: RuleDef;
  readonly index: number;
  readonly section: RuleSection;
  readonly prev?: RuleDef;
  readonly next?: RuleDef;
}

/** The written variants that have a rules page, in catalog order. */
export const cardVariants = (): VariantMeta[] => Object.values(METAS).filter((m): m is VariantMeta => Boolean(m && PAGE_SOURCES[m.id] !== undefined));

const cache = new Map<string, Card[]>();
/** One card per rule of a variant, in the order of its metadata (which is the page's order). */
export function cardsOf(meta: VariantMeta): Card[] {
  const hit = cache.get(meta.id);
  if (hit) return hit;
  const { sections } = splitRules(PAGE_SOURCES[meta.id] ?? '');
  const byRule = new Map(sections.map((s) => [s.rule, s]));
  const cards = meta.rules.map((rule, index): Card => {
    const section = byRule.get(rule.id);
    if (!section) throw new Error(`variants/${meta.id}.mdx: rule “${rule.id}” has no heading, so it has no card.`);
    return { meta, rule, index, section, ...(index > 0 ? { prev: meta.rules[index - 1] } : {}), ...(index + 1 < meta.rules.length ? { next: meta.rules[index + 1] } : {}) };
  });
  cache.set(meta.id, cards);
  return cards;
}

export const allCards = (): Card[] => cardVariants().flatMap(cardsOf);

/** The plain text of a rule's prose under the default answers (link previews, the data files). */
export function ruleText(meta: VariantMeta, body: string): string {
  return plainText(body, {
    meta,
    refText: (ref) => resolveRef(ref, meta.id, `variants/${meta.id}.mdx`).text,
    placeCount: (a) =>
      String(typeof a.points === 'string' ? pointCount(a.points as PointSet, a.inside === true) : typeof a.squares === 'string' ? squareCount(a.squares as SquareSet) : ''),
  });
}

/** The first board a rule's prose shows (a diagram or a worked example), if any. */
export const diagramOf = (card: Card): BoardTag | undefined => card.section.boards[0];

/** Every board a variant's rules page declares, with its attributes (the boards one can embed). */
export function pageBoards(meta: VariantMeta): BoardTag[] {
  const seen = new Set<string>();
  return boardTags(PAGE_SOURCES[meta.id] ?? '').filter((b) => {
    const id = embedId(b);
    if (!id || seen.has(id)) return false;
    seen.add(id);
    return true;
  });
}

/** The id a board has on its page (and in its share link): `<Board id>`, `example-<id>`, `exercise-<id>`. */
export function embedId(b: BoardTag): string | undefined {
  const id = typeof b.attrs.id === 'string' ? b.attrs.id : undefined;
  if (!id) return undefined;
  return b.kind === 'Board' ? id : `${b.kind.toLowerCase()}-${id}`;
}

/**
 * The widget props of a board tag, as the page renders it: a `<Board>` from its attributes (as `Board.astro`),
 * an `<Example>` or `<Exercise>` from the metadata (as `MetaBoard.astro`). Attributes written as expressions
 * (a computed caption) are left out. Undefined for an unknown example or exercise.
 */
export function boardTagProps(variant: string, tag: BoardTag): BoardWidgetProps | undefined {
  const a = tag.attrs;
  const str = (k: string) => (typeof a[k] === 'string' && !tag.expressions.includes(k) ? (a[k] as string) : undefined);
  const meta = getMeta(variant);
  if (!meta) return undefined;
  const id = str('id') ?? 'board';
  const where = `<${tag.kind} id="${id}"> of variants/${variant}.mdx`;
  if (tag.kind === 'Board') {
    const input: BoardInput = {
      variant,
      id,
      where,
      ...(str('position') !== undefined ? { position: str('position') } : {}),
      ...(str('options') !== undefined ? { options: str('options') } : {}),
      ...(str('overlays') !== undefined ? { overlays: str('overlays') } : {}),
      ...(str('caption') !== undefined ? { caption: str('caption') } : {}),
      ...(a.reveal === true ? { reveal: true } : {}),
      ...(str('seed') !== undefined ? { seed: Number(str('seed')) } : {}),
    };
    return boardProps(input);
  }
  if (tag.kind === 'Example') {
    const item = meta.examples.find((e) => e.id === id);
    if (!item) return undefined;
    return boardProps({
      variant,
      id: `example-${id}`,
      where,
      position: item.start,
      ...(item.options ? { options: item.options } : {}),
      overlays: str('overlays') ?? 'harmonies',
      mode: 'example',
      reveal: true,
      example: { title: item.title, intro: item.intro, steps: item.steps },
    });
  }
  const item = meta.exercises.find((e) => e.id === id);
  if (!item) return undefined;
  return boardProps({
    variant,
    id: `exercise-${id}`,
    where,
    position: item.start,
    ...(item.options ? { options: item.options } : {}),
    overlays: str('overlays') ?? '',
    mode: 'exercise',
    reveal: true,
    exercise: { title: item.title, prompt: item.prompt, goal: item.goal, hint: item.hint, success: item.success, rule: item.rule },
  });
}

export interface EmbedBoard {
  readonly meta: VariantMeta;
  /** The board's id on its page and in its share link. */
  readonly board: string;
  readonly props: BoardWidgetProps;
  /** Whether the rules page shows this board (so the way back can point at it). */
  readonly onPage: boolean;
  /** The page the board is on (`boardPage`). */
  readonly page: string;
}

/** Every board with an embed page: each board of a rules page, and every example and exercise of the metadata. */
export function embedBoards(): EmbedBoard[] {
  const out: EmbedBoard[] = [];
  for (const meta of cardVariants()) {
    const tags = pageBoards(meta);
    const onPage = new Set(tags.map(embedId));
    const extra: BoardTag[] = [
      ...meta.examples.map((e): BoardTag => ({ kind: 'Example', attrs: { id: e.id }, expressions: [] })),
      ...meta.exercises.map((e): BoardTag => ({ kind: 'Exercise', attrs: { id: e.id }, expressions: [] })),
    ].filter((t) => !onPage.has(embedId(t)));
    for (const tag of [...tags, ...extra]) {
      const props = boardTagProps(meta.id, tag);
      const board = embedId(tag);
      if (props && board) out.push({ meta, board, props, onPage: onPage.has(board), page: boardPage(meta.id, board) });
    }
  }
  return out;
}

/**
 * @packageDocumentation
 * A variant's rules may span more than one page: the rules page (`variants/<id>.mdx`) and further
 * pages beside its open questions (`variants/<id>/<page>.mdx`). This says which rules live on which
 * further page, and which open questions have their cards there; a worked example or an exercise lives
 * where its rule does. Server side only
 * (links, cards, the remark plugin).
 */
import { HARMONY_PAGE_RULES } from '../engine/variants/wiki/rules.ts';
import { EXAMPLES as WIKI_EXAMPLES, EXERCISES as WIKI_EXERCISES } from '../engine/variants/wiki/examples.ts';
import { OPTION_DOCS as WIKI_OPTION_DOCS } from '../engine/variants/wiki/docs.ts';

interface Subpage {
  /** The page's name in a sentence ("the … page"). */
  readonly title: string;
  readonly rules: readonly string[];
  /** The open questions whose cards are on this page (not on the variant's open-questions page). */
  readonly options: readonly string[];
  /** The examples and exercises of the variant (to find each one's rule). */
  readonly examples: readonly { readonly id: string; readonly rule: string }[];
  readonly exercises: readonly { readonly id: string; readonly rule: string }[];
}

/** Variant → further page slug → what it holds. */
export const SUBPAGES: Readonly<Record<string, Readonly<Record<string, Subpage>>>> = {
  wiki: {
    harmony: {
      title: 'harmony and scoring',
      rules: HARMONY_PAGE_RULES,
      // The harmony and scoring questions: the open-questions page would pass the DOM budget with them.
      options: Object.entries(WIKI_OPTION_DOCS).filter(([, d]) => d.topic === 'harmony' || d.topic === 'scoring').map(([id]) => id),
      examples: WIKI_EXAMPLES,
      exercises: WIKI_EXERCISES,
    },
  },
};

/** The further page (slug) where a rule, example or exercise of a variant lives, or undefined for the rules page. */
export function subpageOf(variant: string, kind: 'rule' | 'example' | 'exercise' | 'option', id: string): string | undefined {
  const pages = SUBPAGES[variant];
  if (!pages) return undefined;
  for (const [slug, page] of Object.entries(pages)) {
    if (kind === 'option') {
      if (page.options.includes(id)) return slug;
      continue;
    }
    const rule = kind === 'rule' ? id : (kind === 'example' ? page.examples : page.exercises).find((x) => x.id === id)?.rule;
    if (rule !== undefined && page.rules.includes(rule)) return slug;
  }
  return undefined;
}

/** The rule ids whose headings are on a variant's further pages (none on its rules page). */
export const subpageRules = (variant: string, slug?: string): string[] =>
  Object.entries(SUBPAGES[variant] ?? {})
    .filter(([s]) => slug === undefined || s === slug)
    .flatMap(([, p]) => [...p.rules]);

/** The open questions whose cards a page shows: a further page's own, or (no page) those of the open-questions page. */
export function questionsOn<O extends { readonly id: string }>(meta: { readonly id: string; readonly options: readonly O[] }, page?: string): O[] {
  return meta.options.filter((o) => subpageOf(meta.id, 'option', o.id) === page);
}

/**
 * @packageDocumentation
 * A variant's rules page cut into its rules: the MDX between a `### rule:<id>` heading and the next heading of
 * level 1–3 is that rule's prose. Pure functions over the page's source text (no file access), shared by the
 * card pages' build step (`src/integrations/cards.ts`), the card pages, the data files and the tests, so the
 * prose is written once, on the rules page, and every other place reads it from there.
 *
 * Also: the boards a page declares (`<Board>`, `<Example>`, `<Exercise>` and their attributes), and the plain
 * text of a rule under a set of option answers (for link previews and the JSON data).
 */
import type { OptionDef, OptionValues, VariantMeta } from '../engine/core/types.ts';
import { variantPage } from './paths.ts';

/** A board tag in a page, with its literal attributes (`true` for a bare attribute; expressions are kept as source). */
export interface BoardTag {
  readonly kind: 'Board' | 'Example' | 'Exercise';
  readonly attrs: Readonly<Record<string, string | true>>;
  /** Attribute names whose value is a `{…}` expression (not evaluated here). */
  readonly expressions: readonly string[];
}

export interface RuleSection {
  readonly rule: string;
  /** The MDX of the rule's prose, heading excluded. */
  readonly body: string;
  /** The boards in the rule's prose, in order. */
  readonly boards: readonly BoardTag[];
}

export interface SplitPage {
  /** The page's `import`/`export` lines (the card's MDX needs the same components). */
  readonly preamble: string;
  readonly sections: readonly RuleSection[];
}

const RULE_HEADING = /^###\s+rule:([a-z0-9-]+)\s*$/;
const SECTION_END = /^#{1,3}\s/;

/** Cuts a rules page (MDX source) into its rule sections. */
export function splitRules(source: string): SplitPage {
  const lines = source.replace(/\r\n?/g, '\n').split('\n');
  const preamble = lines.filter((l) => /^(import|export)\s/.test(l)).join('\n');
  const sections: RuleSection[] = [];
  let fence = false;
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i] as string;
    if (/^(```|~~~)/.test(line)) fence = !fence;
    if (fence) continue;
    const m = RULE_HEADING.exec(line);
    if (!m) continue;
    let j = i + 1;
    let inner = false;
    for (; j < lines.length; j++) {
      const l = lines[j] as string;
      if (/^(```|~~~)/.test(l)) inner = !inner;
      if (!inner && SECTION_END.test(l)) break;
    }
    const body = lines.slice(i + 1, j).join('\n').trim();
    sections.push({ rule: m[1] as string, body, boards: boardTags(body) });
    i = j - 1;
  }
  return { preamble, sections };
}

/** Reads the attributes of a JSX tag starting after its name; returns them and where the tag ends. */
function readAttrs(s: string, from: number): { attrs: Record<string, string | true>; expressions: string[]; end: number } {
  const attrs: Record<string, string | true> = {};
  const expressions: string[] = [];
  let i = from;
  const n = s.length;
  while (i < n) {
    while (i < n && /\s/.test(s[i] as string)) i++;
    if (s.startsWith('/>', i)) return { attrs, expressions, end: i + 2 };
    if (s[i] === '>') return { attrs, expressions, end: i + 1 };
    const name = /^[A-Za-z_][\w-]*/.exec(s.slice(i))?.[0];
    if (!name) return { attrs, expressions, end: i + 1 };
    i += name.length;
    if (s[i] !== '=') {
      attrs[name] = true;
      continue;
    }
    i++;
    const q = s[i];
    if (q === '"' || q === "'") {
      const close = s.indexOf(q, i + 1);
      attrs[name] = s.slice(i + 1, close);
      i = close + 1;
    } else if (q === '{') {
      let depth = 0;
      const start = i;
      for (; i < n; i++) {
        if (s[i] === '{') depth++;
        else if (s[i] === '}' && --depth === 0) break;
      }
      attrs[name] = s.slice(start, i + 1);
      expressions.push(name);
      i++;
    }
  }
  return { attrs, expressions, end: n };
}

/** Every `<Board>`, `<Example>` and `<Exercise>` tag in an MDX text, in order. */
export function boardTags(mdx: string): BoardTag[] {
  const out: BoardTag[] = [];
  for (const m of mdx.matchAll(/<(Board|Example|Exercise)\b/g)) {
    const { attrs, expressions } = readAttrs(mdx, (m.index ?? 0) + m[0].length);
    out.push({ kind: m[1] as BoardTag['kind'], attrs, expressions });
  }
  return out;
}

/** Rewrites the relative links of a section so they work from another page (`#x` → `/variants/<v>/#x`). */
export function absoluteLinks(body: string, variant: string): string {
  const base = `https://site${variantPage(variant)}`;
  const abs = (href: string) => {
    const u = new URL(href, base);
    return `${u.pathname}${u.search}${u.hash}`;
  };
  return body
    .replace(/\]\((#[^)\s]*|\.{1,2}\/[^)\s]*)\)/g, (_, h: string) => `](${abs(h)})`)
    .replace(/\bhref="(#[^"]*|\.{1,2}\/[^"]*)"/g, (_, h: string) => `href="${abs(h)}"`);
}

export interface PlainTextContext {
  readonly meta: VariantMeta;
  /** Chosen answers; missing ones take the default. */
  readonly values?: OptionValues;
  /** Text of an empty `[](kind:id)` link (from the same resolver the pages use). */
  readonly refText?: (ref: string) => string;
  /** The number a `<PlaceCount>` shows. */
  readonly placeCount?: (attrs: Readonly<Record<string, string | true>>) => string;
}

const choiceOf = (o: OptionDef | undefined, values: OptionValues | undefined): string | undefined =>
  o ? (values?.[o.id] ?? o.default) : undefined;

/**
 * The plain text of a rule's prose under the given answers (defaults otherwise): `<When>` passages of other
 * answers dropped, boards and tables left out, Markdown marks removed, links reduced to their words.
 * Paragraphs are separated by a blank line.
 */
export function plainText(body: string, ctx: PlainTextContext): string {
  // Inline code is text as written (the Pai Sho Project's position notation is `<Lt 10j>`, `{Jd 12j}`):
  // set it aside while tags and braces are read, and put it back at the end.
  const codes: string[] = [];
  let s = body.replace(/`([^`\n]+)`/g, (_, c: string) => `\u0000${codes.push(c) - 1}\u0000`);
  s = s.replace(/\{\/\*[\s\S]*?\*\/\}/g, '');
  // Boards and tables are pictures, not prose.
  s = s.replace(/<(TileTable|Board|Example|Exercise|RulesInForce)\b[^>]*?>[\s\S]*?<\/\1>/g, '');
  let out = '';
  let i = 0;
  const stack: boolean[] = [];
  const visible = () => stack.every(Boolean);
  while (i < s.length) {
    const next = s.indexOf('<', i);
    if (next < 0) {
      if (visible()) out += s.slice(i);
      break;
    }
    if (visible()) out += s.slice(i, next);
    const tag = /^<(\/?)([A-Za-z]+)/.exec(s.slice(next));
    if (!tag) {
      if (visible()) out += '<';
      i = next + 1;
      continue;
    }
    const [, closing, name] = tag as unknown as [string, string, string];
    if (closing) {
      if (name === 'When') stack.pop();
      i = s.indexOf('>', next) + 1;
      continue;
    }
    const { attrs, end } = readAttrs(s, next + 1 + name.length);
    const selfClosing = s.slice(next, end).endsWith('/>');
    if (name === 'When') {
      const o = ctx.meta.options.find((x) => x.id === attrs.option);
      const wanted = String(attrs.is ?? '').split(/\s+/);
      const c = choiceOf(o, ctx.values);
      if (!selfClosing) stack.push(c !== undefined && wanted.includes(c));
    } else if (name === 'PlaceCount') {
      if (visible()) out += ctx.placeCount?.(attrs) ?? '';
    }
    // Any other component (Board, Example, …) is a picture: left out.
    i = end;
  }
  let t = out;
  t = t.replace(/\[([^\]]*)\]\(([^)\s]*)\)/g, (_, text: string, url: string) =>
    text.trim() === '' && /^(rule|option|example|exercise):/.test(url) ? (ctx.refText?.(url) ?? '') : text,
  );
  t = t.replace(/\*\*([^*]+)\*\*/g, '$1').replace(/(^|[\s(])\*([^*\n]+)\*/g, '$1$2').replace(/(^|[\s(])_([^_\n]+)_/g, '$1$2');
  t = t.replace(/`([^`]*)`/g, '$1');
  t = t.replace(/\{[^{}]*\}/g, '');
  t = t.replace(/\u0000(\d+)\u0000/g, (_, n: string) => codes[Number(n)] ?? '');
  const paras = t
    .split(/\n\s*\n/)
    .map((p) => p.replace(/\s+/g, ' ').replace(/\s+([.,;:)])/g, '$1').replace(/\(\s+/g, '(').trim())
    .filter((p) => p !== '');
  return paras.join('\n\n');
}

/** The first sentence or two of a text, at most `max` characters (a link preview's description). */
export function summaryOf(text: string, max = 200): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max);
  const stop = Math.max(cut.lastIndexOf('. '), cut.lastIndexOf('? '), cut.lastIndexOf('! '));
  if (stop > 60) return cut.slice(0, stop + 1);
  return `${cut.slice(0, cut.lastIndexOf(' '))} …`;
}

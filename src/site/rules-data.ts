/**
 * @packageDocumentation
 * The rules as data: one JSON document per written variant (`/data/<variant>.json`) and an index
 * (`/data/index.json`), built from the same metadata and rules pages the site shows, and checked against
 * the JSON Schemas in `src/data/` (ajv) before they are written: a document that does not fit fails the build.
 * The fields are described on the page `/data/` (`src/content/docs/data.mdx`).
 */
import AjvModule from 'ajv/dist/2020.js';
import type { SourceRef, VariantMeta } from '../engine/core/types.ts';
import { FACT_IDS } from '../engine/core/types.ts';
import variantSchema from '../data/variant.schema.json';
import indexSchema from '../data/index.schema.json';
import { cardsOf, cardVariants, ruleText } from './cards.ts';
import { cardHref, dataHref, embedHref, exampleHref, exerciseHref, openQuestionsHref, optionHref, ruleHref, shortCardHref, variantHref } from './links.ts';
import { sourceHref, SOURCE_TITLES } from './sources.ts';

/** The version of the data format; raised when a field changes meaning or goes away (new fields do not raise it). */
export const DATA_VERSION = 1;

const source = (s: SourceRef) => ({
  file: s.file,
  title: SOURCE_TITLES[s.file] ?? s.file,
  ...(s.who ? { who: s.who } : {}),
  ...(s.date ? { date: s.date } : {}),
  ...(s.note ? { note: s.note } : {}),
  href: sourceHref(s.file),
});

/** A variant's data document. */
export function variantData(meta: VariantMeta) {
  const cards = cardsOf(meta);
  return {
    $schema: '/data/schema/variant.json',
    version: DATA_VERSION,
    id: meta.id,
    name: meta.name,
    summary: meta.summary,
    page: variantHref(meta.id),
    openQuestionsPage: openQuestionsHref(meta.id),
    sources: meta.sources.map(source),
    rules: cards.map(({ rule, section }) => ({
      id: rule.id,
      number: rule.number,
      title: rule.title,
      section: rule.section,
      topics: [...(rule.topics ?? [])],
      text: ruleText(meta, section.body),
      options: meta.options.filter((o) => o.rules.includes(rule.id)).map((o) => o.id),
      examples: meta.examples.filter((e) => e.rule === rule.id).map((e) => e.id),
      exercises: meta.exercises.filter((e) => e.rule === rule.id).map((e) => e.id),
      sources: rule.sources.map(source),
      page: ruleHref(meta.id, rule.id),
      card: cardHref(meta.id, rule.id),
      short: shortCardHref(meta.id, rule.number),
    })),
    options: meta.options.map((o) => ({
      id: o.id,
      title: o.title,
      question: o.question,
      effect: o.effect,
      default: o.default,
      choices: o.choices.map((c) => ({ id: c, label: o.choiceText[c]?.label ?? c, meaning: o.choiceText[c]?.meaning ?? '' })),
      why: o.why,
      rules: [...o.rules],
      topic: o.topic,
      sources: o.sources.map(source),
      page: optionHref(meta.id, o.id),
    })),
    tiles: meta.tiles.map((t) => ({
      code: t.code,
      name: t.name,
      colour: t.colour,
      glyph: t.glyph,
      ...(t.count !== undefined ? { count: t.count } : {}),
      ...(t.props ? { props: { ...t.props } } : {}),
    })),
    facts: Object.fromEntries(FACT_IDS.map((f) => [f, { ...meta.facts[f] }])),
    examples: meta.examples.map((e) => ({
      id: e.id,
      title: e.title,
      rule: e.rule,
      ...(e.options ? { options: { ...e.options } } : {}),
      start: e.start,
      intro: e.intro,
      steps: e.steps.map((s) => ({ move: s.move, caption: s.caption })),
      page: exampleHref(meta.id, e.id, e.page),
      embed: embedHref(meta.id, `example-${e.id}`),
    })),
    exercises: meta.exercises.map((x) => ({
      id: x.id,
      title: x.title,
      prompt: x.prompt,
      rule: x.rule,
      ...(x.options ? { options: { ...x.options } } : {}),
      start: x.start,
      goal: x.goal,
      hint: x.hint,
      success: x.success,
      page: exerciseHref(meta.id, x.id),
      embed: embedHref(meta.id, `exercise-${x.id}`),
    })),
  };
}

/** The index of the data files. */
export function dataIndex() {
  return {
    $schema: '/data/schema/index.json',
    version: DATA_VERSION,
    site: 'Pai Sho Codex',
    documentation: '/data/',
    variants: cardVariants().map((m) => ({
      id: m.id,
      name: m.name,
      summary: m.summary,
      data: dataHref(m.id),
      page: variantHref(m.id),
      rules: m.rules.length,
      options: m.options.length,
      examples: m.examples.length,
      exercises: m.exercises.length,
    })),
  };
}

type Validate = ((data: unknown) => boolean) & { errors?: { instancePath: string; message?: string }[] | null };
const Ajv2020 = ((AjvModule as unknown as { default?: unknown }).default ?? AjvModule) as new (o: object) => { compile(s: object): Validate };
const ajv = new Ajv2020({ allErrors: true, strict: true, allowUnionTypes: true });
export const SCHEMAS = { variant: variantSchema, index: indexSchema } as const;
const validators = { variant: ajv.compile(variantSchema), index: ajv.compile(indexSchema) };

/** Checks a document against its schema; returns the problems (empty when it fits). */
export function schemaProblems(kind: keyof typeof SCHEMAS, data: unknown): string[] {
  const v = validators[kind];
  return v(data) ? [] : (v.errors ?? []).map((e) => `${e.instancePath || '/'} ${e.message ?? ''}`);
}

/** The JSON text of a document, or an error naming what does not fit its schema. */
export function checkedJson(kind: keyof typeof SCHEMAS, data: unknown, what: string): string {
  const problems = schemaProblems(kind, data);
  if (problems.length) throw new Error(`${what} does not fit its schema (src/data/${kind}.schema.json): ${problems.slice(0, 10).join('; ')}`);
  return `${JSON.stringify(data, null, 1)}\n`;
}

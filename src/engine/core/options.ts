/**
 * @packageDocumentation
 * Rule options: validation against a variant's option definitions, and the
 * compact URL form `id=choice,id=choice` (only non-default choices are written).
 */
import { fail, ok, type Result } from './result.ts';
import type { OptionSpec, OptionValues } from './types.ts';

/** Completes `values` with defaults; an unknown option or choice is an error naming the allowed values. */
export function resolveOptions(defs: readonly OptionSpec[], values: OptionValues = {}): Result<OptionValues> {
  const out: Record<string, string> = {};
  for (const d of defs) out[d.id] = d.default;
  if (values === null || values === undefined) return ok(out);
  if (typeof values !== 'object' || Array.isArray(values)) return fail('ERR_OPTION_VALUES', 'Rule options must be given as option names with their choices.');
  for (const [k, v] of Object.entries(values)) {
    if (typeof v !== 'string') return fail('ERR_OPTION_CHOICE', `Option “${k.slice(0, 60)}” needs a choice written as a word.`);
    const def = defs.find((d) => d.id === k);
    if (!def) return fail('ERR_OPTION_UNKNOWN', `There is no rule option “${k.slice(0, 60)}”.`);
    if (!def.choices.includes(v)) {
      return fail(
        'ERR_OPTION_CHOICE',
        `Option “${k}” has no choice “${String(v).slice(0, 40)}”; choose one of: ${def.choices.join(', ')}.`,
      );
    }
    out[k] = v;
  }
  return ok(Object.freeze(out));
}

/** The non-default entries of resolved options, in definition order. */
export function nonDefaultOptions(defs: readonly OptionSpec[], values: OptionValues): [string, string][] {
  return defs.filter((d) => values[d.id] !== undefined && values[d.id] !== d.default).map((d) => [d.id, values[d.id] as string]);
}

/** Writes options compactly for URLs: `id=choice,id=choice` (defaults omitted; '' when all default). */
export function formatOptions(defs: readonly OptionSpec[], values: OptionValues): string {
  return nonDefaultOptions(defs, values)
    .map(([k, v]) => `${k}=${v}`)
    .join(',');
}

/** Parses the compact option form (untrusted). */
export function parseOptions(defs: readonly OptionSpec[], text: string): Result<OptionValues> {
  const t = String(text).trim();
  if (t === '') return resolveOptions(defs, {});
  if (t.length > 4000) return fail('ERR_OPTION_SYNTAX', 'The option list is too long.');
  const values: Record<string, string> = {};
  for (const part of t.split(',')) {
    const m = /^([a-z0-9-]+)=([a-z0-9-]+)$/.exec(part.trim());
    if (!m) return fail('ERR_OPTION_SYNTAX', `“${part.slice(0, 40)}” is not of the form option=choice.`);
    values[m[1] as string] = m[2] as string;
  }
  return resolveOptions(defs, values);
}

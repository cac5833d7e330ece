/**
 * @packageDocumentation
 * The one Result type of the engine. Every parser of untrusted input (URLs,
 * notation, setups) returns a Result; cheap lookups return `undefined` instead.
 */

/** A failure: a stable error code, a plain-language message, and optionally the rule id it breaks. */
export interface EngineError {
  /** Stable machine-readable code, e.g. `ERR_NOTATION_PLACE`. */
  readonly code: string;
  /** Plain-language explanation, safe to show to a reader (never HTML). */
  readonly message: string;
  /** Rule id (a slug of the variant's rules) that forbids the action, when a rule does. */
  readonly rule?: string;
}

export type Result<T, E = EngineError> =
  | { readonly ok: true; readonly value: T }
  | { readonly ok: false; readonly error: E };

export const ok = <T>(value: T): Result<T, never> => ({ ok: true, value });
export const err = <E = EngineError>(error: E): Result<never, E> => ({ ok: false, error });

/** Shorthand for an EngineError result. */
export const fail = (code: string, message: string, rule?: string): Result<never, EngineError> =>
  err(rule === undefined ? { code, message } : { code, message, rule });

/** Unwraps a result or throws (for tests and trusted data only). */
export function unwrap<T, E>(r: Result<T, E>): T {
  if (r.ok) return r.value;
  const e = r.error as unknown as { message?: string; code?: string };
  throw new Error(`unwrap on error: ${e.code ?? ''} ${e.message ?? String(r.error)}`);
}

/** Maps the value of a successful result. */
export function mapResult<T, U, E>(r: Result<T, E>, f: (v: T) => U): Result<U, E> {
  return r.ok ? ok(f(r.value)) : r;
}

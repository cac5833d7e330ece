/**
 * @packageDocumentation
 * The shape of a step, checked before any rule is asked (Basic and Ancient). A step reaches an
 * engine from untrusted places (a URL, typed text, a saved game, a test sending junk), so
 * `applyMove` first asks whether the object is shaped like a step at all: a known `type` and,
 * for it, fields of the right kinds. Only then do the rules look at it, and their messages can
 * write every field as text without risk.
 */
import type { Move } from '../../core/types.ts';

const isInt = (x: unknown): boolean => typeof x === 'number' && Number.isInteger(x);
/** A step's argument: a word or a place. */
const isArg = (x: unknown): boolean => typeof x === 'string' || isInt(x);

/**
 * Whether `step` is an object with a text `type` and, for the kinds of step the contract knows, fields
 * of the right kinds (a step of another type passes: the engine then refuses it by its name). Says
 * nothing of legality.
 */
export function wellFormedStep(step: unknown): step is Move {
  if (typeof step !== 'object' || step === null) return false;
  const s = step as Record<string, unknown>;
  const type = s.type;
  if (typeof type !== 'string' || type.length > 40) return false;
  switch (type) {
    case 'place':
      return typeof s.tile === 'string' && isInt(s.to);
    case 'move':
      return isInt(s.from) && isInt(s.to) && (s.path === undefined || (Array.isArray(s.path) && s.path.every(isInt))) && (s.promote === undefined || typeof s.promote === 'string');
    case 'use':
      return isInt(s.at) && typeof s.ability === 'string' && Array.isArray(s.args) && s.args.every(isArg);
    case 'discard':
      return typeof s.tile === 'string';
    case 'resign':
      return s.seat === undefined || isInt(s.seat);
    default:
      return true;
  }
}

/**
 * @packageDocumentation
 * Iroh worked examples and exercises, replayed and checked by the tests.
 */
import type { ExampleDef, ExerciseDef } from '../../core/types.ts';

export const EXAMPLES: readonly ExampleDef[] = Object.freeze([]);
export const EXERCISES: readonly ExerciseDef[] = Object.freeze([]);

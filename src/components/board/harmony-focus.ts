/**
 * @packageDocumentation
 * Which of the engine's harmonies a board shows: all of them, or, when the chosen or pointed-at
 * tile takes part in some, only those (what it sends and what it receives). Disharmony (a negative
 * value) is drawn in the second colour. No rule here: the lines and their reasons are the engine's.
 */
import type { Harmony } from '../../engine/core/types.ts';
import type { PlaceId } from '../../engine/geometry/coords.ts';
import type { HarmonyLine } from './BoardSvg.tsx';

/** The engine's harmonies as lines: label = reason; a negative value (disharmony) is emphasised. */
export const toLines = (hs: readonly Harmony[]): HarmonyLine[] => hs.map((h) => ({ places: h.places, label: h.reason, ...((h.value ?? 0) < 0 ? { emphasis: true } : {}) }));

/** The lines of the tile on `place` when it has any; otherwise every line. */
export function focusLines(lines: readonly HarmonyLine[], place: PlaceId | undefined): { lines: readonly HarmonyLine[]; focused: boolean } {
  if (place === undefined) return { lines, focused: false };
  const mine = lines.filter((h) => h.places.includes(place));
  return mine.length > 0 && mine.length < lines.length ? { lines: mine, focused: true } : { lines, focused: false };
}

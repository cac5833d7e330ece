/**
 * Tapping an empty place on a board with areas (Balance's gardens): which area it is in. Loaded on
 * the first such tap, not with the board (the first board's script budget).
 */
import { placeName, type PlaceId } from '../../engine/geometry/coords.ts';
import * as C from './controller.ts';

/** An area (e.g. a Balance garden) a place belongs to. */
export interface AreaInfo {
  readonly id: string;
  readonly label: string;
  readonly places: readonly PlaceId[];
}

/**
 * Tapping an empty place with nothing chosen, on a board that has areas: shows one area the place
 * belongs to (tapping again cycles through them on a border) with a short summary, until the next action.
 */
export function peekArea<S>(c: C.Ctrl<S>, areas: readonly AreaInfo[], place: PlaceId): C.Ctrl<S> {
  const containing = areas.filter((a) => a.places.includes(place));
  if (containing.length === 0) return { ...C.clearSelection(c), message: { tone: 'info', text: `${placeName(place)} is in no garden.` } };
  const i = containing.findIndex((a) => a.id === c.peekArea);
  const next = containing[(i + 1) % containing.length] as AreaInfo;
  const name = placeName(place);
  const text =
    containing.length === 1
      ? `${name} is in the garden ${next.label}.`
      : `${name} is on a border: it belongs to ${containing.length} gardens. Showing ${next.label} (${containing.indexOf(next) + 1} of ${containing.length}; tap again for the next).`;
  return { ...C.clearSelection(c), peekArea: next.id, message: { tone: 'info', text } };
}

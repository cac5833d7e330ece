/**
 * @packageDocumentation
 * Where Iroh pieces start (under the setup options): the reconstructed layout, the
 * White Lotus on the home point and the second Fire in its triangle. Shared by
 * `create` and by the position check (a piece that starts off its paint, such as the
 * second Fire when the triangles count as wood, may still stand on its start point).
 */
import type { OptionValues } from '../../core/types.ts';
import { pointId, type PlaceId } from '../../geometry/index.ts';
import { AIR, EARTH, FIRE, LOTUS, WATER } from './spec.ts';
import { layoutFor, type Seat } from './state.ts';

/** The reconstructed start of South (North is the same turned about the centre): [code, x, y]. */
export const RECONSTRUCTED: readonly (readonly [string, number, number])[] = [
  [EARTH, -1, -7],
  [EARTH, 1, -7],
  [FIRE, -1, -6],
  [AIR, 0, -6],
  [WATER, 1, -6],
  [AIR, 0, -5],
  [WATER, 1, -5],
];

/** Where the second Fire starts for a seat, and the home point. */
export function fixedStart(o: OptionValues, seat: Seat): { lotus: PlaceId; fire: PlaceId } {
  const layout = layoutFor(o);
  const sgn = seat === 0 ? 1 : -1;
  const lotus = layout.home[seat];
  let fire = o['iroh-second-fire-triangle'] === 'own-gate' ? (pointId(0, -8 * sgn) as PlaceId) : (pointId(8 * sgn, 0) as PlaceId);
  // With the home point in the middle of the own triangle, the Fire takes the triangle's apex.
  if (fire === lotus) fire = pointId(0, -7 * sgn) as PlaceId;
  return { lotus, fire };
}

/** Every starting piece of a seat under the options: [code, point]. */
export function startPieces(o: OptionValues, seat: Seat): [string, PlaceId][] {
  const { lotus, fire } = fixedStart(o, seat);
  const out: [string, PlaceId][] = [
    [LOTUS, lotus],
    [FIRE, fire],
  ];
  if (o['iroh-setup-positions'] === 'placed') return out;
  const sgn = seat === 0 ? 1 : -1;
  for (const [code, x, y] of RECONSTRUCTED) {
    const p = pointId(x * sgn, y * sgn) as PlaceId;
    if (p === lotus || p === fire) continue;
    out.push([code, p]);
  }
  return out;
}

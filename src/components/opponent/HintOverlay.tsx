/**
 * A hint's marks on the board: a dashed ring round each place of the suggested turn, joined in order
 * by an arrow line. Near-black, so it shows on red garden squares as on pale ones. Drawn inside the
 * board's SVG (`BoardSvg`'s `overlay`), loaded with the computer's panel, not with the board.
 */
import { useId, type ReactElement } from 'react';
import { placeName, type PlaceId } from '../../engine/geometry/coords.ts';
import { at, r3 } from '../board/BoardSvg.tsx';

export default function HintOverlay(props: { readonly places: readonly PlaceId[] }): ReactElement | null {
  const uid = useId().replace(/[^A-Za-z0-9_-]/g, '');
  const ps = props.places;
  if (ps.length === 0) return null;
  const ring = ps.map((p) => { const [x, y] = at(p); return `M${r3(x - 0.6)} ${r3(y)}a0.6 0.6 0 1 0 1.2 0a0.6 0.6 0 1 0-1.2 0`; }).join('');
  return (
    <g className="ps-hint" data-testid="hint-overlay" data-hint={ps.map(placeName).join(' ')} fill="none" stroke="#1b1b1b" strokeWidth={0.12} strokeDasharray="0.22 0.12">
      <path d={ring} />
      {ps.length > 1 && <path d={ps.map((p, i) => { const [x, y] = at(p); return `${i ? 'L' : 'M'}${r3(x)} ${r3(y)}`; }).join('')} strokeDasharray="none" markerEnd={`url(#${uid}-hint)`} />}
      <marker id={`${uid}-hint`} viewBox="0 0 10 10" refX="9" refY="5" markerWidth="5" markerHeight="5" orient="auto-start-reverse"><path d="M0 0L10 5L0 10z" fill="#1b1b1b" stroke="none" /></marker>
    </g>
  );
}

/**
 * A hint's marks on the board: a dashed ring round each place of the suggested turn, and an arrow
 * for each step that moves a tile, from where it stands to where it goes. A placement is a ring
 * alone, so that a turn that places one tile and then moves another does not read as one tile
 * travelling through both (a line joining every place in order did). Near-black, so it shows on
 * red garden squares as on pale ones. Drawn inside the board's SVG (`BoardSvg`'s `overlay`), made
 * by the computer's panel, not loaded with the board.
 */
import { useId, type ReactElement } from 'react';
import { turnPlaces } from '../../engine/core/evaluation.ts';
import type { Move } from '../../engine/core/types.ts';
import { placeName } from '../../engine/geometry/coords.ts';
import { at, r3 } from '../board/BoardSvg.tsx';

export default function HintOverlay(props: { readonly steps: readonly Move[] }): ReactElement | null {
  const uid = useId().replace(/[^A-Za-z0-9_-]/g, '');
  const ps = turnPlaces(props.steps);
  if (ps.length === 0) return null;
  const ring = ps.map((p) => { const [x, y] = at(p); return `M${r3(x - 0.6)} ${r3(y)}a0.6 0.6 0 1 0 1.2 0a0.6 0.6 0 1 0-1.2 0`; }).join('');
  const arrows = props.steps.flatMap((m) => (m.type === 'move' && m.from !== m.to ? [[at(m.from), at(m.to)] as const] : []));
  return (
    <g className="ps-hint" data-testid="hint-overlay" data-hint={ps.map(placeName).join(' ')} data-arrows={arrows.length} fill="none" stroke="#1b1b1b" strokeWidth={0.12} strokeDasharray="0.22 0.12">
      <path d={ring} />
      {arrows.map(([[x1, y1], [x2, y2]], i) => (
        <path key={i} d={`M${r3(x1)} ${r3(y1)}L${r3(x2)} ${r3(y2)}`} strokeDasharray="none" markerEnd={`url(#${uid}-hint)`} />
      ))}
      {arrows.length > 0 && <marker id={`${uid}-hint`} viewBox="0 0 10 10" refX="9" refY="5" markerWidth="5" markerHeight="5" orient="auto-start-reverse"><path d="M0 0L10 5L0 10z" fill="#1b1b1b" stroke="none" /></marker>}
    </g>
  );
}

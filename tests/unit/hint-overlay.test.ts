/** A hint's marks: a ring per place of the turn, an arrow only for a tile that moves. */
import { describe, expect, it } from 'vitest';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import HintOverlay from '../../src/components/opponent/HintOverlay.tsx';
import { at, r3 } from '../../src/components/board/BoardSvg.tsx';
import type { Move } from '../../src/engine/core/types.ts';
import { parsePlace } from '../../src/engine/geometry/coords.ts';

const p = (name: string) => {
  const r = parsePlace(name);
  if (!r.ok) throw new Error(name);
  return r.value;
};
const draw = (steps: readonly Move[]) => renderToStaticMarkup(createElement(HintOverlay, { steps }));
const rings = (html: string) => (html.match(/a0\.6 0\.6 0 1 0 1\.2 0/g) ?? []).length;
const arrows = (html: string) => (html.match(/marker-end=/g) ?? []).length;

describe('HintOverlay', () => {
  it('a placement then a move (an Ancient turn): three rings and one arrow, from the moved tile to where it goes; nothing joins the placement to the move', () => {
    const html = draw([{ type: 'place', tile: 'K', to: p('11c') }, { type: 'move', from: p('10j'), to: p('5j') }]);
    expect(rings(html)).toBe(3);
    expect(arrows(html)).toBe(1);
    // The one line drawn is the move's: from 10j straight to 5j.
    const [x1, y1] = at(p('10j'));
    const [x2, y2] = at(p('5j'));
    expect([...html.matchAll(/d="(M[^"az]*)"/g)].map((m) => m[1])).toEqual([`M${r3(x1)} ${r3(y1)}L${r3(x2)} ${r3(y2)}`]);
    expect(html).toContain('data-hint="11c 10j 5j"');
    expect(html).toContain('data-arrows="1"');
  });
  it('a placement alone: a ring, no arrow and no marker', () => {
    const html = draw([{ type: 'place', tile: 'R', to: p('10j') }]);
    expect(rings(html)).toBe(1);
    expect(arrows(html)).toBe(0);
    expect(html).not.toContain('<marker');
  });
  it('a turn with no place (a pass): nothing drawn', () => {
    expect(draw([{ type: 'pass' }])).toBe('');
  });
});

/**
 * Original tile artwork: small vector glyphs drawn from a tile's glyph key and
 * colour family. Glyphs are built from petals and simple marks so every tile of
 * every variant gets a distinct, recognisable face without any borrowed art.
 */
import type { ReactElement } from 'react';

export interface TileLook {
  readonly code: string;
  readonly name: string;
  readonly colour: string;
  readonly glyph: string;
}

const FILL: Record<string, { bg: string; fg: string; ring: string }> = {
  red: { bg: '#a8322a', fg: '#fbe9dc', ring: '#5e1712' },
  white: { bg: '#f6f1e6', fg: '#3b4f63', ring: '#6b5a45' },
  neutral: { bg: '#d8b56a', fg: '#4a3417', ring: '#6b4f1f' },
  lotus: { bg: '#fbf7ef', fg: '#b24d7a', ring: '#6b5a45' },
  special: { bg: '#2f3b45', fg: '#f1d78a', ring: '#11181d' },
};

/** Colours of a tile face for a colour family (used by the renderer and the tile table). */
export const tileColours = (colour: string) => FILL[colour] ?? (FILL.neutral as { bg: string; fg: string; ring: string });

function petals(n: number, len: number, width: number, fg: string, rotate = 0): ReactElement[] {
  const out: ReactElement[] = [];
  for (let k = 0; k < n; k++) {
    const a = rotate + (360 / n) * k;
    out.push(
      <ellipse key={k} cx={0} cy={-len / 2} rx={width} ry={len / 2} fill={fg} transform={`rotate(${a})`} opacity={0.92} />,
    );
  }
  return out;
}

/** Base shapes by the first part of the glyph key; modifiers after `-` add marks (day/night, seasons). */
function baseGlyph(base: string, fg: string, bg: string): ReactElement {
  switch (base) {
    case 'rose':
      return <g>{petals(5, 0.5, 0.13, fg)}<circle r={0.08} fill={bg} /></g>;
    case 'lotus':
      return <g>{petals(8, 0.56, 0.09, fg)}<circle r={0.1} fill={fg} /></g>;
    case 'orchid':
      return <g>{petals(3, 0.56, 0.15, fg, 180)}<circle r={0.07} fill={bg} /></g>;
    case 'lily':
      return <g>{petals(6, 0.58, 0.07, fg)}<circle r={0.06} fill={fg} /></g>;
    case 'jasmine':
      return <g>{petals(5, 0.46, 0.16, fg, 36)}<circle r={0.07} fill={bg} /></g>;
    case 'chrysanthemum':
      return <g>{petals(12, 0.52, 0.05, fg)}<circle r={0.09} fill={fg} /></g>;
    case 'wheel':
      return (
        <g stroke={fg} strokeWidth={0.06} fill="none">
          <circle r={0.27} />
          {[0, 45, 90, 135].map((a) => (
            <line key={a} x1={0} y1={-0.27} x2={0} y2={0.27} transform={`rotate(${a})`} />
          ))}
        </g>
      );
    case 'cup':
      return <path d="M-0.24,-0.2 L0.24,-0.2 L0.14,0.12 L0.04,0.14 L0.04,0.24 L0.14,0.27 L-0.14,0.27 L-0.04,0.24 L-0.04,0.14 L-0.14,0.12 Z" fill={fg} />;
    case 'spade':
      return <path d="M0,-0.3 C0.2,-0.1 0.26,0.06 0.1,0.12 L0.04,0.1 L0.05,0.28 L-0.05,0.28 L-0.04,0.1 L-0.1,0.12 C-0.26,0.06 -0.2,-0.1 0,-0.3 Z" fill={fg} />;
    case 'twig':
      return (
        <g stroke={fg} strokeWidth={0.06} strokeLinecap="round" fill="none">
          <line x1={-0.22} y1={0.24} x2={0.2} y2={-0.24} />
          <line x1={-0.02} y1={0.02} x2={0.16} y2={0.06} />
          <line x1={0.06} y1={-0.1} x2={-0.08} y2={-0.2} />
        </g>
      );
    case 'cherry-blossom':
      return (
        <g>
          {[0, 72, 144, 216, 288].map((a) => (
            <path key={a} d="M0,-0.04 C0.16,-0.16 0.12,-0.36 0.04,-0.38 L0,-0.32 L-0.04,-0.38 C-0.12,-0.36 -0.16,-0.16 0,-0.04 Z" fill={fg} transform={`rotate(${a})`} />
          ))}
          <circle r={0.06} fill={bg} />
        </g>
      );
    case 'iris':
      return <g>{petals(3, 0.56, 0.14, fg)}{petals(3, 0.34, 0.08, fg, 60)}</g>;
    case 'maple':
      return (
        <path
          d="M0,-0.36 L0.08,-0.16 L0.3,-0.22 L0.18,-0.04 L0.32,0.06 L0.1,0.08 L0.04,0.2 L0.02,0.34 L-0.02,0.34 L-0.04,0.2 L-0.1,0.08 L-0.32,0.06 L-0.18,-0.04 L-0.3,-0.22 L-0.08,-0.16 Z"
          fill={fg}
        />
      );
    case 'peony':
      return <g>{petals(6, 0.5, 0.17, fg)}<circle r={0.15} fill={bg} />{petals(5, 0.22, 0.08, fg, 36)}</g>;
    case 'rhododendron':
      return (
        <g>
          {petals(5, 0.44, 0.14, fg)}
          <g stroke={bg} strokeWidth={0.03}>
            <line x1={0} y1={0} x2={0.08} y2={-0.3} />
            <line x1={0} y1={0} x2={-0.1} y2={-0.28} />
          </g>
        </g>
      );
    case 'clover':
      return (
        <g fill={fg}>
          <circle cx={0} cy={-0.17} r={0.14} />
          <circle cx={-0.16} cy={0.06} r={0.14} />
          <circle cx={0.16} cy={0.06} r={0.14} />
          <rect x={-0.02} y={0.1} width={0.04} height={0.24} />
        </g>
      );
    case 'pine':
      return (
        <g stroke={fg} strokeWidth={0.05} strokeLinecap="round">
          <line x1={0} y1={-0.34} x2={0} y2={0.32} />
          {[-0.22, -0.06, 0.1].map((y) => (
            <g key={y}>
              <line x1={0} y1={y} x2={-0.22} y2={y + 0.16} />
              <line x1={0} y1={y} x2={0.22} y2={y + 0.16} />
            </g>
          ))}
        </g>
      );
    case 'willow':
      return (
        <g stroke={fg} strokeWidth={0.045} fill="none" strokeLinecap="round">
          <path d="M-0.28,-0.26 Q0,-0.38 0.28,-0.26" />
          <path d="M-0.2,-0.28 Q-0.26,0 -0.2,0.3" />
          <path d="M0,-0.32 Q-0.04,0 0,0.34" />
          <path d="M0.2,-0.28 Q0.26,0 0.2,0.3" />
        </g>
      );
    case 'wisteria':
      return (
        <g fill={fg}>
          <rect x={-0.25} y={-0.33} width={0.5} height={0.05} />
          {[
            [-0.12, -0.2, 0.08],
            [0.12, -0.2, 0.08],
            [0, -0.16, 0.08],
            [-0.08, -0.02, 0.07],
            [0.08, -0.02, 0.07],
            [0, 0.12, 0.06],
            [0, 0.25, 0.05],
          ].map(([x, y, r]) => (
            <circle key={`${x},${y}`} cx={x} cy={y} r={r} />
          ))}
        </g>
      );
    case 'white-lotus':
      return <g>{petals(8, 0.56, 0.1, fg)}{petals(8, 0.32, 0.07, fg, 22.5)}<circle r={0.08} fill={bg} /></g>;
    case 'fire':
      // A flame: one tongue with a hollow at its heart (the four nations, Iroh).
      return (
        <g>
          <path d="M0,-0.3 C0.16,-0.12 0.26,0.02 0.2,0.16 C0.15,0.27 -0.15,0.27 -0.2,0.16 C-0.26,0.02 -0.1,-0.06 0,-0.3 Z" fill={fg} />
          <path d="M0,0 C0.07,0.07 0.09,0.13 0.05,0.19 C0.02,0.22 -0.02,0.22 -0.05,0.19 C-0.09,0.13 -0.05,0.08 0,0 Z" fill={bg} />
        </g>
      );
    case 'water':
      // Three waves.
      return (
        <g stroke={fg} strokeWidth={0.06} strokeLinecap="round" fill="none">
          {[-0.14, 0, 0.14].map((y) => (
            <path key={y} d={`M-0.26,${y} q0.065,-0.08 0.13,0 t0.13,0 t0.13,0 t0.13,0`} />
          ))}
        </g>
      );
    case 'earth':
      // A block within a block.
      return (
        <g>
          <rect x={-0.24} y={-0.24} width={0.48} height={0.48} fill={fg} />
          <rect x={-0.1} y={-0.1} width={0.2} height={0.2} fill={bg} />
        </g>
      );
    case 'air':
      // A spiral of wind.
      return <path d="M0,0 m0.04,0 a0.04,0.04 0 1,0 -0.08,0 a0.12,0.12 0 1,0 0.24,0 a0.2,0.2 0 1,0 -0.4,0 a0.26,0.26 0 0,0 0.26,0.26" stroke={fg} strokeWidth={0.055} strokeLinecap="round" fill="none" />;
    case 'rock':
      return <path d="M-0.26,0.16 L-0.14,-0.16 L0.06,-0.24 L0.26,-0.04 L0.2,0.2 Z" fill={fg} />;
    case 'boat':
      return <path d="M-0.28,0.04 L0.28,0.04 L0.16,0.2 L-0.16,0.2 Z M0,-0.26 L0,0.02 L0.18,0.02 Z" fill={fg} />;
    case 'knotweed':
      return <g>{petals(4, 0.5, 0.08, fg, 45)}{petals(4, 0.3, 0.06, fg)}</g>;
    default: {
      // Unknown glyph: a neutral star so the tile is still drawn; its code is labelled.
      return <g>{petals(7, 0.44, 0.08, fg)}</g>;
    }
  }
}

function modifierMarks(mods: readonly string[], fg: string): ReactElement[] {
  const out: ReactElement[] = [];
  for (const m of mods) {
    if (m === 'day')
      out.push(
        <g key="day">
          <circle cx={0.22} cy={-0.22} r={0.09} fill="#f2c14e" stroke="#7a5200" strokeWidth={0.02} />
        </g>,
      );
    else if (m === 'night')
      out.push(
        <g key="night">
          <circle cx={0.22} cy={-0.22} r={0.09} fill="#1d2b4f" />
          <circle cx={0.255} cy={-0.245} r={0.07} fill="#f1e9d2" />
          <circle cx={0.28} cy={-0.27} r={0.06} fill="#1d2b4f" />
        </g>,
      );
    else if (m === 'spring' || m === 'summer' || m === 'autumn' || m === 'winter') {
      const n = { spring: 1, summer: 2, autumn: 3, winter: 4 }[m];
      for (let k = 0; k < n; k++)
        out.push(<rect key={`${m}${k}`} x={-0.3 + k * 0.09} y={0.27} width={0.05} height={0.09} fill={fg} />);
    }
  }
  return out;
}

const NIGHT_BG: Record<string, string> = { red: '#6f1d17', white: '#cfc6b2' };
const MODIFIERS = new Set(['day', 'night', 'spring', 'summer', 'autumn', 'fall', 'winter']);

/** A tile face centred at the origin, radius about 0.42 (board units). */
/** The ring that marks a tile's owner, per seat: colour and dash (seats 0–3). */
const SEAT_RING: readonly { readonly stroke: string; readonly dash?: string }[] = [
  { stroke: '#1d3557' },
  { stroke: '#6a994e', dash: '0.08 0.05' },
  { stroke: '#9d4edd', dash: '0.02 0.05' },
  { stroke: '#b5651d', dash: '0.12 0.04 0.02 0.04' },
];

export function TileFace({ look, owner }: { look: TileLook; owner?: 0 | 1 | 2 | 3 }): ReactElement {
  const base0 = tileColours(look.colour);
  const night = look.glyph.split('-').includes('night');
  // Night tiles are darker, so Day and Night versions differ at a glance (and by the moon or sun mark).
  const c = night ? { ...base0, bg: NIGHT_BG[look.colour] ?? base0.bg } : base0;
  const parts = look.glyph.split('-');
  const mods = parts.filter((p) => MODIFIERS.has(p));
  const base = parts.filter((p) => !MODIFIERS.has(p)).join('-');
  return (
    <g className="tile-face">
      <circle r={0.43} fill={c.bg} stroke={c.ring} strokeWidth={0.05} />
      {owner !== undefined && (
        <circle r={0.36} fill="none" stroke={SEAT_RING[owner]?.stroke} strokeWidth={0.05} strokeDasharray={SEAT_RING[owner]?.dash} />
      )}
      {/* The artwork is drawn at a larger scale; shrink it to sit inside the tile's rim. */}
      <g transform="scale(0.74)">{baseGlyph(base, c.fg, c.bg)}</g>
      {modifierMarks(mods, c.fg)}
    </g>
  );
}

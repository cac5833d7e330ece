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

const r3 = (n: number) => Math.round(n * 1000) / 1000;

/** Rotates a point about the origin by `a` degrees (SVG's sense: clockwise on screen). */
function rot(x: number, y: number, a: number): [number, number] {
  const t = (a * Math.PI) / 180;
  return [r3(x * Math.cos(t) - y * Math.sin(t)), r3(x * Math.sin(t) + y * Math.cos(t))];
}

/**
 * `n` elliptic petals around the origin as ONE path (a petal per subpath), so a
 * flower costs one element, not one per petal.
 */
function petals(n: number, len: number, width: number, fg: string, rotate = 0): ReactElement {
  let d = '';
  for (let k = 0; k < n; k++) {
    const a = rotate + (360 / n) * k;
    const [x0, y0] = rot(0, 0, a);
    const [x1, y1] = rot(0, -len, a);
    const rx = r3(width);
    const ry = r3(len / 2);
    d += `M${x0},${y0}A${rx},${ry} ${r3(a)} 1 1 ${x1},${y1}A${rx},${ry} ${r3(a)} 1 1 ${x0},${y0}Z`;
  }
  return <path d={d} fill={fg} opacity={0.92} />;
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

/** Season marks: one to four ticks at the foot of the tile, as one path. */
function seasonMarks(mods: readonly string[], fg: string): ReactElement | null {
  const m = mods.find((x) => x in SEASON_TICKS);
  if (m === undefined) return null;
  let d = '';
  for (let k = 0; k < (SEASON_TICKS[m] ?? 0); k++) d += `M${r3(-0.3 + k * 0.09)},0.27h0.05v0.09h-0.05Z`;
  return <path d={d} fill={fg} />;
}

const SEASON_TICKS: Record<string, number> = { spring: 1, summer: 2, autumn: 3, fall: 3, winter: 4 };
const NIGHT_BG: Record<string, string> = { red: '#6f1d17', white: '#cfc6b2' };
const MODIFIERS = new Set(['day', 'night', 'spring', 'summer', 'autumn', 'fall', 'winter']);

/** Radius of a tile face (board units; neighbouring places are 1 apart). */
const R = 0.43;

/**
 * A Night tile's outline: the round face with a bite out of its upper right, a crescent moon
 * that tells it from a Day tile by shape (not only by its darker colour).
 */
function crescentPath(scale = 1): string {
  const d = 0.42;
  const r = 0.17;
  const a = (R * R - r * r + d * d) / (2 * d);
  const h = Math.sqrt(R * R - a * a);
  const u = [Math.SQRT1_2, -Math.SQRT1_2] as const;
  const p1 = [a * u[0] + h * -u[1], a * u[1] + h * u[0]].map((v) => r3(v * scale));
  const p2 = [a * u[0] - h * -u[1], a * u[1] - h * u[0]].map((v) => r3(v * scale));
  return `M${p1[0]},${p1[1]}A${r3(R * scale)},${r3(R * scale)} 0 1 1 ${p2[0]},${p2[1]}A${r3(r * scale)},${r3(r * scale)} 0 0 0 ${p1[0]},${p1[1]}Z`;
}

/** A Day tile's sun rays: a twelve-pointed star behind the round face. */
function raysPath(): string {
  let d = '';
  for (let k = 0; k < 24; k++) {
    const [x, y] = rot(0, k % 2 ? -0.41 : -0.5, k * 15);
    d += `${k ? 'L' : 'M'}${x},${y}`;
  }
  return `${d}Z`;
}

interface Face {
  readonly night: boolean;
  readonly day: boolean;
  readonly colours: { bg: string; fg: string; ring: string };
  readonly base: string;
  readonly mods: readonly string[];
}

function faceOf(look: TileLook): Face {
  const parts = look.glyph.split('-');
  const night = parts.includes('night');
  const base0 = tileColours(look.colour);
  return {
    night,
    day: parts.includes('day'),
    // Night tiles are darker too, but the outline is what tells them apart.
    colours: night ? { ...base0, bg: NIGHT_BG[look.colour] ?? base0.bg } : base0,
    base: parts.filter((p) => !MODIFIERS.has(p)).join('-'),
    mods: parts.filter((p) => MODIFIERS.has(p)),
  };
}

/**
 * A tile face centred at the origin, radius about 0.43 (board units). Day tiles wear sun
 * rays around the face, Night tiles a crescent-shaped outline; `owner` adds the owner's ring.
 */
export function TileFace({ look, owner, variant }: { look: TileLook; owner?: 0 | 1 | 2 | 3; variant?: string }): ReactElement {
  const f = faceOf(look);
  const c = f.colours;
  return (
    <g className="tile-face">
      {f.day && <path d={raysPath()} fill="#f2c14e" stroke="#7a5200" strokeWidth={0.02} />}
      {f.night ? <path d={crescentPath()} fill={c.bg} stroke={c.ring} strokeWidth={0.05} /> : <circle r={R} fill={c.bg} stroke={c.ring} strokeWidth={0.05} />}
      {owner !== undefined && <OwnerRing owner={owner} night={f.night} rings={seatRings(variant)} />}
      {/* The artwork is drawn at a larger scale; shrink it to sit inside the tile's rim (and clear of a Night tile's bite). */}
      <g transform={f.night ? 'translate(-0.03 0.03) scale(0.66)' : 'scale(0.74)'}>{baseGlyph(f.base, c.fg, c.bg)}</g>
      {seasonMarks(f.mods, c.fg)}
    </g>
  );
}

type SeatRing = { readonly stroke: string; readonly dash?: string };

/** The ring that marks a tile's owner, per seat: colour and dash (seats 0–3), so seats differ by more than colour. */
const SEAT_RING: readonly SeatRing[] = [
  { stroke: '#1d3557' },
  { stroke: '#6a994e', dash: '0.08 0.05' },
  { stroke: '#9d4edd', dash: '0.02 0.05' },
  { stroke: '#b5651d', dash: '0.12 0.04 0.02 0.04' },
];

/**
 * Variants whose players have colours of their own: the Pai Sho Project's players are Red, Yellow,
 * Blue and Green (its notation's brackets follow them; in two-player games Sente takes Red's and
 * Gote Yellow's), so their rings wear those colours. The dashes stay per seat. The hand labels
 * draw the same ring in CSS (`.ps-hand-who`, codex.css).
 */
const VARIANT_SEAT_RINGS: Readonly<Record<string, readonly SeatRing[]>> = {
  wiki: [
    { stroke: '#c0392b' },
    { stroke: '#b8860b', dash: '0.08 0.05' },
    { stroke: '#1f5fa8', dash: '0.02 0.05' },
    { stroke: '#2e7d32', dash: '0.12 0.04 0.02 0.04' },
  ],
};

export const seatRings = (variant?: string): readonly SeatRing[] => (variant && VARIANT_SEAT_RINGS[variant]) || SEAT_RING;

function OwnerRing({ owner, night, rings }: { owner: 0 | 1 | 2 | 3; night: boolean; rings: readonly SeatRing[] }): ReactElement {
  const { stroke, dash } = rings[owner] ?? rings[0]!;
  // A pale halo under the ring keeps it visible on dark faces (the elements, Night tiles) as on light ones. Widths
  // 0.09 and 0.15 of a tile: 1.6 px on a 390 px phone's board; at 0.05 the two sides' tiles looked alike there.
  return night ? (
    <>
      <path d={crescentPath(0.84)} fill="none" stroke="#f4ecd8" strokeWidth={0.15} />
      <path d={crescentPath(0.84)} fill="none" stroke={stroke} strokeWidth={0.09} strokeDasharray={dash} />
    </>
  ) : (
    <>
      <circle r={0.36} fill="none" stroke="#f4ecd8" strokeWidth={0.15} />
      <circle r={0.36} fill="none" stroke={stroke} strokeWidth={0.09} strokeDasharray={dash} />
    </>
  );
}

/** A tile code as it appears in ids and file names (characters other than letters, digits, `_` and `-` escaped). */
const safeCode = (code: string): string => code.replace(/[^A-Za-z0-9_-]/g, (ch) => `_${ch.charCodeAt(0).toString(16)}`);

/** The id of a tile's symbol in the tile sprite (`owner` picks the face with that owner's ring). */
export function tileSymbolId(variant: string, code: string, owner?: 0 | 1 | 2 | 3): string {
  return `t-${variant}-${safeCode(code)}${owner === undefined ? '' : `-o${owner}`}`;
}

const BASE = (import.meta.env.BASE_URL ?? '/').replace(/\/?$/, '/');

/**
 * Where a variant's tile sprite is served: one static SVG of that variant's faces (`/tiles/<variant>.svg`),
 * downloaded once and cached. One file per variant, not one for all: a page loads only its variant's, and
 * the browser parses and styles a few dozen symbols, not four hundred.
 */
export const tileSprite = (variant: string): string => `${BASE}tiles/${variant}.svg`;

/** A `<use>` address for a tile face in its variant's sprite. */
export const tileHref = (variant: string, code: string, owner?: 0 | 1 | 2 | 3): string => `${tileSprite(variant)}#${tileSymbolId(variant, code, owner)}`;

/**
 * Where a variant's face sheet is served (`/tiles/faces/<variant>.svg`): every tile face of the variant,
 * plain, one under another in the order of their codes (`faceOrder`), with `faceGap` − 1 empty tile heights
 * between two faces. A hand that is only shown draws its tiles as CSS backgrounds of this one image
 * (`faceLayer`): one request and one image document per variant. A file per face cost the page's main thread
 * a document each (parse, style, layout and paint of a separate SVG document), about 0.1 s for a hand of 29
 * kinds under Lighthouse's phone profile (2026-11-29); views (`#fragment`s) of the sprite cost more still,
 * as the browser draws the whole sprite for each (2026-11-27).
 */
export const faceSheet = (variant: string): string => `${BASE}tiles/faces/${variant}.svg`;

/** The codes of a variant's tiles in face-sheet order (sorted, so the server and a board agree without a table). */
export const faceOrder = (codes: readonly string[]): string[] => [...codes].sort();

/** The most columns of tiles a hand picture has (29 tiles: two rows, of 15 and 14). */
export const STRIP_MAX = 15;

/** The most tiles a row of the mover's hand holds (Kutai's 29 kinds: three rows of 10, 10 and 9 at 2rem a tile). */
export const HAND_COLS = 10;

/**
 * The grid a hand is drawn on: the mover's at 2rem a tile (the size of a comfortable tap) and at most
 * `HAND_COLS` a row, the other hand at 1.45rem and at most `STRIP_MAX`, rows balanced. The picture a board
 * draws before it is live and its live buttons share it, so that hydration moves nothing.
 */
export function handGrid(n: number, mover: boolean): { readonly rows: number; readonly cols: number; readonly cell: number } {
  const rows = Math.max(1, Math.ceil(n / (mover ? HAND_COLS : STRIP_MAX)));
  return { rows, cols: Math.max(1, Math.ceil(n / rows)), cell: mover ? 2 : 1.45 };
}

/**
 * Tile heights from one face to the next on the sheet: at least as many as a hand picture has rows (the
 * mover's, of `HAND_COLS` a row, has the most), so that a layer placed for one row shows only empty sheet in
 * the others.
 */
export const faceGap = (kinds: number): number => Math.max(2, Math.ceil(kinds / HAND_COLS));

/**
 * One CSS background layer of a hand picture (`cols` × `rows` cells) showing face `index` of a sheet of
 * `kinds` faces in cell (`col`, `row`): the sheet is drawn one cell wide and as many cells tall as it has
 * face heights, and shifted so that face lands in the cell, with only the empty rows between faces over
 * the other cells of its column. Sizes and positions are percentages, so the picture may shrink.
 */
export function faceLayer(index: number, kinds: number, col: number, row: number, cols: number, rows: number): { size: string; position: string } {
  const gap = faceGap(kinds);
  const tall = gap * (kinds - 1) + 1;
  return {
    size: `${pct(1 / cols)} ${pct(tall / rows)}`,
    // A background at p% sits at p% of (box − image): solve for the offset of `row − gap × index` cells.
    position: `${pct(cols > 1 ? col / (cols - 1) : 0)} ${pct(rows === tall ? 0 : (row - gap * index) / (rows - tall))}`,
  };
}

/** A fraction as a CSS percentage, to a ten-thousandth of a per cent (a layer of a tall face sheet is placed to within a thousandth of a pixel). */
export const pct = (x: number): string => `${Math.round(x * 1e6) / 1e4}%`;

/**
 * Every tile face of the given variants as `<symbol>`s (viewBox centred, one board unit
 * wide): the face alone, and with each owner's ring. Boards, the mover's hand buttons and
 * tile tables draw tiles as `<use>` of these, so a tile costs one element on the page (a hand
 * that is only shown uses the face sheet of `faceSheet` instead).
 */
export function TileSymbols({ variants }: { variants: Readonly<Record<string, readonly TileLook[]>> }): ReactElement {
  const out: ReactElement[] = [];
  for (const [variant, looks] of Object.entries(variants)) {
    for (const look of looks) {
      for (const owner of [undefined, 0, 1, 2, 3] as const) {
        const id = tileSymbolId(variant, look.code, owner);
        out.push(
          <symbol key={id} id={id} viewBox="-0.5 -0.5 1 1">
            <TileFace look={look} variant={variant} {...(owner === undefined ? {} : { owner })} />
          </symbol>,
        );
      }
    }
  }
  return <>{out}</>;
}

/** A variant's face sheet as a standalone SVG document (what `faceSheet` serves; see there). */
export function FaceSheet({ looks, variant }: { looks: readonly TileLook[]; variant: string }): ReactElement {
  const byCode = new Map(looks.map((l) => [l.code, l]));
  const order = faceOrder(looks.map((l) => l.code));
  const gap = faceGap(order.length);
  const tall = gap * (order.length - 1) + 1;
  return (
    <svg xmlns="http://www.w3.org/2000/svg" viewBox={`-0.5 -0.5 1 ${tall}`} width="64" height={64 * tall}>
      {order.map((code, i) => (
        <g key={code} transform={`translate(0 ${gap * i})`}>
          <TileFace look={byCode.get(code)!} variant={variant} />
        </g>
      ))}
    </svg>
  );
}

/**
 * The board as SVG: circle, grid, coloured regions, tiles and overlays. A pure
 * view of what the engine says (a BoardView plus highlights); it contains no rule.
 * Board coordinates have x east and y north; SVG y is flipped so north is up.
 */
import type { MouseEvent as ReactMouseEvent, ReactElement } from 'react';
import { centre, isSquare, parsePlace, placeName, type PlaceId } from '../../engine/geometry/coords.ts';
import { regionPolygons, type RegionModel } from '../../engine/geometry/regions.ts';
import type { BoardView } from '../../engine/core/types.ts';
import { TileFace, type TileLook } from './glyphs.tsx';
import { pickPlace } from './explorer-geometry.ts';

export interface HarmonyLine {
  readonly places: readonly PlaceId[];
  readonly label: string;
  readonly emphasis?: boolean;
}

export interface BoardSvgProps {
  readonly view: BoardView;
  readonly tiles: Readonly<Record<string, TileLook>>;
  readonly regionModel?: RegionModel;
  readonly showCoords?: boolean;
  readonly showAreas?: boolean;
  readonly showPoints?: boolean;
  /** Draw the borders of the view's areas (e.g. Balance's gardens), when the engine gives them. */
  readonly showBorders?: boolean;
  /** Area id to highlight (e.g. a garden). */
  readonly activeArea?: string;
  readonly harmonies?: readonly HarmonyLine[];
  readonly selected?: PlaceId;
  readonly targets?: readonly PlaceId[];
  readonly marked?: readonly PlaceId[];
  readonly lastMove?: readonly PlaceId[];
  readonly cursor?: PlaceId;
  /** Accessible name of the picture. */
  readonly label: string;
  readonly interactive?: boolean;
  readonly onPlace?: (id: PlaceId) => void;
  readonly onHover?: (id: PlaceId | undefined) => void;
  readonly svgProps?: Record<string, unknown>;
}

const REGION_FILL: Record<string, string> = { R: 'var(--ps-red, #c0463a)', W: 'var(--ps-white, #f4efe4)', G: 'var(--ps-gate, #8e2a1f)', Y: 'var(--ps-wood, #e6c988)' };
/** A distinct hue per area (golden-angle steps), alternating lightness so neighbours differ. */
const areaColour = (i: number) => `hsl(${Math.round((i * 137.5) % 360)} 55% ${i % 2 ? 42 : 58}%)`;
const LETTERS = 'abcdefghijklmnopqrs';

const sx = (x: number) => x;
const sy = (y: number) => -y;

function pieceAt(id: PlaceId) {
  const c = centre(id);
  return `translate(${sx(c.x)} ${sy(c.y)})`;
}

/** Draws the board. */
export function BoardSvg(props: BoardSvgProps): ReactElement {
  const { view, tiles } = props;
  const polys = regionPolygons(props.regionModel);
  const clipId = `clip-${view.variant}`;
  const pad = props.showCoords ? 10.9 : 9.6;
  const look = (code: string): TileLook => tiles[code] ?? { code, name: code, colour: 'neutral', glyph: 'unknown' };
  const targetSet = new Set(props.targets ?? []);
  // Touch targets: a point owns its whole cell unless squares are playable too (then they share it).
  const hitRadius = view.squares.length > 0 ? 0.3 : 0.5;
  const occupied = new Set(view.pieces.map((pc) => pc.place));
  // One handler for the whole hit layer, so a near miss on a small screen finds the target meant.
  const onHitClick = (e: ReactMouseEvent<SVGGElement>) => {
    const svg = e.currentTarget.ownerSVGElement;
    const m = svg?.getScreenCTM();
    const name = (e.target as Element).getAttribute('data-place');
    const parsed = name ? parsePlace(name) : undefined;
    const landed = parsed?.ok ? parsed.value : undefined;
    if (!m || (e.clientX === 0 && e.clientY === 0)) {
      // No pointer position (e.g. a synthetic click): take the element as it is.
      if (landed !== undefined) props.onPlace?.(landed);
      return;
    }
    const pt = new DOMPoint(e.clientX, e.clientY).matrixTransform(m.inverse());
    const p = pickPlace(pt.x, -pt.y, landed, props.targets ?? [], (q) => occupied.has(q));
    if (p !== undefined) props.onPlace?.(p);
  };
  const areaIndex = view.areas?.findIndex((a) => a.id === props.activeArea) ?? -1;
  const area = areaIndex >= 0 ? view.areas?.[areaIndex] : undefined;
  const grid: ReactElement[] = [];
  for (let k = -9; k <= 9; k++) {
    grid.push(<line key={`v${k}`} x1={k} y1={-9} x2={k} y2={9} />);
    grid.push(<line key={`h${k}`} x1={-9} y1={k} x2={9} y2={k} />);
  }
  return (
    <svg
      viewBox={`${-pad} ${-pad} ${2 * pad} ${2 * pad}`}
      role="img"
      aria-label={props.label}
      className="ps-board"
      {...(props.svgProps ?? {})}
    >
      <defs>
        <clipPath id={clipId}>
          <circle r={9} />
        </clipPath>
      </defs>
      <circle r={9} fill={REGION_FILL.Y} />
      <g clipPath={`url(#${clipId})`}>
        {polys.map((p) => (
          <polygon key={p.name} points={p.points.map(([x, y]) => `${sx(x)},${sy(y)}`).join(' ')} fill={REGION_FILL[p.colour]} />
        ))}
        <g stroke="var(--ps-grid, #5b4a32)" strokeWidth={0.035} opacity={0.75}>
          {grid}
        </g>
      </g>
      <circle r={9} fill="none" stroke="var(--ps-rim, #4a3417)" strokeWidth={0.12} />
      {props.showAreas && view.areas && (
        <g className="ps-areas" clipPath={`url(#${clipId})`}>
          {/* Mute the colour layout so the areas read clearly, then tint each area in its own hue. */}
          <circle r={9} fill="#fffaf0" opacity={0.55} />
          {view.areas.map((a, i) =>
            a.id === props.activeArea ? null : (
              <g key={a.id} fill={areaColour(i)} opacity={0.5}>
                <title>{a.label}</title>
                {a.places.filter(isSquare).map((p) => {
                  const c = centre(p);
                  return <rect key={p} x={sx(c.x) - 0.5} y={sy(c.y) - 0.5} width={1} height={1} />;
                })}
              </g>
            ),
          )}
        </g>
      )}
      {area && (
        <g className="ps-area-active" fill="#1b998b" stroke="#0b4f47" strokeWidth={0.04} clipPath={`url(#${clipId})`}>
          {area.places.map((p) => {
            const c = centre(p);
            return isSquare(p) ? (
              <rect key={p} x={sx(c.x) - 0.5} y={sy(c.y) - 0.5} width={1} height={1} opacity={0.45} />
            ) : (
              <circle key={p} cx={sx(c.x)} cy={sy(c.y)} r={0.16} opacity={0.9} />
            );
          })}
        </g>
      )}
      {props.showBorders && view.areaBorders && view.areaBorders.length > 0 && (
        <g className="ps-area-borders" clipPath={`url(#${clipId})`} stroke="var(--ps-border, #1f3b4d)" strokeWidth={0.09} strokeDasharray="0.35 0.18" opacity={0.8}>
          {view.areaBorders.map(([x1, y1, x2, y2], i) => (
            <line key={i} x1={sx(x1)} y1={sy(y1)} x2={sx(x2)} y2={sy(y2)} />
          ))}
        </g>
      )}
      {props.showPoints !== false && (
        <g fill="var(--ps-grid, #5b4a32)" opacity={0.55}>
          {view.points.map((p) => {
            const c = centre(p);
            return <circle key={p} cx={sx(c.x)} cy={sy(c.y)} r={0.07} />;
          })}
        </g>
      )}
      {props.lastMove && (
        <g fill="none" stroke="#f4a261" strokeWidth={0.1}>
          {props.lastMove.map((p) => {
            const c = centre(p);
            return <circle key={p} cx={sx(c.x)} cy={sy(c.y)} r={0.5} />;
          })}
        </g>
      )}
      {props.harmonies && (
        <g className="ps-harmonies" strokeLinecap="round">
          {props.harmonies.map((h, i) => {
            const [a, b] = h.places;
            if (a === undefined || b === undefined) return null;
            const ca = centre(a);
            const cb = centre(b);
            return (
              <g key={i}>
                <title>{h.label}</title>
                <line x1={sx(ca.x)} y1={sy(ca.y)} x2={sx(cb.x)} y2={sy(cb.y)} stroke="#fff" strokeWidth={0.26} opacity={0.8} />
                <line
                  x1={sx(ca.x)}
                  y1={sy(ca.y)}
                  x2={sx(cb.x)}
                  y2={sy(cb.y)}
                  stroke={h.emphasis ? '#e76f51' : '#1b998b'}
                  strokeWidth={0.14}
                />
              </g>
            );
          })}
        </g>
      )}
      <g className="ps-pieces">
        {view.pieces.map((p) => (
          <g key={`${p.place}-${p.tile}`} transform={pieceAt(p.place)} data-place={placeName(p.place)} data-tile={p.tile}>
            <title>{`${look(p.tile).name}${p.under ? ` on ${look(p.under).name}` : ''} at ${placeName(p.place)}`}</title>
            {p.under ? (
              <>
                <TileFace look={look(p.under)} />
                <g transform="scale(0.72)">
                  <TileFace look={look(p.tile)} {...(p.owner === undefined ? {} : { owner: p.owner })} />
                </g>
              </>
            ) : (
              <TileFace look={look(p.tile)} {...(p.owner === undefined ? {} : { owner: p.owner })} />
            )}
          </g>
        ))}
      </g>
      {props.marked && (
        <g fill="none" stroke="#7b2cbf" strokeWidth={0.1}>
          {props.marked.map((p) => {
            const c = centre(p);
            return <rect key={p} x={sx(c.x) - 0.48} y={sy(c.y) - 0.48} width={0.96} height={0.96} rx={0.2} />;
          })}
        </g>
      )}
      {props.selected !== undefined && (
        <circle
          cx={sx(centre(props.selected).x)}
          cy={sy(centre(props.selected).y)}
          r={0.52}
          fill="none"
          stroke="#1d3557"
          strokeWidth={0.12}
        />
      )}
      {targetSet.size > 0 && (
        <g className="ps-targets" fill="#2a9d8f" stroke="#fff" strokeWidth={0.04}>
          {[...targetSet].map((p) => {
            const c = centre(p);
            return <circle key={p} cx={sx(c.x)} cy={sy(c.y)} r={0.17} data-target={placeName(p)} />;
          })}
        </g>
      )}
      {props.cursor !== undefined && (
        <rect
          x={sx(centre(props.cursor).x) - 0.55}
          y={sy(centre(props.cursor).y) - 0.55}
          width={1.1}
          height={1.1}
          rx={0.25}
          fill="none"
          stroke="var(--ps-focus, #0b63ce)"
          strokeWidth={0.1}
          className="ps-cursor"
        />
      )}
      {props.showCoords && (
        <g className="ps-coords" fontSize={0.5} fill="var(--ps-label, #333)" textAnchor="middle">
          {Array.from({ length: 19 }, (_, k) => {
            const x = 9 - k; // n = k + 1, x = 10 - n
            return (
              <text key={`n${k}`} x={sx(x)} y={-10.2} dominantBaseline="middle">
                {k + 1}
              </text>
            );
          })}
          {Array.from({ length: 19 }, (_, k) => {
            const y = 9 - k;
            return (
              <text key={`l${k}`} x={-10.3} y={sy(y)} dominantBaseline="middle">
                {LETTERS[k]}
              </text>
            );
          })}
        </g>
      )}
      {props.interactive && (
        <g className="ps-hit" fill="transparent" onClick={onHitClick}>
          {/* Taps between places still count: they go to the nearest highlighted target. */}
          <circle r={9.3} />
          {view.squares.map((p) => {
            const c = centre(p);
            return (
              <rect
                key={p}
                x={sx(c.x) - 0.32}
                y={sy(c.y) - 0.32}
                width={0.64}
                height={0.64}
                data-place={placeName(p)}
                onMouseEnter={() => props.onHover?.(p)}
              />
            );
          })}
          {view.points.map((p) => {
            const c = centre(p);
            return (
              <circle
                key={p}
                cx={sx(c.x)}
                cy={sy(c.y)}
                r={hitRadius}
                data-place={placeName(p)}
                onMouseEnter={() => props.onHover?.(p)}
              />
            );
          })}
        </g>
      )}
    </svg>
  );
}

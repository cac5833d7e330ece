/**
 * The board as SVG: circle, grid, coloured regions, tiles and overlays. A pure
 * view of what the engine says (a BoardView plus highlights); it contains no rule.
 * Board coordinates have x east and y north; SVG y is flipped so north is up.
 *
 * Light by design (a page may carry a dozen boards): the grid, the colour areas and
 * the points are a few paths, not an element per line or place; a tile is one `<use>`
 * of the shared tile sprite; there is no hit element per place (a tap's coordinates
 * are mapped to a place with the geometry, `pickPlace`). Ids (the round clip) come
 * from React's `useId`, so every board on a page has its own, server-rendered and
 * after hydration alike.
 */
import { useId, type PointerEvent as ReactPointerEvent, type MouseEvent as ReactMouseEvent, type ReactElement, type ReactNode } from 'react';
import { centre, isSquare, placeName, type PlaceId } from '../../engine/geometry/coords.ts';
import { regionPolygons, type RegionModel } from '../../engine/geometry/regions.ts';
import type { BoardView } from '../../engine/core/types.ts';
import { tileHref, type TileLook } from './glyphs.tsx';
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
  /** Drawn over the tiles, under the selection and targets (the hint's marks: `opponent/HintOverlay.tsx`, loaded with the computer's panel). */
  readonly overlay?: ReactNode;
  readonly cursor?: PlaceId;
  /** Accessible name of the board (short: what it shows; no trailing instructions). */
  readonly label: string;
  /** How to operate the live board (its accessible description). */
  readonly instructions?: string;
  readonly interactive?: boolean;
  readonly onPlace?: (id: PlaceId) => void;
  readonly onHover?: (id: PlaceId | undefined) => void;
  readonly svgProps?: Record<string, unknown>;
}

const REGION_FILL: Record<string, string> = { R: 'var(--ps-red, #c0463a)', W: 'var(--ps-white, #f4efe4)', G: 'var(--ps-gate, #8e2a1f)', Y: 'var(--ps-wood, #e6c988)' };
/** A distinct hue per area (golden-angle steps), alternating lightness so neighbours differ. */
const areaColour = (i: number) => `hsl(${Math.round((i * 137.5) % 360)} 55% ${i % 2 ? 42 : 58}%)`;
const LETTERS = 'abcdefghijklmnopqrs';
/** Half the 44 CSS px touch target: how far a tap reaches a target or a tile. */
const TOUCH_RADIUS_PX = 22;

export const r3 = (n: number) => Math.round(n * 1000) / 1000;
/** SVG coordinates of a place's centre (y flipped). */
export const at = (id: PlaceId): [number, number] => {
  const c = centre(id);
  return [c.x, -c.y];
};

/** The grid's 38 lines as one path. */
const GRID = Array.from({ length: 19 }, (_, i) => `M${i - 9} -9V9M-9 ${i - 9}H9`).join('');

/** Unit squares centred on the given squares' centres, as one path. */
const squaresPath = (places: readonly PlaceId[]) =>
  places
    .filter(isSquare)
    .map((p) => {
      const [x, y] = at(p);
      return `M${r3(x - 0.5)} ${r3(y - 0.5)}h1v1h-1z`;
    })
    .join('');

/** Dots at the given places as one path: zero-length segments drawn with round caps. */
const dotsPath = (places: readonly PlaceId[]) =>
  places
    .map((p) => {
      const [x, y] = at(p);
      return `M${r3(x)} ${r3(y)}h0`;
    })
    .join('');

/** Draws the board. */
export function BoardSvg(props: BoardSvgProps): ReactElement {
  const { view } = props;
  const uid = useId().replace(/[^A-Za-z0-9_-]/g, '');
  const clipId = `ps-clip-${uid}`;
  const clip = `url(#${clipId})`;
  const pad = props.showCoords ? 10.9 : 9.6;
  const targets = props.targets ?? [];

  // Pointer to place, with the geometry: one handler on the board, no element per place.
  const placeAt = (e: ReactMouseEvent<SVGSVGElement> | ReactPointerEvent<SVGSVGElement>): PlaceId | undefined => {
    const svg = e.currentTarget;
    const m = svg.getScreenCTM();
    if (!m) return undefined;
    const pt = new DOMPoint(e.clientX, e.clientY).matrixTransform(m.inverse());
    const pxPerUnit = Math.hypot(m.a, m.b) || 1;
    return pickPlace(pt.x, -pt.y, {
      places: [...view.points, ...view.squares],
      targets,
      occupied: view.pieces.map((pc) => pc.place),
      reach: TOUCH_RADIUS_PX / pxPerUnit,
    });
  };
  const live = props.interactive
    ? {
        onClick: (e: ReactMouseEvent<SVGSVGElement>) => {
          const p = placeAt(e);
          if (p !== undefined) props.onPlace?.(p);
        },
        ...(props.onHover
          ? {
              onPointerMove: (e: ReactPointerEvent<SVGSVGElement>) => {
                if (e.pointerType === 'mouse') props.onHover?.(placeAt(e));
              },
            }
          : {}),
        role: 'application',
        'aria-roledescription': 'board',
        'data-interactive': 'true',
      }
    : { role: 'img' };

  const areaIndex = view.areas?.findIndex((a) => a.id === props.activeArea) ?? -1;
  const area = areaIndex >= 0 ? view.areas?.[areaIndex] : undefined;
  const byColour = new Map<string, string>();
  for (const p of regionPolygons(props.regionModel)) {
    const d = `M${p.points.map(([x, y]) => `${r3(x)},${r3(-y)}`).join('L')}Z`;
    byColour.set(p.colour, (byColour.get(p.colour) ?? '') + d);
  }
  const lineD = (pairs: readonly (readonly [number, number, number, number])[]) => pairs.map(([x1, y1, x2, y2]) => `M${r3(x1)} ${r3(-y1)}L${r3(x2)} ${r3(-y2)}`).join('');
  const harmonyD = (hs: readonly HarmonyLine[]) =>
    lineD(
      hs.flatMap((h) => {
        const [a, b] = h.places;
        if (a === undefined || b === undefined) return [];
        const ca = centre(a);
        const cb = centre(b);
        return [[ca.x, ca.y, cb.x, cb.y] as const];
      }),
    );
  const name = (code: string) => props.tiles[code]?.name ?? code;

  return (
    <svg
      viewBox={`${-pad} ${-pad} ${2 * pad} ${2 * pad}`}
      aria-label={props.label}
      className="ps-board"
      {...live}
      {...(props.svgProps ?? {})}
    >
      {props.interactive && props.instructions && <desc>{props.instructions}</desc>}
      <defs>
        <clipPath id={clipId}>
          <circle r={9} />
        </clipPath>
      </defs>
      <circle r={9} fill={REGION_FILL.Y} />
      <g clipPath={clip}>
        {[...byColour].map(([colour, d]) => (
          <path key={colour} d={d} fill={REGION_FILL[colour]} />
        ))}
        <path d={GRID} stroke="var(--ps-grid, #5b4a32)" strokeWidth={0.035} opacity={0.75} fill="none" />
      </g>
      <circle r={9} fill="none" stroke="var(--ps-rim, #4a3417)" strokeWidth={0.12} />
      {props.showAreas && view.areas && (
        <g className="ps-areas" clipPath={clip}>
          {/* Mute the colour layout so the areas read clearly, then tint each area in its own hue. */}
          <circle r={9} fill="#fffaf0" opacity={0.55} />
          {view.areas.map((a, i) =>
            a.id === props.activeArea ? null : (
              <path key={a.id} d={squaresPath(a.places)} fill={areaColour(i)} opacity={0.5}>
                <title>{a.label}</title>
              </path>
            ),
          )}
        </g>
      )}
      {view.areas?.some((a) => a.shaded) && (
        <g className="ps-shaded" clipPath={clip}>
          {view.areas.map((a, i) =>
            a.shaded ? (
              <path key={a.id} d={dotsPath(a.places.filter((p) => !isSquare(p)))} stroke={areaColour(i)} strokeWidth={0.62} strokeLinecap="round" opacity={0.45} data-area={a.id} data-count={a.places.length}>
                <title>{a.label}</title>
              </path>
            ) : null,
          )}
        </g>
      )}
      {area && (
        <g className="ps-area-active" clipPath={clip} data-count={area.places.length}>
          <path d={squaresPath(area.places)} fill="#1b998b" stroke="#0b4f47" strokeWidth={0.04} opacity={0.45} />
          <path d={dotsPath(area.places.filter((p) => !isSquare(p)))} stroke="#0b4f47" strokeWidth={0.36} strokeLinecap="round" opacity={0.9} />
          <path d={dotsPath(area.places.filter((p) => !isSquare(p)))} stroke="#1b998b" strokeWidth={0.28} strokeLinecap="round" opacity={0.9} />
        </g>
      )}
      {props.showBorders && view.areaBorders && view.areaBorders.length > 0 && (
        <path
          className="ps-area-borders"
          clipPath={clip}
          d={lineD(view.areaBorders)}
          stroke="var(--ps-border, #1f3b4d)"
          strokeWidth={0.09}
          strokeDasharray="0.35 0.18"
          opacity={0.8}
          fill="none"
        />
      )}
      {props.showPoints !== false && (
        <path className="ps-points" d={dotsPath(view.points)} stroke="var(--ps-grid, #5b4a32)" strokeWidth={0.14} strokeLinecap="round" opacity={0.55} />
      )}
      {props.lastMove && props.lastMove.length > 0 && (
        <path
          d={props.lastMove.map((p) => { const [x, y] = at(p); return `M${r3(x - 0.5)} ${r3(y)}a0.5 0.5 0 1 0 1 0a0.5 0.5 0 1 0-1 0`; }).join('')}
          fill="none"
          stroke="#f4a261"
          strokeWidth={0.1}
        />
      )}
      {props.harmonies && props.harmonies.length > 0 && (
        <g className="ps-harmonies" strokeLinecap="round" fill="none" data-count={props.harmonies.length}>
          <path d={harmonyD(props.harmonies)} stroke="#fff" strokeWidth={0.26} opacity={0.8} />
          <path d={harmonyD(props.harmonies.filter((h) => !h.emphasis))} stroke="#1b998b" strokeWidth={0.14} />
          {props.harmonies.some((h) => h.emphasis) && <path d={harmonyD(props.harmonies.filter((h) => h.emphasis))} stroke="#e76f51" strokeWidth={0.14} />}
        </g>
      )}
      <g className="ps-pieces">
        {view.pieces.map((p) => {
          const [x, y] = at(p.place);
          const owner = p.owner === undefined ? {} : { owner: p.owner };
          const title = <title>{`${name(p.tile)}${p.under ? ` on ${name(p.under)}` : ''} at ${placeName(p.place)}`}</title>;
          return p.under ? (
            <g key={`${p.place}-${p.tile}`} data-place={placeName(p.place)} data-tile={p.tile}>
              {title}
              <use href={tileHref(view.variant, p.under)} x={x - 0.5} y={y - 0.5} width={1} height={1} />
              <use href={tileHref(view.variant, p.tile, owner.owner)} x={x - 0.36} y={y - 0.36} width={0.72} height={0.72} />
            </g>
          ) : (
            <use key={`${p.place}-${p.tile}`} href={tileHref(view.variant, p.tile, owner.owner)} x={x - 0.5} y={y - 0.5} width={1} height={1} data-place={placeName(p.place)} data-tile={p.tile}>
              {title}
            </use>
          );
        })}
      </g>
      {props.marked && props.marked.length > 0 && (
        <path
          d={props.marked.map((p) => { const [x, y] = at(p); return `M${r3(x - 0.48)} ${r3(y - 0.48)}h0.96v0.96h-0.96z`; }).join('')}
          fill="none"
          stroke="#7b2cbf"
          strokeWidth={0.1}
        />
      )}
      {props.overlay}
      {props.selected !== undefined && (
        <circle cx={at(props.selected)[0]} cy={at(props.selected)[1]} r={0.52} fill="none" stroke="#1d3557" strokeWidth={0.12} />
      )}
      {targets.length > 0 && (
        <g className="ps-targets" fill="#2a9d8f" stroke="#fff" strokeWidth={0.04}>
          {targets.map((p) => {
            const [x, y] = at(p);
            return <circle key={p} cx={x} cy={y} r={0.17} data-target={placeName(p)} />;
          })}
        </g>
      )}
      {props.cursor !== undefined && (
        <rect
          x={at(props.cursor)[0] - 0.55}
          y={at(props.cursor)[1] - 0.55}
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
        <g className="ps-coords" fontSize={0.5} fill="var(--ps-label, #333)" textAnchor="middle" aria-hidden="true">
          {Array.from({ length: 19 }, (_, k) => (
            // n = k + 1 sits at x = 10 - n
            <text key={`n${k}`} x={9 - k} y={-10.2} dominantBaseline="middle">
              {k + 1}
            </text>
          ))}
          {Array.from({ length: 19 }, (_, k) => (
            <text key={`l${k}`} x={-10.3} y={k - 9} dominantBaseline="middle">
              {LETTERS[k]}
            </text>
          ))}
        </g>
      )}
    </svg>
  );
}

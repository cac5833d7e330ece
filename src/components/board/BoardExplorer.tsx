/**
 * "The board" explorer: hover, tap or move the keyboard cursor over any place to
 * see its name, coordinates, colours and regions; switch the geometry each
 * variant uses; toggle overlays. Geometry only: no variant engine is loaded.
 */
import { useEffect, useMemo, useState, type KeyboardEvent, type ReactElement } from 'react';
import { centre, isSquare, offsetPlace, otherLattice, placeName, pointId, type PlaceId } from './explorer-geometry.ts';
import {
  boardShape,
  colourSet,
  NAMED_REGIONS,
  pointInRegion,
  type NamedRegion,
  type PointSet,
  type RegionModel,
  type SquareSet,
} from '../../engine/geometry/index.ts';
import { BoardSvg } from './BoardSvg.tsx';
import type { BoardView } from '../../engine/core/types.ts';

const pts = (set: PointSet) => boardShape(set, 'none').points.length;
const sqs = (set: SquareSet) => boardShape('strict', set).squares.length;
/** The readings each variant uses; the counts come from the geometry, as on every page. */
const PRESETS: readonly { id: string; label: string; points: PointSet; squares: SquareSet }[] = [
  { id: 'balance', label: `Balance: ${pts('strict')} points and ${sqs('centre')} squares`, points: 'strict', squares: 'centre' },
  { id: 'wiki', label: `Pai Sho Project: ${pts('star')} points (star points)`, points: 'star', squares: 'none' },
  { id: 'booklet', label: `Basic, Iroh, Ancient: ${pts('strict')} points`, points: 'strict', squares: 'none' },
  { id: 'kutai', label: `Kutai: ${pts('kutai-k1')} valid points (literal reading)`, points: 'kutai-k1', squares: 'none' },
  { id: 'kutai-k2', label: `Kutai, two squares half on the board: ${pts('kutai-k2')} points`, points: 'kutai-k2', squares: 'none' },
  { id: 'corners', label: `Kutai, every corner of a board square: ${pts('kutai-k3')} points`, points: 'kutai-k3', squares: 'none' },
  { id: 'kutai-k4', label: `Kutai, off-grid squares left out: ${pts('kutai-k4')} points`, points: 'kutai-k4', squares: 'none' },
  { id: 'closed', label: `Closed circle: ${pts('closed')} points`, points: 'closed', squares: 'none' },
];

// The board page speaks for every variant: the plain colours, in no one variant's words (the Pai Sho Project's "gardens",
// Iroh's "paint" and Basic's "ports" are on each variant's page and in the glossary).
const COLOUR_WORDS: Record<string, string> = { G: 'red triangle (gate)', R: 'red quarter', W: 'white quarter', Y: 'yellow wood' };
const REGION_WORDS: Record<NamedRegion, string> = {
  diamond: 'central diamond',
  'quarter-ne': 'north-east quarter',
  'quarter-nw': 'north-west quarter',
  'quarter-sw': 'south-west quarter',
  'quarter-se': 'south-east quarter',
  'gate-n': 'north gate',
  'gate-e': 'east gate',
  'gate-s': 'south gate',
  'gate-w': 'west gate',
  yellow: 'yellow (wood) area',
  walls: 'wall',
  fences: 'fence',
  paths: 'path',
  midlines: 'midline',
  diagonals: 'board diagonal',
};

/** Plain-language facts about one place. */
export function describePlace(id: PlaceId, model: RegionModel): string {
  const c = centre(id);
  const kind = isSquare(id) ? 'square' : 'point';
  const colours = colourSet(id, model)
    .split('')
    .map((k) => COLOUR_WORDS[k] ?? k)
    .join(', ');
  const regions = isSquare(id)
    ? []
    : NAMED_REGIONS.filter((r) => r !== 'yellow' && pointInRegion(r, c.x, c.y, model)).map((r) => REGION_WORDS[r]);
  const where = kind === 'point' ? `x ${c.x}, y ${c.y}` : `centre x ${c.x}, y ${c.y}`;
  return `${kind === 'point' ? 'Point' : 'Square'} ${placeName(id)} (${where}). Colours: ${colours || 'off the board'}.${regions.length ? ` Regions: ${regions.join(', ')}.` : ''}`;
}

export default function BoardExplorer(): ReactElement {
  // Set once hydrated: before that the controls are plain HTML that React does not hear yet.
  const [ready, setReady] = useState(false);
  useEffect(() => setReady(true), []);
  const [preset, setPreset] = useState('balance');
  const [diamond, setDiamond] = useState<7 | 8 | 9>(7);
  const [red, setRed] = useState<'ne-sw' | 'nw-se'>('ne-sw');
  const [gate, setGate] = useState<'triangle' | 'point' | 'apex8'>('triangle');
  const [coords, setCoords] = useState(true);
  const [region, setRegion] = useState<NamedRegion | ''>('');
  const [focus, setFocus] = useState<PlaceId>(pointId(0, 0) as PlaceId);
  const [hover, setHover] = useState<PlaceId | undefined>(undefined);
  const p = PRESETS.find((x) => x.id === preset) ?? (PRESETS[0] as (typeof PRESETS)[number]);
  const shape = boardShape(p.points, p.squares);
  const model: RegionModel = useMemo(() => ({ diamond, redQuarters: red, gate }), [diamond, red, gate]);
  const view: BoardView = useMemo(() => {
    const areas = region
      ? [
          {
            id: region,
            label: REGION_WORDS[region],
            places: shape.points.filter((id) => {
              const c = centre(id);
              return pointInRegion(region, c.x, c.y, model);
            }),
          },
        ]
      : [];
    return { variant: 'balance', points: shape.points, squares: shape.squares, pieces: [], hands: [], seats: 2, playerNames: [], toMove: 0, turn: 0, stage: '', areas };
  }, [shape, region, model]);
  const regionCount = view.areas?.[0]?.places.length ?? 0;
  const shown = hover ?? focus;
  const info = describePlace(shown, model);

  const onKey = (e: KeyboardEvent<SVGSVGElement>) => {
    const step: Record<string, [number, number]> = { ArrowRight: [1, 0], ArrowLeft: [-1, 0], ArrowUp: [0, 1], ArrowDown: [0, -1] };
    const d = step[e.key];
    if (d) {
      e.preventDefault();
      const n = offsetPlace(focus, d[0], d[1], shape.has);
      if (n !== undefined) {
        setFocus(n);
        setHover(undefined);
      }
    } else if ((e.key === 's' || e.key === 'S') && shape.squares.length > 0) {
      e.preventDefault();
      const next = otherLattice(focus, shape.has);
      if (next !== undefined) setFocus(next);
    }
  };

  return (
    <div className="ps-widget not-content" data-testid="board-explorer" data-ready={ready ? 'true' : 'false'}>
      <div className="ps-controls">
        <label>
          Geometry{' '}
          <select value={preset} onChange={(e) => setPreset(e.target.value)}>
            {PRESETS.map((x) => (
              <option key={x.id} value={x.id}>
                {x.label}
              </option>
            ))}
          </select>
        </label>
        <label>
          Diamond{' '}
          <select value={diamond} onChange={(e) => setDiamond(Number(e.target.value) as 7 | 8 | 9)}>
            <option value={7}>|x|+|y| ≤ 7 (default)</option>
            <option value={8}>|x|+|y| ≤ 8</option>
            <option value={9}>|x|+|y| ≤ 9</option>
          </select>
        </label>
        <label>
          Red quarters{' '}
          <select value={red} onChange={(e) => setRed(e.target.value as 'ne-sw' | 'nw-se')}>
            <option value="ne-sw">north-east and south-west</option>
            <option value="nw-se">north-west and south-east</option>
          </select>
        </label>
        <label>
          Gates{' '}
          <select value={gate} onChange={(e) => setGate(e.target.value as 'triangle' | 'point' | 'apex8')}>
            <option value="triangle">triangle from the diamond tip</option>
            <option value="point">single gate point</option>
            <option value="apex8">small triangle, apex at 8</option>
          </select>
        </label>
        <label>
          Highlight{' '}
          <select value={region} onChange={(e) => setRegion(e.target.value as NamedRegion | '')} data-testid="region-select">
            <option value="">no region</option>
            {NAMED_REGIONS.map((r) => (
              <option key={r} value={r}>
                {REGION_WORDS[r]}
              </option>
            ))}
          </select>
        </label>
        <label>
          <input type="checkbox" checked={coords} onChange={(e) => setCoords(e.target.checked)} /> Coordinates
        </label>
      </div>
      <p className="ps-count">
        {shape.points.length} points{shape.squares.length ? ` and ${shape.squares.length} squares` : ''} are playable.
        {region ? ` The ${REGION_WORDS[region]} highlight covers ${regionCount} of these points.` : ''}
      </p>
      <BoardSvg
        view={view}
        tiles={{}}
        regionModel={model}
        showCoords={coords}
        label="The Pai Sho board"
        instructions="Arrow keys move over the places; S switches between points and squares. The place under the cursor is described below the board."
        interactive
        cursor={focus}
        {...(region ? { activeArea: region } : {})}
        onPlace={(id) => {
          setFocus(id);
          setHover(undefined);
        }}
        onHover={setHover}
        svgProps={{ tabIndex: 0, onKeyDown: onKey, onMouseLeave: () => setHover(undefined) }}
      />
      <p className="ps-info" aria-live="polite" data-testid="place-info">
        {info}
      </p>
    </div>
  );
}

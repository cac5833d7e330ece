/**
 * @packageDocumentation
 * The list of variants (light: names and status only) and lazy loaders for their
 * engines, so a page loads only the engine of the variant it shows.
 */
import type { VariantEngine, VariantId } from './core/types.ts';

export interface VariantCard {
  readonly id: VariantId;
  readonly name: string;
  readonly tagline: string;
  /** `ready`: engine and page exist; `coming`: not written yet. */
  readonly status: 'ready' | 'coming';
}

export const VARIANTS: readonly VariantCard[] = [
  { id: 'balance', name: 'Balance Pai Sho', tagline: 'Eleven shared tiles, sixteen gardens, and a race to balance every flower.', status: 'ready' },
  { id: 'wiki', name: 'Pai Sho Project (“Wiki”)', tagline: 'The community rule set: flowers, elements, gardens, torii, bending and harmony rings.', status: 'coming' },
  { id: 'basic', name: 'Basic Pai Sho', tagline: 'The booklet’s first game: ports, harmonies and counting points.', status: 'coming' },
  { id: 'iroh', name: 'Iroh Pai Sho', tagline: 'The booklet’s second game, with its home points and midlines.', status: 'coming' },
  { id: 'ancient', name: 'Ancient Pai Sho', tagline: 'The booklet’s third game: exact moves, boats and rocks.', status: 'coming' },
  { id: 'kutai', name: 'Kutai Pai Sho', tagline: 'A placement game of properties: colour, light and season, grown from a Centerpiece.', status: 'ready' },
];

type Loader = () => Promise<VariantEngine<unknown>>;

/** Dynamic-import loaders of the variant engines that exist. */
const LOADERS: Partial<Record<VariantId, Loader>> = {};

/** Registers a loader (used by `lazy.ts`; kept here so the list stays in one place). */
export function registerLoader(id: VariantId, loader: Loader): void {
  LOADERS[id] = loader;
}

/** Loads a variant's engine on demand. */
export async function loadEngine(id: VariantId): Promise<VariantEngine<unknown>> {
  const l = LOADERS[id];
  if (!l) throw new Error(`No engine for variant “${id}” yet.`);
  return l();
}

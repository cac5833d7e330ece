/**
 * @packageDocumentation
 * The list of the six variants (names and taglines). Whether a variant is written is decided by
 * `catalog.ts` (it has an engine and metadata), never kept by hand here. Engines load through
 * `lazy.ts` (browser) or `catalog.ts` (server).
 */
import type { VariantId } from './core/types.ts';

export interface VariantCard {
  readonly id: VariantId;
  readonly name: string;
  readonly tagline: string;
}

export const VARIANTS: readonly VariantCard[] = [
  { id: 'balance', name: 'Balance Pai Sho', tagline: 'Eleven shared tiles, sixteen gardens, and a race to balance every flower.' },
  { id: 'wiki', name: 'Pai Sho Project (“Wiki”)', tagline: 'The community rule set: flowers, elements, gardens, torii, bending and harmony rings.' },
  { id: 'basic', name: 'Basic Pai Sho', tagline: 'The booklet’s first game: ports, harmonies and counting points.' },
  { id: 'iroh', name: 'Iroh Pai Sho', tagline: 'The booklet’s second game, with its home points and midlines.' },
  { id: 'ancient', name: 'Ancient Pai Sho', tagline: 'The booklet’s third game: exact moves, boats and rocks.' },
  { id: 'kutai', name: 'Kutai Pai Sho', tagline: 'A placement game of properties: colour, light and season, grown from a Centerpiece.' },
];

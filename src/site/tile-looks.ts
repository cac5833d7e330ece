/** A variant's tile faces as the board draws them (code, name, colour, glyph), in the tile set's order. Server side. */
import type { TileLook } from '../components/board/glyphs.tsx';
import { ENGINES } from '../engine/catalog.ts';

export function tileLooks(variant: string): TileLook[] {
  const engine = ENGINES[variant as keyof typeof ENGINES];
  if (!engine) throw new Error(`unknown variant “${variant}”`);
  return engine.spec.tiles.map((t) => ({ code: t.code, name: t.name, colour: t.colour, glyph: t.glyph }));
}

/** @packageDocumentation Shared board geometry: places, playable sets, regions, lines. */
export * from './coords.ts';
export * from './board.ts';
export * from './regions.ts';
export * from './lines.ts';

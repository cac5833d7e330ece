/** @packageDocumentation The questions of the comparison matrix, in the words a player would ask them. */
import type { FactId } from '../engine/core/types.ts';

export const FACT_QUESTIONS: Readonly<Record<FactId, string>> = {
  surface: 'What is played on: points, squares, or both?',
  tiles: 'How many tiles, shared or per player?',
  movement: 'Do tiles move after placement?',
  harmony: 'How is harmony formed?',
  capture: 'Is there capture?',
  scoring: 'Are points kept, and how?',
  ending: 'How does the game end?',
  chance: 'Is there chance or hidden information?',
  players: 'How many players?',
};

/** The concepts of the two-variant view, each gathering some facts. */
export const CONCEPTS: readonly { readonly id: string; readonly title: string; readonly facts: readonly FactId[] }[] = [
  { id: 'board', title: 'Board and playable places', facts: ['surface'] },
  { id: 'tiles', title: 'Tiles', facts: ['tiles', 'chance'] },
  { id: 'turn', title: 'A turn', facts: ['movement', 'capture', 'players'] },
  { id: 'harmony', title: 'Harmony', facts: ['harmony'] },
  { id: 'ending', title: 'Ending and scoring', facts: ['scoring', 'ending'] },
];

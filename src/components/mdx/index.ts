/** MDX components for rule pages. */
export { default as Board } from './Board.astro';
export { default as Example } from './Example.astro';
export { default as Exercise } from './Exercise.astro';
export { default as OpenQuestions } from './OpenQuestions.astro';
export { default as Option } from './Option.astro';
export { default as PlaceCount } from './PlaceCount.astro';
export { default as RulesInForce } from './RulesInForce.astro';
export { default as TileTable } from './TileTable.astro';
export { default as When } from './When.astro';
export { default as BasicCount } from './BasicCount.astro';
export { default as WikiScore } from './WikiScore.astro';
export { default as Term } from './Term.astro';

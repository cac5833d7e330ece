/**
 * @packageDocumentation
 * The vocabulary every variant shares: players, moves, violations, harmonies,
 * outcomes, rule and option metadata, and the `VariantEngine` contract.
 */
import type { PlaceId } from '../geometry/coords.ts';
import type { RegionModel } from '../geometry/regions.ts';
import type { EngineError, Result } from './result.ts';
import type { PositionProblem } from './position.ts';

export const VARIANT_IDS = ['balance', 'wiki', 'basic', 'iroh', 'ancient', 'kutai'] as const;
export type VariantId = (typeof VARIANT_IDS)[number];

/** A seat at the table, 0–3: seat 0 moves first unless the variant says otherwise. Two-player variants use 0 and 1. */
export type Seat = 0 | 1 | 2 | 3;
/** The same as `Seat` (the older name, kept). */
export type Player = Seat;
/** A seat of a variant played by exactly two (Balance); its `Player` type. */
export type Seat2 = 0 | 1;

/**
 * A field of a `use` step after its ability: a **number is always a place** (a `PlaceId`, highlighted
 * on the board and written as a place name); a chosen word or amount is a **string** (`'cw'`,
 * `'90'`, `'2'`), offered in a chooser and written as is.
 */
export type StepArg = PlaceId | string | number;

/**
 * One step of a turn, shared by every variant (the name `Move` is kept; the old moves are a subset).
 * A turn is a sequence of steps; the partly entered turn lives in the variant's state, and the
 * variant decides when the turn passes to the next seat (see `src/engine/README.md`).
 *
 * - `place`: a tile from the mover's hand onto the board (a drop, an entry at a port, a Rock or a
 *   Knotweed on a square).
 * - `move`: a tile already on the board; `path` only where two routes to the same target differ in
 *   effect (otherwise omitted and the engine picks); `promote` names the tile it becomes.
 * - `use`: a tile's ability (rotate, push, carry, bend, relocate…) with its chosen arguments.
 * - `draw`, `discard`, `pass`; `end` closes a turn whose continuation is optional (offered by
 *   `legalMoves` exactly when the turn may end here); `resign` (of `seat`, default the seat to act);
 *   `proclaim` (a claim of victory, a turn of its own).
 *
 * Captures, rotations' results, drains and removals are effects computed by the engine, never
 * fields of a step.
 */
export type Move =
  | { readonly type: 'place'; readonly tile: string; readonly to: PlaceId }
  | { readonly type: 'move'; readonly from: PlaceId; readonly to: PlaceId; readonly path?: readonly PlaceId[]; readonly promote?: string }
  | { readonly type: 'use'; readonly at: PlaceId; readonly ability: string; readonly args: readonly StepArg[] }
  | { readonly type: 'draw' }
  | { readonly type: 'discard'; readonly tile: string }
  | { readonly type: 'pass' }
  | { readonly type: 'end' }
  | { readonly type: 'resign'; readonly seat?: Seat }
  | { readonly type: 'proclaim' };
/** Another name for `Move`: one step of a turn. */
export type Step = Move;
/** The kinds of step. */
export type StepType = Move['type'];

/** A rejected move: always names the rule (id within the variant) that forbids it. */
export interface Violation extends EngineError {
  readonly rule: string;
}

/** A harmony (or Balance's balance): the places it joins, its kind, its value, and the rule that makes it. */
export interface Harmony {
  /** Places of the tiles joined (two for a pair; the order is not significant). */
  readonly places: readonly PlaceId[];
  /** Variant-specific kind, e.g. `lotus-rose` or `shared-colour`. */
  readonly kind: string;
  /** Rule id (slug) that creates it. */
  readonly rule: string;
  /** Plain-language reason, e.g. "Lotus and Rose share garden N-inner". */
  readonly reason: string;
  /** Owner where harmonies belong to a player. */
  readonly owner?: Player;
  /** Points, where the variant scores harmonies. */
  readonly value?: number;
  /** A region shared by the tiles (e.g. a Balance garden id), for drawing. */
  readonly region?: string;
}

/** A seat's points, in a running score or a final one. */
export interface SeatScore {
  readonly seat: Seat;
  readonly points: number;
  /** How the points read, when not just the number (e.g. `5 of 20`). */
  readonly label?: string;
}

/** What a finished game adds for score-decided games and 3–4 seats (all optional). */
interface OutcomeDetail {
  /** Final scores, for games decided by score. */
  readonly scores?: readonly SeatScore[];
  /** Seats by finishing place, best first; seats sharing a place share an entry (3–4 seats). */
  readonly placings?: readonly (readonly Seat[])[];
}

/** Why a tile forms no harmony with one other tile: the reason in words and the rule behind it. */
export interface NoHarmonyReason {
  /** Rule id (slug) that explains it. */
  readonly rule: string;
  /** Plain-language reason, a clause that reads after "because" or a colon (e.g. "the Night Maple and the Day Maple are the same flower, which never harmonizes with itself"). */
  readonly message: string;
  /** The other tile's place, when the reason concerns a pair. */
  readonly with?: PlaceId;
}

/**
 * Why the tile on `place` takes part in no harmony: one reason per other tile it could have paired
 * with, nearest first (empty when it does take part in one, or the place is empty). A variant may
 * provide one in `variants/<id>/explain.ts`; it is loaded apart from the engine (only exercise
 * boards need it), through `lazy.ts` (`loadExplainer`) or `catalog.ts` (`getExplainer`).
 */
export type NoHarmonyExplainer<S = unknown> = (state: S, place: PlaceId) => readonly NoHarmonyReason[];

export type Outcome =
  | { readonly status: 'ongoing' }
  | ({
      readonly status: 'win';
      /** The winning seat (for a team, one of its seats: the one whose step won). */
      readonly winner: Seat;
      /** Every winning seat, when a team wins. */
      readonly winners?: readonly Seat[];
      readonly reason: string;
      readonly rule: string;
    } & OutcomeDetail)
  | ({ readonly status: 'draw'; readonly reason: string; readonly rule: string } & OutcomeDetail);

/** A citation into the seed texts. */
export interface SourceRef {
  /** Seed file name, e.g. `000_39f97c09c5d4f1fb.txt`. */
  readonly file: string;
  /** Commenter or author as the page names them, when the point comes from a person. */
  readonly who?: string;
  /** Date as the page shows it. */
  readonly date?: string;
  /** A few words to find the passage (identification only, never a long quote). */
  readonly note?: string;
}

/** A rule of a variant: stable slug id, display number, title, section. Rule prose lives in the MDX page. */
export interface RuleDef {
  /** Stable slug, unique within the variant; the page anchor. */
  readonly id: string;
  /** Display number like `4.2` (may change when rules are added; the id does not). */
  readonly number: string;
  readonly title: string;
  /** Section heading the rule belongs to (e.g. `Setup`). */
  readonly section: string;
  /** Where the rule comes from. */
  readonly sources: readonly SourceRef[];
  /** Topics for filtering (e.g. `movement`, `harmony`, `ending`). */
  readonly topics?: readonly string[];
}

/**
 * The light part of a rule option, shipped with the engine: ids, choices, default.
 * Its prose lives in the variant's docs (server-side only), joined into `OptionDef`.
 */
export interface OptionSpec {
  /** Stable id, e.g. `balance-wheel-mobility` (the inventory's id where it has one). */
  readonly id: string;
  /** Choice ids, used in URLs. */
  readonly choices: readonly string[];
  /** Id of the default choice. */
  readonly default: string;
  /** `engine`: the choice changes play; `documentation`: a point of discussion with no effect on play. */
  readonly effect: 'engine' | 'documentation';
}

/** The prose of a rule option, written once. */
export interface OptionDoc {
  /** Short title. */
  readonly title: string;
  /** The question, in our words. */
  readonly question: string;
  readonly sources: readonly SourceRef[];
  /** Label and meaning of every choice, by choice id. */
  readonly choiceText: Readonly<Record<string, { readonly label: string; readonly meaning: string }>>;
  /** Why the default was chosen (and where we depart from the inventory's recommendation, why). */
  readonly why: string;
  /** Rule ids the option bears on. */
  readonly rules: readonly string[];
  /** Topic for filtering (e.g. `board`, `movement`, `harmony`, `ending`, `setup`). */
  readonly topic: string;
  /** Where a non-default answer shows on the rules page, or why nothing there shows it (said under a moved switch). */
  readonly shows?: string;
}

/** An open question turned into a rule option: spec plus prose. */
export type OptionDef = OptionSpec & OptionDoc;

/** Chosen option values, by option id → choice id. Missing entries take the default. */
export type OptionValues = Readonly<Record<string, string>>;

/** A tile type of a variant, for reference tables and drawing. */
export interface TileDef {
  /** Short code used in notation, e.g. `R` or `RD3`. */
  readonly code: string;
  readonly name: string;
  /** Fill colour family for drawing. */
  readonly colour: 'red' | 'white' | 'neutral' | 'lotus' | 'special';
  /** Glyph key for the artwork (`rose`, `lotus`, `wheel`, …). */
  readonly glyph: string;
  /** Variant-specific properties shown in reference tables. */
  readonly props?: Readonly<Record<string, string | number>>;
  /** How many in a set (per player or shared, as the variant says). */
  readonly count?: number;
}

/** What the engine chunk carries about its variant: ids, tiles and option specs, no prose. */
export interface VariantSpec {
  readonly id: VariantId;
  readonly name: string;
  readonly tiles: readonly TileDef[];
  readonly options: readonly OptionSpec[];
  /** What the variant calls a harmony, singular and plural (Balance: balance, balances). Default: harmony, harmonies. */
  readonly harmonyWord?: readonly [one: string, many: string];
}

/** `3 harmonies`, `1 balance`: a count in the variant's own word. */
export const countHarmonies = (spec: Pick<VariantSpec, 'harmonyWord'>, n: number): string => {
  const [one, many] = spec.harmonyWord ?? ['harmony', 'harmonies'];
  return `${n} ${n === 1 ? one : many}`;
};

/** The full static description of a variant (server side): spec plus rules, option prose, facts, examples, exercises. */
export interface VariantMeta {
  readonly id: VariantId;
  readonly name: string;
  readonly summary: string;
  readonly sources: readonly SourceRef[];
  readonly rules: readonly RuleDef[];
  readonly options: readonly OptionDef[];
  readonly tiles: readonly TileDef[];
  /** Facts for the comparison matrix: one short answer per question, with the rule (and the option it depends on, if any). */
  readonly facts: Readonly<Record<FactId, Fact>>;
  /** Worked examples shown as step-throughs on the page (replayed by the tests). */
  readonly examples: readonly ExampleDef[];
  /** Exercises with a goal the engine checks. */
  readonly exercises: readonly ExerciseDef[];
}

/** The questions of the comparison matrix. */
export const FACT_IDS = ['surface', 'tiles', 'movement', 'harmony', 'capture', 'scoring', 'ending', 'chance', 'players'] as const;
export type FactId = (typeof FACT_IDS)[number];
export interface Fact {
  /** A short answer (a few words). */
  readonly answer: string;
  /** The rule id that answers it. */
  readonly rule: string;
  /** The option id the answer depends on, when an open question bears on it. */
  readonly option?: string;
}

/** A worked example: a start position and moves with captions, replayed by the engine in the tests. */
export interface ExampleDef {
  /** Stable slug, unique within the variant (the permalink anchor is `example-<id>`). */
  readonly id: string;
  readonly title: string;
  /** Rule id the example illustrates. */
  readonly rule: string;
  /** Options the example assumes (defaults otherwise). */
  readonly options?: OptionValues;
  /** Start position in the variant's position notation. */
  readonly start: string;
  /** Caption shown before the first move. */
  readonly intro: string;
  /** The variant's sub-page that shows it (`variants/<variant>/<page>/`), when it is not on the rules page. */
  readonly page?: string;
  readonly steps: readonly { readonly move: string; readonly caption: string }[];
}

/** What an exercise asks for; the engine checks it (see `checkExercise`). */
export type ExerciseGoal =
  /** Play a move that wins at once. */
  | { readonly kind: 'win' }
  /** Play a move after which at least `count` more harmonies (of `harmonyKind`, if given) exist. */
  | { readonly kind: 'harmony-gain'; readonly count: number; readonly harmonyKind?: string }
  /** Play a move after which some harmony worth at least `value` includes the moved or placed tile. */
  | { readonly kind: 'harmony-value'; readonly value: number }
  /** Play one of the listed moves (notation). */
  | { readonly kind: 'moves'; readonly accepted: readonly string[] }
  /** Select exactly the tiles that have a legal move. */
  | { readonly kind: 'select-movable' };

export interface ExerciseDef {
  readonly id: string;
  readonly title: string;
  /** The task, in plain words. */
  readonly prompt: string;
  readonly rule: string;
  readonly options?: OptionValues;
  /** Position in the variant's position notation. */
  readonly start: string;
  readonly goal: ExerciseGoal;
  /** A hint shown on request. */
  readonly hint: string;
  /** Shown on success (why it works). */
  readonly success: string;
}

/** What the board widget draws: the engine's answer, with no rule logic left for the UI. */
export interface BoardView {
  readonly variant: VariantId;
  /** Playable places (for drawing hit targets and dots). */
  readonly points: readonly PlaceId[];
  readonly squares: readonly PlaceId[];
  /** Tiles on the board; a stack lists bottom first. */
  readonly pieces: readonly { readonly place: PlaceId; readonly tile: string; readonly owner?: Seat; readonly under?: string }[];
  /** Hands; `hidden` hands show only their size. */
  readonly hands: readonly { readonly player: Seat; readonly tiles: readonly string[]; readonly hidden: boolean; readonly size: number }[];
  /** How many seats the game has (2–4). */
  readonly seats: number;
  /** The name of every seat, as the variant's page uses them (e.g. `South`, `North`; default `Player 1`, …). */
  readonly playerNames: readonly string[];
  /** Teams, where seats play in teams (each a list of seats). */
  readonly teams?: readonly (readonly Seat[])[];
  /** Seats out of the game (resigned or eliminated): the turn order skips them. */
  readonly out?: readonly Seat[];
  /** The seat to act now. */
  readonly toMove: Seat;
  /**
   * The turn counter: the steps played from positions with the same `turn` form one turn in the
   * move list (a single-step variant counts every step; a multi-step one counts turns).
   */
  readonly turn: number;
  /** What the seat to act must do now, in words (e.g. `Move a tile, or end your turn`). */
  readonly prompt?: string;
  /** Short stage label, e.g. `Blossoming`. */
  readonly stage: string;
  /** Running scores, where the variant keeps them. */
  readonly scores?: readonly SeatScore[];
  /** Captured tiles (the Pot), with the seat that owned each. */
  readonly pot?: readonly { readonly tile: string; readonly owner: Seat }[];
  /** Off-board reserves distinct from the hand, where a variant keeps them. */
  readonly reserves?: readonly { readonly seat: Seat; readonly tiles: readonly string[]; readonly hidden?: boolean; readonly size: number }[];
  /** Extra areas to outline (e.g. Balance gardens), by id. */
  readonly areas?: readonly { readonly id: string; readonly label: string; readonly places: readonly PlaceId[]; /** Shaded on the board at all times (e.g. territory), not only on the area map. */ readonly shaded?: boolean }[];
  /**
   * Borders of those areas as line segments `[x1, y1, x2, y2]` in board coordinates (x east, y
   * north), so a board can draw the areas' shapes (e.g. Balance's garden borders).
   */
  readonly areaBorders?: readonly (readonly [number, number, number, number])[];
  /** One short line the variant wants shown under the board (e.g. a score against its goal). */
  readonly status?: string;
  /** The status line already gives the scores and the Pot: the widget's turn line does not repeat them. */
  readonly statusShowsScores?: boolean;
  /** The board's colour areas when a rule option changes them (Basic's board layout); the common layout otherwise. */
  readonly regionModel?: RegionModel;
}

/** The contract every variant implements. Pure functions; nothing mutates its input. */
/** Which hidden hands a view shows: all (`true`), none (`false`), or those of the seats listed. */
export type RevealHands = boolean | readonly number[];

/** Whether a view asked for with `reveal` shows `seat`'s hand. */
export const handShown = (reveal: RevealHands | undefined, seat: number): boolean =>
  reveal === true || (Array.isArray(reveal) && reveal.includes(seat));

export interface VariantEngine<S = unknown> {
  readonly spec: VariantSpec;
  /** Checks and completes option values (unknown ids or choices are errors). */
  resolveOptions(values?: OptionValues): Result<OptionValues>;
  /** A new game with the given options and seed. */
  create(init?: { readonly options?: OptionValues; readonly seed?: number }): Result<S>;
  /** A position from a plain JSON setup (untrusted). */
  fromSetup(setup: unknown, options?: OptionValues): Result<S>;
  /**
   * Every reason `state` is not a position the rules allow (counts, places a kind may stand on, flags
   * and counters that agree with the board), each with its rule; empty for a valid position. `fromSetup`
   * and `parsePosition` refuse a state with any problem (`checkedPosition` in `core/position.ts`), so a
   * URL, typed text, a setup, an example and an exercise are all checked the same way. Never throws.
   */
  checkPosition(state: S): readonly PositionProblem[];
  /** The plain JSON setup of a state (round-trips through fromSetup). */
  toSetup(state: S): unknown;
  /**
   * Every legal next single step for the seat to act (exact and cheap; never the product of a
   * whole turn). Contains `{ type: 'end' }` exactly when the turn may end here.
   */
  legalMoves(state: S): readonly Move[];
  /** Applies one step; the variant decides when the turn passes to the next seat. */
  applyMove(state: S, move: Move): Result<S, Violation>;
  harmonies(state: S): readonly Harmony[];
  outcome(state: S): Outcome;
  parseMove(state: S, text: string): Result<Move>;
  formatMove(state: S, move: Move): string;
  /** A position written compactly (fits a URL); round-trips exactly through parsePosition. */
  formatPosition(state: S): string;
  parsePosition(text: string, options?: OptionValues): Result<S>;
  /** The options a state was created with. */
  options(state: S): OptionValues;
  /**
   * What a board shows of a position. `revealHands`: `true` shows every hand a variant hides;
   * a list of seats shows only theirs (a reader facing the computer sees their own hand, not
   * the computer's); absent or `false` hides them all. `handShown` reads it.
   */
  view(state: S, opts?: { readonly revealHands?: RevealHands }): BoardView;
  /**
   * A plain-text description of the position for screen readers; `revealHands` as in `view`
   * (hands a board shows are described by their tiles, not as hidden).
   */
  describe(state: S, opts?: { readonly revealHands?: RevealHands }): string;
  /**
   * Whether a step reveals hidden information (e.g. a draw from the bag), so that play mode may
   * not undo past it. Absent: no step is irreversible.
   */
  irreversible?(state: S, step: Move): boolean;
  /**
   * The label of a non-place field of a legal step, by its index in `stepFields(step)` (e.g. the
   * `use` step's ability at 1, its arguments from 2): `rotate 90° clockwise`. Default `String(value)`.
   */
  describeArg?(state: S, step: Move, index: number): string;
  /**
   * A whole turn written from the position before it (for variants whose turns have several
   * steps). Default: the steps' `formatMove` joined with `+` (see `core/steps.ts`).
   */
  formatTurn?(stateBeforeTurn: S, steps: readonly Move[]): string;
  /** Reads a whole turn (untrusted); the inverse of `formatTurn`. Default: split on `+` or `_`. */
  parseTurn?(stateBeforeTurn: S, text: string): Result<readonly Move[]>;
  /**
   * What a legal step did that its notation does not say, in a sentence for the board's message
   * after it is played (Iroh: a proclamation that was not correct only ended the turn, and why);
   * with the rule it follows; undefined when the notation says it all. Optional.
   */
  stepNote?(before: S, step: Move): { readonly text: string; readonly rule: string } | undefined;
  /**
   * Browser engines split in two chunks: loads the second. Before it resolves only `spec`,
   * `resolveOptions`, `create`, `fromSetup`, `parsePosition`, `view`, `describe`, `harmonies`,
   * `legalMoves`, `outcome` and `options` may be called. Absent: the engine is whole.
   */
  complete?(): Promise<void>;
}

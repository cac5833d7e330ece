/**
 * The computer opponent and the hint, on a live board (loaded only when a reader asks for one:
 * a chunk of its own, and the search runs in a Web Worker). Holds no rule and no evaluation: the
 * worker asks the engine's search and the variant's evaluation; an exercise's hint is a move its
 * own judge accepts, with the judge's words and rule.
 */
import { useEffect, useRef, useState, type ReactElement } from 'react';
import type { HintReason } from '../../engine/core/evaluation.ts';
import { turnPlaces } from '../../engine/core/evaluation.ts';
import type { Level } from '../../engine/core/search.ts';
import type { Move, OptionValues, Outcome, VariantEngine, VariantId } from '../../engine/core/types.ts';
import * as C from '../board/controller.ts';
import HintOverlay from './HintOverlay.tsx';
import { turnWords } from './turns.ts';
import { useOpponentWorker } from './useOpponent.ts';

/** How long the strong level thinks at most, per turn (shown to the player). */
export const STRONG_MS = 1000;
const HINT_MS = 600;
/** How many of the game's latest positions go with a request (the strong level avoids bringing them back, where the variant asks it to). */
const EARLIER = 60;

const LEVEL_TEXT: Record<Level, string> = {
  beginner: 'Beginner (a legal move, lightly random)',
  club: 'Club (the best move one turn ahead)',
  strong: `Strong (searches ahead, up to ${(STRONG_MS / 1000).toFixed(1)} s a turn)`,
};

export interface OpponentPanelProps {
  readonly variant: VariantId;
  readonly engine: VariantEngine<unknown>;
  readonly ctrl: C.Ctrl<unknown>;
  readonly options: OptionValues;
  readonly playerNames: readonly string[];
  /** What the reader asked for first: an opponent, or a hint. */
  readonly first: 'play' | 'hint';
  /** Plays a whole turn chosen by the computer (through the controller). */
  readonly onSteps: (steps: readonly Move[]) => void;
  /** Gives the board the marks of a suggested turn to draw over itself (`HintOverlay`; undefined clears them). */
  readonly onHintMarks: (marks: ReactElement | undefined) => void;
  /** Tells the board a hint was shown (exercises note it in the verdict). */
  readonly onHintUsed: () => void;
  /** Tells the board which seats the computer plays (the board waits on their turns). */
  readonly onSeats: (seats: readonly number[]) => void;
  /** A link to a rule, as the board writes it. */
  readonly ruleLink: (rule: string) => ReactElement | null;
  /**
   * Gives the board a line to show just under itself while a marked hint stands ("Hint: place a
   * Night Pine on 10j, circled above"), so that the circle and its meaning are seen together even
   * where the panel is a screen below the board (a phone); undefined takes it away. (Made here,
   * so that the board's own chunk carries none of it.)
   */
  readonly onHintBar?: (bar: ReactElement | undefined) => void;
}

interface HintShown {
  readonly position: unknown;
  /** The suggested turn's steps (played by "Play this move"); empty for an exercise's hint. */
  readonly steps: readonly Move[];
  readonly text: string;
  /** The turn in words (`turnWords`), for a reader who does not read the notation yet. */
  readonly words: string;
  readonly reasons: readonly HintReason[];
  /** Whether the board marks the turn (a pass or a proclamation has no place to circle). */
  readonly marked: boolean;
}

/**
 * How a hint's turn is introduced: a pass (nothing to place or move) as passing, any other turn
 * as a move to play, said to be circled only when the board marks some place of it.
 */
export function hintLead(steps: readonly Move[], marked: boolean): { pass: boolean; circled: boolean } {
  const pass = steps.length > 0 && steps.every((m) => m.type === 'pass');
  return { pass, circled: !pass && marked };
}

/** The seat menu's value for a set of computer seats: '' (none), one seat, or `but:i` (every seat but i). */
export function seatsValue(seats: readonly number[], count: number): string {
  if (seats.length === 0) return '';
  if (seats.length === 1) return String(seats[0]);
  const missing = Array.from({ length: count }, (_, i) => i).filter((i) => !seats.includes(i));
  return missing.length === 1 ? `but:${missing[0]}` : String(seats[0]);
}
/** The computer seats a seat menu value names. */
export function seatsOf(value: string, count: number): readonly number[] {
  if (value === '') return [];
  if (value.startsWith('but:')) {
    const me = Number(value.slice(4));
    return Array.from({ length: count }, (_, i) => i).filter((i) => i !== me);
  }
  return [Number(value)];
}

export default function OpponentPanel(props: OpponentPanelProps): ReactElement {
  const choose = useOpponentWorker();
  // The seats the computer plays: one seat, or (3–4 seats) every seat but the reader's.
  const [seats, setSeatsState] = useState<readonly number[]>([]);
  const setSeats = (x: readonly number[]) => {
    setSeatsState(x);
    props.onSeats(x);
  };
  const [level, setLevel] = useState<Level>('club');
  const [thinking, setThinking] = useState<{ what: 'move' | 'hint'; since: number; budget: number } | undefined>(undefined);
  const [elapsed, setElapsed] = useState(0);
  const [hint, setHint] = useState<HintShown | undefined>(undefined);
  // The computer's last answer, said in the status line (on a phone the board is often out of view
  // when it comes): shown while the board stands on the position it led to.
  const [answer, setAnswer] = useState<{ readonly asked: unknown; readonly steps: number; readonly seat: number; readonly text: string; readonly words: string } | undefined>(undefined);
  const lead = hint ? hintLead(hint.steps, hint.marked) : undefined;
  const [error, setError] = useState<string | undefined>(undefined);
  const { engine, ctrl } = props;
  const state = C.current(ctrl);
  const view = engine.view(state);
  const over = engine.outcome(state).status !== 'ongoing';
  const atEnd = ctrl.index === ctrl.line.length - 1;
  const exercise = ctrl.mode === 'exercise';
  const busy = useRef<unknown>(undefined);
  const bar = useRef<HTMLParagraphElement>(null);
  const box = useRef<HTMLDivElement>(null);
  /**
   * Brings an element into view (its bottom edge: the line under the board comes with the board
   * above it) and the keyboard to it: "See it on the board" shows the line under the board, "Why
   * this move" the hint's reasons.
   */
  const show = (e: HTMLElement | null, block: ScrollLogicalPosition) => {
    if (!e) return;
    const still = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    e.scrollIntoView({ block, behavior: still ? 'auto' : 'smooth' });
    e.focus({ preventScroll: true });
  };
  const playHint = () => hint && props.onSteps(hint.steps);

  // The visible thinking state: elapsed time against the budget.
  useEffect(() => {
    if (!thinking) return;
    const t = window.setInterval(() => setElapsed(performance.now() - thinking.since), 100);
    return () => window.clearInterval(t);
  }, [thinking]);

  // A hint is for the position it was asked on: it goes away when the board shows another.
  useEffect(() => {
    if (hint && hint.position !== state) {
      setHint(undefined);
      props.onHintMarks(undefined);
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [state]);

  const ask = (what: 'move' | 'hint') => {
    const position = engine.formatPosition(state);
    const budget = what === 'hint' ? HINT_MS : level === 'strong' ? STRONG_MS : 0;
    busy.current = state;
    setError(undefined);
    setThinking({ what, since: performance.now(), budget });
    setElapsed(0);
    return choose({
      variant: props.variant,
      options: props.options,
      position,
      level: what === 'hint' ? 'strong' : level,
      seed: 7 + ctrl.index,
      timeMs: what === 'hint' ? HINT_MS : STRONG_MS,
      explain: what === 'hint',
      earlier: ctrl.line.slice(Math.max(0, ctrl.index + 1 - EARLIER), ctrl.index + 1).map((x) => engine.formatPosition(x)),
    }).then(
      (a) => {
        setThinking(undefined);
        busy.current = undefined;
        return a;
      },
      (e: unknown) => {
        setThinking(undefined);
        busy.current = undefined;
        setError(`The computer could not answer: ${String(e)}`);
        return undefined;
      },
    );
  };

  // The computer's turn: it moves after the human, only at the end of the played line (after an
  // undo it waits, so a reader can look back), never on an example or an exercise.
  const computerToAct = seats.includes(view.toMove) && ctrl.mode === 'play' && atEnd && !over;
  useEffect(() => {
    if (!computerToAct || busy.current !== undefined) return;
    const asked = state;
    void ask('move').then((a) => {
      if (!a) return;
      if (!a.ok) return setError(a.message);
      // The board may have moved on while the computer thought (an undo, a reset): then drop the answer.
      if (C.current(latest.current) !== asked) return;
      setAnswer({ asked, steps: a.steps.length, seat: view.toMove, text: a.text.join(' then '), words: turnWords(engine, asked, a.steps) });
      props.onSteps(a.steps);
    });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [computerToAct, state]);
  const latest = useRef(ctrl);
  latest.current = ctrl;

  const showHint = (text: string, reasons: readonly HintReason[], places: readonly number[], steps: readonly Move[] = [], named: readonly Move[] = steps) => {
    setHint({ position: state, steps, text, words: turnWords(engine, state, named), reasons, marked: places.length > 0 });
    props.onHintMarks(places.length > 0 ? <HintOverlay steps={named} /> : undefined);
    props.onHintUsed();
  };

  const askHint = () => {
    if (exercise && ctrl.judge) {
      // An exercise's hint: a move its own judge accepts, with the judge's reason.
      const judge = ctrl.judge;
      for (const m of engine.legalMoves(state)) {
        const v = judge.move(state, m);
        if (v.correct) {
          showHint(engine.formatMove(state, m), [{ text: v.message, rule: v.rule ?? judge.rule ?? '' }], turnPlaces([m]), [], [m]);
          return;
        }
      }
      setError('No single move reaches this exercise’s goal from here; try Reset.');
      return;
    }
    const asked = state;
    void ask('hint').then((a) => {
      if (!a) return;
      if (!a.ok) return setError(a.message);
      if (C.current(latest.current) !== asked) return;
      showHint(a.text.join(' then '), a.reasons, turnPlaces(a.steps), a.steps);
    });
  };

  // The first request: what the reader clicked to open this panel.
  useEffect(() => {
    if (props.first === 'hint') askHint();
    else setSeats(othersOf());
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  /** The computer takes the seats of the others: the reader keeps the seat to act. */
  const othersOf = () => (view.seats > 2 ? Array.from({ length: view.seats }, (_, i) => i).filter((i) => i !== view.toMove) : [view.toMove === 0 ? 1 : 0]);
  const name = (i: number) => props.playerNames[i] ?? `Player ${i + 1}`;
  /** The result for the reader facing the computer: who won, by seat and by side. */
  const overFor = (o: Outcome): string => {
    if (o.status !== 'win') return 'a draw.';
    const won = o.winners ?? [o.winner];
    const computer = won.every((w) => seats.includes(w));
    const reader = won.every((w) => !seats.includes(w));
    const who = won.map(name).join(' and ');
    return computer ? `the computer wins (${who}).` : reader ? `you win (${who}).` : `${who} win.`;
  };
  const answered = answer && ctrl.index >= answer.steps && ctrl.line[ctrl.index - answer.steps] === answer.asked ? `${name(answer.seat)} (the computer) played ${answer.text} (${answer.words}).` : undefined;
  const playable = !!hint && !exercise && hint.steps.length > 0 && hint.position === state && !seats.includes(view.toMove);
  const barShown = !!props.onHintBar && !!hint && !!lead?.circled;
  useEffect(() => {
    props.onHintBar?.(
      hint && barShown ? (
        <p className="ps-status ps-hint-bar" ref={bar} tabIndex={-1} data-testid="hint-bar">
          Hint: {hint.words}, circled above.{' '}
          {playable && (
            <button type="button" onClick={playHint} data-testid="hint-bar-play">
              Play this move
            </button>
          )}{' '}
          <button type="button" onClick={() => show(box.current, 'nearest')} data-testid="hint-bar-why">
            Why this move
          </button>
        </p>
      ) : undefined,
    );
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [hint, barShown, playable]);
  // Closing the panel takes the line away.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  useEffect(() => () => props.onHintBar?.(undefined), []);
  return (
    <div className="ps-opponent" role="group" aria-label="Computer opponent and hints" data-testid="opponent-panel">
      {!exercise && (
        <>
          <label>
            Computer plays{' '}
            <select value={seatsValue(seats, view.seats)} onChange={(e) => setSeats(seatsOf(e.target.value, view.seats))} data-testid="opponent-seat">
              <option value="">no one (people at this board)</option>
              {Array.from({ length: view.seats }, (_, i) => (
                <option key={i} value={String(i)}>
                  {name(i)}
                </option>
              ))}
              {view.seats > 2 &&
                Array.from({ length: view.seats }, (_, i) => (
                  <option key={`but${i}`} value={`but:${i}`}>
                    everyone but {name(i)} (you play {name(i)})
                  </option>
                ))}
            </select>
          </label>{' '}
          {/* Opened by a hint, the panel has the computer play no one: the board's own "Play the computer" is gone, so it is here. */}
          {seats.length === 0 && (
            <>
              <button type="button" onClick={() => setSeats(othersOf())} data-testid="panel-play-computer">
                Play the computer
              </button>{' '}
            </>
          )}
          <label>
            Level{' '}
            <select value={level} onChange={(e) => setLevel(e.target.value as Level)} data-testid="opponent-level">
              {(Object.keys(LEVEL_TEXT) as Level[]).map((l) => (
                <option key={l} value={l}>
                  {LEVEL_TEXT[l]}
                </option>
              ))}
            </select>
          </label>{' '}
        </>
      )}
      <button type="button" onClick={askHint} disabled={over || thinking !== undefined} data-testid="hint-button">
        {exercise ? 'Suggest a move' : 'Hint'}
      </button>
      <p className="ps-status" role="status" aria-live="polite" data-testid="opponent-status">
        {thinking ? (
          <>
            {thinking.what === 'hint' ? 'Looking for a good move' : `${name(view.toMove)} (the computer) is thinking`}
            {/* The budget is the search's: loading the computer player (the first time) and checking its answer come on top. */}
            {thinking.budget > 0
              ? elapsed <= thinking.budget
                ? `: ${(elapsed / 1000).toFixed(1)} s of at most ${(thinking.budget / 1000).toFixed(1)} s`
                : `: ${(elapsed / 1000).toFixed(1)} s (its search stops at ${(thinking.budget / 1000).toFixed(1)} s; the rest is loading and checking)`
              : '…'}{' '}
            {thinking.budget > 0 && <progress max={thinking.budget} value={Math.min(elapsed, thinking.budget)} aria-hidden="true" />}
          </>
        ) : seats.length > 0 && !exercise ? (
          over ? `${answered ? `${answered} ` : ''}The game is over: ${overFor(engine.outcome(state))}` : seats.includes(view.toMove) ? (atEnd ? '' : 'The computer waits while you look back; go to the last move for it to play.') : answered ? `${answered} Your move.` : `Your move: the computer plays ${seats.map(name).join(', ')}.`
        ) : (
          ''
        )}
      </p>
      {error && <p className="ps-error">{error}</p>}
      {hint && (
        <div className="ps-ok" data-testid="hint-text" ref={box} tabIndex={-1}>
          <p>
            Hint: {lead?.pass ? 'pass this turn' : <>play <strong>{hint.text}</strong> ({hint.words}{lead?.circled ? ', circled on the board' : ''})</>}.{' '}
            {/* Outside exercises a reader may take the suggestion as their move (an exercise is theirs to solve). */}
            {playable && (
              <button type="button" onClick={playHint} data-testid="hint-play">
                Play this move
              </button>
            )}{' '}
            {barShown && (
              <button type="button" onClick={() => show(bar.current, 'end')} data-testid="hint-see">
                See it on the board
              </button>
            )}
          </p>
          <ul>
            {hint.reasons.map((r, i) => (
              <li key={i}>
                {r.text}
                {r.rule && props.ruleLink(r.rule)}
              </li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}

/**
 * The live board island. Server-rendered from the engine's view (so the diagram
 * shows without JavaScript); on hydration it loads only this variant's engine and
 * becomes interactive: select a tile to see its legal moves, play, undo, step
 * through worked examples, solve exercises, copy a link that restores the state.
 * Every decision comes from the engine; this file contains no rule.
 */
import { lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState, type KeyboardEvent, type ReactElement } from 'react';
import { countHarmonies, type BoardView, type ExerciseGoal, type NoHarmonyExplainer, type OptionValues, type Outcome, type RevealHands, type VariantEngine, type VariantId } from '../../engine/core/types.ts';
import { parseOptions, formatOptions } from '../../engine/core/options.ts';
import { loadEngine, loadExplainer } from '../../engine/lazy.ts';
import { BoardSvg, type HarmonyLine } from './BoardSvg.tsx';
import { focusLines, toLines } from './harmony-focus.ts';
import { faceLayer, faceOrder, faceSheet, handGrid, pct, type TileLook } from './glyphs.tsx';
import { isSquare, offsetPlace, otherLattice, placeName, type PlaceId } from './explorer-geometry.ts';
import * as C from './controller.ts';
import { usePersist } from './usePersist.ts';
import { ruleLinkHref } from './rule-link.ts';
import { variantPage } from '../../site/paths.ts';
import { firstAnswers, isWhole, useWhole, warm, whenWhole, whole } from './whole.ts';

/** The computer opponent and hints: a chunk of their own, loaded when a reader asks (issue 16). */
const OpponentPanel = lazy(() => import('../opponent/OpponentPanel.tsx'));
/** "Copy embed code": its own small chunk, fetched once the board is live (it shows only then). */
const EmbedCode = lazy(() => import('./EmbedCode.tsx'));

export interface RuleLabel {
  readonly number: string;
  readonly title: string;
  /** The further page of the variant the rule is on (`harmony` for `/variants/wiki/harmony/`); none: the rules page. */
  readonly page?: string;
}

export interface BoardWidgetProps {
  readonly variant: VariantId;
  /** Stable id of this board on its page (URL state and anchor). */
  readonly boardId: string;
  readonly mode: 'play' | 'example' | 'exercise';
  /** Start position text; '' = a new game. */
  readonly start: string;
  /** Options in compact form (`id=choice,…`), as the page gives them. */
  readonly options: string;
  readonly seed?: number;
  /** Server-computed first paint. */
  readonly initialView: BoardView;
  readonly initialDescription: string;
  readonly initialHarmonies: readonly HarmonyLine[];
  /** What the variant calls a harmony, singular and plural (from the engine's spec, so the first paint matches). */
  readonly harmonyWord: readonly [string, string];
  readonly tiles: Readonly<Record<string, TileLook>>;
  readonly rules: Readonly<Record<string, RuleLabel>>;
  readonly overlays: { readonly coords: boolean; readonly areas: boolean; readonly harmonies: boolean };
  readonly caption?: string;
  readonly reveal?: boolean;
  readonly example?: { readonly title: string; readonly intro: string; readonly steps: readonly { readonly move: string; readonly caption: string }[] };
  /** Keep this board's state across reloads and visits (issue 18); false for a board rebuilt from typed text. Default true. */
  readonly keep?: boolean;
  readonly exercise?: { readonly title: string; readonly prompt: string; readonly goal: ExerciseGoal; readonly hint: string; readonly success: string; readonly rule?: string };
  /**
   * Server-computed, like `initialView`: the word steps of the first position (“Pass”, “Proclaim victory”;
   * resigning apart) and whether resigning is one of them, and the open questions the board's options answer
   * differently from the default. The first paint draws the buttons and lines the live board will have, disabled,
   * so that hydration moves nothing under the reader.
   */
  readonly initialWords?: readonly string[];
  readonly initialResign?: boolean;
  readonly initialRules?: readonly { readonly id: string; readonly title: string; readonly label: string }[];
  /** Server-computed: how the first position's game has ended (absent while it goes on), and who won in words. */
  readonly initialOutcome?: Outcome;
  readonly initialResult?: string;
}

type Engine = VariantEngine<unknown>;
/** What an exercise board loads besides the engine: the exercise checks and the variant's explanations. */
type Kit = { readonly checks: typeof import('../../engine/core/exercises.ts'); readonly explain: NoHarmonyExplainer | undefined };

const harmonyLines = (engine: Engine, s: unknown): HarmonyLine[] => toLines(engine.harmonies(s));

/** “Copy embed code” before its chunk is there (the board not yet live): the same button, disabled. */
const embedPlaceholder = (
  <button type="button" disabled>
    Copy embed code
  </button>
);

export default function BoardWidget(props: BoardWidgetProps): ReactElement {
  const [engine, setEngine] = useState<Engine | undefined>(undefined);
  const [kit, setKit] = useState<Kit | undefined>(undefined);
  // (unknown: the widget is generic over every variant's state type)
  const [ctrl, setCtrl] = useState<C.Ctrl<unknown> | undefined>(undefined);
  const [options, setOptions] = useState(props.options);
  /** The board's own start (its diagram under the options in force), which its caption describes. */
  const [boardStart, setBoardStart] = useState<{ readonly state: unknown } | undefined>(undefined);
  const [confirmResign, setConfirmResign] = useState(false);
  const [linkError, setLinkError] = useState<string | undefined>(undefined);
  const [showHarmonies, setShowHarmonies] = useState(props.overlays.harmonies);
  const [showCoords, setShowCoords] = useState(props.overlays.coords);
  const [showAreas, setShowAreas] = useState(props.overlays.areas);
  const [reveal, setReveal] = useState(Boolean(props.reveal));
  const [cursor, setCursor] = useState<PlaceId | undefined>(undefined);
  /** The area chosen in the “Highlight” list (a standing choice, unlike a tapped place's area). */
  const [chosenArea, setChosenArea] = useState<string | undefined>(undefined);
  const [showHint, setShowHint] = useState(false);
  const [opponent, setOpponent] = useState<'play' | 'hint' | undefined>(undefined);
  // The hint's marks drawn on the board (made by the panel's chunk, as the line under the board is).
  const [hintMarks, setHintMarks] = useState<ReactElement | undefined>(undefined);
  const [hintUsed, setHintUsed] = useState(false);
  // Under the board, the line that says what the hint's circle marks (made by the panel's chunk).
  const [hintBar, setHintBar] = useState<ReactElement | undefined>(undefined);
  const [computerSeats, setComputerSeats] = useState<readonly number[]>([]);

  const [announce, setAnnounce] = useState('');
  const [copied, setCopied] = useState(false);
  const persist = usePersist(props.keep !== false, props.variant, props.boardId, props.exercise?.title ?? props.example?.title ?? props.caption ?? 'a board', engine, ctrl, options);

  /** A fresh start position under the given options (page diagram or a new game). */
  const makeStart = useCallback(
    (e: Engine, opts: string): { state?: unknown; error?: string } => {
      const o = parseOptions(e.spec.options, opts);
      if (!o.ok) return { error: o.error.message };
      const r = props.start ? e.parsePosition(props.start, o.value) : e.create({ options: o.value, seed: props.seed ?? 1 });
      return r.ok ? { state: r.value } : { error: r.error.message };
    },
    [props.start, props.seed],
  );

  /** The board as it opens on a start position: an example at a step, an exercise, or a play board. */
  const opening = useCallback(
    (e: Engine, start: unknown, step = 0, k?: Kit): { ctrl: C.Ctrl<unknown>; error?: string } => {
      // An example opened at its start before the engine is whole shows the server's drawing; it is
      // replayed when the reader first steps along it (onExample).
      if (props.example) return step === 0 && !isWhole(e) ? { ctrl: C.pendingExample(start) } : C.initExample(e, start, props.example.steps.map((s) => s.move), step);
      const ex = props.exercise;
      if (props.mode === 'exercise' && ex && k) {
        const judge: C.Judge<unknown> = {
          move: (s, m) => k.checks.checkExerciseMove(e, s, ex.goal, m, k.explain),
          marks: (s, marks) => k.checks.checkExerciseSelection(e, s, marks),
          ...(ex.rule ? { rule: ex.rule } : {}),
        };
        return { ctrl: C.initCtrl(start, 'exercise', judge) };
      }
      return { ctrl: C.initCtrl(start, 'play') };
    },
    [props.example, props.exercise, props.mode],
  );

  // Hydration: load the engine, then restore state from the URL if it names this board.
  useEffect(() => {
    let live = true;
    // An exercise board also loads the exercise checks and the variant's explanations (other boards never need them).
    const kitLoad: Promise<Kit | undefined> = props.exercise
      ? Promise.all([import('../../engine/core/exercises.ts'), loadExplainer(props.variant)]).then(([checks, explain]) => ({ checks, explain }))
      : Promise.resolve(undefined);
    // A board that replays moves at once (a link to a board, a board kept from an earlier visit) needs the
    // whole engine now; an example or an exercise at its start waits for the reader (see whole.ts).
    // So does a board opened under page-wide options from the address: its start is not the diagram the
    // server drew, and until the engine is whole the board shows only the server's drawing (see whole.ts).
    const addr = C.parseLink(window.location.search);
    const now = addr.board === props.boardId || (addr.opt !== undefined && C.variantOptionsText(addr.opt, props.variant) !== '');
    Promise.all([loadEngine(props.variant), kitLoad, persist.load()])
      .then(([e0, k0, p0]) => (now || p0 !== undefined || !firstAnswers(e0, makeStart(e0, props.options).state) ? whole(e0) : Promise.resolve(e0)).then((e1) => [e1, k0, p0] as const))
      .then(
      ([e, k, p]) => {
        if (!live) return;
        setEngine(e);
        setKit(k);
        kitRef.current = k;
        const link = C.parseLink(window.location.search);
        // `opt` in the address applies to the whole page (every board of this variant follows it);
        // `board`, `pos`, `moves` and `step` restore one board.
        const pageOpt = link.opt !== undefined ? C.variantOptionsText(link.opt, props.variant) : '';
        const mine = link.board === props.boardId;
        let opts = C.mergeOptionsText(props.options, pageOpt);
        let start = makeStart(e, opts);
        let error: string | undefined;
        let emptied = false;
        /** A malformed link to this board: say so and show an empty board (a new game) under the board's own options. */
        const empty = (why: string) => {
          error = `This link could not be restored: ${why} Showing an empty board.`;
          emptied = true;
          opts = props.options;
          const o = parseOptions(e.spec.options, opts);
          const fresh = e.create({ options: o.ok ? o.value : {}, seed: 1 });
          if (fresh.ok) start = { state: fresh.value };
        };
        if (start.error !== undefined) {
          if (mine) empty(start.error);
          else {
            // Page-wide options that do not fit this diagram: keep the diagram under its own options.
            error = `The rule options in the address do not fit this diagram, so it keeps its own rules: ${start.error}`;
            opts = props.options;
            start = makeStart(e, opts);
          }
        }
        const diagram = start.state;
        let playFrom: unknown;
        if (mine && link.pos !== undefined && error === undefined) {
          const o = parseOptions(e.spec.options, opts);
          const p = o.ok ? e.parsePosition(link.pos, o.value) : o;
          if (p.ok) playFrom = p.value;
          else empty(p.error.message);
        }
        let c: C.Ctrl<unknown>;
        if (emptied) c = C.initCtrl(start.state, 'play');
        else {
          const n = mine && props.example && link.step !== undefined && Number.isFinite(link.step) ? link.step : 0;
          const o = opening(e, diagram, n, k);
          c = o.ctrl;
          if (o.error !== undefined) error = error ?? `This example does not replay: ${o.error}`;
          if (mine && error === undefined && props.example && link.step !== undefined && link.step !== c.step)
            error = Number.isFinite(link.step) ? `Step ${String(link.step)} does not exist; showing step ${c.step}.` : `The step in this link is not a number; showing step ${c.step}.`;
          if (mine && error === undefined && (link.moves || playFrom !== undefined)) {
            // A played line: replayed from the linked position (or the diagram), in play mode.
            const r = C.replay(e, playFrom ?? diagram, link.moves ?? []);
            if (r.error) error = r.error;
            c = { ...c, mode: c.mode === 'example' ? 'play' : c.mode, line: r.ctrl.line, moves: r.ctrl.moves, index: r.ctrl.index, origin: 0 };
          }
        }
        // The board as the reader left it (this tab's history entry, or this browser's storage): see persist.ts.
        const open = (o: string) => ((s) => (s.error === undefined ? opening(e, s.state, 0, k).ctrl : undefined))(makeStart(e, o));
        const kept = emptied ? undefined : persist.restore(p, { engine: e, link: mine, addressOpt: pageOpt !== '', opt: opts, open });
        if (kept?.ctrl) [c, opts] = [kept.ctrl, kept.opt ?? opts];
        persist.opened(c, kept?.note);
        setOptions(opts);
        setBoardStart({ state: diagram });
        setCtrl(c);
        if (error !== undefined) setLinkError(error);
        if (mine) document.getElementById(props.boardId)?.scrollIntoView({ block: 'center' });
      },
      (err: unknown) => {
        if (live) setLinkError(`The rules engine could not be loaded: ${String(err)}`);
      },
    );
    return () => {
      live = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // Option changes from the page (an open-question switch, the compare page) re-evaluate this board.
  // The listener is registered once, on mount, and reads the engine through a ref, so an event sent
  // the moment the board becomes ready is never missed; one sent earlier waits for the engine.
  const engineRef = useRef<Engine | undefined>(undefined);
  const kitRef = useRef<Kit | undefined>(undefined);
  const ctrlRef = useRef<C.Ctrl<unknown> | undefined>(undefined);
  ctrlRef.current = ctrl;
  const pendingRef = useRef<string | undefined>(undefined);
  const applyOptions = useRef<(opts: string) => void>(() => undefined);
  applyOptions.current = (opts: string) => {
    const e = engineRef.current;
    if (!e) {
      pendingRef.current = opts;
      return;
    }
    // A position other than the server's drawing needs the whole engine to be shown.
    if (!isWhole(e)) {
      whenWhole(e, () => applyOptions.current(opts), (err: unknown) => setLinkError(`The rules engine could not be loaded: ${String(err)}`));
      return;
    }
    const merged = C.mergeOptionsText(props.options, opts);
    const s = makeStart(e, merged);
    if (s.error !== undefined) {
      setLinkError(`Under these options the diagram cannot be shown, so it keeps its previous rules: ${s.error}`);
      return;
    }
    setLinkError(undefined);
    setOptions(merged);
    // An example keeps the step the reader is at (as far as the example still replays); a game in
    // play keeps its moves, replayed under the new rules as far as they stay legal.
    const old = ctrlRef.current;
    let o = opening(e, s.state, old?.mode === 'play' ? old.origin : (old?.step ?? 0), kitRef.current);
    if (o.error !== undefined) setLinkError(`Under these options the example stops early: ${o.error}`);
    // A game that began on another position than the diagram (opened from a link) begins there again,
    // read under the new rules, so switching an open question does not drop the linked position.
    if (old && boardStart && !sameStart(e, old.line[0], boardStart.state)) {
      const p = ((opt) => (opt.ok ? e.parsePosition(e.formatPosition(old.line[0]), opt.value) : opt))(parseOptions(e.spec.options, merged));
      if (p.ok) o = { ctrl: { ...o.ctrl, mode: o.ctrl.mode === 'example' ? 'play' : o.ctrl.mode, line: [p.value], moves: [], index: 0, origin: 0 } };
      else setLinkError(`Under these options the position this game began on cannot exist, so the board shows its own diagram: ${p.error.message}`);
    }
    setBoardStart({ state: s.state });
    const kept = old ? C.carryOver(e, o.ctrl, old) : { ctrl: o.ctrl, kept: 0 };
    setCtrl(
      kept.error === undefined
        ? kept.ctrl
        : { ...kept.ctrl, message: { tone: 'info', text: `Under the new rules the game is replayed up to move ${kept.ctrl.index}; the next move is no longer allowed. ${kept.error}` } },
    );
  };
  useEffect(() => {
    const onOpts = (ev: Event) => {
      // Page-wide when `board` is absent; otherwise aimed at one board (e.g. the compare page's right-hand board).
      const d = (ev as CustomEvent<{ variant: string; options: string; board?: string }>).detail;
      if (d.variant !== props.variant) return;
      if (d.board !== undefined && d.board !== props.boardId) return;
      applyOptions.current(d.options);
    };
    window.addEventListener('ps-options', onOpts);
    return () => window.removeEventListener('ps-options', onOpts);
  }, [props.variant, props.boardId]);
  useEffect(() => {
    engineRef.current = engine;
    if (engine && ctrl && pendingRef.current !== undefined) {
      const p = pendingRef.current;
      pendingRef.current = undefined;
      applyOptions.current(p);
    }
  }, [engine, ctrl]);

  const state = ctrl ? C.current(ctrl) : undefined;
  // Until the engine is whole the board is at the start the server drew, so its drawing stands (whole.ts).
  const drawn = engine !== undefined && state !== undefined && isWhole(engine);
  // When the computer takes a seat its hand is hidden again (a board drawn with every hand shown
  // included); when it leaves, the board shows what its page drew.
  const computerKey = computerSeats.join(',');
  const firstSeats = useRef(true);
  useEffect(() => {
    if (firstSeats.current) {
      firstSeats.current = false;
      return;
    }
    setReveal(computerKey === '' && Boolean(props.reveal));
  }, [computerKey, props.reveal]);
  // Facing the computer, a reader sees their own hand and not the computer's, unless they ask for every hand.
  const shownHands: RevealHands = reveal || (computerSeats.length > 0 && [0, 1, 2, 3].filter((i) => !computerSeats.includes(i)));
  const view: BoardView = drawn ? engine.view(state, { revealHands: shownHands }) : props.initialView;
  const nameOf = (i: number) => view.playerNames?.[i] ?? `Player ${i + 1}`;
  const description = drawn ? engine.describe(state, { revealHands: shownHands }) : props.initialDescription;
  const harmonies = drawn ? harmonyLines(engine, state) : props.initialHarmonies;
  const outcome = engine && state !== undefined ? engine.outcome(state) : props.initialOutcome;
  const hasSquares = view.squares.length > 0;
  const has = useMemo(() => {
    const set = new Set<PlaceId>([...view.points, ...view.squares]);
    return (p: PlaceId) => set.has(p);
  }, [view.points, view.squares]);

  const mode = ctrl?.mode ?? props.mode;
  const diagram = ctrl ? (ctrl.example?.positions[0] ?? ctrl.line[0]) : undefined;
  // Under page-wide options an exercise written for other rules may have no answer: say so, and offer its own rules.
  const ownRules = options === C.mergeOptionsText(props.options, '');
  const unsolvable = useMemo(
    // (Options other than the exercise's own come only once the engine is whole: see applyOptions.)
    () => Boolean(engine && isWhole(engine) && kit && props.exercise && diagram !== undefined && !ownRules && !kit.checks.exerciseSolvable(engine, diagram, props.exercise.goal)),
    [engine, kit, diagram, ownRules, props.exercise],
  );
  const selectMode = mode === 'exercise' && props.exercise?.goal.kind === 'select-movable';

  /** Applies a transition and tells a screen reader what it says. */
  const act = (n0: C.Ctrl<unknown>) => {
    const e = engineRef.current;
    const next = e ? C.keepForcedOpen(n0, e) : n0;
    setCtrl(next);
    const v = next.verdict && next.verdict !== ctrl?.verdict ? next.verdict : undefined;
    setAnnounce(v ? (v.tone === 'ok' ? `Correct. ${v.text}` : `Not yet: ${v.text}`) : (next.message?.text ?? ''));
  };

  /** On the computer's turn the board waits for it (the reader may still look back through the moves). */
  /**
   * Undo and Redo: one step; while the computer plays, a whole turn of the reader's (`opponent/turns.ts`,
   * loaded with the computer's panel, not with the board).
   */
  const byTurns = (f: 'takeBack' | 'redoTurn', step: (c: C.Ctrl<unknown>, e?: Engine) => C.Ctrl<unknown>) => {
    if (!ctrl) return;
    if (computerSeats.length === 0 || !engine) return act(step(ctrl, engine));
    void import('../opponent/turns.ts').then((m) => ctrlRef.current && act(m[f](ctrlRef.current, engineRef.current ?? engine, (seat) => !computerSeats.includes(seat))));
  };
  const computerTurn = () => computerSeats.includes(view.toMove) && ctrl?.mode === 'play' && ctrl.index === ctrl.line.length - 1;
  const failed = (e: unknown) => setLinkError(`The rules engine could not be loaded: ${String(e)}`);
  // Clicks that come before the engine is whole wait for it, then act on the latest position (see whole.ts).
  const later = useWhole(engine, failed);
  const live = useRef({ place: (_p: PlaceId) => undefined as void, hand: (_t: string) => undefined as void });
  const onPlace = (p: PlaceId) => later(() => live.current.place(p));
  const onPlaceNow = (p: PlaceId) => {
    if (!engine || !ctrl || state === undefined) return;
    if (computerTurn()) return act({ ...C.clearSelection(ctrl), message: { tone: 'info', text: 'The computer is to move: wait for its answer.' } });
    setCursor(p);
    if (selectMode) {
      if (view.pieces.some((x) => x.place === p)) act(C.toggleMark(ctrl, p));
      return;
    }
    const empty = !view.pieces.some((x) => x.place === p);
    if (empty && ctrl.selection.kind === 'none') {
      // Tapping an empty place with nothing chosen, where the board has areas: show the one it is in.
      if (view.areas && view.areas.length > 0) {
        const areas = view.areas;
        void import('./areas.ts').then((m) => ctrlRef.current && act(m.peekArea(ctrlRef.current, areas, p)));
        return;
      }
      const mover = view.hands.find((h) => h.player === view.toMove);
      if (mover?.hidden && mover.size > 0) {
        act({ ...C.clearSelection(ctrl), message: { tone: 'info', text: 'The hands are hidden. Tick “Show hands” to see the tiles of the player to move, then choose one to place.' } });
        return;
      }
    }
    act(C.clickPlace(ctrl, engine, p));
  };

  const onHandNow = (tile: string) => {
    if (!engine || !ctrl || computerTurn()) return;
    act(C.selectHand(ctrl, engine, tile));
  };
  const onHand = (tile: string) => later(() => live.current.hand(tile));
  /** Moves along the example (replaying it first if it opened before the engine was whole). */
  const onExample = (f: (c: C.Ctrl<unknown>) => C.Ctrl<unknown>) =>
    later(() => {
      const e = engineRef.current;
      let c = ctrlRef.current;
      if (!e || !c) return;
      if (c.pending) {
        const o = opening(e, C.current(c), 0, kitRef.current);
        if (o.error !== undefined) setLinkError(`This example does not replay: ${o.error}`);
        c = o.ctrl;
      }
      act(f(c));
    });
  live.current = { place: onPlaceNow, hand: onHandNow };

  const onKey = (e: KeyboardEvent<SVGSVGElement>) => {
    const dirs: Record<string, [number, number]> = { ArrowRight: [1, 0], ArrowLeft: [-1, 0], ArrowUp: [0, 1], ArrowDown: [0, -1] };
    const start = cursor ?? view.points[Math.floor(view.points.length / 2)] ?? 180;
    const d = dirs[e.key];
    if (d) {
      e.preventDefault();
      const n = cursor === undefined ? start : offsetPlace(start, d[0], d[1], has);
      if (n !== undefined) {
        setCursor(n);
        const piece = view.pieces.find((x) => x.place === n);
        setAnnounce(`${placeName(n)}${piece ? `: ${props.tiles[piece.tile]?.name ?? piece.tile}` : ''}${ctrl?.targets.includes(n) ? ', legal target' : ''}`);
      }
    } else if (e.key === 'Enter' || e.key === ' ') {
      e.preventDefault();
      onPlace(start);
    } else if (e.key === 'Escape') {
      // Escape clears the selection only: the mode, the step and the position stay.
      if (ctrl) act(C.clearSelection(ctrl));
    } else if ((e.key === 'h' || e.key === 'H') && ctrl) {
      // Cycle through the tiles of the player to move without leaving the board.
      e.preventDefault();
      const hand = view.hands.find((h) => h.player === view.toMove);
      if (!hand || hand.hidden || hand.tiles.length === 0) {
        setAnnounce(hand?.hidden ? 'The hands are hidden.' : 'No tile in hand.');
        return;
      }
      const kinds = [...new Set(hand.tiles)];
      const cur = ctrl.selection.kind === 'hand' ? kinds.indexOf(ctrl.selection.tile) : -1;
      const tile = kinds[(cur + 1) % kinds.length] as string;
      onHand(tile);
      setAnnounce(`${props.tiles[tile]?.name ?? tile} selected from the hand.`);
    } else if ((e.key === 's' || e.key === 'S') && hasSquares) {
      e.preventDefault();
      const target = otherLattice(start, has);
      if (target !== undefined) {
        setCursor(target);
        setAnnounce(`${isSquare(target) ? 'Square' : 'Point'} ${placeName(target)}`);
      }
    }
  };

  const link = (): string => {
    if (!engine || !ctrl) return '';
    const base = `${window.location.origin}${window.location.pathname}`;
    const optText = options || undefined;
    if (ctrl.mode === 'example') {
      return `${base}${C.formatLink({ board: props.boardId, step: ctrl.step, ...(optText ? { opt: optText } : {}) })}#${props.boardId}`;
    }
    const moves = ctrl.moves.slice(0, ctrl.index).map((m, i) => engine.formatMove(ctrl.line[i], m));
    return `${base}${C.formatLink({ board: props.boardId, pos: engine.formatPosition(ctrl.line[0]), moves, ...(optText ? { opt: optText } : {}) })}#${props.boardId}`;
  };

  const copyLink = () => {
    const url = link();
    // The address bar always gets the link; the clipboard too where the browser allows it.
    window.history.replaceState(window.history.state, '', url);
    setCopied(true);
    setAnnounce('Link copied, and shown in the address bar.');
    window.setTimeout(() => setCopied(false), 2000);
    navigator.clipboard?.writeText(url).catch(() => {
      /* clipboard unavailable (permissions, insecure context): the address bar has the link */
    });
  };

  const reset = () => {
    if (!ctrl) return;
    act(C.reset(ctrl));
    setShowHint(false);
    setHintUsed(false);
  };

  const ruleLink = (rule: string | undefined) => {
    if (!rule) return null;
    const r = props.rules[rule];
    // A finished game's result is drawn on the server too (messages and hints come with the engine): until the
    // board is live, as there, the link names the rule's page (the first render in the browser must match it).
    const href = !(engine && ctrl) || typeof location === 'undefined' ? `${variantPage(props.variant, r?.page)}#${rule}` : ruleLinkHref(props.variant, rule, r?.page, location.pathname, location.search);
    return (
      <>
        {' '}
        <a href={href}>{r ? `Rule ${r.number}: ${r.title}` : `Rule ${rule}`}</a>
      </>
    );
  };
  const ruleLinks = (m: C.Message) => (
    <>
      {ruleLink(m.rule)}
      {(m.also ?? []).map((r) => (
        <span key={r}>{ruleLink(r)}</span>
      ))}
    </>
  );

  const sel = ctrl?.selection;
  // A chosen or pointed-at tile shows only what it sends and receives (harmony-focus.ts).
  const focus = focusLines(harmonies, sel?.kind === 'board' ? sel.place : cursor);
  const lastMove = ctrl ? C.lastMove(ctrl) : undefined;
  const lastPlaces = lastMove ? (lastMove.type === 'move' ? [lastMove.from, lastMove.to] : lastMove.type === 'place' ? [lastMove.to] : []) : [];
  const step = ctrl?.step ?? 0;
  const steps = props.example?.steps.length ?? 0;
  // The example's captions describe its own moves: they show only while the board is on the example's line.
  const exampleCaption = props.example && mode === 'example' ? (step === 0 ? props.example.intro : props.example.steps[step - 1]?.caption) : undefined;
  const moveList = engine && ctrl ? C.moveList(ctrl, engine) : [];
  const chooser = ctrl?.choices ?? [];
  const allWords = engine && ctrl && (!outcome || outcome.status === 'ongoing') && !computerTurn() ? C.wordSteps(ctrl, engine) : [];
  // Resigning ends the game at once: it sits with the board's controls and asks to be confirmed.
  const { words, resign } = C.splitResign(allWords);
  const ready = Boolean(engine && ctrl);
  const order = faceOrder(Object.keys(props.tiles));
  // A caption is written for the position the board opens on; once the board shows another, it says so.
  const moved = Boolean(ctrl && !C.atStart(ctrl));
  // A game that began on another position than the diagram (a link's `pos`): the caption is the diagram's.
  const first = ctrl?.line[0];
  const linkedStart = useMemo(() => Boolean(engine && first !== undefined && boardStart && !sameStart(engine, first, boardStart.state)), [engine, first, boardStart]);
  const shownArea = ctrl?.peekArea ?? chosenArea;
  const peeked = ctrl?.peekArea ? view.areas?.find((a) => a.id === ctrl.peekArea) : undefined;
  const changedOptions = ready && engine ? changed(engine, options) : (props.initialRules ?? []);
  // An open question's box: on this page if it is here, else the variant's questions page (which points to
  // a further page that holds it, as the Pai Sho Project's harmony page holds its harmony questions).
  // (Before the board is live, as on the server: the first render in the browser must match the server's.)
  const optionHref = (id: string) =>
    ready && typeof document !== 'undefined' && document.getElementById(id)?.matches('section.ps-option') ? `#${id}` : `${variantPage(props.variant, 'open-questions')}#${id}`;

  return (
    <div
      className="ps-widget not-content"
      onPointerEnter={() => warm(engine)}
      onFocus={() => warm(engine)}
      data-testid="board-widget"
      data-variant={props.variant}
      data-board={props.boardId}
      data-ready={ready ? 'true' : 'false'}
      data-mode={ready ? mode : undefined}
      data-pagefind-ignore="all"
    >
      {props.example && <p className="ps-status"><strong>{props.example.title}</strong></p>}
      {props.exercise && (
        <p className="ps-status">
          <strong>
            Exercise: {props.exercise.title}
            {/[.?!]$/.test(props.exercise.title) ? '' : '.'}
          </strong>{' '}
          {props.exercise.prompt}
        </p>
      )}
      {unsolvable && (
        <p className="ps-error" role="status" data-testid="exercise-unsolvable">
          Under the rule options in force on this page, no move solves this exercise: it was written for other rules.{' '}
          <button type="button" onClick={() => applyOptions.current('')}>
            Use the exercise’s own rules
          </button>
        </p>
      )}
      {persist.note && <p className="ps-status" data-testid="restore-note">{persist.note}</p>}
      {linkError && (
        <p className="ps-error" role="alert" data-testid="widget-error">
          {linkError}
        </p>
      )}
      <BoardSvg
        view={view}
        tiles={props.tiles}
        showCoords={showCoords}
        showAreas={showAreas}
        showBorders
        {...(view.regionModel ? { regionModel: view.regionModel } : {})}
        {...(shownArea ? { activeArea: shownArea } : {})}
        {...(showHarmonies ? { harmonies: focus.lines } : {})}
        {...(sel?.kind === 'board' ? { selected: sel.place } : {})}
        targets={ctrl?.targets ?? []}
        marked={ctrl?.marks ?? []}
        lastMove={lastPlaces}
        {...(hintMarks ? { overlay: hintMarks } : {})}
        {...(cursor !== undefined ? { cursor } : {})}
        label={boardName(props.caption)}
        instructions={`Arrow keys move the cursor, Enter selects or plays, H picks a tile from the hand, Escape clears${hasSquares ? ', S switches between points and squares' : ''}.`}
        interactive={ready}
        onPlace={onPlace}
        svgProps={ready ? { tabIndex: 0, onKeyDown: onKey, 'data-testid': 'board-svg' } : { 'data-testid': 'board-svg' }}
      />
      {hintBar}
      {/* What an action says, and then the buttons that go on with a turn, come right under the board: on a phone
          the caption and the hands below would otherwise push them out of view after a tap (2026-11-29). */}
      {ctrl?.message && (
        <p className={ctrl.message.tone === 'error' ? 'ps-error' : ctrl.message.tone === 'ok' ? 'ps-ok' : 'ps-status'} data-testid="widget-message">
          {ctrl.message.text}
          {ruleLinks(ctrl.message)}
        </p>
      )}
      {peeked && (
        <p className="ps-status" data-testid="area-info">
          {(() => {
            const sq = peeked.places.filter(isSquare).length;
            return `${peeked.label}: ${sq} square${sq === 1 ? '' : 's'} and ${peeked.places.length - sq} point${peeked.places.length - sq === 1 ? '' : 's'}, shaded on the board.`;
          })()}
        </p>
      )}
      {ctrl?.verdict && (
        <p className={ctrl.verdict.tone === 'ok' ? 'ps-ok' : 'ps-error'} data-testid="exercise-verdict">
          {ctrl.verdict.tone === 'ok' && props.exercise ? `${ctrl.verdict.text} ${props.exercise.success}` : ctrl.verdict.text}
          {hintUsed && <em data-testid="hint-used"> (A hint was used.)</em>}
          {ruleLinks(ctrl.verdict)}
        </p>
      )}
      {outcome && outcome.status !== 'ongoing' && !ctrl?.message && (
        <p className="ps-ok" data-testid="game-result">
          <strong>{engine && state !== undefined ? C.resultText(engine, state, outcome) : (props.initialResult ?? '')}</strong> {outcome.reason}
          {ruleLink(outcome.rule)}
        </p>
      )}
      {!ready && (props.initialWords?.length ?? 0) > 0 && (
        <div className="ps-chooser" role="group" aria-label="Choose the next part of the turn">
          {props.initialWords?.map((w) => (
            <button key={w} type="button" disabled>
              {w}
            </button>
          ))}
        </div>
      )}
      {ready && ctrl && (chooser.length > 0 || words.length > 0) && (
        <div className="ps-chooser" role="group" aria-label="Choose the next part of the turn" data-testid="chooser">
          {chooser.map((x) => (
            <button key={`c-${x.field.kind}-${x.field.value}`} type="button" onClick={() => engine && whenWhole(engine, () => act(C.choose(ctrl, engine, x)), failed)}>
              {x.label}
            </button>
          ))}
          {words.map((x) => (
            <button key={`w-${x.field.value}`} type="button" data-step={String(x.field.value)} onClick={() => engine && whenWhole(engine, () => act(C.choose(ctrl, engine, x)), failed)}>
              {x.label}
            </button>
          ))}
        </div>
      )}
      {props.caption && (
        <p className="ps-caption" data-testid="board-caption">
          {props.caption}
          {linkedStart ? (
            <em data-testid="caption-start-note"> (This caption describes the board’s own diagram; the link opened the board on another position, which the lines below describe.)</em>
          ) : (
            (moved || computerSeats.length > 0) && (
              <em data-testid="caption-start-note">
                {' '}(This caption describes the position the board opened on{computerSeats.length > 0 ? ', not a game against the computer' : ''}; the lines below describe the position shown.)
              </em>
            )
          )}
        </p>
      )}
      {props.example && mode !== 'example' && ready && (
        <p className="ps-status" data-testid="off-example">
          You are playing on from step {ctrl?.origin ?? 0} of the example. “Back to the example” returns to that step.
        </p>
      )}
      {exampleCaption && (
        <p className="ps-status" data-testid="example-caption" aria-live="polite">
          {props.example && `Step ${step} of ${steps}. `}
          {exampleCaption}
          {!ownRules && (
            <em data-testid="caption-rules-note"> (The words describe the example under its own rules; the board follows the rule options in force.)</em>
          )}
        </p>
      )}
      {view.status && (!outcome || outcome.status === 'ongoing') && (
        <p className="ps-status ps-view-status" data-testid="view-status">
          {view.status}
        </p>
      )}
      {view.hands.length > 0 && (
        <div className="ps-hands">
          {view.hands.map((h) => {
            const toMove = view.toMove === h.player && (!outcome || outcome.status === 'ongoing');
            const who = `${nameOf(h.player)}${toMove ? ' (to move)' : ''}`;
            const kinds = handKinds(h.tiles);
            const grid = handGrid(kinds.length, view.toMove === h.player);
            return (
              <div key={h.player} className="ps-hand">
                <span className="ps-hand-who" data-seat={h.player}>{who}: </span>
                {h.size === 0 || (!h.hidden && h.tiles.length === 0) ? (
                  <span>no tiles</span>
                ) : h.hidden ? (
                  <span>
                    {h.size} hidden tile{h.size === 1 ? '' : 's'}
                  </span>
                ) : view.toMove === h.player && ready ? (
                  // The mover's hand, once the board is live: a button per kind of tile (a count when there are
                  // several), on the grid of the picture drawn before (`handGrid`), so that nothing moves.
                  <span className="ps-hand-tiles" style={{ ...gridBox(grid), gridTemplateColumns: `repeat(${grid.cols}, 1fr)` }}>
                    {kinds.map(([t, n]) => {
                      const look = props.tiles[t] ?? { code: t, name: t, colour: 'neutral', glyph: '' };
                      const pressed = sel?.kind === 'hand' && sel.tile === t;
                      const face = faceLayer(order.indexOf(t), order.length, 0, 0, 1, 1);
                      return (
                        <button
                          key={t}
                          type="button"
                          className="ps-hand-tile"
                          aria-pressed={pressed}
                          aria-label={look.name}
                          title={n > 1 ? `${look.name} (${n} in hand)` : look.name}
                          // The count shows as a badge drawn by CSS (the name stays the tile's name).
                          {...(n > 1 ? { 'data-n': n } : {})}
                          // The face: a layer of the face sheet, as in the picture (one element a tile).
                          style={{ backgroundImage: `url(${faceSheet(props.variant)})`, backgroundSize: face.size, backgroundPosition: face.position }}
                          onClick={() => onHand(t)}
                        />
                      );
                    })}
                  </span>
                ) : (
                  // The other hand, and every hand before the board is live: one picture (the mover's on the grid of its buttons).
                  <HandStrip variant={props.variant} kinds={kinds} tiles={props.tiles} counts={ready} mover={view.toMove === h.player} />
                )}
              </div>
            );
          })}
        </div>
      )}
      {/* Drawn on the server too (the position says who acts): a line that appeared only on hydration moved the
          page under the reader and became a phone's largest paint seconds late (Lighthouse, 2026-11-27). */}
      {mode !== 'example' && (!outcome || outcome.status === 'ongoing') && (view.prompt || view.scores || (view.pot && view.pot.length > 0) || view.seats > 2) && (
        <p className="ps-status" data-testid="turn-status">
          <strong>{nameOf(view.toMove)} to act</strong>
          {view.prompt ? `: ${view.prompt}${/[.!?…]$/.test(view.prompt) ? '' : '.'}` : '.'}
          {view.scores && view.scores.length > 0 && !view.statusShowsScores && (
            <span data-testid="scores">
              {' '}Scores: {view.scores.map((x) => `${nameOf(x.seat)} ${x.points}`).join(', ')}.
            </span>
          )}
          {view.pot && view.pot.length > 0 && !view.statusShowsScores && (
            <span data-testid="pot">
              {' '}Pot: {view.pot.length} tile{view.pot.length === 1 ? '' : 's'} ({view.pot.map((x) => props.tiles[x.tile]?.name ?? x.tile).join(', ')}).
            </span>
          )}
        </p>
      )}
      <div className="ps-controls" role="group" aria-label="Board controls">
        {mode === 'example' ? (
          <>
            <button type="button" disabled={!ready || step === 0} onClick={() => onExample((c) => C.stepTo(c, 0))}>
              « Start
            </button>
            <button type="button" disabled={!ready || step === 0} onClick={() => onExample((c) => C.stepTo(c, c.step - 1))} data-testid="step-back">
              ‹ Back
            </button>
            <button type="button" disabled={!ready || step >= steps} onClick={() => onExample((c) => C.stepTo(c, c.step + 1))} data-testid="step-forward">
              Forward ›
            </button>
            <button type="button" disabled={!ready} onClick={() => onExample(C.playOn)} data-testid="play-on">
              Play on from here
            </button>
          </>
        ) : (
          <>
            <button type="button" disabled={!ready || !ctrl || !C.canUndo(ctrl)} onClick={() => byTurns('takeBack', C.undo)}>
              Undo
            </button>
            <button type="button" disabled={!ready || !ctrl || !C.canRedo(ctrl)} onClick={() => byTurns('redoTurn', C.redo)}>
              Redo
            </button>
            <button type="button" disabled={!ready} onClick={reset}>
              Reset
            </button>
            {!ready && props.initialResign && (
              <button type="button" disabled>
                Resign…
              </button>
            )}
            {resign && engine && (confirmResign ? (
              <span className="ps-confirm" role="group" aria-label="Confirm resigning">
                <button type="button" data-step="resign" onClick={() => { setConfirmResign(false); whenWhole(engine, () => ctrl && act(C.choose(ctrl, engine, resign)), failed); }}>
                  Resign for {nameOf(view.toMove)}
                </button>
                <button type="button" onClick={() => setConfirmResign(false)} autoFocus>
                  Keep playing
                </button>
              </span>
            ) : (
              <button type="button" onClick={() => setConfirmResign(true)} data-testid="resign">
                Resign…
              </button>
            ))}
            {props.example && (
              <button type="button" disabled={!ready} onClick={() => ctrl && act(C.backToExample(ctrl))} data-testid="back-to-example">
                Back to the example
              </button>
            )}
          </>
        )}
        {selectMode && (
          <button type="button" disabled={!ready} onClick={() => engine && whenWhole(engine, () => ctrlRef.current && act(C.checkMarks(ctrlRef.current)), failed)}>
            Check my selection
          </button>
        )}
        {props.exercise && (
          <button type="button" onClick={() => setShowHint(true)} disabled={showHint}>
            Hint
          </button>
        )}
        {mode !== 'example' && !opponent && !selectMode && (
          <>
            {mode === 'play' && <button type="button" disabled={!ready} onClick={() => whenWhole(engine, () => setOpponent('play'), failed)} data-testid="play-computer">Play the computer</button>}
            <button type="button" disabled={!ready} onClick={() => whenWhole(engine, () => setOpponent('hint'), failed)} data-testid="ask-hint">{props.exercise ? 'Suggest a move' : 'Hint'}</button>
          </>
        )}
        <button type="button" disabled={!ready} onClick={() => whenWhole(engine, copyLink, failed)} data-testid="copy-link">
          {copied ? 'Link copied' : 'Copy link'}
        </button>
        {ready ? (
          <Suspense fallback={embedPlaceholder}>
            <EmbedCode variant={props.variant} boardId={props.boardId} link={link} disabled={!ready} announce={setAnnounce} />
          </Suspense>
        ) : (
          embedPlaceholder
        )}
        <label>
          <input type="checkbox" checked={showHarmonies} onChange={(e) => setShowHarmonies(e.target.checked)} /> {props.harmonyWord[1].charAt(0).toUpperCase() + props.harmonyWord[1].slice(1)}
        </label>
        <label>
          <input type="checkbox" checked={showCoords} onChange={(e) => setShowCoords(e.target.checked)} /> Coordinates
        </label>
        {view.hands.some((h) => h.hidden) || reveal ? (
          <label>
            <input type="checkbox" checked={reveal} onChange={(e) => {
              const on = e.target.checked;
              if (engine) whenWhole(engine, () => setReveal(on), failed);
            }} /> {computerSeats.length > 0 ? 'Show the computer’s hand too' : 'Show hands'}
          </label>
        ) : null}
        {view.areas && view.areas.length > 0 && (
          <>
            <label>
              <input type="checkbox" checked={showAreas} onChange={(e) => setShowAreas(e.target.checked)} data-testid="garden-map" /> Garden map
            </label>
            <label>
              Highlight{' '}
              <select value={chosenArea ?? ''} onChange={(e) => setChosenArea(e.target.value || undefined)}>
                <option value="">no area</option>
                {view.areas.map((a) => (
                  <option key={a.id} value={a.id}>
                    {a.label}
                  </option>
                ))}
              </select>
            </label>
          </>
        )}
      </div>
      {showHint && props.exercise && <p className="ps-status">Hint: {props.exercise.hint}</p>}
      {opponent && engine && ctrl && mode !== 'example' && (
        <Suspense fallback={<p className="ps-status">Loading the computer opponent…</p>}>
          <OpponentPanel variant={props.variant} engine={engine} ctrl={ctrl} options={parseOpts(engine, options)} playerNames={view.playerNames} first={opponent}
            onSteps={(steps) => { let c = ctrlRef.current; for (const m of steps) if (c) c = C.play(c, engine, m); if (c) act(c); }}
            onHintMarks={setHintMarks} onHintUsed={() => setHintUsed(true)} onSeats={setComputerSeats} ruleLink={ruleLink} onHintBar={setHintBar} />
        </Suspense>
      )}
      {((ready && engine) || props.initialRules) && (
        <p className="ps-status" data-testid="rules-in-force">
          {changedOptions.length === 0 ? (
            <>
              Rules: the default answer to every open question. <a href={`${variantPage(props.variant)}#open-questions`}>Change the rule options</a>
            </>
          ) : (
            <>
              Rules: {changedOptions.length} open question{changedOptions.length === 1 ? '' : 's'} answered differently from the default:{' '}
              {changedOptions.map((o, i) => (
                <span key={o.id}>
                  {i > 0 ? '; ' : ''}
                  <a href={optionHref(o.id)} data-option-link={o.id}>
                    {o.title}
                  </a>{' '}
                  → {o.label}
                </span>
              ))}
              .{' '}
              {!ownRules && (
                <button type="button" data-testid="options-defaults" onClick={(e) => void backToDefaults(props.variant, applyOptions.current, e.currentTarget.closest('.ps-widget') ?? undefined)}>
                  Back to the defaults
                </button>
              )}
            </>
          )}
        </p>
      )}
      {showHarmonies && harmonies.length > 0 && (
        <details className="ps-status" data-testid="harmony-list" open={props.overlays.harmonies}>
          <summary>
            {countHarmonies({ harmonyWord: props.harmonyWord }, focus.lines.length)} {focus.focused ? `of the tile on ${placeName((sel?.kind === 'board' ? sel.place : cursor) as PlaceId)}` : 'on the board'}
          </summary>
          <ul>
            {focus.lines.map((h, i) => (
              <li key={i}>{h.label}</li>
            ))}
          </ul>
        </details>
      )}
      {moveList.length > 0 && (
        <div className="ps-moves" data-testid="move-list">
          <span id={`${props.boardId}-moves`}>Moves:</span>
          <ol aria-labelledby={`${props.boardId}-moves`}>
            {moveList.map((m, i) => (
              <li key={m.ply}>
                <button
                  type="button"
                  className={m.undone ? 'ps-move ps-undone' : 'ps-move'}
                  aria-current={m.current ? 'step' : undefined}
                  onClick={() => ctrl && act(C.goTo(ctrl, m.ply))}
                  title={m.undone ? 'Undone: click to replay up to this move' : 'Go back to the position after this move'}
                >
                  {i + 1}. {m.text}
                  {m.undone && <span className="sr-live"> (undone)</span>}
                </button>
              </li>
            ))}
          </ol>
        </div>
      )}
      <details className="ps-status">
        <summary>Text description of the position</summary>
        <p data-testid="position-description">{description}</p>
      </details>
      <p className="sr-live" aria-live="polite" role="status">
        {announce}
      </p>
      {ready && engine && <span hidden data-testid="options-text">{formatOptions(engine.spec.options, parseOpts(engine, options))}</span>}
    </div>
  );
}

/**
 * The open questions this board answers differently from the default, named as the page names them
 * (the open-question box's heading and its switch's labels, when the page has them; else the ids).
 * The names are read from the page rather than shipped with every board.
 */
function changed(engine: Engine, options: string): { id: string; title: string; label: string }[] {
  const text = formatOptions(engine.spec.options, parseOpts(engine, options));
  return text
    .split(',')
    .filter(Boolean)
    .map((part) => {
      const [id = '', choice = ''] = part.split('=');
      const box = typeof document === 'undefined' ? null : document.getElementById(id);
      // The switch for this question: in its box on the questions page, or in the rule page's "Rules in force".
      const opt =
        box?.querySelector<HTMLSelectElement>('select.ps-option-switch') ??
        (typeof document === 'undefined' ? null : document.querySelector<HTMLSelectElement>(`select.ps-option-switch[data-option="${CSS.escape(id)}"]`));
      const title = box?.matches('section.ps-option') ? box.querySelector('h3, h4')?.firstChild?.textContent?.trim() : opt?.dataset.title;
      const label = opt ? [...opt.options].find((o) => o.value === choice)?.textContent?.replace(/\s*\(default\)\s*$/, '').trim() : undefined;
      return { id, title: title || id, label: label || choice };
    });
}

/**
 * “Back to the defaults”: on a page with option switches, every switch, passage and board of the
 * variant returns to the defaults (and the address drops `opt`); elsewhere this board alone does.
 */
async function backToDefaults(variant: string, apply: (opts: string) => void, anchor?: Element): Promise<void> {
  if (document.querySelector(`select.ps-option-switch[data-variant="${variant}"]`)) {
    const m = await import('../../site/page-options.ts');
    m.resetPage(variant, anchor);
  } else apply('');
}

/**
 * Whether a game's first position is the board's diagram: the same object, or (for a line restored
 * from a link or from storage, which needs the whole engine) the same position text.
 */
function sameStart(engine: Engine, a: unknown, b: unknown): boolean {
  return a === b || !isWhole(engine) || engine.formatPosition(a) === engine.formatPosition(b);
}

/** The board's accessible name: its caption without closing punctuation (the role says it is a board). */
export function boardName(caption: string | undefined): string {
  const c = (caption ?? '').trim().replace(/[\s.:;,]+$/, '');
  return c || 'Pai Sho position';
}

/** A hand's tiles as [code, how many], in first-seen order. */
function handKinds(tiles: readonly string[]): [string, number][] {
  const m = new Map<string, number>();
  for (const t of tiles) m.set(t, (m.get(t) ?? 0) + 1);
  return [...m];
}

/** The box of a hand's grid: as wide as its tiles (narrower when the line is: it keeps its shape), as tall as its rows. */
const gridBox = (g: ReturnType<typeof handGrid>) => ({
  width: `${g.cols * g.cell}rem`,
  aspectRatio: `${g.cols} / ${g.rows}`,
});

/**
 * A hand as one picture in ONE element: its tiles are CSS background layers of the variant's face
 * sheet (`faceLayer`), laid out on the hand's grid (`handGrid`: the mover's as its live buttons will be), with a count
 * badge (once the board is live; the label always has the counts) where a kind of tile is there several times.
 */
function HandStrip(props: { variant: string; kinds: readonly [string, number][]; tiles: Readonly<Record<string, TileLook>>; counts: boolean; mover: boolean }): ReactElement {
  const n = props.kinds.length;
  const grid = handGrid(n, props.mover);
  const { rows, cols } = grid;
  const order = faceOrder(Object.keys(props.tiles));
  const label = props.kinds.map(([t, k]) => `${props.tiles[t]?.name ?? t}${k > 1 ? ` ×${k}` : ''}`).join(', ');
  const layers = props.kinds.map(([t], i) => faceLayer(order.indexOf(t), order.length, i % cols, Math.floor(i / cols), cols, rows));
  const style = {
    ...gridBox(grid),
    backgroundImage: layers.map(() => `url(${faceSheet(props.variant)})`).join(','),
    backgroundPosition: layers.map((l) => l.position).join(','),
    backgroundSize: layers[0]?.size,
  };
  return (
    <span className="ps-hand-strip" role="img" aria-label={label} data-rows={rows} style={style}>
      {/* The count badges appear once the board is live (its label always has the counts): boards not yet scrolled to stay light. */}
      {props.counts && props.kinds.map(([t, k], i) =>
        k > 1 ? (
          <span key={t} className="ps-hand-strip-n" aria-hidden="true" style={{ left: pct(((i % cols) + 1) / cols), top: pct((Math.floor(i / cols) + 1) / rows) }}>
            {k}
          </span>
        ) : null,
      )}
    </span>
  );
}

function parseOpts(engine: Engine, text: string): OptionValues {
  const r = parseOptions(engine.spec.options, text);
  return r.ok ? r.value : {};
}

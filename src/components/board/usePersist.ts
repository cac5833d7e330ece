/**
 * The widget's side of issue 18 (nothing a learner does is lost), kept small: the code that reads
 * and writes saved state (`persist.ts`) loads only when this board has something saved, or once the
 * reader has changed it, so a page that is only read loads nothing more.
 */
import { useEffect, useRef, useState } from 'react';
import { checkMarks, goTo, play, replay, stepTo, type Ctrl as Ctrl_ } from './controller.ts';
import { formatOptions, parseOptions } from '../../engine/core/options.ts';
import type { VariantEngine } from '../../engine/core/types.ts';
import type { RestoreArgs } from './persist.ts';

type Ctrl<S> = Ctrl_<S>;
type Persist = typeof import('./persist.ts');
const load = (): Promise<Persist> => import('./persist.ts');
/** Handed to persist.ts (see its `Kit`): the island's own modules, not imported there. */
const kit = { C: { stepTo, replay, play, goTo, checkMarks }, parseOptions, formatOptions };

/** Whether this tab's history entry or this browser's storage holds anything for the board; never throws. */
function hasSaved(variant: string, board: string): boolean {
  try {
    const s = history.state as { psc?: Record<string, unknown> } | null;
    return Boolean(s?.psc?.[board]) || localStorage.getItem(`psc:b:${location.pathname}|${board}|${variant}`) !== null;
  } catch {
    return false;
  }
}

export function usePersist(keep: boolean, variant: string, board: string, label: string, engine: VariantEngine<unknown> | undefined, ctrl: Ctrl<unknown> | undefined, opt: string) {
  const [note, setNote] = useState<string | undefined>(undefined);
  /** The board as it opened (restored or not): not a reader's action, nothing to save. */
  const opened = useRef<Ctrl<unknown> | undefined>(undefined);
  /** Something is (or may be) kept for this board: a change back to its start must clear it. */
  const kept = useRef(false);
  useEffect(() => {
    if (!keep || !engine || !ctrl || ctrl === opened.current) return;
    // The note about the saved state is about the board as it opened: the reader has moved on.
    setNote(undefined);
    const fresh = ctrl.mode === ctrl.home && ctrl.step === 0 && ctrl.line.length === 1 && ctrl.marks.length === 0;
    if (fresh && !kept.current) return;
    kept.current = true;
    load().then(
      (p) => p.save({ kit, engine, variant, board, ctrl, opt, label }),
      () => undefined,
    );
  }, [keep, engine, ctrl, opt, variant, board, label]);
  return {
    note,
    /** Loads the restoring code, with the engine, when there is something to restore. */
    load: (): Promise<Persist | undefined> => ((kept.current = keep && hasSaved(variant, board)) ? load().catch(() => undefined) : Promise.resolve(undefined)),
    /** The board as the reader left it (see persist.ts `restore`), once `load` has brought the code. */
    restore: (p: Persist | undefined, a: Omit<RestoreArgs, 'kit' | 'variant' | 'board'>) => p?.restore({ ...a, kit, variant, board }),
    /** The board as it opened, and what to say about its saved state. */
    opened: (c: Ctrl<unknown>, n?: string) => {
      opened.current = c;
      setNote(n);
    },
  };
}

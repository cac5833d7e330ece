/**
 * The page's handle on the opponent's worker: created on the first request (never before a reader
 * asks for an opponent or a hint), one per board, ended when the board goes away.
 */
import { wrap, type Remote } from 'comlink';
import { useCallback, useEffect, useRef } from 'react';
import type { ChooseAnswer, ChooseRequest, OpponentApi } from './opponent.worker.ts';

export function useOpponentWorker(): (q: ChooseRequest) => Promise<ChooseAnswer> {
  const ref = useRef<{ worker: Worker; api: Remote<OpponentApi> } | undefined>(undefined);
  useEffect(
    () => () => {
      ref.current?.worker.terminate();
      ref.current = undefined;
    },
    [],
  );
  return useCallback((q: ChooseRequest) => {
    if (!ref.current) {
      const worker = new Worker(new URL('./opponent.worker.ts', import.meta.url), { type: 'module', name: 'pai-sho-opponent' });
      ref.current = { worker, api: wrap<OpponentApi>(worker) };
    }
    return ref.current.api.choose(q);
  }, []);
}

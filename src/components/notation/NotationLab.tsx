/**
 * Type a position and a list of moves for a variant and see them on a live board.
 *
 * Everything typed goes through the engine's parsers (`parsePosition`, `parseMove`) and `applyMove`;
 * an error names where it is (the position, or move n), the engine's message, and the rule it breaks.
 * Text typed here only ever becomes text nodes: no markup is built from it. The board is the site's
 * ordinary widget, in example mode, so the typed moves can be stepped through and played on from.
 */
import { useEffect, useState, type FormEvent, type ReactElement } from 'react';
import BoardWidget, { type BoardWidgetProps, type RuleLabel } from '../board/BoardWidget.tsx';
import { loadEngine } from '../../engine/lazy.ts';
import { ruleLinkHref } from '../board/rule-link.ts';
import type { VariantId } from '../../engine/core/types.ts';
import type { TileLook } from '../board/glyphs.tsx';

export interface LabVariant {
  readonly id: VariantId;
  readonly name: string;
  readonly tiles: Readonly<Record<string, TileLook>>;
  readonly rules: Readonly<Record<string, RuleLabel>>;
  readonly harmonyWord: readonly [string, string];
  readonly overlays: BoardWidgetProps['overlays'];
  /** A position and moves that work, offered as an example. */
  readonly sample: { readonly position: string; readonly moves: string };
}

interface LabError {
  readonly where: string;
  readonly message: string;
  readonly rule?: string;
}

/** Move list text: one or more moves per line; `12.` numbers and `#` comments are ignored. */
export function splitMoves(text: string): string[] {
  return text
    .split('\n')
    .map((l) => l.replace(/#.*$/, ''))
    .flatMap((l) => l.split(/\s+/))
    .map((t) => t.trim())
    .filter((t) => t !== '' && !/^\d+\.$/.test(t));
}

export default function NotationLab({ variants }: { variants: readonly LabVariant[] }): ReactElement {
  const [variantId, setVariantId] = useState<VariantId>(variants[0]!.id);
  const [position, setPosition] = useState('');
  const [moves, setMoves] = useState('');
  const [errors, setErrors] = useState<readonly LabError[]>([]);
  const [board, setBoard] = useState<{ key: number; props: BoardWidgetProps } | undefined>();
  const [summary, setSummary] = useState('');
  const [busy, setBusy] = useState(false);
  const v = variants.find((x) => x.id === variantId) ?? variants[0]!;
  // Marks the form as usable once hydrated (before that, the server-rendered form does nothing).
  const [ready, setReady] = useState(false);
  useEffect(() => setReady(true), []);

  const show = async (e: FormEvent) => {
    e.preventDefault();
    setBusy(true);
    try {
      const engine = await loadEngine(v.id);
      await engine.complete?.();
      const opts = engine.resolveOptions({});
      if (!opts.ok) throw new Error(opts.error.message);
      const pos = position.trim();
      const start = pos ? engine.parsePosition(pos, opts.value) : engine.create({ options: opts.value, seed: 1 });
      if (!start.ok) {
        setErrors([{ where: 'Position', message: start.error.message, ...(start.error.rule ? { rule: start.error.rule } : {}) }]);
        setBoard(undefined);
        setSummary('');
        return;
      }
      let s = start.value;
      const list = splitMoves(moves);
      const found: LabError[] = [];
      const steps: { move: string; caption: string }[] = [];
      for (const [i, text] of list.entries()) {
        const m = engine.parseMove(s, text);
        if (!m.ok) {
          found.push({ where: `Move ${i + 1} (${text})`, message: m.error.message, ...(m.error.rule ? { rule: m.error.rule } : {}) });
          break;
        }
        const next = engine.applyMove(s, m.value);
        if (!next.ok) {
          found.push({ where: `Move ${i + 1} (${text})`, message: next.error.message, rule: next.error.rule });
          break;
        }
        const written = engine.formatMove(s, m.value);
        steps.push({ move: written, caption: `Move ${i + 1}: ${written}.` });
        s = next.value;
      }
      setErrors(found);
      if (found.length > 0) {
        setBoard(undefined);
        setSummary('');
        return;
      }
      const first = start.value;
      const o = engine.options(first);
      const optText = Object.entries(o)
        .filter(([k, val]) => engine.spec.options.find((x) => x.id === k)?.default !== val)
        .map(([k, val]) => `${k}=${val}`)
        .join(',');
      setSummary(
        `${steps.length} move${steps.length === 1 ? '' : 's'} played from ${pos ? 'the position typed' : 'a new game'}. Position after them: ${engine.formatPosition(s)}`,
      );
      setBoard((b) => ({
        key: (b?.key ?? 0) + 1,
        props: {
          variant: v.id,
          boardId: 'typed-board',
          // The typed text is this board's state: nothing of it is kept apart (issue 18).
          keep: false,
          mode: steps.length > 0 ? 'example' : 'play',
          start: pos,
          options: optText,
          seed: 1,
          initialView: engine.view(first, { revealHands: true }),
          initialDescription: engine.describe(first),
          initialHarmonies: engine.harmonies(first).map((h) => ({ places: h.places, label: h.reason })),
          harmonyWord: v.harmonyWord,
          tiles: v.tiles,
          rules: v.rules,
          overlays: v.overlays,
          reveal: true,
          caption: `Your ${v.name} record on a live board. Step through the moves, or play on.`,
          ...(steps.length > 0 ? { example: { title: 'Your moves', intro: 'The moves you typed, replayed by the rules engine.', steps } } : {}),
        },
      }));
    } catch (err) {
      setErrors([{ where: 'The board', message: err instanceof Error ? err.message : String(err) }]);
      setBoard(undefined);
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="ps-lab not-content" data-testid="notation-lab" data-ready={ready ? 'true' : 'false'}>
      <form onSubmit={show}>
        <p className="ps-controls">
          <label>
            Variant{' '}
            <select
              value={variantId}
              onChange={(e) => {
                setVariantId(e.target.value as VariantId);
                setErrors([]);
                setBoard(undefined);
                setSummary('');
              }}
              data-testid="lab-variant"
            >
              {variants.map((x) => (
                <option key={x.id} value={x.id}>
                  {x.name}
                </option>
              ))}
            </select>
          </label>{' '}
          <button
            type="button"
            onClick={() => {
              setPosition(v.sample.position);
              setMoves(v.sample.moves);
            }}
          >
            Fill in an example
          </button>
        </p>
        <p>
          <label htmlFor="lab-position">Position (leave empty for a new game)</label>
          <input
            id="lab-position"
            type="text"
            value={position}
            onChange={(e) => setPosition(e.target.value)}
            spellCheck={false}
            autoComplete="off"
            data-testid="lab-position"
          />
        </p>
        <p>
          <label htmlFor="lab-moves">Moves, one or more a line (numbers like “1.” and comments after “#” are skipped)</label>
          <textarea id="lab-moves" rows={5} value={moves} onChange={(e) => setMoves(e.target.value)} spellCheck={false} data-testid="lab-moves" />
        </p>
        <p>
          <button type="submit" disabled={busy} data-testid="lab-show">
            Show on the board
          </button>
        </p>
      </form>
      <div aria-live="polite" data-testid="lab-result">
        {errors.length > 0 && (
          <div className="ps-lab-errors" role="alert" data-testid="lab-errors">
            <p>
              <strong>The engine cannot read this:</strong>
            </p>
            <ul>
              {errors.map((er, i) => (
                <li key={i}>
                  <strong>{er.where}:</strong> {er.message}
                  {er.rule && (
                    <>
                      {' '}
                      (
                      <a href={ruleLinkHref(v.id, er.rule, v.rules[er.rule]?.page, '/notation/', '')}>
                        {v.rules[er.rule] ? `rule ${v.rules[er.rule]!.number}, ${v.rules[er.rule]!.title}` : `rule ${er.rule}`}
                      </a>
                      )
                    </>
                  )}
                </li>
              ))}
            </ul>
          </div>
        )}
        {summary && (
          <p className="ps-lab-summary" data-testid="lab-summary">
            {summary}
          </p>
        )}
      </div>
      {board && <BoardWidget key={board.key} {...board.props} />}
    </div>
  );
}

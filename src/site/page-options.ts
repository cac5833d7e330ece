/**
 * Page-wide rule options in the browser: one `opt` URL parameter
 * (`id=choice,…`, defaults omitted) shared by every option switch, every board,
 * every rule note and every option-dependent passage of prose on the page.
 *
 * Only plain strings are read from the URL, each checked against a slug pattern,
 * and they are only ever compared with ids the page itself carries; no markup is
 * built from the URL. Text shown in notes comes from the page (the open-question
 * boxes), never from the address.
 */

import { readableQuery } from './query.ts';

const SLUG = /^[a-z0-9-]+$/;

/** Parses `id=choice,…`; malformed parts are ignored (the boards report them). */
export function parsePageOptions(text: string): Map<string, string> {
  const m = new Map<string, string>();
  for (const part of text.split(',')) {
    const [k, v, extra] = part.split('=');
    if (k && v && extra === undefined && SLUG.test(k) && SLUG.test(v)) m.set(k, v);
  }
  return m;
}

export function formatPageOptions(m: ReadonlyMap<string, string>): string {
  return [...m].map(([k, v]) => `${k}=${v}`).join(',');
}

export const readPageOptions = (): Map<string, string> => parsePageOptions(new URLSearchParams(location.search).get('opt') ?? '');

/** Records the page's options in the address; a board's own state is dropped (it no longer applies). */
export function writePageOptions(m: ReadonlyMap<string, string>): void {
  const p = new URLSearchParams(location.search);
  for (const k of ['board', 'pos', 'moves', 'step']) p.delete(k);
  const text = formatPageOptions(m);
  if (text) p.set('opt', text);
  else p.delete('opt');
  const q = readableQuery(p);
  history.replaceState(history.state, '', `${location.pathname}${q ? `?${q}` : ''}${location.hash}`);
}

/** The choice in force for an option: the page's, when it is one of the option's choices, else the default. */
export function choiceInForce(m: ReadonlyMap<string, string>, option: string, choices: readonly string[], fallback: string): string {
  const v = m.get(option);
  return v !== undefined && choices.includes(v) ? v : fallback;
}

interface SwitchInfo {
  readonly title: string;
  /** Where the open question is explained (its box on the variant's open-questions page). */
  readonly href: string;
  readonly defaultChoice: string;
  readonly choices: readonly string[];
  readonly labels: ReadonlyMap<string, string>;
}

/** What the page itself says about each switchable option (its box's heading and its switch). */
function switches(doc: Document): Map<string, SwitchInfo> {
  const out = new Map<string, SwitchInfo>();
  for (const s of doc.querySelectorAll<HTMLSelectElement>('select.ps-option-switch')) {
    const id = s.dataset.option ?? '';
    if (!id || out.has(id)) continue;
    const title = (s.dataset.title ?? id).trim();
    const labels = new Map<string, string>();
    for (const o of s.options) labels.set(o.value, (o.textContent ?? o.value).replace(/\s*\(default\)\s*$/, '').trim());
    out.set(id, { title, href: s.dataset.href ?? `#${id}`, defaultChoice: s.dataset.default ?? '', choices: [...labels.keys()], labels });
  }
  return out;
}

/**
 * Makes the prose follow the options in force:
 * - every `[data-when-option]` passage shows only when its option's choice in force
 *   is one of its `data-when-is` choices;
 * - under every rule heading whose rule an option in force (not its default) bears
 *   on, a note names the option and the choice, linked to the open question.
 * Idempotent: it can run as often as the options change.
 */
export function applyOptionsToProse(doc: Document, m: ReadonlyMap<string, string>): void {
  const info = switches(doc);
  for (const el of doc.querySelectorAll<HTMLElement>('[data-when-option]')) {
    const id = el.dataset.whenOption ?? '';
    const wanted = (el.dataset.whenIs ?? '').split(' ');
    const choices = (el.dataset.whenChoices ?? '').split(' ');
    const chosen = choiceInForce(m, id, choices, el.dataset.whenDefault ?? '');
    el.hidden = !wanted.includes(chosen);
    // A passage shared by several answers names the one in force.
    const sw = info.get(id);
    const tag = el.querySelector<HTMLElement>(':scope > [data-when-tag]');
    if (tag && sw && !el.hidden) tag.textContent = `${sw.title}: ${sw.labels.get(chosen) ?? chosen}`;
  }
  for (const meta of doc.querySelectorAll<HTMLElement>('.rule-meta[data-bears]')) {
    const next = meta.nextElementSibling;
    if (next?.classList.contains('ps-rule-options')) next.remove();
    const changed = (meta.dataset.bears ?? '')
      .split(' ')
      .map((id) => ({ id, sw: info.get(id) }))
      .filter((x): x is { id: string; sw: SwitchInfo } => x.sw !== undefined)
      .map((x) => ({ ...x, choice: choiceInForce(m, x.id, x.sw.choices, x.sw.defaultChoice) }))
      .filter((x) => x.choice !== x.sw.defaultChoice);
    if (changed.length === 0) continue;
    const note = doc.createElement('p');
    note.className = 'ps-rule-options';
    note.setAttribute('role', 'note');
    note.append('Rule options in force on this page: ');
    changed.forEach((x, i) => {
      if (i > 0) note.append('; ');
      const a = doc.createElement('a');
      a.href = x.sw.href;
      a.textContent = x.sw.title;
      note.append(a, ` → ${x.sw.labels.get(x.choice) ?? x.choice}`);
    });
    note.append('. The boards and the marked passages follow them. ');
    const back = doc.createElement('button');
    back.type = 'button';
    back.className = 'ps-options-reset';
    back.textContent = 'Back to the defaults';
    back.addEventListener('click', () => resetPage(undefined, meta));
    note.append(back);
    meta.after(note);
  }
  // The compact "rules in force" control says how many answers differ from the defaults.
  for (const box of doc.querySelectorAll<HTMLElement>('[data-in-force]')) {
    const variant = box.dataset.inForce ?? '';
    const n = [...info].filter(([id, sw]) => id.startsWith(`${variant}-`) && choiceInForce(m, id, sw.choices, sw.defaultChoice) !== sw.defaultChoice).length;
    const summary = box.querySelector('[data-in-force-summary]');
    if (summary) summary.textContent = n === 0 ? 'every default answer' : `${n} answer${n === 1 ? '' : 's'} changed from the defaults`;
  }
}

/**
 * Links to a variant's pages (its rules, its open questions) carry the page's options for that
 * variant, so a choice made on one page holds on the other. In-page links (`#…`) are left alone.
 */
export function carryOptions(doc: Document, m: ReadonlyMap<string, string>): void {
  for (const a of doc.querySelectorAll<HTMLAnchorElement>('a[href^="/variants/"]')) {
    const url = new URL(a.getAttribute('href') ?? '', location.origin);
    const variant = /^\/variants\/([a-z0-9-]+)\//.exec(url.pathname)?.[1];
    if (!variant) continue;
    const own = new Map([...m].filter(([k]) => k.startsWith(`${variant}-`)));
    if (own.size) url.searchParams.set('opt', formatPageOptions(own));
    else url.searchParams.delete('opt');
    const q = readableQuery(url.searchParams);
    a.setAttribute('href', `${url.pathname}${q ? `?${q}` : ''}${url.hash}`);
  }
}

const selects = (doc: Document) => [...doc.querySelectorAll<HTMLSelectElement>('select.ps-option-switch')];

/** Puts every switch, passage and note in line with the address. */
export function syncPage(doc: Document = document): void {
  const m = readPageOptions();
  for (const s of selects(doc)) {
    const v = m.get(s.dataset.option ?? '');
    s.value = v && [...s.options].some((o) => o.value === v) ? v : (s.dataset.default ?? s.value);
    if (s.value === s.dataset.default) noteSwitch(s);
  }
  applyOptionsToProse(doc, m);
  carryOptions(doc, m);
}

/** Tells the boards of a variant the page's options for it. */
function tellBoards(m: ReadonlyMap<string, string>, variant: string): void {
  const options = formatPageOptions(new Map([...m].filter(([k]) => k.startsWith(`${variant}-`))));
  window.dispatchEvent(new CustomEvent('ps-options', { detail: { variant, options } }));
}

/**
 * Runs a change that reflows the page (passages shown or hidden, boards redrawn) while keeping
 * `anchor` where it is on screen, so the control under the pointer does not jump. The boards
 * redraw after the change (some after loading code), so the anchor is held for a while: every frame
 * for up to `HOLD_MS`, until the reader scrolls, clicks or presses a key, or the page is sent elsewhere.
 */
const HOLD_MS = 2500;
export function keepInPlace(anchor: Element, change: () => void): void {
  const doc = anchor.ownerDocument;
  const win = doc.defaultView;
  const before = anchor.getBoundingClientRect().top;
  // The browser's own scroll anchoring would move the page too: it is off while the anchor is held.
  const root = doc.documentElement;
  const anchoring = root.style.overflowAnchor;
  root.style.overflowAnchor = 'none';
  change();
  if (!win) {
    root.style.overflowAnchor = anchoring;
    return;
  }
  // The reader taking over ends the hold: their own scrolling must never be undone.
  const theirs = ['wheel', 'touchstart', 'pointerdown', 'keydown'] as const;
  let done = false;
  const stop = () => {
    if (done) return;
    done = true;
    for (const t of theirs) win.removeEventListener(t, stop, true);
    root.style.overflowAnchor = anchoring;
  };
  for (const t of theirs) win.addEventListener(t, stop, { capture: true, passive: true });
  const until = win.performance.now() + HOLD_MS;
  let expected = win.scrollY;
  const hold = () => {
    if (done) return;
    // A jump of half a screen that is not ours is a navigation (a link, a script): let it be.
    // Smaller shifts (the browser's own anchoring, reflow) are what the hold corrects.
    if (!anchor.isConnected || Math.abs(win.scrollY - expected) > win.innerHeight / 2) return stop();
    const drift = anchor.getBoundingClientRect().top - before;
    if (Math.abs(drift) >= 0.5) win.scrollBy(0, drift);
    expected = win.scrollY;
    if (win.performance.now() < until) win.requestAnimationFrame(hold);
    else stop();
  };
  hold();
}

/**
 * Under a switch moved off its default, one line saying where the answer shows on the rules page, or
 * why nothing there shows it (the option's `shows`, carried by the switch as `data-shows`; text from
 * the page, never from the address). Removed when the switch is back on its default.
 */
export function noteSwitch(s: HTMLSelectElement): void {
  const row = s.closest('p') ?? s.parentElement;
  if (!row) return;
  const next = row.nextElementSibling;
  const old = next instanceof HTMLElement && next.classList.contains('ps-switch-note') ? next : undefined;
  const shows = s.dataset.shows ?? '';
  if (s.value === s.dataset.default || !shows) {
    old?.remove();
    return;
  }
  const note = old ?? s.ownerDocument.createElement('p');
  note.className = 'ps-switch-note';
  note.setAttribute('role', 'status');
  note.dataset.testid = 'switch-note';
  // The lines speak of the rules page's boards and passages: elsewhere they say so. (The address is spelled
  // here, not taken from `paths.ts`, for the reason given in `components/board/embed-link.ts`.)
  const onRules = s.ownerDocument.defaultView?.location.pathname === `/variants/${s.dataset.variant ?? ''}/`;
  note.textContent = onRules ? shows : `On the rules page: ${shows}`;
  if (!old) row.after(note);
}

/** A switch was used: record its answer in the address, follow it in the prose, and tell the boards. */
export function onSwitch(s: HTMLSelectElement): void {
  keepInPlace(s, () => {
    const m = readPageOptions();
    const id = s.dataset.option ?? '';
    if (s.value === s.dataset.default) m.delete(id);
    else m.set(id, s.value);
    writePageOptions(m);
    syncPage(s.ownerDocument);
    noteSwitch(s);
    tellBoards(m, s.dataset.variant ?? '');
  });
}

/**
 * “Back to the defaults”: every option of a variant (or of every variant on the page) returns to
 * its default, in the address, the switches, the prose and the boards; `anchor` stays in place.
 */
export function resetPage(variant?: string, anchor?: Element): void {
  const run = () => {
    const m = readPageOptions();
    const variants = new Set(selects(document).map((s) => s.dataset.variant ?? ''));
    if (variant !== undefined) variants.add(variant);
    for (const k of [...m.keys()]) if (variant === undefined || k.startsWith(`${variant}-`)) m.delete(k);
    writePageOptions(m);
    syncPage(document);
    for (const v of variants) if (v && (variant === undefined || v === variant)) tellBoards(m, v);
  };
  if (anchor) keepInPlace(anchor, run);
  else run();
}

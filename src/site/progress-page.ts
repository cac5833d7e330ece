/**
 * Progress shown on the page (issue 18), from this browser's storage only: solved exercises marked
 * on their boards and in the table of contents, the home page's "N of M exercises solved" on each
 * variant card and its "Continue where you left off" link, and "Forget my progress".
 * Loaded by `components/site/ProgressScript.astro` only when there is progress to show or to forget.
 * Text from storage is only ever set as text; links are built from checked paths and anchors.
 */
import { checkLast, forgetAll, LAST_KEY, readJson, solvedSet } from './progress.ts';

const MARK = 'ps-progress-mark';

/** Every mark of progress on the page, brought in line with storage (idempotent: it runs again on every change). */
export function markPage(doc: Document = document): void {
  const solved = solvedSet();
  // Exercise boards: a "Solved" badge on each one solved.
  const boards = [...doc.querySelectorAll<HTMLElement>('.ps-target[id^="exercise-"][data-variant]')];
  const done = (b: HTMLElement) => solved.has(`${b.dataset.variant}:${b.id.slice('exercise-'.length)}`);
  for (const b of boards) {
    const on = done(b);
    b.toggleAttribute('data-solved', on);
    let badge = b.querySelector<HTMLElement>(`:scope > .${MARK}`);
    if (on && !badge) {
      badge = doc.createElement('p');
      badge.className = `${MARK} ps-solved-badge`;
      badge.textContent = '✓ Solved (in this browser)';
      b.prepend(badge);
    } else if (!on) badge?.remove();
  }
  // Table of contents: the section holding exercises says how many are solved.
  const heads = [...doc.querySelectorAll<HTMLElement>('.sl-markdown-content :is(h2, h3)[id]')];
  const sections = new Map<string, { n: number; done: number }>();
  for (const b of boards) {
    const head = heads.filter((h) => h.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING).pop();
    if (!head) continue;
    const s = sections.get(head.id) ?? { n: 0, done: 0 };
    s.n++;
    if (done(b)) s.done++;
    sections.set(head.id, s);
  }
  for (const a of doc.querySelectorAll<HTMLAnchorElement>('starlight-toc a[href^="#"], mobile-starlight-toc a[href^="#"]')) {
    a.querySelector(`.${MARK}`)?.remove();
    const s = sections.get(decodeURIComponent(a.hash.slice(1)));
    if (!s || s.done === 0) continue;
    const mark = doc.createElement('span');
    mark.className = `${MARK} ps-toc-solved`;
    mark.dataset.testid = 'toc-solved';
    mark.textContent = s.done === s.n ? ` ✓ all ${s.n} solved` : ` ✓ ${s.done} of ${s.n} solved`;
    a.append(mark);
  }
  // Home page: each variant card counts its solved exercises.
  for (const card of doc.querySelectorAll<HTMLElement>('[data-exercises]')) {
    const ids = (card.dataset.exercises ?? '').split(' ').filter(Boolean);
    const n = ids.filter((id) => solved.has(`${card.dataset.variant}:${id}`)).length;
    const tag = card.querySelector<HTMLElement>('[data-solved-count]');
    if (!tag) continue;
    tag.hidden = n === 0;
    tag.textContent = `${n} of ${ids.length} exercise${ids.length === 1 ? '' : 's'} solved`;
  }
  // Home page: back to the last board used.
  const last = checkLast(readJson(LAST_KEY));
  for (const p of doc.querySelectorAll<HTMLElement>('[data-continue]')) {
    p.hidden = !last;
    const a = p.querySelector('a');
    const label = p.querySelector('[data-continue-label]');
    if (!last || !a || !label) continue;
    a.href = `${last.path}#${last.board}`;
    label.textContent = last.label;
  }
}

/** "Forget my progress": every key of ours goes, this page's history entry forgets its boards, the marks go. */
export function forget(doc: Document = document, status?: Element | null): void {
  forgetAll();
  try {
    const s: unknown = history.state;
    if (s && typeof s === 'object' && 'psc' in s) history.replaceState({ ...s, psc: {} }, '');
  } catch {
    /* nothing kept in history */
  }
  markPage(doc);
  if (status) status.textContent = 'Your progress is forgotten: nothing of it is kept in this browser now.';
}

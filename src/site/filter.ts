/** Client-side filtering for the index pages: variant, topic and words; state kept in the URL. */
import { readableQuery } from './query.ts';
export function wireFilter(name: string): void {
  const root = document.querySelector<HTMLElement>(`[data-index="${name}"]`);
  if (!root) return;
  const get = (f: string) => root.querySelector<HTMLInputElement | HTMLSelectElement>(`[data-f="${f}"]`);
  const variant = get('variant');
  const topic = get('topic');
  const q = get('q');
  const count = root.querySelector('[data-count]');
  const items = [...root.querySelectorAll<HTMLElement>('li[data-variant]')];
  const params = new URLSearchParams(location.search);
  if (variant && params.get('variant')) variant.value = params.get('variant') ?? '';
  if (topic && params.get('topic')) topic.value = params.get('topic') ?? '';
  if (q && params.get('q')) q.value = params.get('q') ?? '';
  const apply = () => {
    const v = variant?.value ?? '';
    const t = topic?.value ?? '';
    const words = (q?.value ?? '').toLowerCase().split(/\s+/).filter(Boolean);
    let n = 0;
    for (const li of items) {
      const show =
        (!v || li.dataset.variant === v) &&
        (!t || (li.dataset.topics ?? '').split(' ').includes(t)) &&
        words.every((w) => (li.dataset.text ?? '').includes(w));
      li.hidden = !show;
      if (show) n++;
    }
    for (const block of root.querySelectorAll<HTMLElement>('[data-variant-block]')) {
      block.hidden = ![...block.querySelectorAll<HTMLElement>('li')].some((li) => !li.hidden);
    }
    if (count) count.textContent = `${n} of ${items.length} shown`;
    const p = new URLSearchParams(location.search);
    for (const [k, val] of [['variant', v], ['topic', t], ['q', q?.value ?? '']] as const) {
      if (val) p.set(k, val);
      else p.delete(k);
    }
    const s = readableQuery(p);
    history.replaceState(null, '', `${location.pathname}${s ? `?${s}` : ''}${location.hash}`);
  };
  for (const el of [variant, topic, q]) el?.addEventListener('input', apply);
  apply();
}

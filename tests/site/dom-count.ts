/**
 * Counting a built page's elements from its HTML (parse5, the parser of the HTML standard that Astro's own
 * toolchain uses), without a browser: what `document.getElementsByTagName('*').length` gives at load, less what
 * scripts add. The browser check in `budget.test.ts` compares the two on a sample, so the static count stays
 * a faithful stand-in for the one Lighthouse takes.
 */
import { parse } from 'parse5';
import type { DefaultTreeAdapterMap } from 'parse5';

type Node = DefaultTreeAdapterMap['node'];
type Element = DefaultTreeAdapterMap['element'];

const isElement = (n: Node): n is Element => 'tagName' in n;
const children = (n: Node): Node[] => {
  const kids = 'childNodes' in n ? [...n.childNodes] : [];
  // A <template>'s content is not in the document's element list.
  return kids;
};

export interface DomCount {
  /** Every element of the document. */
  readonly total: number;
  /** Elements of each board drawing (`svg.ps-board`, the svg itself included). */
  readonly boards: readonly number[];
  /** Elements of each widget (`[data-testid=board-widget]` or `board-explorer`, itself included). */
  readonly widgets: readonly number[];
  /** Elements of the open-question cards (`[data-topic]` and inside). */
  readonly questions: number;
}

const cls = (e: Element): string[] => (e.attrs.find((a) => a.name === 'class')?.value ?? '').split(/\s+/);
const attr = (e: Element, name: string): string | undefined => e.attrs.find((a) => a.name === name)?.value;

function countIn(n: Node): number {
  let k = isElement(n) ? 1 : 0;
  for (const c of children(n)) k += countIn(c);
  return k;
}

export function domCount(html: string): DomCount {
  const doc = parse(html);
  let total = 0;
  let questions = 0;
  const boards: number[] = [];
  const widgets: number[] = [];
  const walk = (n: Node, inTopic: boolean): void => {
    let topic = inTopic;
    if (isElement(n)) {
      total++;
      if (!topic && attr(n, 'data-topic') !== undefined) topic = true;
      if (topic) questions++;
      if (n.tagName === 'svg' && cls(n).includes('ps-board')) boards.push(countIn(n));
      const id = attr(n, 'data-testid');
      if (id === 'board-widget' || id === 'board-explorer') widgets.push(countIn(n));
    }
    for (const c of children(n)) walk(c, topic);
  };
  walk(doc, false);
  return { total, boards, widgets, questions };
}

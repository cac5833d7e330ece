/**
 * Share and cite, without a build: every rule of every written variant has its prose on its rules page
 * (so it gets a card), the plain text a card's preview and the data files use is clean prose, the data
 * files fit their JSON Schemas (and the schemas reject what they should), and the card image is a PNG.
 */
import { describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { METAS } from '../../src/engine/catalog.ts';
import { allCards, boardTagProps as tagProps, cardsOf, cardVariants, diagramOf, embedBoards, ruleText } from '../../src/site/cards.ts';
import { cardPng, cardSvg, wrap, CARD_IMAGE } from '../../src/site/card-image.ts';
import { absoluteLinks, boardTags, plainText, splitRules } from '../../src/site/rule-sections.ts';
import { dataIndex, schemaProblems, variantData } from '../../src/site/rules-data.ts';
import { HEIGHT_MESSAGE, HEIGHT_REQUEST, embedCode, embedUrl, hostScript } from '../../src/components/board/embed-link.ts';

describe('rule sections', () => {
  it('cuts a page at its rule headings and stops at the next heading', () => {
    const page = ['import { When } from "x";', '', '## Part', '', '### rule:a', 'First.', '', '#### detail', 'More.', '### rule:b', 'Second.', '## Next', 'Not a rule.'].join('\n');
    const { preamble, sections } = splitRules(page);
    expect(preamble).toBe('import { When } from "x";');
    expect(sections.map((s) => s.rule)).toEqual(['a', 'b']);
    expect(sections[0]?.body).toBe('First.\n\n#### detail\nMore.');
    expect(sections[1]?.body).toBe('Second.');
  });
  it('reads board tags with string, bare and expression attributes', () => {
    const [t] = boardTags('<Board variant="kutai" id="x" reveal caption={`a > b ${c}`} position="b1_10j" />');
    expect(t?.kind).toBe('Board');
    expect(t?.attrs).toMatchObject({ variant: 'kutai', id: 'x', reveal: true, position: 'b1_10j' });
    expect(t?.expressions).toEqual(['caption']);
  });
  it('makes relative links absolute to the rules page', () => {
    expect(absoluteLinks('see [x](#play-a-game) and [y](./balance/open-questions/#q)', 'balance')).toBe(
      'see [x](/variants/balance/#play-a-game) and [y](/variants/balance/balance/open-questions/#q)',
    );
  });
  it('keeps the default answer’s passage in plain text and drops the others, nested too', () => {
    const meta = METAS.balance!;
    const o = meta.options.find((x) => x.effect === 'engine' && x.choices.length > 1)!;
    const other = o.choices.find((c) => c !== o.default)!;
    const body = `A <When variant="balance" option="${o.id}" is="${o.default}">**yes**<When variant="balance" option="${o.id}" is="${other}">never</When></When><When variant="balance" option="${o.id}" is="${other}">no</When> [b](/x) <Board variant="balance" id="q" />.`;
    expect(plainText(body, { meta })).toBe('A yes b.');
    expect(plainText(body, { meta, values: { [o.id]: other } })).toBe('A no b.');
  });
});

describe('cards', () => {
  it('every rule of every written variant with a rules page has a card, in order', () => {
    const variants = cardVariants();
    expect(variants.length).toBeGreaterThanOrEqual(4);
    for (const meta of variants) expect(cardsOf(meta).map((c) => c.rule.id)).toEqual(meta.rules.map((r) => r.id));
  });
  it('every card has prose, as clean plain text, and its diagram (if any) draws', () => {
    for (const card of allCards()) {
      const text = ruleText(card.meta, card.section.body);
      expect(text.length, `${card.meta.id}/${card.rule.id}`).toBeGreaterThan(20);
      // Inline code is kept as written (the Pai Sho Project's position notation is `<Lt 10j>`, `{Jd 12j}`): the rest is plain.
      const code = [...card.section.body.matchAll(/`([^`\n]+)`/g)].map((m) => m[1]!);
      const prose = code.reduce((t, c) => t.split(c).join(' '), text);
      expect(prose, `${card.meta.id}/${card.rule.id}`).not.toMatch(/[<>{}]|\*\*|\]\(/);
      const tag = diagramOf(card);
      if (tag) expect(tagProps(card.meta.id, tag), `${card.meta.id}/${card.rule.id}`).toBeDefined();
    }
  });
  it('a card stands alone: its text points at nothing “above”, nor “below” unless a board or table of its own follows', () => {
    const lost: string[] = [];
    for (const card of allCards()) {
      const text = ruleText(card.meta, card.section.body);
      const own = /<(Board|Example|Exercise|BasicCount|WikiScore|TileTable)\b|^\|/m.test(card.section.body);
      for (const m of text.matchAll(/[^.]*\b(above|below)\b[^.]*/g)) if (m[1] === 'above' || !own) lost.push(`${card.meta.id}/${card.rule.id}: ${m[0].trim()}`);
    }
    expect(lost).toEqual([]);
  });
  it('short addresses by number are unique within a variant', () => {
    for (const meta of cardVariants()) expect(new Set(meta.rules.map((r) => r.number)).size).toBe(meta.rules.length);
  });
  it('the preview image is a 1200×630 PNG with the rule’s number and title, and the board when there is one', async () => {
    const card = allCards().find((c) => diagramOf(c))!;
    const board = tagProps(card.meta.id, diagramOf(card)!);
    const svg = cardSvg(card, board);
    expect(svg).toContain(`Rule ${card.rule.number}`);
    expect(svg).toContain('class="ps-board"');
    expect(svg).not.toMatch(/tiles\.svg#|var\(--/);
    const meta = await sharp(await cardPng(card, board)).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['png', CARD_IMAGE.width, CARD_IMAGE.height]);
    expect(wrap('one two three four five', 9, 2)).toEqual(['one two', 'three …']);
  });
});

describe('rules as data', () => {
  it('every variant’s data and the index fit their schemas', () => {
    for (const meta of cardVariants()) expect(schemaProblems('variant', variantData(meta)), meta.id).toEqual([]);
    expect(schemaProblems('index', dataIndex())).toEqual([]);
  });
  it('the schema rejects a document with a missing or unknown field or a bad value', () => {
    const good = variantData(cardVariants()[0]!);
    const { rules: _r, ...noRules } = good;
    expect(schemaProblems('variant', noRules).join()).toMatch(/rules/);
    expect(schemaProblems('variant', { ...good, extra: 1 }).join()).toMatch(/additional/);
    expect(schemaProblems('variant', { ...good, rules: [{ ...good.rules[0], number: 'one' }] }).join()).toMatch(/number/);
  });
  it('the data carries what the site shows: every rule, option with its choices, tile, example and exercise', () => {
    for (const meta of cardVariants()) {
      const d = variantData(meta);
      expect(d.rules.map((r) => r.id)).toEqual(meta.rules.map((r) => r.id));
      expect(d.options.map((o) => [o.id, o.choices.map((c) => c.id)])).toEqual(meta.options.map((o) => [o.id, [...o.choices]]));
      expect(d.tiles.map((t) => t.code)).toEqual(meta.tiles.map((t) => t.code));
      expect(d.examples.map((e) => e.id)).toEqual(meta.examples.map((e) => e.id));
      expect(d.exercises.map((e) => e.id)).toEqual(meta.exercises.map((e) => e.id));
      for (const r of d.rules) for (const o of r.options) expect(d.options.some((x) => x.id === o)).toBe(true);
    }
  });
});

describe('embed code', () => {
  it('a board of a rules page or card embeds as its own page, carrying the link’s state', () => {
    expect(embedUrl('balance', 'example-x', 'https://s.example/variants/balance/?board=example-x&step=2#example-x')).toBe('https://s.example/embed/balance/example-x/?board=example-x&step=2');
    expect(embedUrl('balance', 'b', 'https://s.example/rules/balance/gardens/?board=b&pos=b1_10jLi&opt=balance-x=y#b')).toBe('https://s.example/embed/balance/b/?board=b&pos=b1_10jLi&opt=balance-x=y');
  });
  it('a board of another page embeds as a game of its variant that restores the position and moves', () => {
    expect(embedUrl('kutai', 'explorer', 'https://s.example/board/?board=explorer&pos=P&moves=a%20b&step=1#explorer')).toBe('https://s.example/embed/kutai/?board=game&pos=P&moves=a+b');
  });
  it('the code is an iframe with escaped attributes, then the script that sizes it', () => {
    const code = embedCode('https://s.example/embed/k/?a=1&b="<x>"', 'T "q"');
    const frame = '<iframe src="https://s.example/embed/k/?a=1&amp;b=&quot;&lt;x&gt;&quot;" title="T &quot;q&quot;" width="560" height="1100" style="border:0;max-width:100%" loading="lazy"></iframe>';
    expect(code).toBe(`${frame}<script>${hostScript('https://s.example')}</script>`);
    expect(embedCode('https://s.example/embed/k/', 'T', 1234.2)).toContain('height="1235"');
    expect(embedBoards().every((b) => /^[a-z0-9-]+$/.test(b.board))).toBe(true);
  });
  it('the host script sizes only the frame that sent the height, and only from the embed’s origin', () => {
    type Listener = (e: { origin: string; source: unknown; data: unknown }) => void;
    const listeners: Listener[] = [];
    const asked: unknown[] = [];
    const frames = [
      { src: 'https://s.example/embed/k/', style: {} as Record<string, string>, contentWindow: { postMessage: (m: unknown, o: string) => asked.push([m, o]) } },
      { src: 'https://other.example/x', style: {} as Record<string, string>, contentWindow: { postMessage: () => asked.push('wrong') } },
    ];
    const w: Record<string, unknown> = { addEventListener: (_: string, f: Listener) => listeners.push(f) };
    const doc = { getElementsByTagName: () => frames };
    const run = () => new Function('window', 'document', hostScript('https://s.example'))(w, doc);
    run();
    run(); // a second board's snippet on the same page adds nothing
    expect(listeners.length).toBe(1);
    expect(asked).toEqual([[{ type: HEIGHT_REQUEST }, 'https://s.example']]);
    const send = (origin: string, source: unknown, data: unknown) => listeners[0]!({ origin, source, data });
    send('https://evil.example', frames[0]!.contentWindow, { type: HEIGHT_MESSAGE, height: 5000 });
    send('https://s.example', frames[0]!.contentWindow, { type: 'other', height: 5000 });
    send('https://s.example', frames[0]!.contentWindow, { type: HEIGHT_MESSAGE, height: 'x' });
    expect(frames[0]!.style.height).toBeUndefined();
    send('https://s.example', frames[0]!.contentWindow, { type: HEIGHT_MESSAGE, height: 1040.4 });
    expect(frames[0]!.style.height).toBe('1041px');
    expect(frames[1]!.style.height).toBeUndefined();
  });
});

describe('rule headings’ anchors', () => {
  it('a rule heading loses Starlight’s # link (it has its own controls); other headings keep it', async () => {
    const { default: rehypeRuleAnchors } = await import('../../src/plugins/rehype-rule-anchors.ts');
    const wrap = (props: Record<string, unknown>) => ({
      type: 'element',
      tagName: 'div',
      properties: { className: ['sl-heading-wrapper', 'level-h3'] },
      children: [
        { type: 'element', tagName: 'h3', properties: props, children: [] },
        { type: 'element', tagName: 'a', properties: { className: ['sl-anchor-link'], href: '#x' }, children: [] },
      ],
    });
    const tree = { type: 'root', children: [wrap({ id: 'a', dataRule: 'a' }), wrap({ id: 'b' })] };
    rehypeRuleAnchors()(tree as never);
    expect(tree.children.map((w) => w.children.length)).toEqual([1, 2]);
  });
});

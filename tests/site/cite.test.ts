/**
 * Share and cite, on the built site: every rule has a card with link-preview tags and a preview image, every
 * short address leads to its card, every board of a rules page has an embed page that works inside another
 * site's frame (live, restoring the shared state) and shows its position with JavaScript off, and the data
 * files are published and fit their schemas. The link checker (links.test.ts) checks every link on all of them.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { existsSync, readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { join } from 'node:path';
import sharp from 'sharp';
import type { Browser } from 'playwright-core';
import { DIST, launch, readBuilt, readPage } from './site.ts';
import { allCards, cardVariants, embedBoards } from '../../src/site/cards.ts';
import { cardHref, cardImageHref, ruleHref, shortCardHref } from '../../src/site/links.ts';
import { schemaProblems } from '../../src/site/rules-data.ts';
import { isLocalHost, siteAddress } from '../../src/site/site-address.ts';

const cards = allCards();
const attr = (html: string, re: RegExp) => re.exec(html)?.[1]?.replace(/&amp;/g, '&');

describe('rule cards', () => {
  it('every rule of every written variant has a card, with preview tags and a 1200×630 PNG preview', async () => {
    expect(cards.length).toBeGreaterThan(100);
    const missing: string[] = [];
    for (const c of cards) {
      const page = join(cardHref(c.meta.id, c.rule.id), 'index.html');
      if (!existsSync(join(DIST, page))) {
        missing.push(page);
        continue;
      }
      const html = readBuilt(page);
      expect(attr(html, /<h1 id="_top"[^>]*>([^<]*)<\/h1>/), page).toMatch(new RegExp(`^${c.rule.number.replace(/\./g, '\\.')} `));
      expect(attr(html, /<meta property="og:title" content="([^"]*)"/), page).toContain(`${c.meta.name} rule ${c.rule.number}`);
      expect(attr(html, /<meta property="og:description" content="([^"]*)"/), page).toContain(c.meta.name);
      const image = attr(html, /<meta property="og:image" content="([^"]*)"/);
      expect(image && new URL(image).pathname, page).toBe(cardImageHref(c.meta.id, c.rule.id));
      if (!existsSync(join(DIST, cardImageHref(c.meta.id, c.rule.id)))) missing.push(cardImageHref(c.meta.id, c.rule.id));
      // Its sources by name, linked to their entries on the Sources page; no file name anywhere a reader sees.
      expect(html, page).toMatch(/<h2 id="card-sources">Sources<\/h2>\s*<ul>\s*<li>\s*<a href="\/sources\/#[a-z-]+">“/);
      expect(html.replace(/<script[\s\S]*?<\/script>/g, ''), page).not.toMatch(/\d{3}_[0-9a-f]{16}\.txt/);
    }
    expect(missing).toEqual([]);
    const png = await sharp(join(DIST, cardImageHref(cards[0]!.meta.id, cards[0]!.rule.id))).metadata();
    expect([png.format, png.width, png.height]).toEqual(['png', 1200, 630]);
  });

  it('every short address /r/<variant>/<number>/ refreshes to its card, which it names as canonical', () => {
    for (const c of cards) {
      const html = readBuilt(join(shortCardHref(c.meta.id, c.rule.number), 'index.html'));
      expect(attr(html, /<meta http-equiv="refresh" content="0; url=([^"]*)"/), c.rule.id).toBe(cardHref(c.meta.id, c.rule.id));
      expect(html).toContain(`href="${cardHref(c.meta.id, c.rule.id)}"`);
    }
  });

  it('each rule heading of a rules page has a Card link to its card', () => {
    for (const meta of cardVariants()) {
      // On the page the rule lives on: the rules page, or a further one (the Pai Sho Project's harmony page).
      for (const r of meta.rules) expect(readPage(ruleHref(meta.id, r.id)), `${meta.id}/${r.id}`).toContain(`href="${cardHref(meta.id, r.id)}" class="ps-card-link"`);
    }
  });

  it('a card links to the rule on its page and to its neighbours', () => {
    const c = cards.find((x) => x.prev && x.next)!;
    const html = readBuilt(join(cardHref(c.meta.id, c.rule.id), 'index.html'));
    for (const href of [`/variants/${c.meta.id}/#${c.rule.id}`, cardHref(c.meta.id, c.prev!.id), cardHref(c.meta.id, c.next!.id)]) expect(html).toContain(`href="${href}"`);
  });
});

describe('a card in the browser', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(async () => {
    await browser?.close();
  });
  it('follows the rule options in its address, as the rules page does', async () => {
    // A card whose prose has a passage for an answer other than the default.
    let found: { href: string; option: string; choice: string } | undefined;
    for (const c of cards) {
      for (const m of c.section.body.matchAll(/<When variant="[a-z]+" option="([a-z0-9-]+)" is="([a-z0-9 -]+)"/g)) {
        const o = c.meta.options.find((x) => x.id === m[1]);
        const choice = m[2]!.split(' ')[0]!;
        if (o && !m[2]!.split(' ').includes(o.default)) found = { href: cardHref(c.meta.id, c.rule.id), option: o.id, choice };
        if (found) break;
      }
      if (found) break;
    }
    expect(found).toBeDefined();
    const p = await browser.newPage();
    const sel = `.ps-rule-card [data-when-option="${found!.option}"][data-when-is~="${found!.choice}"]`;
    await p.goto(`${inject('baseUrl')}${found!.href}`, { waitUntil: 'load' });
    expect(await p.locator(sel).first().isVisible()).toBe(false);
    await p.goto(`${inject('baseUrl')}${found!.href}?opt=${found!.option}=${found!.choice}`, { waitUntil: 'load' });
    await expect.poll(() => p.locator(sel).first().isVisible(), { timeout: 15_000 }).toBe(true);
    await p.close();
  });

  // Issue 41: "Cite this rule" gave https://paisho-codex.example/rules/…, an address that leads nowhere.
  const card = cards[0]!;
  const citePrefix = `${card.meta.name}, rule ${card.rule.number} (${card.rule.title}), Pai Sho Codex, `;
  it('the citation is written with the configured address (SITE_URL, or the local default)', () => {
    const html = readBuilt(join(cardHref(card.meta.id, card.rule.id), 'index.html'));
    const site = siteAddress(process.env.SITE_URL);
    expect(html).toContain(`data-site="${site}"`);
    expect(html).toContain(`<span data-cite-url>${site}${cardHref(card.meta.id, card.rule.id)}</span>`);
    expect(html).not.toContain('paisho-codex.example');
    expect(attr(html, /<link rel="canonical" href="([^"]*)"/)).toBe(`${site}${cardHref(card.meta.id, card.rule.id)}`);
  });
  it('a citation copied from a locally served site says it is local, with the address it is served from', async () => {
    const p = await browser.newPage();
    await p.goto(`${inject('baseUrl')}${cardHref(card.meta.id, card.rule.id)}`, { waitUntil: 'load' });
    const text = () => p.getByTestId('citation').innerText();
    // The build here has no SITE_URL, so its address is local: the citation takes the page's own and says so.
    if (isLocalHost(new URL(siteAddress(process.env.SITE_URL)).hostname)) {
      await expect.poll(text).toBe(`${citePrefix}${new URL(inject('baseUrl')).origin}${cardHref(card.meta.id, card.rule.id)} (a local copy of the site: this address works only on the computer serving it)`);
    }
    await p.close();
  });
  it('a site built for a published address and read locally keeps that address, and says the copy is local', async () => {
    const p = await browser.newPage();
    const published = 'https://codex.example.org';
    // The page as a build with SITE_URL=https://codex.example.org writes it (only the address differs).
    await p.route('**/rules/**', async (route) => {
      const res = await route.fetch();
      const site = siteAddress(process.env.SITE_URL);
      const body = (await res.text())
        .replaceAll(`data-site="${site}"`, `data-site="${published}"`)
        .replaceAll(`<span data-cite-url>${site}`, `<span data-cite-url>${published}`)
        .replace(/<span data-cite-local>/, '<span data-cite-local hidden>');
      await route.fulfill({ response: res, body });
    });
    await p.goto(`${inject('baseUrl')}${cardHref(card.meta.id, card.rule.id)}`, { waitUntil: 'load' });
    await expect.poll(() => p.getByTestId('cite-note').isVisible()).toBe(true);
    expect(await p.getByTestId('citation').innerText()).toBe(`${citePrefix}${published}${cardHref(card.meta.id, card.rule.id)}`);
    expect(await p.getByTestId('cite-note').innerText()).toContain(`served from this computer (${new URL(inject('baseUrl')).origin})`);
    await p.screenshot({ path: 'test-results/screens/cite-local-note.png', fullPage: true });
    await p.close();
  });
});

describe('the rules as data', () => {
  it('each variant has its file and the index lists them all; each fits its schema', () => {
    const index = JSON.parse(readBuilt('data/index.json'));
    expect(schemaProblems('index', index)).toEqual([]);
    expect(index.variants.map((v: { id: string }) => v.id)).toEqual(cardVariants().map((m) => m.id));
    for (const v of index.variants as { id: string; data: string }[]) {
      const data = JSON.parse(readBuilt(v.data));
      expect(schemaProblems('variant', data), v.id).toEqual([]);
      expect(data.rules.length).toBe(cardVariants().find((m) => m.id === v.id)!.rules.length);
    }
    expect(JSON.parse(readBuilt('data/schema/variant.json')).$schema).toMatch(/json-schema\.org/);
  });
});

describe('embedded boards', () => {
  let browser: Browser;
  let host: Server;
  let hostUrl = '';
  let frameSrc = '';
  /** The host page's body when a test pastes a whole embed code into it. */
  let hostBody = '';
  beforeAll(async () => {
    browser = await launch();
    // Another site (another origin) that frames a board.
    host = createServer((_, res) => {
      res.setHeader('content-type', 'text/html');
      res.end(`<!doctype html><html lang="en"><title>Another site</title><h1>A forum post</h1>${hostBody || `<iframe src="${frameSrc}" title="board" width="560" height="800"></iframe>`}</html>`);
    });
    await new Promise<void>((ok) => host.listen(0, 'localhost', () => ok()));
    hostUrl = `http://localhost:${(host.address() as { port: number }).port}/`;
  });
  afterAll(async () => {
    await browser?.close();
    await new Promise((ok) => host?.close(ok));
  });

  it('every board of every rules page, example and exercise has an embed page, and each variant a game', () => {
    const boards = embedBoards();
    expect(boards.length).toBeGreaterThan(20);
    for (const b of boards) {
      const html = readBuilt(join('embed', b.meta.id, b.board, 'index.html'));
      expect(html, b.board).toContain(`data-board="${b.board}"`);
      expect(html).toContain('<base target="_blank">');
    }
    for (const m of cardVariants()) expect(readBuilt(join('embed', m.id, 'index.html'))).toContain('data-board="game"');
  });

  it('an example board works inside another site’s frame and opens at the step of the link', async () => {
    const b = embedBoards().find((x) => x.props.example && x.props.example.steps.length >= 2)!;
    frameSrc = `${inject('baseUrl')}/embed/${b.meta.id}/${b.board}/?board=${b.board}&step=2`;
    const p = await browser.newPage();
    await p.goto(hostUrl, { waitUntil: 'load' });
    const frame = p.frames().find((f) => f.url().startsWith(frameSrc.split('?')[0]!));
    expect(frame, 'the frame loads').toBeDefined();
    await frame!.waitForSelector('[data-testid="board-widget"][data-ready="true"]', { timeout: 30_000 });
    await expect.poll(() => frame!.locator('[data-testid="board-widget"]').innerText()).toContain(`Step 2 of ${b.props.example!.steps.length}`);
    // Playing on works in the frame: step forward once more or back.
    await p.close();
  });

  it('“Copy embed code” writes a frame whose board shows the same position', async () => {
    const ctx = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const p = await ctx.newPage();
    const b = embedBoards().find((x) => x.props.mode === 'play' && x.props.start !== '')!;
    await p.goto(`${inject('baseUrl')}/variants/${b.meta.id}/#${b.board}`, { waitUntil: 'load' });
    const w = p.locator(`[data-testid="board-widget"][data-board="${b.board}"]`);
    await w.scrollIntoViewIfNeeded();
    await expect.poll(() => w.getAttribute('data-ready'), { timeout: 30_000 }).toBe('true');
    await w.getByTestId('copy-embed').click();
    const code = await w.getByTestId('embed-code').inputValue();
    expect(code).toMatch(/^<iframe src="[^"]+" title="[^"]+" width="\d+" height="\d+"/);
    const src = new URL(/src="([^"]+)"/.exec(code)![1]!.replace(/&amp;/g, '&'));
    expect(src.pathname).toBe(`/embed/${b.meta.id}/${b.board}/`);
    expect(src.searchParams.get('pos')).toBe(b.props.start);
    frameSrc = src.href;
    await p.goto(hostUrl, { waitUntil: 'load' });
    const frame = p.frames().find((f) => f.url().startsWith(`${src.origin}${src.pathname}`))!;
    await frame.waitForSelector('[data-testid="board-widget"][data-ready="true"]', { timeout: 30_000 });
    const tiles = await frame.locator('svg.ps-board [data-tile]').count();
    expect(tiles).toBe(b.props.initialView.pieces.length);
    await ctx.close();
  });

  it('the pasted embed code keeps its frame as tall as the board and its controls, as they change', async () => {
    // Issue 41: the frame was 800 px tall for 1,040 px of content, hiding the controls on the host page.
    const ctx = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const p = await ctx.newPage();
    const b = embedBoards().find((x) => x.props.mode === 'play' && x.props.start !== '')!;
    await p.goto(`${inject('baseUrl')}/variants/${b.meta.id}/#${b.board}`, { waitUntil: 'load' });
    const w = p.locator(`[data-testid="board-widget"][data-board="${b.board}"]`);
    await w.scrollIntoViewIfNeeded();
    await expect.poll(() => w.getAttribute('data-ready'), { timeout: 30_000 }).toBe('true');
    await w.getByTestId('copy-embed').click();
    const code = await w.getByTestId('embed-code').inputValue();
    expect(code).toMatch(/<\/iframe><script>.+<\/script>$/);
    hostBody = `${code}<p id="after">The post goes on under the board.</p>`;
    await p.goto(hostUrl, { waitUntil: 'load' });
    const src = new URL(/src="([^"]+)"/.exec(code)![1]!.replace(/&amp;/g, '&'));
    const frame = p.frames().find((f) => f.url().startsWith(`${src.origin}${src.pathname}`))!;
    await frame.waitForSelector('[data-testid="board-widget"][data-ready="true"]', { timeout: 30_000 });
    const fits = async () => {
      const content = await frame.evaluate(() => Math.ceil(document.querySelector('main')!.getBoundingClientRect().height));
      const box = (await p.locator('iframe').boundingBox())!;
      const inner = await frame.evaluate(() => document.documentElement.scrollHeight - document.documentElement.clientHeight);
      return { off: Math.abs(box.height - content) <= 1, hidden: inner <= 1, content, box: box.height };
    };
    await expect.poll(async () => (await fits()).off, { timeout: 10_000 }).toBe(true);
    const wide = await fits();
    expect(wide.hidden, 'nothing scrolls inside the frame').toBe(true);
    expect(wide.content).toBeGreaterThan(600);
    // The controls end within the frame (they were cut off).
    const last = await frame.evaluate(() => {
      const w = document.querySelector('[data-testid="board-widget"]')!;
      return Math.ceil(w.getBoundingClientRect().bottom);
    });
    expect(last).toBeLessThanOrEqual(wide.box);
    await p.screenshot({ path: 'test-results/screens/embed-host-1280.png', fullPage: true });
    // A phone: the frame narrows to the column, its content grows taller, and the frame follows.
    await p.setViewportSize({ width: 390, height: 844 });
    await expect.poll(async () => (await fits()).content, { timeout: 10_000 }).not.toBe(wide.content);
    await expect.poll(async () => (await fits()).off, { timeout: 10_000 }).toBe(true);
    expect((await fits()).hidden).toBe(true);
    await p.screenshot({ path: 'test-results/screens/embed-host-390.png', fullPage: true });
    // A change inside the frame is followed too: its own "Copy embed code" shows the code under the buttons.
    const before = (await fits()).box;
    await frame.getByTestId('copy-embed').click();
    await frame.getByTestId('embed-code').waitFor();
    await expect.poll(async () => (await fits()).box, { timeout: 10_000 }).toBeGreaterThan(before);
    await expect.poll(async () => (await fits()).off, { timeout: 10_000 }).toBe(true);
    console.log(`embed frame: ${wide.box} px at 560 wide, ${before} px at 390, ${(await fits()).box} px after a change`);
    hostBody = '';
    await ctx.close();
  });

  it('with JavaScript off, an embed shows its board’s position and says what needs JavaScript', async () => {
    const ctx = await browser.newContext({ javaScriptEnabled: false });
    const p = await ctx.newPage();
    const b = embedBoards().find((x) => x.props.initialView.pieces.length > 0)!;
    await p.goto(`${inject('baseUrl')}/embed/${b.meta.id}/${b.board}/`, { waitUntil: 'load' });
    expect(await p.locator('svg.ps-board [data-tile]').count()).toBe(b.props.initialView.pieces.length);
    await expect.poll(() => p.locator('main').innerText()).toMatch(/JavaScript is off/);
    await ctx.close();
  });
});

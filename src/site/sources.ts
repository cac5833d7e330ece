/**
 * @packageDocumentation The source texts in words: what each is, who wrote it, where it was published, where the
 * Sources page describes it. Citations (the "Cite / source" disclosures, the cards, search) show these words and
 * link to the Sources page's entry; the file name (the exact key of the capture we read) is kept for the data files
 * (`/data/`) and the Sources page's "Our copy" line, never shown in a citation.
 *
 * Authorship is stated once here and the pages say the same: the Balance page names no author
 * (its header says only "last edited by Darren"); in its thread Eun_Mi_89 answers as the author
 * (accepts a correction to the rule text, reports playing it), and a later commenter, Cyril,
 * credits "some 'Eun Mi'" as the creator. So: by Eun_Mi_89, by the thread's account.
 */
export interface SourceText {
  readonly file: string;
  /** The text's own title, as a reader would look for it (the data files' `title`). */
  readonly title: string;
  /** Where it was published, in a few words (citations). */
  readonly published: string;
  /** Who wrote it, in a few words (citations). */
  readonly by: string;
  /** Anchor of its entry on /sources/. */
  readonly anchor: string;
  /** What it is, in a sentence. */
  readonly what: string;
  readonly variants: string;
  /** Who wrote it, as the site states it everywhere. */
  readonly author: string;
  /** Who else the text names (commenters, editors). */
  readonly people: string;
}

export const SOURCES: readonly SourceText[] = [
  {
    file: '000_39f97c09c5d4f1fb.txt',
    title: '“Balance Pai Sho”, with its comments',
    published: 'a community wiki page',
    by: 'by Eun_Mi_89, by its thread’s account',
    anchor: 'balance-page',
    what:
      'The “Balance Pai Sho” page of a community wiki, captured with its thread of 30 comments (August 2010 to January 2013). The picture of the gardens and every example picture are lost; the page says its basics come from an older blog that is no longer online.',
    variants: 'Balance',
    author: 'Eun_Mi_89, by the thread’s account: the page itself names no author',
    people: 'last edited by Darren; comments by Red Kutai, Eun_Mi_89, Darren, Harlan Nowick, Osuji, Yi Chen, Rodrigo and Cyril',
  },
  {
    file: '004_bb69a3c8ecfd23f1.txt',
    title: '“Balance Pai Sho”, second capture',
    published: 'a community wiki page',
    by: 'by Eun_Mi_89, by its thread’s account',
    anchor: 'balance-page-second',
    what: 'A second capture of the same Balance page: the same rule text, without the comments or the edit line.',
    variants: 'Balance',
    author: 'as above',
    people: 'none',
  },
  {
    file: '001_94f4e2436740bad1.txt',
    title: '“Pai Sho Rules Page”',
    published: 'the Pai Sho Project wiki, version of 12 April 2013',
    by: 'by the project’s community',
    anchor: 'project-page',
    what:
      'The “Pai Sho Rules Page” of the Pai Sho Project wiki, as saved on 12 April 2013: a large community rule set, with an older, shorter rule layer at its end. Several sections are marked unfinished.',
    variants: 'Pai Sho Project',
    author: 'the Pai Sho Project community',
    people: 'saved by Osuji',
  },
  {
    file: '002_ee979707c44381bc.txt',
    title: '“Official Pai Sho Rules and Gameplay”',
    published: 'a fan booklet on simplebooklet.com',
    by: 'author not named',
    anchor: 'booklet',
    what: 'A booklet titled “Official Pai Sho Rules and Gameplay”, as text taken from its PDF; its diagrams are lost. Despite the title, it is a fan work.',
    variants: 'Basic, Iroh, Ancient',
    author: 'not named',
    people: 'none',
  },
  {
    file: '003_fb61d2b6d028d216.txt',
    title: '“Kutai Pai Sho”, with its comments',
    published: 'a community wiki page',
    by: 'by Red Kutai',
    anchor: 'kutai-page',
    what: 'The “Kutai Pai Sho” page of the same community wiki, with its thread of 19 comments (April to September 2010). The picture of the tiles is lost.',
    variants: 'Kutai',
    author: 'Red Kutai',
    people: 'comments by Yi Chen, BartlettMagic, Christian, Jeremy, Black Shadow, Osuji and metsik',
  },
];

const BY_FILE = new Map(SOURCES.map((s) => [s.file, s]));
export const sourceOf = (file: string): SourceText | undefined => BY_FILE.get(file);

/** Short names by file (the data files' `title`). */
export const SOURCE_TITLES: Readonly<Record<string, string>> = Object.fromEntries(SOURCES.map((s) => [s.file, s.title]));

/** Where the Sources page describes a source. */
export const sourceHref = (file: string): string => `/sources/#${sourceOf(file)?.anchor ?? 'texts'}`;

/**
 * A source named for readers: “Official Pai Sho Rules and Gameplay” (a fan booklet on simplebooklet.com; author not
 * named). Never the file name: an unknown file is "an unlisted source".
 */
export const sourceName = (file: string): string => {
  const s = sourceOf(file);
  return s ? `${s.title} (${s.published}; ${s.by})` : 'an unlisted source';
};

/** A note with any file name in it named in words instead ("same text in 004_….txt" → "same text in “Balance Pai Sho”, second capture"). */
export const readable = (text: string): string => text.replace(/\b\d{3}_[0-9a-f]{16}\.txt\b/g, (f) => sourceOf(f)?.title ?? 'an unlisted source');

/** A citation in two parts: the source's name (to link to its entry) and what follows it (commenter, date, note). */
export function citeParts(s: { file: string; who?: string; date?: string; note?: string }): { name: string; href: string; rest: string } {
  const src = sourceOf(s.file);
  // The page's author named again as `who` (Kutai's page text) adds nothing to the byline.
  const who = s.who && src && src.by === `by ${s.who}` ? undefined : s.who;
  const tail = [who, s.date].filter(Boolean).join(', ');
  const note = s.note ? readable(s.note) : '';
  return { name: sourceName(s.file), href: sourceHref(s.file), rest: (tail ? `, ${tail}` : '') + (note ? ` — ${note}` : '') };
}

/** A citation in words: "“Kutai Pai Sho”, with its comments (a community wiki page; by Red Kutai), Yi Chen, Aug 19 2010 — note". */
export const citeWords = (s: { file: string; who?: string; date?: string; note?: string }): string => {
  const p = citeParts(s);
  return p.name + p.rest;
};

/**
 * @packageDocumentation The source texts in words: what each is, who wrote it, where the Sources page
 * describes it. Citations show these words; the file name (the exact key of the capture we read)
 * stays available in each "Cite / source" disclosure and on the Sources page.
 *
 * Authorship is stated once here and the pages say the same: the Balance page names no author
 * (its header says only "last edited by Darren"); in its thread Eun_Mi_89 answers as the author
 * (accepts a correction to the rule text, reports playing it), and a later commenter, Cyril,
 * credits "some 'Eun Mi'" as the creator. So: by Eun_Mi_89, by the thread's account.
 */
export interface SourceText {
  readonly file: string;
  /** Short name, used in citations. */
  readonly title: string;
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
    title: 'Balance page with comments',
    anchor: 'balance-page',
    what:
      'The “Balance Pai Sho” page of a community wiki, captured with its thread of 30 comments (August 2010 to January 2013). The picture of the gardens and every example picture are lost; the page says its basics come from an older blog that is no longer online.',
    variants: 'Balance',
    author: 'Eun_Mi_89, by the thread’s account: the page itself names no author',
    people: 'last edited by Darren; comments by Red Kutai, Eun_Mi_89, Darren, Harlan Nowick, Osuji, Yi Chen, Rodrigo and Cyril',
  },
  {
    file: '004_bb69a3c8ecfd23f1.txt',
    title: 'Balance page, second capture',
    anchor: 'balance-page-second',
    what: 'A second capture of the same Balance page: the same rule text, without the comments or the edit line.',
    variants: 'Balance',
    author: 'as above',
    people: 'none',
  },
  {
    file: '001_94f4e2436740bad1.txt',
    title: 'Pai Sho Project rules page',
    anchor: 'project-page',
    what:
      'The “Pai Sho Rules Page” of the Pai Sho Project wiki, as saved on 12 April 2013: a large community rule set, with an older, shorter rule layer at its end. Several sections are marked unfinished.',
    variants: 'Pai Sho Project',
    author: 'the Pai Sho Project community',
    people: 'saved by Osuji',
  },
  {
    file: '002_ee979707c44381bc.txt',
    title: 'Official rules booklet',
    anchor: 'booklet',
    what: 'A booklet titled “Official Pai Sho Rules and Gameplay”, as text taken from its PDF; its diagrams are lost. Despite the title, it is a fan work.',
    variants: 'Basic, Iroh, Ancient',
    author: 'not named',
    people: 'none',
  },
  {
    file: '003_fb61d2b6d028d216.txt',
    title: 'Kutai page with comments',
    anchor: 'kutai-page',
    what: 'The “Kutai Pai Sho” page of the same community wiki, with its thread of 19 comments (April to September 2010). The picture of the tiles is lost.',
    variants: 'Kutai',
    author: 'Red Kutai',
    people: 'comments by Yi Chen, BartlettMagic, Christian, Jeremy, Black Shadow, Osuji and metsik',
  },
];

const BY_FILE = new Map(SOURCES.map((s) => [s.file, s]));
export const sourceOf = (file: string): SourceText | undefined => BY_FILE.get(file);

/** Short names by file (kept for callers that only need the words). */
export const SOURCE_TITLES: Readonly<Record<string, string>> = Object.fromEntries(SOURCES.map((s) => [s.file, s.title]));

/** Where the Sources page describes a source. */
export const sourceHref = (file: string): string => `/sources/#${sourceOf(file)?.anchor ?? 'texts'}`;

/** "Balance page with comments (000_39f97c09c5d4f1fb.txt)", or the file name alone for an unknown file. */
export const sourceLabel = (file: string): string => (SOURCE_TITLES[file] ? `${SOURCE_TITLES[file]} (${file})` : file);

/** A citation in words: "Balance page with comments, Red Kutai, Aug 19 2010 (note)". */
export const citeWords = (s: { file: string; who?: string; date?: string; note?: string }): string =>
  [SOURCE_TITLES[s.file] ?? s.file, s.who, s.date].filter(Boolean).join(', ') + (s.note ? ` (${s.note})` : '');

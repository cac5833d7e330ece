/**
 * @packageDocumentation
 * The terms each variant's rules pages must link to the glossary at their first use (issue 42): per variant, the
 * glossary entry (`/glossary/#<id>`, an entry of that variant or of every variant) and the words that use it. The
 * test `tests/site/glossary.test.ts` reads each rules page as built (the text a reader sees under the default
 * answers, leaving out headings, run-in labels, table headers, boards, code and the "Cite / source" disclosures) and
 * fails when the first use of a listed word on a page is not a link to its entry, or when any page of a variant
 * links a glossary entry that belongs to another variant. Add a word here when a page starts to use one.
 */
export interface GlossaryTerm {
  /** The entry's anchor on /glossary/. */
  readonly id: string;
  /** The words that use it (a term, its plural, its verb). */
  readonly words: RegExp;
}

export const GLOSSARY_TERMS: Readonly<Record<string, readonly GlossaryTerm[]>> = {
  basic: [
    { id: 'players-basic', words: /\bSouth\b/ },
    { id: 'harmony-basic', words: /\bharmon(y|ies|ize|izes|izing)\b/i },
    { id: 'natural-harmony-basic', words: /\bnatural harmon/i },
    { id: 'clash-basic', words: /\bclash(es|ing)?\b/i },
    { id: 'non-flower-basic', words: /\bnon-flowers?\b/i },
    { id: 'spring-flower-basic', words: /\bspring flowers?\b/i },
    { id: 'port-basic', words: /\bports?\b/i },
    { id: 'pot-basic', words: /\bPot\b/ },
    { id: 'pot-winner-basic', words: /\bwins? the pot\b/ },
    { id: 'reserve-basic', words: /\breserves?\b/i },
    { id: 'drained-basic', words: /\bdrain(s|ed)?\b/i },
    { id: 'blooming-basic', words: /\bbloom(s|ing)?\b/i },
    { id: 'protected-basic', words: /\bprotect(s|ed)?\b/i },
  ],
  iroh: [
    { id: 'players-iroh', words: /\bSouth\b/ },
    { id: 'nation-iroh', words: /\bnations?\b/i },
    { id: 'waiting-iroh', words: /\bwait(s|ing)?\b/i },
    { id: 'harmony-iroh', words: /\bharmon(y|ies|ize|izes)\b/i },
    { id: 'midline-iroh', words: /\bmidlines?\b/i },
    { id: 'home-point-iroh', words: /\bhome points?\b/i },
    { id: 'paint-iroh', words: /\bpaint\b/i },
    { id: 'proclaim-iroh', words: /\bproclaim/i },
    { id: 'triangle-iroh', words: /\btriangles?\b/i },
    { id: 'guest-iroh', words: /\bguest\b/i },
    { id: 'held-iroh', words: /\b(holds|held)\b/i },
  ],
  ancient: [
    { id: 'players-ancient', words: /\bSouth\b/ },
    { id: 'special-ancient', words: /\bspecial tiles?\b/i },
    { id: 'hand-ancient', words: /\bhands?\b/i },
    { id: 'target-ancient', words: /\btarget\b/i },
    { id: 'harmony-ancient', words: /\bharmon(y|ies|ize|izes)\b/i },
    { id: 'guess-ancient', words: /\bguess(es|ed)?\b/i },
    { id: 'centerpiece-ancient', words: /\bcenterpiece\b/i },
    { id: 'one-time-ancient', words: /\bonly once\b|\bone-time\b/i },
    { id: 'drained-ancient', words: /\bdrain(s|ed)?\b/i },
    { id: 'disharmony-ancient', words: /\bdisharmon(y|ies)\b/i },
    { id: 'parallel-ancient', words: /\bparallels?\b/i },
  ],
  wiki: [
    { id: 'reserve-wiki', words: /\breserves?\b/i },
    { id: 'element-wiki', words: /\belements?\b/i },
    { id: 'drop-wiki', words: /\bdrop(s|ped|ping)?\b/i },
    { id: 'bending', words: /\bbend(s|ing)?\b/i },
    { id: 'harmony-wiki', words: /\bharmon(y|ies)\b/i },
    { id: 'garden-wiki', words: /\bgardens?\b/i },
    { id: 'ring-wiki', words: /\brings?\b/i },
    { id: 'star-point-wiki', words: /\bstar points?\b/i },
    { id: 'torii-wiki', words: /\bTorii\b/ },
    { id: 'natural-garden-wiki', words: /\b(un)?natural\b/i },
    { id: 'piebald-wiki', words: /\bpiebald\b/i },
    { id: 'wall-wiki', words: /\bwalls?\b/i },
    { id: 'players-wiki', words: /\bSente\b/ },
    { id: 'sovereignty-wiki', words: /\bsovereign(ty)?\b/i },
    { id: 'pot-wiki', words: /\bPot\b/ },
    { id: 'immobilized-wiki', words: /\bimmobiliz(e|ed|es|ing)\b/i },
    { id: 'hop-wiki', words: /\bhop(s|ping)?\b/i },
    { id: 'net-harmony-wiki', words: /\bimmune\b|\bnet harmony\b/i },
  ],
  balance: [
    { id: 'wheel', words: /\bWheel of Life\b/ },
    { id: 'garden-balance', words: /\bgardens?\b/i },
    { id: 'balance', words: /\bbalances?\b/ },
    { id: 'harmony-balance', words: /\bcomplete harmony\b/i },
    { id: 'blossoming', words: /\bBlossoming\b/ },
    { id: 'hand-balance', words: /\bhands?\b/i },
    { id: 'locked', words: /\blocked\b/i },
  ],
  kutai: [
    { id: 'players-kutai', words: /\bSouth\b/ },
    { id: 'harmony-kutai', words: /\bharmon(y|ies)\b/i },
    { id: 'centerpiece', words: /\bCenterpiece\b/ },
    { id: 'disharmony', words: /\bclash(es)?\b|\bdisharmon(y|ies)\b/i },
  ],
};

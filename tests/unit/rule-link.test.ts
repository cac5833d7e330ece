/** A board's rule links (issue found in a newcomer's walkthrough: a hint citing a Pai Sho Project scoring rule linked to an anchor not on the page). */
import { describe, expect, it } from 'vitest';
import { ruleLinkHref } from '../../src/components/board/rule-link.ts';
import { ruleLabels } from '../../src/components/mdx/board-props.ts';
import { getMeta } from '../../src/engine/catalog.ts';
import { ruleHref } from '../../src/site/links.ts';

describe('rule links from a board', () => {
  const labels = ruleLabels(getMeta('wiki')!);
  it('each rule label names the further page its rule is on, as the site links do', () => {
    for (const [id, label] of Object.entries(labels)) {
      expect(ruleLinkHref('wiki', id, label.page, '/elsewhere/', '')).toBe(ruleHref('wiki', id));
    }
    expect(labels['final-score']?.page).toBe('harmony');
    expect(labels['tile-set']?.page).toBeUndefined();
  });
  it('on the rule’s own page the link is its anchor alone, so the address keeps its options', () => {
    expect(ruleLinkHref('wiki', 'final-score', 'harmony', '/variants/wiki/harmony/', '?o=wiki-players=4')).toBe('#final-score');
    expect(ruleLinkHref('wiki', 'tile-set', undefined, '/variants/wiki/', '?o=x')).toBe('#tile-set');
  });
  it('from another page of the variant it goes to the rule’s page with the same options; from an embed or the notation page without', () => {
    expect(ruleLinkHref('wiki', 'final-score', 'harmony', '/variants/wiki/', '?o=wiki-players=4')).toBe('/variants/wiki/harmony/?o=wiki-players=4#final-score');
    expect(ruleLinkHref('wiki', 'tile-set', undefined, '/variants/wiki/harmony/', '?o=x')).toBe('/variants/wiki/?o=x#tile-set');
    expect(ruleLinkHref('wiki', 'final-score', 'harmony', '/embed/wiki/', '?position=x')).toBe('/variants/wiki/harmony/#final-score');
    expect(ruleLinkHref('kutai', 'harmony', undefined, '/notation/', '')).toBe('/variants/kutai/#harmony');
  });
});

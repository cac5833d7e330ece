/**
 * Where a board's rule link goes: the rule's own anchor when the board is on the rule's page (the address's
 * options stay), else that page; from another page of the same variant with the address's options, which
 * choose the prose there too (an embed's or the notation page's address holds other things).
 */
import { variantPage } from '../../site/paths.ts';

export function ruleLinkHref(variant: string, rule: string, page: string | undefined, here: string, search: string): string {
  const home = variantPage(variant, page);
  if (here === home) return `#${rule}`;
  return `${home}${here.startsWith(variantPage(variant)) ? search : ''}#${rule}`;
}

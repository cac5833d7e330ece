/**
 * Rehype plugin (runs after Starlight's heading links): a rule heading (`data-rule`, from remark-rules) keeps
 * no Starlight "#" anchor link, since it has its own permalink controls: the "Copy link" button, the "Card"
 * link to its card page and the permalink in its "Cite / source" disclosure. Five elements fewer per rule
 * (the link, its icon, the icon's SVG and path, its hidden label) keep the longest rules pages within the
 * DOM budget (tests/site/budget.test.ts) with the Card links added.
 */
interface El {
  type: string;
  tagName?: string;
  properties?: Record<string, unknown>;
  children?: El[];
}

const classes = (e: El): string[] => {
  const c = e.properties?.className ?? e.properties?.class;
  return Array.isArray(c) ? c.map(String) : typeof c === 'string' ? c.split(/\s+/) : [];
};
const isRuleHeading = (e: El | undefined) => Boolean(e && e.type === 'element' && (e.properties?.dataRule !== undefined || e.properties?.['data-rule'] !== undefined));

function walk(node: El): void {
  for (const child of node.children ?? []) {
    if (child.type === 'element' && classes(child).includes('sl-heading-wrapper') && isRuleHeading(child.children?.[0])) {
      child.children = (child.children ?? []).filter((c) => !(c.type === 'element' && c.tagName === 'a' && classes(c).includes('sl-anchor-link')));
    } else walk(child);
  }
}

export default function rehypeRuleAnchors() {
  return (tree: El) => walk(tree);
}

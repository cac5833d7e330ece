/**
 * Blocks a page pre-renders for every choice but shows one at a time (a variant's pair of boards on
 * the compare page) wait in `<template>`s: inert, they cost no elements until chosen. This puts the
 * chosen one into the page, where its boards hydrate as any other.
 */
export function materialize(scope: ParentNode | null, selector: string): void {
  const tpl = scope?.querySelector<HTMLTemplateElement>(`template${selector}`);
  if (tpl) tpl.replaceWith(tpl.content.cloneNode(true));
}

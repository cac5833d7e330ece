/**
 * @packageDocumentation The site's URL scheme for rules, options, examples and exercises (one place).
 * A variant has a rules page (`/variants/<id>/`) and an open-questions page
 * (`/variants/<id>/open-questions/`); each open question's anchor is its option id.
 */
import { variantPage } from './paths.ts';
import { subpageOf } from './rule-pages.ts';

export const variantHref = (variant: string) => variantPage(variant);
/** The page of a rule, example or exercise: the rules page, or a further page of the variant (`rule-pages.ts`). */
const homeOf = (variant: string, kind: 'rule' | 'example' | 'exercise' | 'option', id: string) => variantPage(variant, subpageOf(variant, kind, id));
export const openQuestionsHref = (variant: string) => variantPage(variant, 'open-questions');
export const ruleHref = (variant: string, rule: string) => `${homeOf(variant, 'rule', rule)}#${rule}`;
export const optionHref = (variant: string, option: string) => {
  const sub = subpageOf(variant, 'option', option);
  return `${sub ? variantPage(variant, sub) : openQuestionsHref(variant)}#${option}`;
};
/** A worked example's anchor: on the page its `page` names (e.g. Basic's endings), else where its rule lives. */
export const exampleHref = (variant: string, example: string, page?: string) => `${page ? variantPage(variant, page) : homeOf(variant, 'example', example)}#example-${example}`;
export const exerciseHref = (variant: string, exercise: string) => `${homeOf(variant, 'exercise', exercise)}#exercise-${exercise}`;
/** The rules page's compact "rules in force" switches (the section the boards' "Change the rule options" opens). */
export const rulesInForceHref = (variant: string) => `${variantPage(variant)}#open-questions`;
/** A rule's card (its own page, for citing): `/rules/<variant>/<rule>/`; its link-preview image beside it. */
export const cardHref = (variant: string, rule: string) => `/rules/${variant}/${rule}/`;
export const cardImageHref = (variant: string, rule: string) => `/rules/${variant}/${rule}/card.png`;
/** The short form of a card's address, by rule number (a redirect): `/r/<variant>/<number>/`. */
export const shortCardHref = (variant: string, number: string) => `/r/${variant}/${number}/`;
/** A board to embed in another site (`src/pages/embed/`): `/embed/<variant>/` (a new game) or `/embed/<variant>/<board>/`. */
export const embedHref = (variant: string, board?: string) => (board ? `/embed/${variant}/${board}/` : `/embed/${variant}/`);
/** The rules as data: `/data/<variant>.json`, the index `/data/index.json`, the schema `/data/schema.json`. */
export const dataHref = (variant: string) => `/data/${variant}.json`;

/**
 * @packageDocumentation The site's URL scheme for rules, options, examples and exercises (one place).
 * A variant has a rules page (`/variants/<id>/`) and an open-questions page
 * (`/variants/<id>/open-questions/`); each open question's anchor is its option id.
 */
export const variantHref = (variant: string) => `/variants/${variant}/`;
export const openQuestionsHref = (variant: string) => `/variants/${variant}/open-questions/`;
export const ruleHref = (variant: string, rule: string) => `/variants/${variant}/#${rule}`;
export const optionHref = (variant: string, option: string) => `${openQuestionsHref(variant)}#${option}`;
export const exampleHref = (variant: string, example: string) => `/variants/${variant}/#example-${example}`;
export const exerciseHref = (variant: string, exercise: string) => `/variants/${variant}/#exercise-${exercise}`;
/** The rules page's compact "rules in force" switches (the section the boards' "Change the rule options" opens). */
export const rulesInForceHref = (variant: string) => `/variants/${variant}/#open-questions`;

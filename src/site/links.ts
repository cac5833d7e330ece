/** @packageDocumentation The site's URL scheme for rules, options, examples and exercises (one place). */
export const variantHref = (variant: string) => `/variants/${variant}/`;
export const ruleHref = (variant: string, rule: string) => `/variants/${variant}/#${rule}`;
export const optionHref = (variant: string, option: string) => `/variants/${variant}/#${option}`;
export const exampleHref = (variant: string, example: string) => `/variants/${variant}/#example-${example}`;
export const exerciseHref = (variant: string, exercise: string) => `/variants/${variant}/#exercise-${exercise}`;

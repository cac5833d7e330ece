/**
 * @packageDocumentation The address of a variant's page (`/variants/<id>/`, or a further page
 * `/variants/<id>/<page>/`): the one spelling of the scheme, shared by the site's links
 * (`links.ts`) and the board's rule links (`rule-link.ts`), which cannot import `links.ts`
 * (that pulls in the rule pages' tables) without growing the board's first chunk. Two lazy browser
 * chunks (`embed-link.ts`, `page-options.ts`) spell it themselves: importing this from them as well
 * makes it a chunk of its own, about 100 bytes more for every first board.
 */
export const variantPage = (variant: string, page?: string): string => `/variants/${variant}/${page ? `${page}/` : ''}`;

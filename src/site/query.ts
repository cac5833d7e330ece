/**
 * Query strings people can read and share: `URLSearchParams` escapes `=`, `,`, `:`,
 * `*` and `/`, which our option lists (`opt=id=choice,…`), place names (`9i:10j`)
 * and moves (`R*10j`) are made of. All of them are safe unescaped in a query value;
 * `&`, `#`, `+`, `%` and spaces stay escaped.
 */
export const readableQuery = (p: URLSearchParams): string => p.toString().replace(/%(3D|2C|3A|2A|2F)/gi, (m) => decodeURIComponent(m));

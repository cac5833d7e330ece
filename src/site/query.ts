/**
 * Query strings people can read and share: `URLSearchParams` escapes `=`, `,`, `:`,
 * `*` and `/`, which our option lists (`opt=id=choice,…`), place names (`9i:10j`)
 * and moves (`R*10j`) are made of. All of them are safe unescaped in a query value;
 * `&`, `#`, `+`, `%` and spaces stay escaped, and so does `=` in a key (a reader
 * splits a pair at its first `=`).
 */
const VALUE_SAFE = /%(3D|2C|3A|2A|2F)/gi;
const KEY_SAFE = /%(2C|3A|2A|2F)/gi;
const unescape = (m: string): string => decodeURIComponent(m);

export const readableQuery = (p: URLSearchParams): string =>
  p
    .toString()
    .split('&')
    .map((pair) => {
      const i = pair.indexOf('=');
      return i < 0 ? pair.replace(KEY_SAFE, unescape) : `${pair.slice(0, i).replace(KEY_SAFE, unescape)}=${pair.slice(i + 1).replace(VALUE_SAFE, unescape)}`;
    })
    .join('&');

// A link built as origin + an already absolute URL reaches the server as
// `/https:/verstak.ru/catalog/` once proxies merge the slashes; the path guard (§6) turns it back
// into `/catalog/`. Only the path is touched, never the query or the hash.

/** A scheme fragment `https:/` (or `http:/`, any number of slashes) in a path, with the host after it when there is one. */
const FRAGMENT = /\/?https?:\/+(?:(?:localhost|[^/?#]*[.:][^/?#]*)(?=\/|$))?/gi;

/**
 * The path guard of §6: a path with a duplicated `https:/` fragment (and the host after it) stripped,
 * e.g. `/https:/verstak.ru/catalog/?a=1` → `/catalog/?a=1`; a clean path comes back unchanged, so
 * `stripDuplicatedHttps(p) !== p` says a redirect is due.
 */
export function stripDuplicatedHttps(path: string): string {
  const end = path.search(/[?#]/);
  const pathname = end === -1 ? path : path.slice(0, end);
  const rest = end === -1 ? '' : path.slice(end);
  if (!/https?:\//i.test(pathname)) return path;
  let stripped = pathname;
  for (let previous = ''; previous !== stripped; ) {
    previous = stripped;
    stripped = stripped.replace(FRAGMENT, '');
  }
  stripped = `/${stripped.replace(/^\/+/, '')}`;
  return stripped + rest;
}

/** The query parameter of a one-time login link (§4.1). */
export const AUTH_HASH_PARAM = 'h';

/**
 * Splits a login link's `h` off a path with its query (§4.1): `{ hash, path }`, where `path` is the
 * same address without `h` (other parameters and the hash fragment kept), to replace the address
 * once the hash is exchanged, so a reload or a shared link does not spend it again. `hash` is null
 * when there is none.
 */
export function takeAuthHash(pathWithQuery: string): { hash: string | null; path: string } {
  const hashAt = pathWithQuery.indexOf('#');
  const fragment = hashAt === -1 ? '' : pathWithQuery.slice(hashAt);
  const beforeFragment = hashAt === -1 ? pathWithQuery : pathWithQuery.slice(0, hashAt);
  const queryAt = beforeFragment.indexOf('?');
  if (queryAt === -1) return { hash: null, path: pathWithQuery };
  const params = new URLSearchParams(beforeFragment.slice(queryAt + 1));
  const hash = params.get(AUTH_HASH_PARAM);
  if (hash === null) return { hash: null, path: pathWithQuery };
  params.delete(AUTH_HASH_PARAM);
  const query = params.toString();
  return {
    hash: hash || null,
    path: `${beforeFragment.slice(0, queryAt)}${query ? `?${query}` : ''}${fragment}`,
  };
}

/** Where the browser keeps a shopper's own recent queries (never sent anywhere). */
const KEY = 'verstak:search-recent';
/** Recent queries kept and shown. */
export const RECENT_MAX = 6;

/** The queries this browser searched for, newest first; none when storage is unavailable or garbled. */
export function readRecent(
  storage: Pick<Storage, 'getItem'> | undefined = globalThis.localStorage,
): string[] {
  try {
    const list: unknown = JSON.parse(storage?.getItem(KEY) ?? '[]');
    return Array.isArray(list)
      ? list.filter((q): q is string => typeof q === 'string' && q.trim() !== '').slice(0, RECENT_MAX)
      : [];
  } catch {
    return [];
  }
}

/** Puts `query` first among the recent ones (once, case aside); returns the new list. */
export function rememberQuery(
  query: string,
  storage: Pick<Storage, 'getItem' | 'setItem'> | undefined = globalThis.localStorage,
): string[] {
  const text = query.trim();
  if (!text) return readRecent(storage);
  const list = [text, ...readRecent(storage).filter((q) => q.toLowerCase() !== text.toLowerCase())].slice(
    0,
    RECENT_MAX,
  );
  try {
    storage?.setItem(KEY, JSON.stringify(list));
  } catch {
    // Private mode or a full storage: the search works, it just does not remember.
  }
  return list;
}

/** Forgets every recent query. */
export function forgetRecent(
  storage: Pick<Storage, 'removeItem'> | undefined = globalThis.localStorage,
): void {
  try {
    storage?.removeItem(KEY);
  } catch {
    // As above.
  }
}

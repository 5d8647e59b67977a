const KEY = 'verstak:chunk-reload';
const GUARD_MS = 60_000;

/** A failed code chunk reloads the page, at most once per minute (§8, §9). */
export function reloadOnceAfterChunkFailure(error: unknown, now = Date.now()): boolean {
  const chunkFailed =
    error instanceof TypeError &&
    /dynamically imported module|Importing a module script failed/i.test(error.message);
  if (!chunkFailed || typeof window === 'undefined') return false;
  const last = Number(window.sessionStorage.getItem(KEY) ?? 0);
  if (now - last < GUARD_MS) return false;
  window.sessionStorage.setItem(KEY, String(now));
  window.location.reload();
  return true;
}

const CHUNK_KEY = 'verstak:chunk-reload';
const VERSION_KEY = 'verstak:version-reload';
/** A failed chunk reloads the page at most once per this many ms (§8, §9 reload guard 60 s). */
export const RELOAD_GUARD_MS = 60_000;

/** What the guards read and do; the browser's by default, a test's own in tests. */
export interface ReloadDeps {
  storage: Pick<Storage, 'getItem' | 'setItem'>;
  reload(): void;
  now(): number;
}

/** The browser's; none on the server, or when the session storage is refused (no reload then, never a loop). */
const browser = (): ReloadDeps | undefined => {
  try {
    return { storage: window.sessionStorage, reload: () => window.location.reload(), now: Date.now };
  } catch {
    return undefined;
  }
};

/**
 * Whether `error` is the browser failing to fetch a code chunk (a lazy import) or the stylesheet our
 * preloader waits for before it (preload-helper.ts), not a page's bug: after a release both are gone.
 */
export function isChunkFailure(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  if (error.message.startsWith('Unable to preload CSS for ')) return true;
  return (
    error instanceof TypeError &&
    /dynamically imported module|Importing a module script failed/.test(error.message)
  );
}

/** Reloads once `fresh` says the saved mark allows it, saving `mark` first; false otherwise. */
function reloadOnce(
  key: string,
  mark: string,
  fresh: (saved: string | null) => boolean,
  deps: ReloadDeps,
): boolean {
  if (!fresh(deps.storage.getItem(key))) return false;
  deps.storage.setItem(key, mark);
  deps.reload();
  return true;
}

/**
 * A failed code chunk reloads the page, at most once per minute (§8, §9): a release replaced the
 * chunk and the page must come again with the new one. Within the minute it returns false and the
 * caller shows the error page instead of reloading in a loop.
 */
export function reloadOnceAfterChunkFailure(error: unknown, deps = browser()): boolean {
  if (!isChunkFailure(error) || !deps) return false;
  const now = deps.now();
  return reloadOnce(CHUNK_KEY, String(now), (last) => now - Number(last) >= RELOAD_GUARD_MS, deps);
}

/**
 * §4.2: a response of another release reloads the page (the SDK calls this one second after it),
 * once per release label: should the server keep answering with a label the page's code does not
 * expect (a deploy half done), the page reloads once, not in a loop.
 */
export function reloadOnceForVersion(version: string, deps = browser()): boolean {
  return !!deps && reloadOnce(VERSION_KEY, version, (last) => last !== version, deps);
}

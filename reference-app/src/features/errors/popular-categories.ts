import { type Client, errorsApi, POPULAR_CATEGORIES_LIMIT, type PopularCategory } from '@verstak/sdk';

/**
 * The popular categories an error screen shows (§2.8), or none when they cannot be had: it never
 * throws, so a page that is already an error never becomes a second one.
 */
export type PopularCategoriesSource = () => Promise<PopularCategory[]>;

/** No popular categories: an error screen without them. */
export const NO_POPULAR_CATEGORIES: PopularCategoriesSource = async () => [];

/** Options of {@link createPopularCategories}. */
export interface PopularCategoriesOptions {
  /** Reads them (the index-not-found call, §7.2); may throw or hang. */
  load: () => Promise<readonly PopularCategory[]>;
  /** How long a list read is kept, ms: 60 s by default. */
  keepMs?: number;
  /** After a failed read, how long no new one is tried (the last list, or none, is shown), ms: 5 s by default. */
  retryAfterMs?: number;
  /** How long an error screen waits for a read before it shows without them, ms: 1 s by default. */
  waitMs?: number;
  /** The catalogue generation now: a list read under another one is read again. */
  generation?: () => number;
  now?: () => number;
  /** Schedules the wait's end (setTimeout by default); injected by tests, which never sleep. */
  setTimer?: (done: () => void, ms: number) => unknown;
  /** Cancels what {@link PopularCategoriesOptions.setTimer} scheduled. */
  clearTimer?: (timer: unknown) => void;
}

/**
 * The popular categories of the error screens, kept for a short time in this process, so a storm of
 * error pages (a crawler's 404s, a 503 while the database is down) makes one read, not one each:
 * one read at a time whoever asks, the last list kept for `keepMs`, and after a failure no new read
 * for `retryAfterMs`. A read that fails or takes longer than `waitMs` gives the last list kept, or
 * none, and while such a slow read runs on nobody waits for it: the error page renders without them.
 */
export function createPopularCategories(options: PopularCategoriesOptions): PopularCategoriesSource {
  const keepMs = options.keepMs ?? 60_000;
  const retryAfterMs = options.retryAfterMs ?? 5_000;
  const waitMs = options.waitMs ?? 1_000;
  const now = options.now ?? Date.now;
  const generation = options.generation ?? (() => 0);
  const setTimer = options.setTimer ?? ((done, ms) => setTimeout(done, ms));
  const clearTimer = options.clearTimer ?? ((timer) => clearTimeout(timer as ReturnType<typeof setTimeout>));
  let kept: { list: PopularCategory[]; at: number; generation: number } | undefined;
  let failedAt = Number.NEGATIVE_INFINITY;
  let reading: Promise<PopularCategory[]> | undefined;
  let readingSince = 0;

  const read = () => {
    if (reading) return reading;
    const startedUnder = generation();
    readingSince = now();
    reading = options
      .load()
      .then(
        (list) => {
          const shown = list.slice(0, POPULAR_CATEGORIES_LIMIT);
          kept = { list: shown, at: now(), generation: startedUnder };
          return shown;
        },
        () => {
          failedAt = now();
          return kept?.list ?? [];
        },
      )
      .finally(() => {
        reading = undefined;
      });
    return reading;
  };

  return async () => {
    const at = now();
    if (kept && at - kept.at < keepMs && kept.generation === generation()) return kept.list;
    if (at - failedAt < retryAfterMs) return kept?.list ?? [];
    const fallback = kept?.list ?? [];
    // A read that already outlasted the wait (a database that hangs): no one waits for it again.
    if (reading && at - readingSince >= waitMs) return fallback;
    let timer: unknown;
    const waited = new Promise<PopularCategory[]>((resolve) => {
      timer = setTimer(() => resolve(fallback), waitMs);
    });
    try {
      return await Promise.race([read(), waited]);
    } finally {
      clearTimer(timer);
    }
  };
}

/** {@link createPopularCategories} reading them through `client`: the index-not-found call (§2.8, §7.2). */
export function popularCategoriesThrough(
  client: Client,
  options: Omit<PopularCategoriesOptions, 'load'> = {},
): PopularCategoriesSource {
  return createPopularCategories({
    load: async () => (await errorsApi(client).notFound()).popularCategories,
    ...options,
  });
}

import type { Db } from '../db/database';

// «Часто ищут» counts what shoppers ask and find (popular-queries.ts), but a search answer must not
// write: a write on the search path costs a round trip and a row lock that every shopper asking the
// same word would queue on. So the counts are kept in memory per database handle (one per process)
// and flushed in one statement: every FLUSH_MS, as soon as MAX_PENDING distinct queries wait, and
// when the store closes (flushQueryCounts before db.close()). Each flush adds its counts
// (`hits = hits + excluded.hits`) in one upsert with the keys sorted, so any number of processes on
// one PostgreSQL flush at once without losing a count or deadlocking. A process that dies loses at
// most FLUSH_MS of counts: popularity, not money.

/** How often the counts are written, at most. */
export const FLUSH_MS = 5_000;
/** Distinct queries held before a flush starts at once (memory stays bounded whatever is asked). */
export const MAX_PENDING = 500;
/** Queries kept in the table; the least asked beyond it are dropped now and then. */
const KEPT = 5000;

/** The counts of one database handle waiting to be written. */
export interface QueryCounts {
  /** Counts one asking of `text` (already normalized): in memory, no I/O. */
  count(text: string): void;
  /** Writes what waits in one statement; resolves when written (the next flush retries a failure). */
  flush(): Promise<void>;
  /** Queries waiting (for tests and the bench). */
  readonly pending: number;
}

interface Pending {
  hits: number;
  lastAt: number;
}

/** A counter over `db`: `onError` hears a failed background flush (its counts wait for the next). */
export function createQueryCounts(
  db: Db,
  options: { now?: () => number; onError?: (error: unknown) => void; flushMs?: number } = {},
): QueryCounts {
  const now = options.now ?? Date.now;
  const flushMs = options.flushMs ?? FLUSH_MS;
  let waiting = new Map<string, Pending>();
  let timer: ReturnType<typeof setTimeout> | null = null;
  let writing: Promise<void> = Promise.resolve();
  let flushes = 0;

  const background = () => {
    flush().catch((error) => options.onError?.(error));
  };

  async function write(batch: Map<string, Pending>): Promise<void> {
    if (batch.size === 0) return;
    const rows = [...batch].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    try {
      await db.query(
        `INSERT INTO search_queries AS q (query, hits, last_at)
         SELECT * FROM unnest($1::text[], $2::int[], $3::timestamptz[])
         ON CONFLICT (query) DO UPDATE SET hits = q.hits + excluded.hits, last_at = greatest(q.last_at, excluded.last_at)`,
        [
          rows.map(([text]) => text),
          rows.map(([, p]) => p.hits),
          rows.map(([, p]) => new Date(p.lastAt).toISOString()),
        ],
      );
    } catch (error) {
      // Not written: put back, to go with the next flush.
      for (const [text, p] of batch) {
        const kept = waiting.get(text);
        waiting.set(text, {
          hits: (kept?.hits ?? 0) + p.hits,
          lastAt: Math.max(kept?.lastAt ?? 0, p.lastAt),
        });
      }
      throw error;
    }
    // Now and then, not at every flush: the table stays bounded however many queries come.
    if (++flushes % 20 === 0)
      await db.query(
        `DELETE FROM search_queries WHERE query IN
           (SELECT query FROM search_queries ORDER BY hits DESC, last_at DESC OFFSET $1)`,
        [KEPT],
      );
  }

  function flush(): Promise<void> {
    if (timer) {
      clearTimeout(timer);
      timer = null;
    }
    const batch = waiting;
    waiting = new Map();
    // One flush at a time per handle: the next waits for the one writing.
    writing = writing.catch(() => undefined).then(() => write(batch));
    return writing;
  }

  return {
    count(text) {
      const kept = waiting.get(text);
      waiting.set(text, { hits: (kept?.hits ?? 0) + 1, lastAt: now() });
      if (waiting.size >= MAX_PENDING) background();
      else if (!timer) {
        timer = setTimeout(background, flushMs);
        // A waiting flush never keeps the process alive: closing flushes what is left.
        timer.unref?.();
      }
    },
    flush,
    get pending() {
      return waiting.size;
    },
  };
}

const counters = new WeakMap<Db, QueryCounts>();

/** The counter of `db` in this process (every API over the same handle shares it). */
export function queryCountsOf(db: Db): QueryCounts {
  let counts = counters.get(db);
  if (!counts) {
    counts = createQueryCounts(db, {
      onError: (error) => console.error('Verstak: the search counts were not written', error),
    });
    counters.set(db, counts);
  }
  return counts;
}

/** Writes the search counts waiting for `db`: call it before closing the database. */
export async function flushQueryCounts(db: Db): Promise<void> {
  await counters.get(db)?.flush();
}

import type { PopularCategory } from '@verstak/sdk';
import { describe, expect, it } from 'vitest';
import { createPopularCategories, type PopularCategoriesOptions } from './popular-categories';

const category = (n: number): PopularCategory => ({
  url: `/catalog/c${n}/`,
  title: `Категория ${n}`,
  picture: `/images/c${n}.webp`,
});
const TWELVE = Array.from({ length: 12 }, (_, i) => category(i + 1));

/** A source over a scripted `load`, with a clock and timers the test moves by hand. */
function harness(load: PopularCategoriesOptions['load'], extra: Partial<PopularCategoriesOptions> = {}) {
  let clock = 1_000;
  const timers = new Map<number, { at: number; done: () => void }>();
  let nextTimer = 0;
  const source = createPopularCategories({
    load,
    keepMs: 60_000,
    retryAfterMs: 5_000,
    waitMs: 1_000,
    now: () => clock,
    setTimer: (done, ms) => {
      timers.set(++nextTimer, { at: clock + ms, done });
      return nextTimer;
    },
    clearTimer: (id) => timers.delete(id as number),
    ...extra,
  });
  return {
    source,
    /** Moves the clock on, firing the timers that come due. */
    advance(ms: number) {
      clock += ms;
      for (const [id, timer] of timers)
        if (timer.at <= clock) {
          timers.delete(id);
          timer.done();
        }
    },
    pendingTimers: () => timers.size,
  };
}

/** A load that answers when told to. */
function deferredLoad() {
  const calls: Array<{ resolve: (list: PopularCategory[]) => void; reject: (e: unknown) => void }> = [];
  const load = () =>
    new Promise<PopularCategory[]>((resolve, reject) => {
      calls.push({ resolve, reject });
    });
  return { load, calls };
}

describe('the error pages’ popular categories (§2.8, issue 19)', () => {
  it('makes one read for 20 error pages at once and shows at most 8', async () => {
    const { load, calls } = deferredLoad();
    const { source } = harness(load);
    const pages = Array.from({ length: 20 }, () => source());
    expect(calls).toHaveLength(1);
    calls[0]?.resolve(TWELVE);
    const lists = await Promise.all(pages);
    for (const list of lists) expect(list).toEqual(TWELVE.slice(0, 8));
  });

  it('keeps the list for a short time, then reads it again', async () => {
    let reads = 0;
    const { source, advance } = harness(async () => {
      reads++;
      return TWELVE;
    });
    await source();
    advance(59_000);
    await source();
    expect(reads).toBe(1);
    advance(2_000);
    expect(await source()).toHaveLength(8);
    expect(reads).toBe(2);
  });

  it('reads again when the catalogue changed, however fresh the list', async () => {
    let reads = 0;
    let generation = 1;
    const { source } = harness(
      async () => {
        reads++;
        return TWELVE;
      },
      { generation: () => generation },
    );
    await source();
    generation = 2;
    await source();
    expect(reads).toBe(2);
  });

  it('a failed read shows none (never throws) and is not tried again for a while', async () => {
    let reads = 0;
    const { source, advance } = harness(async () => {
      reads++;
      throw new Error('Connection terminated unexpectedly');
    });
    expect(await source()).toEqual([]);
    for (let i = 0; i < 10; i++) expect(await source()).toEqual([]);
    expect(reads).toBe(1);
    advance(5_000);
    await source();
    expect(reads).toBe(2);
  });

  it('while the database is down, the last list read is still shown', async () => {
    let down = false;
    const { source, advance } = harness(async () => {
      if (down) throw new Error('ECONNRESET');
      return TWELVE;
    });
    await source();
    down = true;
    advance(61_000);
    expect(await source()).toEqual(TWELVE.slice(0, 8));
  });

  it('a read that hangs holds a page back for the wait alone, and later pages not at all', async () => {
    const { load, calls } = deferredLoad();
    const { source, advance, pendingTimers } = harness(load);
    const first = source();
    advance(1_000);
    expect(await first).toEqual([]);
    // Still hanging: the next page does not wait for it (no timer set, the answer at once).
    expect(await source()).toEqual([]);
    expect(pendingTimers()).toBe(0);
    expect(calls).toHaveLength(1);
    // It answers at last: kept for the next ones.
    calls[0]?.resolve(TWELVE);
    await new Promise((done) => setImmediate(done));
    expect(await source()).toEqual(TWELVE.slice(0, 8));
  });
});

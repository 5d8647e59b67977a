import { createClient, errorsApi, RELEASE_VERSION } from '@verstak/sdk';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  isChunkFailure,
  RELOAD_GUARD_MS,
  reloadOnceAfterChunkFailure,
  reloadOnceForVersion,
} from './reload-guard';

/** A tab's session storage and its reloads, on a clock the test moves. */
function tab(start = 1_000_000) {
  const saved = new Map<string, string>();
  const deps = {
    storage: {
      getItem: (k: string) => saved.get(k) ?? null,
      setItem: (k: string, v: string) => void saved.set(k, v),
    },
    reload: vi.fn(),
    time: start,
    now: () => deps.time,
  };
  return deps;
}

const chunkError = () =>
  new TypeError('Failed to fetch dynamically imported module: http://localhost/assets/cart-page-x.js');

afterEach(() => {
  vi.useRealTimers();
});

describe('the chunk reload guard (§8, §9: once per 60 s)', () => {
  it('tells a chunk that did not load from a page bug', () => {
    expect(isChunkFailure(chunkError())).toBe(true);
    expect(isChunkFailure(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isChunkFailure(new TypeError("Cannot read properties of undefined (reading 'x')"))).toBe(false);
    expect(isChunkFailure(new Error('Failed to fetch dynamically imported module'))).toBe(false);
  });

  it('takes the stylesheet a page chunk waits for (preload-helper) as a chunk that did not load', () => {
    // After a release a page's old stylesheet is gone as well as its code: the preloader fails first.
    expect(isChunkFailure(new Error('Unable to preload CSS for /assets/catalog-page-Ab12.css'))).toBe(true);
    expect(isChunkFailure(new Error('Unable to load the page'))).toBe(false);
  });

  it('reloads on the first failed chunk, not again within the minute, again after it', () => {
    const t = tab();
    expect(reloadOnceAfterChunkFailure(chunkError(), t)).toBe(true);
    expect(t.reload).toHaveBeenCalledTimes(1);
    // The reloaded page fails the same way: the error page this time, not a loop of reloads.
    t.time += RELOAD_GUARD_MS - 1;
    expect(reloadOnceAfterChunkFailure(chunkError(), t)).toBe(false);
    expect(t.reload).toHaveBeenCalledTimes(1);
    t.time += 1;
    expect(reloadOnceAfterChunkFailure(chunkError(), t)).toBe(true);
    expect(t.reload).toHaveBeenCalledTimes(2);
  });

  it('never reloads for an error that is not a chunk, nor where there is no session storage', () => {
    const t = tab();
    expect(reloadOnceAfterChunkFailure(new Error('boom'), t)).toBe(false);
    expect(reloadOnceAfterChunkFailure(chunkError(), undefined)).toBe(false);
    expect(t.reload).not.toHaveBeenCalled();
  });
});

describe('the version reload (§4.2: 1000 ms after a response of another release, once)', () => {
  const answering = (version: string) => async () =>
    Response.json({ version, data: { popularCategories: [] } });

  /** A page of the tab: its own client, wired as entry-client.tsx wires it. */
  const page = (t: ReturnType<typeof tab>, version: string) =>
    createClient({
      baseUrl: 'http://shop.test',
      fetch: answering(version),
      onVersionMismatch: (v) => reloadOnceForVersion(v, t),
    });

  it('reloads 1000 ms after the first response of another release, once for a burst', async () => {
    vi.useFakeTimers();
    const t = tab();
    const client = page(t, 'release_2099_01_01');
    await Promise.all([
      errorsApi(client).notFound(),
      errorsApi(client).notFound(),
      errorsApi(client).notFound(),
    ]);
    vi.advanceTimersByTime(999);
    expect(t.reload).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(t.reload).toHaveBeenCalledTimes(1);
  });

  it('does not reload again when the reloaded page still hears the other release (no loop)', async () => {
    vi.useFakeTimers();
    const t = tab();
    await errorsApi(page(t, 'release_2099_01_01')).notFound();
    vi.advanceTimersByTime(1000);
    // The page came again (a new client, the same tab's storage) and the server still says the same.
    await errorsApi(page(t, 'release_2099_01_01')).notFound();
    vi.advanceTimersByTime(10_000);
    expect(t.reload).toHaveBeenCalledTimes(1);
    // A later release is a new reason: one more reload.
    await errorsApi(page(t, 'release_2099_02_01')).notFound();
    vi.advanceTimersByTime(1000);
    expect(t.reload).toHaveBeenCalledTimes(2);
  });

  it('never reloads for the expected release', async () => {
    vi.useFakeTimers();
    const t = tab();
    await errorsApi(page(t, RELEASE_VERSION)).notFound();
    vi.advanceTimersByTime(5000);
    expect(t.reload).not.toHaveBeenCalled();
  });
});

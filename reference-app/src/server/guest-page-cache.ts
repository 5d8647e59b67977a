/**
 * The header with which the API marks an answer of shared catalogue data (`SHARED_DATA_HEADER` of
 * @verstak/server): the same for every caller until a catalogue write.
 */
export const SHARED_DATA_HEADER = 'X-Verstak-Shared';

/** A page kept for sessionless guests: its HTML cut at its nonce, its status and headers of its own. */
export interface KeptPage {
  /** The HTML split at the response's CSP nonce: joined with a fresh one for each answer. */
  parts: readonly string[];
  status: number;
  /** The catalogue generation it was made under. */
  generation: number;
  /** When it was made (the cache's clock). */
  madeAt: number;
}

/** Options of {@link createGuestPageCache}. */
export interface GuestPageCacheOptions {
  /** The catalogue generation now (`catalogGeneration` of the API's database). */
  generation(): number;
  /** Pages kept at most; the least recently used goes first. 500 by default. */
  maxPages?: number;
  /**
   * How long a page is kept, ms, however quiet the catalogue: what a page shows may also follow the
   * clock (the city's monthly version, delivery promises). 60 s by default.
   */
  maxAgeMs?: number;
  now?: () => number;
}

/**
 * The pages of guests without a session, by origin and address: such a page is the same for every
 * such guest, so it is rendered once per catalogue generation rather than once per request. Only a
 * page made solely of shared catalogue answers is kept (the API marks them), and only until the
 * catalogue changes in any process (the API's generation, bumped by the triggers' NOTIFY) or it is
 * older than `maxAgeMs`. Nobody's session, basket or lists are in such a page.
 */
export function createGuestPageCache(options: GuestPageCacheOptions) {
  const maxPages = options.maxPages ?? 500;
  const maxAgeMs = options.maxAgeMs ?? 60_000;
  const now = options.now ?? Date.now;
  const pages = new Map<string, KeptPage>();
  return {
    /** The catalogue generation now: a page rendered from here on is made under it. */
    generation: () => options.generation(),
    /** The page kept for `key`, if it is still current. */
    get(key: string): KeptPage | undefined {
      const page = pages.get(key);
      if (!page) return undefined;
      if (page.generation !== options.generation() || now() - page.madeAt > maxAgeMs) {
        pages.delete(key);
        return undefined;
      }
      // Most recently used last: the first key is the one to drop.
      pages.delete(key);
      pages.set(key, page);
      return page;
    },
    /** Keeps `html` (whose nonce is `nonce`) for `key`, made under `generation`. */
    set(key: string, html: string, nonce: string, status: number, generation: number): void {
      if (generation !== options.generation()) return;
      pages.delete(key);
      pages.set(key, { parts: html.split(nonce), status, generation, madeAt: now() });
      if (pages.size > maxPages) pages.delete(pages.keys().next().value as string);
    },
  };
}

/** The guest page cache of a storefront. */
export type GuestPageCache = ReturnType<typeof createGuestPageCache>;

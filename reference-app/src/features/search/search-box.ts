import type { VerstakValue } from '@verstak/react';

/** §9: the search's script loads 2 s after the page, or as soon as the box is focused. */
export const SEARCH_SCRIPT_DELAY_MS = 2000;

let started = false;

/**
 * Brings the instant search onto the header's box (a plain GET form to `/search/` until then): its
 * code is its own chunk, never in the first load. Called when the box is focused and 2 s after the
 * page; the first call loads it, later ones do nothing.
 */
export function startInstantSearch(box: HTMLInputElement | null, verstak: VerstakValue): void {
  if (started || !box) return;
  started = true;
  void import('./instant-search').then((m) => m.mountInstantSearch(box, verstak));
}

import { createHash } from 'node:crypto';
import type { Menu } from '@verstak/sdk';

/** The catalogue tree and popular brands of the mega-menu: the menu's part a closed menu does not show. */
export type CatalogMenu = Pick<Menu, 'catalog' | 'popularBrands'>;

/** Where the catalogue menu is served: `/menu.<hash>.json`, the hash being its content's. */
export const CATALOG_MENU_PATH = /^\/menu\.([0-9a-f]{16})\.json$/;

/** How many versions of the menu are kept to answer pages rendered before a catalogue change. */
const KEPT_VERSIONS = 4;

/**
 * The catalogue menu as its own file: it is ~25 KB that every page would otherwise inline though no
 * page shows it before the menu is opened. Pages name it by a content-hashed URL the browser caches
 * for good, so it crosses the wire once per catalogue version, not once per page.
 */
export function createCatalogMenuAssets(catalogGeneration?: () => number) {
  const versions = new Map<string, string>();
  /** The last menu seen, as JSON, and its hash: the same menu on every page is hashed once. */
  let last: { json: string; hash: string; generation: number | undefined } | null = null;

  return {
    /** The API's catalogue generation now, when known (in process): read it before asking for the menu. */
    generation: (): number | undefined => catalogGeneration?.(),
    /**
     * The URL of `menu`'s catalogue part, kept to be served. `generation` is the API's catalogue
     * generation read before the menu was asked for: the menu changes only with it, so within one
     * the last URL is the URL.
     */
    urlOf(menu: CatalogMenu, generation?: number): string {
      if (last && generation !== undefined && last.generation === generation)
        return `/menu.${last.hash}.json`;
      const json = JSON.stringify({ catalog: menu.catalog, popularBrands: menu.popularBrands });
      if (last?.json !== json) {
        const hash = createHash('sha256').update(json).digest('hex').slice(0, 16);
        last = { json, hash, generation };
        versions.delete(hash);
        versions.set(hash, json);
        if (versions.size > KEPT_VERSIONS) versions.delete(versions.keys().next().value as string);
      } else last.generation = generation;
      return `/menu.${last.hash}.json`;
    },
    /** The JSON kept under `hash`, if any. */
    body(hash: string): string | undefined {
      return versions.get(hash);
    },
  };
}

/** The page's menu without its catalogue part (the header and footer links stay: the page shows them). */
export function withoutCatalogMenu(menu: Menu): Menu {
  return { ...menu, catalog: [], popularBrands: {} };
}

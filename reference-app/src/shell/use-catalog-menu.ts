import { useVerstak } from '@verstak/react';
import { type BaseData, baseApi, type Menu } from '@verstak/sdk';
import { useEffect, useState } from 'react';

/** The catalogue tree and popular brands of the mega-menu and the mobile catalogue. */
export type CatalogMenu = Pick<Menu, 'catalog' | 'popularBrands'>;

const EMPTY: CatalogMenu = { catalog: [], popularBrands: {} };
/** One load per URL for the whole page's life: the menus and every later page share it. */
const loads = new Map<string, Promise<CatalogMenu>>();

/**
 * The catalogue menu of `base`, or, when the server linked it (`menuUrl`) instead of inlining it,
 * loaded from there once `wanted` (the menu opened): the browser caches that file for good. A link
 * that no longer answers (a catalogue change since the page was served) falls back to the API.
 */
export function useCatalogMenu(base: BaseData, menuUrl: string | undefined, wanted: boolean): CatalogMenu {
  const { client } = useVerstak();
  const inline = base.menu && base.menu.catalog.length > 0 ? base.menu : null;
  const [loaded, setLoaded] = useState<CatalogMenu | null>(null);
  useEffect(() => {
    if (inline || !wanted || !menuUrl || loaded) return;
    let load = loads.get(menuUrl);
    if (!load) {
      load = fetch(menuUrl)
        .then((response) => {
          if (!response.ok) throw new Error(`${menuUrl}: ${response.status}`);
          return response.json() as Promise<CatalogMenu>;
        })
        .catch(() =>
          baseApi(client)
            .get({ select: ['menu'] })
            .then((b) => b.menu ?? EMPTY),
        );
      loads.set(menuUrl, load);
      // A failed fallback is tried again at the next opening.
      load.catch(() => loads.delete(menuUrl));
    }
    let live = true;
    load.then((menu) => live && setLoaded(menu)).catch(() => {});
    return () => {
      live = false;
    };
  }, [inline, wanted, menuUrl, loaded, client]);
  return inline ?? loaded ?? EMPTY;
}

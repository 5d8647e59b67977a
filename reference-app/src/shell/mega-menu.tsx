import { useLayout, useVerstak } from '@verstak/react';
import type { BaseData } from '@verstak/sdk';
import { lazy, Suspense, useRef } from 'react';
import { Icon } from '../ui/icons';
import { useCatalogMenu } from './use-catalog-menu';

const loadPanel = () => import('./mega-menu-panel');
// The panel is its own chunk: every page renders the toggle, few shoppers open the menu.
const MegaMenuPanel = lazy(() => loadPanel().then((m) => ({ default: m.MegaMenuPanel })));

/**
 * The three-level catalogue mega-menu (§2.6): the «Каталог» toggle, and the panel while it is open.
 * Opens and closes by click; the panel's chunk starts loading when the pointer or focus reaches the
 * toggle, so it is usually there by the click. The tree comes with the base data or, on a
 * server-rendered page, from its own cached file on the first opening (`menuUrl`).
 */
export function MegaMenu({ base, menuUrl }: { base: BaseData; menuUrl?: string | undefined }) {
  const { stores } = useVerstak();
  const open = useLayout((s) => s.megaMenuOpen);
  const { catalog: items, popularBrands } = useCatalogMenu(base, menuUrl, open);
  const root = useRef<HTMLDivElement>(null);
  return (
    <div className="mega" ref={root}>
      <button
        type="button"
        className="mega__toggle"
        aria-expanded={open}
        aria-controls="mega-menu"
        onPointerEnter={() => void loadPanel().catch(() => undefined)}
        onFocus={() => void loadPanel().catch(() => undefined)}
        onClick={() => stores.layout.toggleMegaMenu()}
      >
        <Icon name="menu" /> Каталог
      </button>
      {open && items.length > 0 && (
        <Suspense fallback={null}>
          <MegaMenuPanel items={items} popularBrands={popularBrands} root={root} />
        </Suspense>
      )}
    </div>
  );
}

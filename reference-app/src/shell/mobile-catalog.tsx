import { useLayout, useVerstak } from '@verstak/react';
import type { BaseData } from '@verstak/sdk';
import { Link } from 'wouter';
import { useCatalogMenu } from './use-catalog-menu';

/** The mobile catalogue menu the bottom navigation's «Каталог» toggles (§2.7); its tree as the mega-menu's. */
export function MobileCatalog({ base, menuUrl }: { base: BaseData; menuUrl?: string | undefined }) {
  const { stores } = useVerstak();
  const open = useLayout((s) => s.mobileCatalogOpen);
  const { catalog: items } = useCatalogMenu(base, menuUrl, open);
  if (!open) return null;
  const close = () => stores.layout.toggleMobileCatalog(false);
  return (
    <nav className="mobile-catalog" aria-label="Каталог (мобильный)">
      <p className="mobile-catalog__title">Каталог</p>
      <ul>
        {items.map((top) => (
          <li key={top.id}>
            <details>
              <summary>{top.title}</summary>
              <ul>
                <li>
                  <Link href={top.url} onClick={close}>
                    Все товары раздела
                  </Link>
                </li>
                {top.children.map((mid) => (
                  <li key={mid.id}>
                    <Link href={mid.url} onClick={close}>
                      {mid.title}
                    </Link>
                  </li>
                ))}
              </ul>
            </details>
          </li>
        ))}
      </ul>
    </nav>
  );
}

import { useVerstak } from '@verstak/react';
import type { MenuCatalogItem } from '@verstak/sdk';
import { Link } from '../app/router';

/**
 * The mobile catalogue menu the bottom navigation's «Каталог» toggles (§2.7), while it is open; its
 * own chunk, loaded by the layout on the first toggle.
 */
export function MobileCatalog({ items }: { items: MenuCatalogItem[] }) {
  const { stores } = useVerstak();
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

import { useVerstak } from '@verstak/react';
import type { MenuCatalogItem } from '@verstak/sdk';
import { useEffect } from 'react';
import { Link } from '../app/router';

/**
 * The mobile catalogue menu the bottom navigation's «Каталог» toggles (§2.7), while it is open; its
 * own chunk, loaded by the layout on the first toggle.
 */
export function MobileCatalog({ items }: { items: MenuCatalogItem[] }) {
  const { stores } = useVerstak();
  const close = () => stores.layout.toggleMobileCatalog(false);
  // The page under the menu stays where it was: it does not scroll while the menu is open, and its
  // scroll position is back once the menu closes (§4.8).
  useEffect(() => {
    const y = window.scrollY;
    const { style } = document.documentElement;
    style.overflow = 'hidden';
    return () => {
      style.overflow = '';
      window.scrollTo(0, y);
    };
  }, []);
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

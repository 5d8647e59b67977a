import { useVerstak } from '@verstak/react';
import {
  type BrandLink,
  isShownGroupHeading,
  type MenuCatalogItem,
  menuColumns,
  menuHeight,
} from '@verstak/sdk';
import { type RefObject, useEffect, useState } from 'react';
import { Link } from '../app/router';

/**
 * The open mega-menu's panel (§2.6): hover a top-level item to open its second level, hover a
 * second-level item to open its third level in two columns with group headings, and the popular
 * brands of the hovered top-level category. Closes on a click outside `root` (the menu with its
 * toggle), on Escape or on a link. Its own chunk: only a shopper who opens the menu loads it.
 */
export function MegaMenuPanel({
  items,
  popularBrands,
  root,
}: {
  items: MenuCatalogItem[];
  popularBrands: Record<string, BrandLink[]>;
  root: RefObject<HTMLDivElement | null>;
}) {
  const { stores } = useVerstak();
  const [topId, setTopId] = useState<number | null>(items[0]?.id ?? null);
  const [midId, setMidId] = useState<number | null>(null);

  useEffect(() => {
    const onDown = (event: MouseEvent) => {
      if (root.current && !root.current.contains(event.target as Node)) stores.layout.toggleMegaMenu(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') stores.layout.toggleMegaMenu(false);
    };
    document.addEventListener('mousedown', onDown);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('mousedown', onDown);
      document.removeEventListener('keydown', onKey);
    };
  }, [root, stores]);

  const top = items.find((i) => i.id === topId) ?? null;
  const mid = top?.children.find((i) => i.id === midId) ?? null;
  const close = () => stores.layout.toggleMegaMenu(false);
  const [left, right] = menuColumns(mid?.children ?? []);

  return (
    <nav
      id="mega-menu"
      className="mega__panel"
      aria-label="Каталог товаров"
      style={{ minHeight: menuHeight(items.length) }}
    >
      <ul className="mega__col mega__col--top">
        {items.map((item) => (
          <li key={item.id} className={item.id === topId ? 'is-active' : undefined}>
            <Link
              href={item.url}
              onMouseEnter={() => {
                setTopId(item.id);
                setMidId(null);
              }}
              onFocus={() => setTopId(item.id)}
              onClick={close}
            >
              {item.title}
            </Link>
          </li>
        ))}
      </ul>
      {top && (
        <ul className="mega__col mega__col--mid">
          {top.children.map((item) => (
            <li key={item.id} className={item.id === midId ? 'is-active' : undefined}>
              <Link
                href={item.url}
                onMouseEnter={() => setMidId(item.children.length > 0 ? item.id : null)}
                onFocus={() => setMidId(item.children.length > 0 ? item.id : null)}
                onClick={close}
              >
                {item.title}
              </Link>
            </li>
          ))}
        </ul>
      )}
      {mid && (
        <div className="mega__col mega__col--leaves">
          {[left, right].map((column, c) => (
            <div className="mega__leaf-column" key={c === 0 ? 'left' : 'right'}>
              {column.map((group) => (
                <div className="mega__group" key={`${group.heading}-${group.items[0]?.id}`}>
                  {isShownGroupHeading(group.heading) && <p className="mega__heading">{group.heading}</p>}
                  <ul>
                    {group.items.map((leaf) => (
                      <li key={leaf.id}>
                        <Link href={leaf.url} onClick={close}>
                          {leaf.title}
                        </Link>
                      </li>
                    ))}
                  </ul>
                </div>
              ))}
            </div>
          ))}
        </div>
      )}
      {top && (popularBrands[String(top.id)]?.length ?? 0) > 0 && (
        <div className="mega__col mega__col--brands">
          <p className="mega__heading">Популярные бренды</p>
          <ul>
            {popularBrands[String(top.id)]?.map((brand) => (
              <li key={brand.id}>
                <a href={brand.url} onClick={close}>
                  {brand.title}
                </a>
              </li>
            ))}
          </ul>
        </div>
      )}
    </nav>
  );
}

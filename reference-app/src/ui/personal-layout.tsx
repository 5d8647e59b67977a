import { activeSidebarItem, type Breadcrumb } from '@verstak/sdk';
import { type ReactNode, useEffect, useRef } from 'react';
import { useAccount } from '../app/account-context';
import { Link, useLocation } from '../app/router';
import { Breadcrumbs } from './breadcrumbs';
import { useStickySidebar } from './use-sticky-sidebar';

/** A link of the left sidebar (§3 personalSidebar). */
export interface SidebarLink {
  title: string;
  url: string;
  count?: number | undefined;
}

/**
 * A personal page: breadcrumbs, the title, and the left sidebar (§2.3) — a column on wide screens, a
 * row that scrolls sideways on phones — with «Выйти» at its end.
 */
export function PersonalLayout({
  title,
  sidebar,
  breadcrumbs,
  children,
}: {
  title: string;
  sidebar: readonly SidebarLink[];
  breadcrumbs: Breadcrumb[];
  children: ReactNode;
}) {
  const [location] = useLocation();
  const { logOut } = useAccount();
  const active = activeSidebarItem(sidebar, location);
  const nav = useRef<HTMLElement>(null);
  // On wide screens the sidebar sticks below the header as the page scrolls (§9).
  useStickySidebar(nav);
  // On a phone the sidebar is a row that scrolls sideways: bring the current link into view.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs again when the current link changes
  useEffect(() => {
    const row = nav.current;
    const current = row?.querySelector<HTMLElement>('[aria-current="page"]');
    if (!row || !current || row.scrollWidth <= row.clientWidth) return;
    row.scrollLeft = current.offsetLeft - (row.clientWidth - current.offsetWidth) / 2;
  }, [active]);
  return (
    <div className="container personal">
      <Breadcrumbs items={breadcrumbs} />
      <h1>{title}</h1>
      <div className="personal__grid">
        <nav ref={nav} className="personal__sidebar" aria-label="Разделы кабинета">
          <ul>
            {sidebar.map((item) => (
              <li key={item.url}>
                <Link href={item.url} aria-current={item === active ? 'page' : undefined}>
                  {item.title}
                  {item.count !== undefined && item.count > 0 && (
                    <span className="personal__count">{item.count}</span>
                  )}
                </Link>
              </li>
            ))}
            <li>
              <button type="button" className="link-button" onClick={() => void logOut()}>
                Выйти
              </button>
            </li>
          </ul>
        </nav>
        <div className="personal__content">{children}</div>
      </div>
    </div>
  );
}

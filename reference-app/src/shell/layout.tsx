import { useLayout } from '@verstak/react';
import type { BaseData } from '@verstak/sdk';
import { lazy, type ReactNode, Suspense } from 'react';
import { BottomNav } from './bottom-nav';
import { CityHost } from './city-host';
import { Footer } from './footer';
import { FooterIsland } from './footer-island';
import { Header } from './header';
import { serverHeaderBanners } from './server-header-banners';
import { useCatalogMenu } from './use-catalog-menu';

// The header banners are their own chunk too (no first-load cost): the server renders them at once
// inside a boundary (server-header-banners.ts), and the browser keeps that HTML until their code
// arrives, then hydrates them.
const LazyHeaderBanners = lazy(() => import('./header-banners').then((m) => ({ default: m.HeaderBanners })));

// The mobile catalogue is its own chunk: every page has its toggle, few shoppers open it.
const MobileCatalog = lazy(() => import('./mobile-catalog').then((m) => ({ default: m.MobileCatalog })));

/** Header, page, footer and the mobile bottom navigation; `menuUrl`: where the catalogue menu is, when not in `base`. */
export function Layout({
  base,
  menuUrl,
  children,
}: {
  base: BaseData;
  menuUrl?: string | undefined;
  children: ReactNode;
}) {
  const loader = useLayout((s) => s.loader);
  const mobileCatalogOpen = useLayout((s) => s.mobileCatalogOpen);
  const { catalog } = useCatalogMenu(base, menuUrl, mobileCatalogOpen);
  const HeaderBanners = (import.meta.env.SSR && serverHeaderBanners()) || LazyHeaderBanners;
  return (
    <div className="app">
      <Suspense fallback={null}>
        <HeaderBanners base={base} />
      </Suspense>
      <Header base={base} menuUrl={menuUrl} />
      {mobileCatalogOpen && (
        <Suspense fallback={null}>
          <MobileCatalog items={catalog} />
        </Suspense>
      )}
      <main className="page" id="main">
        {/* Fixed at the top of the window; inside main so it is in a landmark while a page loads. */}
        <div
          className={`loading-bar loading-bar--${loader}`}
          role="progressbar"
          aria-label="Загрузка страницы"
          aria-hidden={loader === 'idle'}
        />
        {children}
      </main>
      {/* The server renders the footer; the client keeps that DOM without the footer's code (the build
          drops the branch it does not take). */}
      {import.meta.env.SSR ? <Footer base={base} /> : <FooterIsland />}
      <BottomNav />
      <CityHost city={base.city} />
    </div>
  );
}

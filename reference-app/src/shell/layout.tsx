import { useLayout } from '@verstak/react';
import type { BaseData } from '@verstak/sdk';
import type { ReactNode } from 'react';
import { BottomNav } from './bottom-nav';
import { Footer } from './footer';
import { Header } from './header';
import { MobileCatalog } from './mobile-catalog';

/** Header, page, footer and the mobile bottom navigation. */
export function Layout({ base, children }: { base: BaseData; children: ReactNode }) {
  const loader = useLayout((s) => s.loader);
  return (
    <div className="app">
      <Header base={base} />
      <MobileCatalog items={base.menu?.catalog ?? []} />
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
      <Footer base={base} />
      <BottomNav />
    </div>
  );
}

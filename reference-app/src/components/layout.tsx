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
      <div
        className={`loading-bar loading-bar--${loader}`}
        role="progressbar"
        aria-label="Загрузка страницы"
        aria-hidden={loader === 'idle'}
      />
      <Header base={base} />
      <MobileCatalog items={base.menu?.catalog ?? []} />
      <main className="page" id="main">
        {children}
      </main>
      <Footer base={base} />
      <BottomNav base={base} />
    </div>
  );
}

import { useLayout } from '@verstak/react';
import type { BaseData } from '@verstak/sdk';
import type { ReactNode } from 'react';
import { BottomNav } from './bottom-nav';
import { Footer } from './footer';
import { Header } from './header';
import { MobileCatalog } from './mobile-catalog';

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
  return (
    <div className="app">
      <Header base={base} menuUrl={menuUrl} />
      <MobileCatalog base={base} menuUrl={menuUrl} />
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

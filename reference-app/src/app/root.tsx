import { useVerstak } from '@verstak/react';
import { type ComponentType, useEffect, useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { Layout } from '../components/layout';
import { loadPage } from './load-page';
import type { AppState, PageState } from './page-state';
import { primeStores } from './prime';
import { reloadOnceAfterChunkFailure } from './reload-guard';

/** The app: the layout around the current page; client navigation runs the same loaders as the server. */
export function Root({ state, Page }: { state: AppState; Page: ComponentType<{ data: unknown }> }) {
  const verstak = useVerstak();
  const { client, stores } = verstak;
  const [location] = useLocation();
  const search = useSearch();
  const href = `${location}${search ? `?${search}` : ''}`;
  const [current, setCurrent] = useState<{ page: PageState; Page: ComponentType<{ data: unknown }> }>({
    page: state.page,
    Page,
  });

  useEffect(() => {
    if (href === current.page.href) return;
    let cancelled = false;
    stores.layout.setLoader('loading');
    stores.layout.toggleMegaMenu(false);
    stores.layout.toggleMobileCatalog(false);
    loadPage(client, new URL(href, window.location.origin))
      .then(({ state: page, module }) => {
        if (cancelled) return;
        primeStores(verstak, { base: state.base, page }, new URL(href, window.location.origin).pathname);
        setCurrent({ page, Page: module.Page });
        stores.layout.setLoader('idle');
        document.title = page.head.title;
        window.scrollTo(0, 0);
      })
      .catch((error: unknown) => {
        stores.layout.setLoader('failed');
        reloadOnceAfterChunkFailure(error);
      });
    return () => {
      cancelled = true;
    };
  }, [href, current.page.href, client, stores, verstak, state.base]);

  const { Page: Current, page } = current;
  return (
    <Layout base={state.base}>
      <Current
        data={page.route === 'error' ? { status: page.status, message: page.errorMessage } : page.data}
      />
    </Layout>
  );
}

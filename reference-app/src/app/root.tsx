import { useVerstak } from '@verstak/react';
import { useEffect, useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { Layout } from '../components/layout';
import { type AnyPage, loadPage } from './load-page';
import type { AppState, PageState } from './page-state';
import { primeStores } from './prime';
import { reloadOnceAfterChunkFailure } from './reload-guard';

/** The app: the layout around the current page; client navigation runs the same loaders as the server. */
export function Root({ state, Page }: { state: AppState; Page: AnyPage }) {
  const verstak = useVerstak();
  const { client, stores } = verstak;
  const [location] = useLocation();
  const search = useSearch();
  const href = `${location}${search ? `?${search}` : ''}`;
  const [current, setCurrent] = useState<{ page: PageState; Page: AnyPage }>({
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
      .then(({ state: page, Page: Next }) => {
        if (cancelled) return;
        primeStores(verstak, { base: state.base, page });
        setCurrent({ page, Page: Next });
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
      <Current data={page.data} />
    </Layout>
  );
}

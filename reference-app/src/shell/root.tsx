import { useVerstak } from '@verstak/react';
import { ApiError, baseApi, type Client } from '@verstak/sdk';
import { lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { AccountProvider, type AccountValue } from '../app/account-context';
import type { AnyRoute } from '../app/define-route';
import { ensureSession } from '../app/ensure-session';
import { ErrorFallback } from '../app/error-fallback';
import { errorOutcome } from '../app/error-status';
import { useMarkHydrated } from '../app/mark-hydrated';
import { PageBoundary } from '../app/page-boundary';
import type { AppState, PageState } from '../app/page-state';
import { usePageViews } from '../app/page-views';
import { primeStores } from '../app/prime';
import { reloadOnceAfterChunkFailure } from '../app/reload-guard';
import type { AnyPage } from '../app/route-definition';
import { useLocation, useSearch } from '../app/router';
import { errorRoute } from '../features/errors/error.route';
import { resolveRoute } from '../routes';
import { Layout } from './layout';
import { seedCommerce } from './seed-commerce';

// Client navigation's code (load-page.ts): the first page hydrates without it, so it is not in the
// first load; entry-client asks for it once the page is idle, and a navigation waits for it if not yet in.
const navigation = () => import('../app/load-page');

// The login modal is its own chunk: a guest pays for it on the first profile click, not on every page.
const LoginModal = lazy(() =>
  import('../features/identity/login-modal').then((m) => ({ default: m.LoginModal })),
);

/**
 * Puts the error screen of `error` (§8 route-change error) in the page's place through `show`, or,
 * when the error screen itself failed (`errorScreenFailed`, or its code does not come), the fallback
 * with a link home (§2.8).
 */
function showErrorScreen(
  client: Client,
  error: unknown,
  href: string,
  show: (shown: { page: PageState; Page: AnyPage }) => void,
  errorScreenFailed?: boolean,
) {
  const outcome = errorOutcome(error);
  const fallback = () =>
    show({
      page: { href, route: 'fallback', data: null, status: 503, head: errorRoute.head({ status: 503 }) },
      Page: ErrorFallback,
    });
  if (errorScreenFailed) return fallback();
  navigation()
    .then(({ errorPage, popularCategoriesOf }) =>
      errorPage(
        href,
        outcome.status,
        outcome.kind === 'error' ? outcome.message : '',
        outcome.kind === 'error' ? outcome.code : undefined,
        popularCategoriesOf(client),
      ),
    )
    .then(({ state, Page }) => {
      show({ page: state, Page });
      document.title = state.head.title;
    }, fallback);
}

/** The app: the layout around the current page; client navigation runs the same loaders as the server. */
export function Root({ state, Page, prime }: { state: AppState; Page: AnyPage; prime: AnyRoute['prime'] }) {
  const verstak = useVerstak();
  const { client, stores, session } = verstak;
  const [location, navigate] = useLocation();
  const search = useSearch();
  const href = `${location}${search ? `?${search}` : ''}`;
  const [current, setCurrent] = useState<{ page: PageState; Page: AnyPage; generation: number }>({
    page: state.page,
    Page,
    generation: 0,
  });
  const [base, setBase] = useState(state.base);
  // The favourites, comparison and basket the header, cards and list pages share: the base data seeds
  // them; then the page primes its own again, so the cart's and checkout's whole basket wins over the
  // base data's, whose lines the page inlines as ids and quantities only.
  useState(() => {
    seedCommerce(stores, state.base);
    primeStores(verstak, state, prime);
  });
  // Bumped when the session changes: the current page loads again (its guard and data may differ).
  const [generation, setGeneration] = useState(0);
  const [loginOpen, setLoginOpen] = useState(false);
  const hrefRef = useRef(href);
  hrefRef.current = href;
  // The root's effects run last in the hydrating commit: below it the page is live.
  useMarkHydrated();
  // Each page client navigation shows is one page view for the counters, once rendered (§7.7).
  usePageViews(current.page, verstak.analytics);

  useEffect(() => {
    if (href === current.page.href && generation === current.generation) return;
    let cancelled = false;
    stores.layout.setLoader('loading');
    stores.layout.toggleMegaMenu(false);
    stores.layout.toggleMobileCatalog(false);
    const url = new URL(href, window.location.origin);
    const guarded = resolveRoute(url.pathname).route.guard !== undefined;
    (guarded ? ensureSession(verstak) : Promise.resolve())
      .then(navigation)
      .then(({ loadPage }) => loadPage(client, url))
      .then((loaded) => {
        if (cancelled) return;
        if (loaded.redirect !== undefined) {
          stores.layout.setLoader('idle');
          navigate(loaded.redirect, { replace: true });
          return;
        }
        const { state: page, Page: Next, prime } = loaded;
        primeStores(verstak, { base, page }, prime);
        const samePage = page.href === current.page.href;
        setCurrent({ page, Page: Next, generation });
        stores.layout.setLoader('idle');
        document.title = page.head.title;
        if (!samePage) window.scrollTo(0, 0);
      })
      .catch((error: unknown) => {
        if (cancelled) return;
        // The loading bar shows the failure (§8); a chunk that did not come reloads the page, once a
        // minute at most, and otherwise the error page shows in the page's place.
        stores.layout.setLoader('failed');
        if (!reloadOnceAfterChunkFailure(error))
          showErrorScreen(client, error, href, (shown) => cancelled || setCurrent({ ...shown, generation }));
      });
    return () => {
      cancelled = true;
    };
  }, [href, generation, current.page.href, current.generation, client, stores, verstak, base, navigate]);

  const reloadSession = useCallback(async () => {
    try {
      const next = await baseApi(client).get({});
      stores.user.setFromBase(next);
      seedCommerce(stores, next);
      setBase(next);
    } finally {
      setGeneration((g) => g + 1);
    }
  }, [client, stores]);

  // Another tab logged in or out (the SDK's channel): this one follows without a reload (§4.1).
  useEffect(() => {
    const onChange = (change: { remote: boolean; reason: string }) => {
      if (change.remote && change.reason !== 'refresh') void reloadSession();
    };
    client.events.on('sessionChanged', onChange);
    return () => client.events.off('sessionChanged', onChange);
  }, [client, reloadSession]);

  const account = useMemo<AccountValue>(
    () => ({
      base,
      user: base.user ?? null,
      loginOpen,
      refresh: reloadSession,
      openLogin: () => setLoginOpen(true),
      closeLogin: () => setLoginOpen(false),
      async signedIn(next?: string) {
        setLoginOpen(false);
        if (next !== undefined) navigate(next);
        await reloadSession();
      },
      async logOut() {
        try {
          await session.logout();
        } catch {
          // The server could not be told; the SDK dropped the token here anyway.
        }
        if (
          resolveRoute(new URL(hrefRef.current, window.location.origin).pathname).route.guard === 'personal'
        )
          navigate('/');
        await reloadSession();
      },
    }),
    [base, loginOpen, session, navigate, reloadSession],
  );

  const { Page: Current, page } = current;
  return (
    <AccountProvider value={account}>
      <Layout base={base} menuUrl={state.menuUrl}>
        <PageBoundary
          // A new boundary for each route shown (the error screen, its fallback), not for each address
          // or session change: a page keeps its state across its own navigations and reloads, as before.
          key={page.route}
          onError={(error) => {
            stores.layout.setLoader('failed');
            // A page's own bug, not an answer of the API: «Ошибка сервера» (§8 500), as on the server.
            console.error(error);
            showErrorScreen(
              client,
              new ApiError({ message: 'Ошибка сервера', status: 500, code: 'internal' }),
              page.href,
              (shown) => setCurrent((c) => ({ ...shown, generation: c.generation })),
              page.route === 'error' || page.route === 'fallback',
            );
          }}
        >
          <Current data={page.data} />
        </PageBoundary>
      </Layout>
      {loginOpen && (
        <Suspense fallback={null}>
          <LoginModal />
        </Suspense>
      )}
    </AccountProvider>
  );
}

import './styles.css';
import { createVerstak } from '@verstak/react';
import { cookieFingerprint, cookieTokenStore, createSession, deferredSender } from '@verstak/sdk';
import { startTransition } from 'react';
import { deferredClient } from './app/deferred-client';
import { type ShapedState, STATE_GLOBAL, unshapeState } from './app/inline-state';
import type { InlinedState } from './app/page-state';
import { hydrateRoot } from './app/react-first';
import { reloadOnceForVersion } from './app/reload-guard';
import { hydration } from './app/route-definition';
import { App } from './shell/app';

// What the server inlined, shaped (`serializeState`).
const inlined = unshapeState(
  (window as unknown as Record<string, ShapedState>)[STATE_GLOBAL] as ShapedState,
) as InlinedState;
// Its request pipeline comes on the first call or right after hydration, not with the entry.
const client = deferredClient(
  {
    baseUrl: '',
    ...(inlined.base.city ? { city: inlined.base.city.locationId } : {}),
    tokenStore: cookieTokenStore(),
    // A 401 refreshes through the session: once across tabs, with the fingerprint (§4.1).
    refreshSession: (signal) => session.refreshSession(signal),
    pageUrl: () => window.location.href,
    // A new release is out: reload to get its code (§4.2), once per release label, never in a loop.
    onVersionMismatch: (version) => reloadOnceForVersion(version),
  },
  () => import('./app/client-code').then((m) => m.createClient),
);
const session = createSession({ client, fingerprint: cookieFingerprint() });
const verstak = createVerstak(client, { session });
// Events go to the page's ecommerce data layer and the store's counters, each by the shopper's
// consent (§7.7, §7.8): that code comes right after the page, not with it; each counter's own code
// comes 1 s or 2.5 s after (§9), and events wait for it.
verstak.analytics.addSender(
  deferredSender(() => import('./features/analytics/page-senders').then((m) => m.pageSenders(verstak))),
);
// Copied text names its page (§2.10), except a staff member's (§6): the listener's code comes once
// something is first selected, before any copy, and stays out of the entry.
const listenForCopies = () => {
  document.removeEventListener('selectionchange', listenForCopies);
  void import('./features/seo/copy-source').then((m) =>
    m.listenForCopies(document, () => verstak.stores.user.getSnapshot().groups),
  );
};
document.addEventListener('selectionchange', listenForCopies);
// No top-level await here: the build puts this module into the shell chunk that every page chunk
// imports, so a shell still waiting for its page chunk would wait for itself and never hydrate.
// The page's chunk and its route's definition (head, prime) come together, both preloaded by the server.
// Root seeds and primes the stores from the state as it first renders, as on the server.
void hydration(inlined).then(({ state, Page, prime }) => {
  // Hydrating in a transition lets React yield to the browser between components, so a long page
  // does not hold the main thread in one long task (the page is already painted from the HTML).
  startTransition(() => {
    hydrateRoot(
      document.getElementById('root') as HTMLElement,
      <App verstak={verstak} state={state} Page={Page} prime={prime} />,
    );
  });
  // The code of adding to the basket, the toggles and checkout is not in the first load (the page
  // renders from the stores' seeded state): fetch it now, so a click does not wait for it.
  verstak.loadStores?.().catch(() => undefined);
  client.ready().catch(() => undefined);
  // Client navigation's code (load-page.ts, which Root imports on the first navigation) comes now too.
  void import('./app/load-page').catch(() => undefined);
  // A link's page code comes on hover or touch, ahead of the click, unless the connection is slow (§2.10).
  void import('./app/link-prefetch').then((m) => m.startLinkPrefetch());
});

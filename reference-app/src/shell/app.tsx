import { VerstakProvider, type VerstakValue } from '@verstak/react';
import type { AnyRoute } from '../app/define-route';
import type { AppState } from '../app/page-state';
import type { AnyPage } from '../app/route-definition';
import { Router } from '../app/router';
import { Root } from './root';

/**
 * The whole app; on the server `ssr` names the request's path and query for the router; `prime` is the
 * first page's route's own priming of the stores.
 */
export function App({
  verstak,
  state,
  Page,
  prime,
  ssr,
}: {
  verstak: VerstakValue;
  state: AppState;
  Page: AnyPage;
  prime: AnyRoute['prime'];
  ssr?: { path: string; search: string };
}) {
  return (
    <VerstakProvider value={verstak}>
      <Router {...(ssr ? { ssrPath: ssr.path, ssrSearch: ssr.search } : {})}>
        <Root state={state} Page={Page} prime={prime} />
      </Router>
    </VerstakProvider>
  );
}

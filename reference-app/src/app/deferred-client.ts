import type { Client, ClientEvents, ClientOptions, TokenStore } from '@verstak/sdk';
import mitt from 'mitt';

/** The options of the browser's client; the token store is the page's own (its cookie), given at once. */
export type DeferredClientOptions = ClientOptions & { tokenStore: TokenStore };

/** The browser's client before its request pipeline has come, and `ready()`, which brings it. */
export type DeferredClient = Client & { ready(): Promise<Client> };

/**
 * The browser's SDK client, whose request pipeline (building, sending and reading requests, the
 * session's refresh on a 401, the release check: 3 KB gzip) comes from `load` on the first call, or
 * on `ready()`, rather than with the shared entry (issue 16): a page hydrates from its inlined
 * state and makes no call until the shopper acts, and the entry fetches the pipeline right after
 * hydration. Until then the client answers at once what needs no request: its token store, its
 * events (the pipeline's own, `versionMismatch` and `loggedOut`, are passed on here), and its city,
 * which the pipeline takes over as it is when it comes. A call made before waits for the pipeline;
 * when its code cannot be had (offline, a new release), the call fails with the import's error and
 * the next one tries again.
 */
export function deferredClient(
  options: DeferredClientOptions,
  load: () => Promise<(options: ClientOptions) => Client>,
): DeferredClient {
  const events = mitt<ClientEvents>();
  let city = options.city;
  let made: Client | undefined;
  let making: Promise<Client> | undefined;
  const ready = (): Promise<Client> => {
    making ??= load().then(
      (createClient) => {
        const { city: _given, ...rest } = options;
        const client = createClient(city === undefined ? rest : { ...rest, city });
        client.events.on('*', (type, payload) => events.emit(type, payload as never));
        made = client;
        return client;
      },
      (error: unknown) => {
        making = undefined;
        throw error;
      },
    );
    return making;
  };
  return {
    call: (route, input, callOptions) => ready().then((client) => client.call(route, input, callOptions)),
    setCity(locationId) {
      if (made) {
        made.setCity(locationId);
        return;
      }
      city = locationId;
      events.emit('cityChanged', locationId);
    },
    getCity: () => (made ? made.getCity() : city),
    tokenStore: options.tokenStore,
    events,
    ready,
  };
}

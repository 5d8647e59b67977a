// The external sign-in of §2.3: the login form opens the provider in a pop-up; the provider sends the
// pop-up back to /personal/external-auth/{provider}-id/?code=…, which hands the code to this window
// through a broadcast message and closes itself; the code is then exchanged like an `h` hash (§4.1).

/** The providers the login form offers, with their button titles. */
export const EXTERNAL_PROVIDERS = [
  { id: 'vk', title: 'Войти через VK' },
  { id: 'yandex', title: 'Войти через Яндекс' },
] as const;

/** A provider's id. */
export type ExternalProvider = (typeof EXTERNAL_PROVIDERS)[number]['id'];

/** Where the reference server lists its sandbox providers: only for a client on the store's machine. */
const SANDBOX_PROVIDERS_PATH = '/sandbox/auth/';

let offered: Promise<readonly ExternalProvider[]> | undefined;

/**
 * The providers the login form may offer: those the reference server's sandbox answers for. Where
 * the sandbox is absent (a store reachable from outside, or a shopper not on its machine) it answers
 * 404 and the form offers none, never a button that leads to a 404. Asked once per page load.
 */
export function offeredProviders(fetcher: typeof fetch = fetch): Promise<readonly ExternalProvider[]> {
  offered ??= fetcher(SANDBOX_PROVIDERS_PATH, { headers: { Accept: 'application/json' } })
    .then(async (answer) => {
      if (!answer.ok) return [];
      const body = (await answer.json()) as { providers?: Array<{ id?: unknown }> } | null;
      const ids = new Set((body?.providers ?? []).map((provider) => provider.id));
      return EXTERNAL_PROVIDERS.filter((provider) => ids.has(provider.id)).map((provider) => provider.id);
    })
    .catch(() => []);
  return offered;
}

/** Forgets what {@link offeredProviders} learnt (tests). */
export function forgetOfferedProviders(): void {
  offered = undefined;
}

const CHANNEL = 'verstak:external-auth';

/** The message the pop-up sends its opener. */
export interface ExternalAuthMessage {
  provider: string;
  code: string;
}

/** The pop-up route's path for a provider. */
export function externalAuthPath(provider: string): string {
  return `/personal/external-auth/${provider}-id/`;
}

/** Opens the provider's page in a pop-up; the sandbox provider of the reference server in development. */
export function openExternalAuth(provider: ExternalProvider): Window | null {
  const redirect = `${window.location.origin}${externalAuthPath(provider)}`;
  return window.open(
    `/sandbox/auth/${provider}?redirect_uri=${encodeURIComponent(redirect)}`,
    `verstak-auth-${provider}`,
    'popup,width=560,height=680',
  );
}

/** Waits for the pop-up's code; returns the unsubscribe. */
export function onExternalAuthCode(handler: (message: ExternalAuthMessage) => void): () => void {
  const channel = new BroadcastChannel(CHANNEL);
  channel.onmessage = (event: MessageEvent<Partial<ExternalAuthMessage>>) => {
    const { provider, code } = event.data ?? {};
    if (typeof provider === 'string' && typeof code === 'string' && code) handler({ provider, code });
  };
  return () => channel.close();
}

/** The pop-up's side: hands the code to the opener. */
export function sendExternalAuthCode(message: ExternalAuthMessage): void {
  const channel = new BroadcastChannel(CHANNEL);
  channel.postMessage(message);
  channel.close();
}

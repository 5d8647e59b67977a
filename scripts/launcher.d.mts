// Types of launcher.mjs for the suites that import it (tests/security).
import type { ApiFetch, Handler } from '@verstak/reference-app/server';

/** The API half as the launcher holds it: a Web handler that takes the connection's bindings. */
interface ApiHalf {
  fetch(request: Request, bindings?: unknown): Response | Promise<Response>;
}

/** The storefront half. */
interface StorefrontHalf {
  fetch(request: Request, bindings?: unknown): Promise<Response>;
}

/** Starts the storefront and the API on one port (see launcher.mjs). */
export function startStore(options?: Record<string, unknown>): Promise<{
  port: number;
  url: string;
  seeded: boolean;
  paymentSandboxUrl: string | null;
  close(): Promise<void>;
}>;

/** Where the provider notifies a store listening on `hostname` and `port` (see launcher.mjs). */
export function ownNotifyUrl(hostname: string | undefined, port: number): string;

/** The storefront over the API in-process, its calls carrying the shopper's connection. */
export function inProcessStorefront(api: ApiHalf, publicOrigin: string): StorefrontHalf;

/** The one handler of both halves. */
export function storeHandler(api: ApiHalf, storefront: () => StorefrontHalf): Handler;

export type { ApiFetch };

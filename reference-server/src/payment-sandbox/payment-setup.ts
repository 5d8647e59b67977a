import { randomBytes } from 'node:crypto';
import { dirname, join } from 'node:path';
import { parsePort } from '@verstak/sdk/contract';
import { reachableFromOutside } from '../http/demo-surfaces';
import { NOTIFICATIONS_PATH } from '../payments/notification-route';
import type { PaymentsConfig } from '../payments/payment-provider';
import { MIN_SECRET_LENGTH, type RunningPaymentSandbox, startPaymentSandbox } from './start-payment-sandbox';

/** How the store reaches its payment provider, as the environment says. */
export interface PaymentSettings {
  /** A provider elsewhere (`PAYMENT_SANDBOX_URL`); unset: the sandbox starts in this process. */
  providerUrl?: string | undefined;
  /** `PAYMENT_NOTIFY_SECRET`; generated per start when the sandbox runs in this process. */
  secret?: string | undefined;
  /** `PAYMENT_SANDBOX_PORT`: the in-process sandbox's port; the store's port + 1 by default. */
  sandboxPort?: number | undefined;
  /**
   * `PAYMENT_NOTIFY_URL`: where the provider notifies the store, when that is not this process's own
   * port: behind a load balancer, its address (docs/deploy.md), so that whichever process is up takes
   * the notification.
   */
  storeNotifyUrl?: string | undefined;
}

/** An http(s) URL as given, or null when it is not one. */
function httpUrl(text: string): URL | null {
  try {
    const url = new URL(text);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url : null;
  } catch {
    return null;
  }
}

/**
 * Reads PAYMENT_SANDBOX_URL, PAYMENT_SANDBOX_PORT, PAYMENT_NOTIFY_SECRET and PAYMENT_NOTIFY_URL. A
 * provider elsewhere needs the secret it shares with the store (there is nothing to generate it
 * from); a secret shorter than 16 characters is refused. The in-process sandbox is a demo surface (anyone who reaches its
 * page "pays"), so a store reachable from outside (a non-local PUBLIC_ORIGIN, TRUST_PROXY) must name
 * its provider. Throws one clear line.
 */
export function paymentSettingsFromEnv(env: NodeJS.ProcessEnv = process.env): PaymentSettings {
  const providerUrl = env.PAYMENT_SANDBOX_URL?.trim() || undefined;
  const secret = env.PAYMENT_NOTIFY_SECRET || undefined;
  if (providerUrl !== undefined) {
    if (!httpUrl(providerUrl))
      throw new Error(`PAYMENT_SANDBOX_URL must be an http(s) URL, got "${providerUrl}"`);
    if (secret === undefined)
      throw new Error(
        'PAYMENT_SANDBOX_URL needs PAYMENT_NOTIFY_SECRET, the secret the provider signs notifications with',
      );
  }
  const outside = providerUrl === undefined ? reachableFromOutside(env) : null;
  if (outside !== null)
    throw new Error(
      `${outside} makes this store reachable from outside, where the built-in payment sandbox would let anyone "pay": set PAYMENT_SANDBOX_URL and PAYMENT_NOTIFY_SECRET to the payment provider (docs/payments.md)`,
    );
  if (secret !== undefined && secret.length < MIN_SECRET_LENGTH)
    throw new Error(`PAYMENT_NOTIFY_SECRET must be at least ${MIN_SECRET_LENGTH} characters`);
  const storeNotifyUrl = env.PAYMENT_NOTIFY_URL?.trim() || undefined;
  const notify = storeNotifyUrl === undefined ? null : httpUrl(storeNotifyUrl);
  if (storeNotifyUrl !== undefined && !notify)
    throw new Error(`PAYMENT_NOTIFY_URL must be an http(s) URL, got "${storeNotifyUrl}"`);
  // The balancer's origin alone would have every notification land on the storefront's 404, and no
  // payment would ever be marked paid; a path of its own is the balancer's to map (a rewrite).
  if (notify && notify.pathname === '/')
    throw new Error(
      `PAYMENT_NOTIFY_URL names the notifications route, e.g. ${notify.origin}${NOTIFICATIONS_PATH}, got "${storeNotifyUrl}"`,
    );
  const port = env.PAYMENT_SANDBOX_PORT;
  return {
    providerUrl,
    secret,
    ...(port ? { sandboxPort: parsePort(port, 0, 'PAYMENT_SANDBOX_PORT') } : {}),
    ...(storeNotifyUrl ? { storeNotifyUrl } : {}),
  };
}

/** What {@link startPayments} needs besides the settings. */
export interface StartPaymentsOptions extends PaymentSettings {
  /** The store's own port, once known: the sandbox takes the next one unless told otherwise (0: any). */
  storePort: number;
  /** Where the provider notifies the store (the API's notifications route) unless `storeNotifyUrl` says. */
  notifyUrl: () => string;
  /** The store's data folder: the sandbox keeps its payments beside it; in memory for `:memory:`. */
  dataDir?: string | undefined;
  /** The store's origin (links on the sandbox's pages). */
  storeOrigin?: string | undefined;
  /** Interface the sandbox listens on. */
  hostname?: string | undefined;
}

/** The API's payments configuration, and the sandbox when it runs in this process. */
export interface StartedPayments {
  config: PaymentsConfig;
  sandbox: RunningPaymentSandbox | null;
}

/**
 * Starts the sandbox provider in this process (unless `providerUrl` names one elsewhere) and answers
 * the API's payments configuration: the provider's URL, the shared secret and the notify URL.
 */
export async function startPayments(options: StartPaymentsOptions): Promise<StartedPayments> {
  const { storeNotifyUrl } = options;
  const notifyUrl = storeNotifyUrl ? () => storeNotifyUrl : options.notifyUrl;
  if (options.providerUrl) {
    if (!options.secret) throw new Error('A payment provider elsewhere needs PAYMENT_NOTIFY_SECRET');
    return { config: { providerUrl: options.providerUrl, secret: options.secret, notifyUrl }, sandbox: null };
  }
  const secret = options.secret ?? randomBytes(32).toString('hex');
  const port = options.sandboxPort ?? (options.storePort === 0 ? 0 : options.storePort + 1);
  const memory = options.dataDir === undefined || options.dataDir === ':memory:' || options.dataDir === '';
  const sandbox = await startPaymentSandbox({
    port,
    secret,
    hostname: options.hostname,
    dataDir: memory ? undefined : join(dirname(options.dataDir as string), 'payment-sandbox'),
    storeOrigin: options.storeOrigin,
  });
  return { config: { providerUrl: sandbox.url, secret, notifyUrl }, sandbox };
}

import { type ServerType, serve } from '@hono/node-server';
import { createPaymentSandboxApp } from './create-payment-sandbox';
import { createNotificationSender, type SandboxTimers } from './notification-sender';
import { openSandboxLedger, type SandboxMovement } from './sandbox-ledger';

/** Options of {@link startPaymentSandbox}. */
export interface PaymentSandboxOptions {
  /** Port to listen on; 0 picks a free one. */
  port: number;
  /** Interface to listen on (all by default). */
  hostname?: string | undefined;
  /** The secret shared with the store: it signs notifications and checks payment creations. */
  secret: string;
  /** Where its payments are kept (`payments.jsonl`); in memory when absent or `:memory:`. */
  dataDir?: string | undefined;
  /** The origin shoppers reach the sandbox at; `http://localhost:<port>` by default. */
  publicUrl?: string | undefined;
  /** The store's origin, for the link on pages without a payment. */
  storeOrigin?: string | undefined;
  /** The clock (signing times, expiry); real time by default. */
  clock?: { now(): number };
  /** The timers retries wait with; the real ones by default (tests fire retries themselves). */
  timers?: SandboxTimers;
  /** How notifications are sent; the global fetch by default. */
  fetch?: typeof fetch;
  /** Where one-line notes go (a notification given up); console.warn by default. */
  log?: (message: string) => void;
}

/** A running sandbox. */
export interface RunningPaymentSandbox {
  port: number;
  /** Its origin, e.g. http://localhost:3001. */
  url: string;
  /** Every capture and refund it made: a test counts them to find one net charge per order. */
  movements(): SandboxMovement[];
  /** Stops listening and retrying; notifications not delivered are kept for the next start. */
  close(): Promise<void>;
}

/** The shortest secret accepted: 16 characters (a generated one has 64). */
export const MIN_SECRET_LENGTH = 16;

const realTimers: SandboxTimers = {
  setTimeout: (run, ms) => {
    const handle = setTimeout(() => void run(), ms);
    handle.unref();
    return handle;
  },
  clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
};

/**
 * Starts the sandbox payment provider on its own port, with its own storage: the store creates
 * payments there, shoppers pay on its page, and it notifies the store, signed, retrying until the
 * store takes the notification (also after the sandbox itself restarts).
 */
export async function startPaymentSandbox(options: PaymentSandboxOptions): Promise<RunningPaymentSandbox> {
  if (options.secret.length < MIN_SECRET_LENGTH)
    throw new Error(`The payment notification secret must be at least ${MIN_SECRET_LENGTH} characters`);
  const clock = options.clock ?? { now: () => Date.now() };
  const dataDir = options.dataDir === ':memory:' || options.dataDir === '' ? undefined : options.dataDir;
  const ledger = openSandboxLedger(dataDir);
  const sender = createNotificationSender({
    ledger,
    secret: options.secret,
    clock,
    timers: options.timers ?? realTimers,
    fetch: options.fetch ?? ((input, init) => fetch(input, init)),
    log: options.log ?? ((message) => console.warn(message)),
  });
  let port = options.port;
  const publicUrl = () => options.publicUrl?.replace(/\/$/, '') ?? `http://localhost:${port}`;
  const app = createPaymentSandboxApp({
    ledger,
    sender,
    secret: options.secret,
    clock,
    publicUrl,
    storeOrigin: options.storeOrigin,
  });
  let server: ServerType;
  try {
    server = await new Promise<ServerType>((resolve, reject) => {
      const s = serve(
        { fetch: app.fetch, port: options.port, ...(options.hostname ? { hostname: options.hostname } : {}) },
        () => {
          s.off('error', onError);
          resolve(s);
        },
      );
      const onError = (error: NodeJS.ErrnoException) =>
        reject(
          error.code === 'EADDRINUSE'
            ? new Error(
                `Port ${options.port} (the payment sandbox) is already in use; set PAYMENT_SANDBOX_PORT to another`,
              )
            : error,
        );
      s.once('error', onError);
    });
  } catch (error) {
    ledger.close();
    throw error;
  }
  const address = server.address();
  port = typeof address === 'object' && address ? address.port : options.port;
  sender.resume();
  return {
    port,
    url: publicUrl(),
    movements: () => ledger.movements(),
    async close() {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await sender.close();
      ledger.close();
    },
  };
}

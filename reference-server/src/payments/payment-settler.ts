import type { Db } from '../db/database';
import type { SandboxTimers } from '../payment-sandbox/notification-sender';
import { dueActions, nextActionDue } from './payment-actions';
import type { PaymentProvider } from './payment-provider';
import { settlePaymentAction } from './settle-payment-action';

/** Carries out what the store owes its provider (cancels, refunds), retrying until each is done. */
export interface PaymentSettler {
  /** Attempts the order's owed calls now (a new payment closes the earlier one before its page is handed out). */
  settleOrder(orderId: number): Promise<void>;
  /** Attempts every owed call soon (after a commit that owed one): on the next tick of the timers. */
  soon(): void;
  /** Attempts every owed call that is due, then sets the timer for the next; how many were done. */
  runDue(): Promise<number>;
}

/** The provider as the store's calls reach it, with the settler of what the store owes it. */
export interface StorePayments extends PaymentProvider {
  readonly settler: PaymentSettler;
}

const realTimers: SandboxTimers = {
  setTimeout: (run, ms) => {
    // Unreferenced: an owed refund never keeps a process alive that is shutting down (it stays owed).
    const handle = setTimeout(() => void run(), Math.min(ms, 2 ** 31 - 1));
    handle.unref();
    return handle;
  },
  clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
};

/** How long the settler waits to look again after a run that failed as a whole (the database away). */
export const RETRY_AFTER_FAILURE_MS = 30_000;

/** What the settler needs. */
export interface PaymentSettlerDeps {
  db: Db;
  provider: PaymentProvider;
  clock: { now(): number };
  /** Real, unreferenced timers by default; tests hold them and fire retries themselves. */
  timers?: SandboxTimers | undefined;
  /** Where a run that failed as a whole (the database away) is reported. */
  logError: (error: unknown) => void;
  /**
   * The store's lifetime: once aborted (the server closes its database), nothing more is scheduled,
   * and a run cut short by the closing is not an error (what it owed stays owed for the next start).
   */
  signal?: AbortSignal | undefined;
}

/**
 * The settler of one process. Owed calls live in the database (payment_actions), so any process, or
 * this one after a restart, carries them out; each attempt is claimed there first. A timer is set only
 * while something is owed: for the next attempt's time (backoff 1 s … 5 minutes, never given up).
 */
export function createPaymentSettler(deps: PaymentSettlerDeps): PaymentSettler {
  const { db, provider, clock, signal } = deps;
  const timers = deps.timers ?? realTimers;
  let timer: { handle: unknown; at: number } | null = null;
  let running: Promise<number> | null = null;
  let again = false;
  const logError = (error: unknown) => {
    if (!signal?.aborted) deps.logError(error);
  };
  signal?.addEventListener('abort', () => {
    if (timer) timers.clearTimeout(timer.handle);
    timer = null;
  });

  function schedule(at: number): void {
    if (signal?.aborted) return;
    if (timer && timer.at <= at) return;
    if (timer) timers.clearTimeout(timer.handle);
    const handle = timers.setTimeout(
      async () => {
        if (timer?.handle === handle) timer = null;
        await runDue().catch((error: unknown) => {
          // The database went away mid-run: what is owed stays owed; look again in a while.
          logError(error);
          schedule(clock.now() + RETRY_AFTER_FAILURE_MS);
        });
      },
      Math.max(0, at - clock.now()),
    );
    timer = { handle, at };
  }

  async function scheduleNext(): Promise<void> {
    const next = await nextActionDue(db);
    if (next !== null) schedule(Math.max(next, clock.now()));
  }

  async function attempt(ids: string[]): Promise<number> {
    let done = 0;
    for (const id of ids) if (await settlePaymentAction(db, provider, id, clock.now())) done += 1;
    return done;
  }

  function runDue(): Promise<number> {
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      let done = 0;
      do {
        again = false;
        done += await attempt(await dueActions(db, clock.now()));
      } while (again);
      await scheduleNext();
      return done;
    })().finally(() => {
      running = null;
    });
    return running;
  }

  return {
    async settleOrder(orderId) {
      try {
        await attempt(await dueActions(db, clock.now(), orderId));
        await scheduleNext();
      } catch (error) {
        logError(error);
        schedule(clock.now() + RETRY_AFTER_FAILURE_MS);
      }
    },
    soon: () => schedule(clock.now()),
    runDue,
  };
}

import {
  closeSync,
  existsSync,
  fsyncSync,
  mkdirSync,
  openSync,
  readFileSync,
  renameSync,
  writeSync,
} from 'node:fs';
import { join } from 'node:path';
import type { PaySystemCode } from '@verstak/sdk/contract';

/**
 * Where a sandbox payment stands: the shopper decides once, on the pay page (`succeeded` is money
 * captured); the store may cancel it while it is still pending (`cancelled`: its page takes nothing).
 */
export type SandboxPaymentStatus = 'pending' | 'succeeded' | 'failed' | 'cancelled';

/** Money given back on a captured payment, at the store's request. */
export interface SandboxRefund {
  /** The sandbox's own id of the refund. */
  id: string;
  /** The store's id of the refund: asking again with it answers this refund, never a second one. */
  storeRefundId: string;
  amountKopecks: number;
  at: number;
}

/** A movement of money at the sandbox: a capture (the shopper paid) or a refund (given back). */
export interface SandboxMovement {
  kind: 'capture' | 'refund';
  /** The store's payment id. */
  storePaymentId: string;
  amountKopecks: number;
  at: number;
}

/** The notification of a decision, until the store has taken it. */
export interface SandboxNotification {
  /** Unique per decision: the store acts on an event id once. */
  eventId: string;
  attempts: number;
  delivered: boolean;
  /** The store refused it for good (a 4xx other than 408/429) or the attempts ran out. */
  abandoned: boolean;
  /** When the next attempt is due, ms. */
  nextAttemptAt: number;
  lastError: string;
}

/** A payment the store created at the sandbox. */
export interface SandboxPayment {
  /** The sandbox's own id (in the pay page's URL). */
  id: string;
  /** The store's payment id: the reference the notification names. */
  storePaymentId: string;
  amountKopecks: number;
  currency: 'RUB';
  method: PaySystemCode;
  description: string;
  /** Where the browser goes after the decision (`success=Y|N` is added). */
  returnUrl: string;
  /** Where the signed notification goes. */
  notifyUrl: string;
  createdAt: number;
  /** After this instant (ms) the payment can no longer be decided; null: never. */
  expiresAt: number | null;
  status: SandboxPaymentStatus;
  decidedAt: number | null;
  notification: SandboxNotification | null;
  /** Refunds of a captured payment, oldest first (absent in lines written before refunds existed). */
  refunds?: SandboxRefund[] | undefined;
}

/** The sandbox's payments: in memory, or also appended to a JSON-lines file so they survive a restart. */
export interface SandboxLedger {
  get(id: string): SandboxPayment | undefined;
  byStorePaymentId(storePaymentId: string): SandboxPayment | undefined;
  /** Stores the payment's new state (durably, with a file). */
  put(payment: SandboxPayment): void;
  all(): SandboxPayment[];
  /** Every capture and refund, in the order they happened: what a test counts to find one net charge. */
  movements(): SandboxMovement[];
  close(): void;
}

/** The captures and refunds of `payments`, oldest first. */
export function moneyMovements(payments: readonly SandboxPayment[]): SandboxMovement[] {
  const movements: SandboxMovement[] = [];
  for (const payment of payments) {
    if (payment.status !== 'succeeded') continue;
    const storePaymentId = payment.storePaymentId;
    movements.push({
      kind: 'capture',
      storePaymentId,
      amountKopecks: payment.amountKopecks,
      at: payment.decidedAt ?? 0,
    });
    for (const refund of payment.refunds ?? [])
      movements.push({ kind: 'refund', storePaymentId, amountKopecks: refund.amountKopecks, at: refund.at });
  }
  return movements.sort((a, b) => a.at - b.at);
}

const FILE = 'payments.jsonl';

/**
 * Opens the ledger: in memory when `dataDir` is undefined, else `<dataDir>/payments.jsonl`, where each
 * line is a payment's whole state and the last line of an id wins. The file is compacted on opening;
 * a torn last line (the process was killed while writing it) is skipped.
 */
export function openSandboxLedger(dataDir?: string): SandboxLedger {
  const payments = new Map<string, SandboxPayment>();
  const byStoreId = new Map<string, string>();
  let fd: number | null = null;
  if (dataDir !== undefined) {
    mkdirSync(dataDir, { recursive: true });
    const path = join(dataDir, FILE);
    if (existsSync(path)) {
      for (const line of readFileSync(path, 'utf8').split('\n')) {
        if (line.trim() === '') continue;
        try {
          const payment = JSON.parse(line) as SandboxPayment;
          if (typeof payment.id === 'string') payments.set(payment.id, payment);
        } catch {
          // A line cut short by a crash: the state before it stands.
        }
      }
    }
    const compacted = [...payments.values()].map((p) => `${JSON.stringify(p)}\n`).join('');
    const temporary = `${path}.tmp`;
    const out = openSync(temporary, 'w');
    writeSync(out, compacted);
    fsyncSync(out);
    closeSync(out);
    renameSync(temporary, path);
    fd = openSync(path, 'a');
  }
  for (const payment of payments.values()) byStoreId.set(payment.storePaymentId, payment.id);
  return {
    get: (id) => payments.get(id),
    byStorePaymentId: (storePaymentId) => {
      const id = byStoreId.get(storePaymentId);
      return id === undefined ? undefined : payments.get(id);
    },
    put(payment) {
      if (fd !== null) {
        writeSync(fd, `${JSON.stringify(payment)}\n`);
        fsyncSync(fd);
      }
      payments.set(payment.id, payment);
      byStoreId.set(payment.storePaymentId, payment.id);
    },
    all: () => [...payments.values()],
    movements: () => moneyMovements([...payments.values()]),
    close() {
      if (fd !== null) closeSync(fd);
      fd = null;
    },
  };
}

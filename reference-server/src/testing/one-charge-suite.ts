import { ordersCalls, type PaySystemCode, paymentsCalls } from '@verstak/sdk/contract';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../db/database';
import { migrate } from '../db/migrate';
import { CANCEL_PAYMENT_PATH, REFUND_PATH } from '../payment-sandbox/sandbox-cancel-refund';
import { paymentProvider } from '../payments/payment-provider';
import { createPaymentSettler, RETRY_AFTER_FAILURE_MS } from '../payments/payment-settler';
import { seed } from '../seed/seed';
import { failingQueries } from './failing-queries';
import { heldTimers, paymentsKit, placeOrder, SECRET } from './payments-kit';

/**
 * One charge per order (issue 14): a new payment closes the earlier one at the provider, and money a
 * closed page still takes goes back through the provider, retried until it does, once. The sandbox's
 * ledger counts the captures and refunds. On PGlite (payments.test.ts) and on a real PostgreSQL
 * (payments.pg.test.ts).
 */
export function oneChargeSuite(
  name: string,
  open: () => Promise<{ db: Db; dispose(): Promise<void> }>,
): void {
  describe(name, () => {
    let db: Db;
    let dispose: () => Promise<void>;
    let kit: Awaited<ReturnType<typeof paymentsKit>>;
    let visits = 0;

    /** A fresh guest with an order of their own, paid online by SBP. */
    const shopper = async (totalKopecks = 709_000) => {
      visits += 1;
      const fUserId = `20000000-0000-4000-8000-${String(visits).padStart(12, '0')}`;
      const order = await placeOrder(db, { fUserId }, totalKopecks);
      await db.query("UPDATE orders SET pay_system = 'raiff-sbp' WHERE id = $1", [order.id]);
      return { order, token: await kit.guestToken(fUserId) };
    };
    const create = (token: string, orderId: number, extra: Record<string, string> = {}) =>
      kit.call(paymentsCalls.create, token, { orderId: String(orderId), ...extra });
    const createOnline = (token: string, orderId: number, paySystem: PaySystemCode = 'raiff-acquiring') =>
      kit.call(paymentsCalls.createOnline, token, { orderId: String(orderId), paySystem });
    /** The order's event kinds, counted. */
    const counted = async (orderId: number) => {
      const counts: Record<string, number> = {};
      for (const kind of (await kit.orderState(orderId)).events) counts[kind] = (counts[kind] ?? 0) + 1;
      return counts;
    };
    /** Each payment's status, by id. */
    const statuses = (payments: Array<{ id: string; status: string }>) =>
      Object.fromEntries(payments.map((p) => [p.id, p.status]));
    /** Lets the settler's retries come due and runs them. */
    const later = async (ms: number) => {
      kit.clock.at += ms;
      await kit.settle();
    };

    /** Another process's settler, on `db` (one that fails, below), with held timers; errors collected. */
    const anotherSettler = (
      on: Db,
      timers: ReturnType<typeof heldTimers>,
      errors: unknown[],
      signal?: AbortSignal,
    ) =>
      createPaymentSettler({
        db: on,
        provider: paymentProvider(
          { providerUrl: kit.sandbox.url, secret: SECRET, notifyUrl: 'http://store.test/' },
          kit.clock,
        ),
        clock: kit.clock,
        timers,
        logError: (error) => errors.push(error),
        signal,
      });

    beforeAll(async () => {
      ({ db, dispose } = await open());
      await migrate(db);
      await seed(db, { products: 40 });
      kit = await paymentsKit(db);
    });
    afterEach(() => {
      kit.provider.fault = () => undefined;
      kit.store.down = false;
    });
    afterAll(async () => {
      await kit?.close();
      await dispose();
    });

    it('a new payment closes the earlier one at the provider: a shopper who pays both pages is charged once', async () => {
      // SBP, then the card (create-online); and a cancellable page, then a plain one.
      for (const second of ['create-online', 'create'] as const) {
        const { order, token } = await shopper();
        const first =
          second === 'create'
            ? await create(token, order.id, { cancellable: 'Y' })
            : await create(token, order.id);
        const next =
          second === 'create' ? await create(token, order.id) : await createOnline(token, order.id);
        expect(next.status).toBe(200);
        expect(next.data.id).not.toBe(first.data.id);
        const paidFirst = await kit.decide(first.data.url, 'success', { method: 'raiff-sbp' });
        await kit.decide(next.data.url, 'success', { method: next.data.paySystem });
        await kit.settle();
        expect(await kit.charges(order.id)).toEqual({ captures: 1, refunds: 0, net: 709_000 });
        // The earlier page was closed before the new one was handed out: it took nothing.
        expect(paidFirst.status).toBe(410);
        const state = await kit.orderState(order.id);
        expect(state).toMatchObject({ payment_status: 'paid', paid_kopecks: 709_000 });
        expect(statuses(state.payments)).toEqual({
          [first.data.id]: 'superseded',
          [next.data.id]: 'paid',
        });
        expect(await counted(order.id)).toMatchObject({ payment_superseded: 1, payment_paid: 1 });
        expect((await kit.call(paymentsCalls.orderId, token, { paymentId: first.data.id })).data.status).toBe(
          'failed',
        );
      }
    });

    it('20 pays at once on both pages, the cancel not through yet: one capture each, the other refunded, the order stays paid', async () => {
      const { order, token } = await shopper();
      const first = await create(token, order.id, { cancellable: 'Y' });
      // The provider does not take the cancel of the first page yet: both pages are live.
      kit.provider.fault = (path) => (path === CANCEL_PAYMENT_PATH ? 'down' : undefined);
      const second = await createOnline(token, order.id);
      expect(second.status).toBe(200);
      kit.delivered.length = 0;
      const decisions = await Promise.all(
        Array.from({ length: 20 }, (_, i) =>
          kit.decide(i % 2 === 0 ? first.data.url : second.data.url, 'success', {
            method: i % 2 === 0 ? 'raiff-sbp' : 'raiff-acquiring',
          }),
        ),
      );
      expect(decisions.every((d) => d.status === 303 && d.location.includes('success=Y'))).toBe(true);
      // Each page decided once, however many clicks: one notification each.
      const events = kit.delivered.map((d) => JSON.parse(d.body) as { eventId: string; paymentId: string });
      expect(new Set(events.map((e) => e.eventId)).size).toBe(2);
      expect(await kit.charges(order.id)).toMatchObject({ captures: 2, net: 2 * 709_000 });
      kit.provider.fault = () => undefined;
      await kit.settle();
      await later(1_000);
      expect(await kit.charges(order.id)).toEqual({ captures: 2, refunds: 1, net: 709_000 });
      const state = await kit.orderState(order.id);
      // The superseded page's money went back; the order, paid by the new one, did not become unpaid.
      expect(state).toMatchObject({ status: 'new', payment_status: 'paid', paid_kopecks: 709_000 });
      expect(statuses(state.payments)).toEqual({
        [first.data.id]: 'refunded',
        [second.data.id]: 'paid',
      });
      expect(await counted(order.id)).toMatchObject({
        payment_paid: 1,
        payment_refund_due: 1,
        payment_refunded: 1,
      });
      const page = await kit.call(ordersCalls.detailPage, token, { id: order.id });
      expect(page.data.order).toMatchObject({ isPaid: true, paymentStatus: 'paid' });
      // Nothing is owed any more: no retry is waiting.
      await later(10 * 60_000);
      expect(kit.settlerTimers.pending()).toBe(0);
      expect(await kit.charges(order.id)).toEqual({ captures: 2, refunds: 1, net: 709_000 });
    });

    it('a refund that fails, finds the provider away or loses its answer is retried until it is done, once', async () => {
      const { order, token } = await shopper(500_000);
      const first = await create(token, order.id);
      kit.provider.fault = (path) => (path === CANCEL_PAYMENT_PATH ? 'down' : undefined);
      const second = await createOnline(token, order.id);
      kit.provider.fault = (path) =>
        path === CANCEL_PAYMENT_PATH ? 'down' : path === REFUND_PATH ? 'error' : undefined;
      await kit.decide(first.data.url, 'success', { method: 'raiff-sbp' });
      await kit.settle();
      expect(await kit.charges(order.id)).toEqual({ captures: 1, refunds: 0, net: 500_000 });
      kit.provider.fault = () => 'down';
      await later(1_000);
      const [owed] = await db.query<{ attempts: number; last_error: string }>(
        "SELECT attempts, last_error FROM payment_actions WHERE payment_id = $1 AND kind = 'refund'",
        [first.data.id],
      );
      expect(owed?.attempts).toBe(2);
      expect(owed?.last_error).toMatch(/did not answer/);
      // The provider gives the money back, and its answer is lost on the way: the retry asks again
      // with the same refund id and the provider answers that refund.
      kit.provider.fault = (path) => (path === REFUND_PATH ? 'lost' : undefined);
      await later(2_000);
      expect(await kit.charges(order.id)).toEqual({ captures: 1, refunds: 1, net: 0 });
      expect(await counted(order.id)).not.toHaveProperty('payment_refunded');
      kit.provider.fault = () => undefined;
      await later(4_000);
      expect(await kit.charges(order.id)).toEqual({ captures: 1, refunds: 1, net: 0 });
      expect(await counted(order.id)).toMatchObject({ payment_refund_due: 1, payment_refunded: 1 });
      await later(10 * 60_000);
      expect(kit.settlerTimers.pending()).toBe(0);
      // The refunded page never counted: the order is unpaid and still payable on the new page.
      expect(await kit.orderState(order.id)).toMatchObject({ payment_status: 'unpaid', paid_kopecks: 0 });
      await kit.decide(second.data.url, 'success');
      await kit.settle();
      expect(await kit.charges(order.id)).toEqual({ captures: 2, refunds: 1, net: 500_000 });
      expect(await kit.orderState(order.id)).toMatchObject({ payment_status: 'paid', paid_kopecks: 500_000 });
    });

    it('two processes settle at once and one of them loses its database meanwhile: the money goes back once', async () => {
      const { order, token } = await shopper();
      const first = await create(token, order.id);
      kit.provider.fault = () => 'down';
      const second = await createOnline(token, order.id);
      expect(second.status).toBe(503);
      kit.provider.fault = () => undefined;
      expect((await createOnline(token, order.id)).status).toBe(200);
      kit.provider.fault = (path) => (path === CANCEL_PAYMENT_PATH ? 'down' : undefined);
      await kit.decide(first.data.url, 'success', { method: 'raiff-sbp' });
      kit.provider.fault = () => undefined;
      // Another process of the store, whose connection drops at its first query.
      let drops = 1;
      const flaky = failingQueries(db, () => {
        if (drops === 0) return null;
        drops -= 1;
        return new Error('Connection terminated unexpectedly');
      });
      const timers = heldTimers();
      const errors: unknown[] = [];
      const other = anotherSettler(flaky, timers, errors);
      other.soon();
      await timers.fire();
      expect(errors).toHaveLength(1);
      // It looks again later; by then both processes settle at once.
      expect(timers.pending()).toBe(1);
      kit.clock.at += RETRY_AFTER_FAILURE_MS;
      await Promise.all([kit.settle(), timers.fire(), other.runDue()]);
      expect(await kit.charges(order.id)).toEqual({ captures: 1, refunds: 1, net: 0 });
      expect(await counted(order.id)).toMatchObject({ payment_refund_due: 1, payment_refunded: 1 });
      expect(await kit.orderState(order.id)).toMatchObject({ payment_status: 'unpaid', paid_kopecks: 0 });
    });

    it('a store that is closing stops its settler: a run cut short by the closed database is no error, and nothing is scheduled', async () => {
      const closed = failingQueries(db, () => new Error('PGlite is closed'));
      const timers = heldTimers();
      const errors: unknown[] = [];
      const lifetime = new AbortController();
      const closing = anotherSettler(closed, timers, errors, lifetime.signal);
      closing.soon();
      lifetime.abort();
      // The run that was due when the store began to close: cleared with the lifetime.
      expect(timers.pending()).toBe(0);
      await closing.settleOrder(1);
      closing.soon();
      expect(errors).toEqual([]);
      expect(timers.pending()).toBe(0);
    });

    it('a capture the store never heard of is found by the cancel ("captured already") and refunded', async () => {
      const { order, token } = await shopper();
      const first = await create(token, order.id);
      // The shopper pays while the store is away: the notification waits for the sandbox's retry…
      kit.store.down = true;
      await kit.decide(first.data.url, 'success', { method: 'raiff-sbp' });
      kit.store.down = false;
      // …and opens another payment meanwhile: its cancel of the first finds the money taken.
      const second = await createOnline(token, order.id);
      expect(second.status).toBe(200);
      await kit.settle();
      expect(await kit.charges(order.id)).toEqual({ captures: 1, refunds: 1, net: 0 });
      // The late notification changes nothing: the capture is recorded once.
      kit.clock.at += 2_000;
      await kit.timers.fire();
      const state = await kit.orderState(order.id);
      expect(state).toMatchObject({ payment_status: 'unpaid', paid_kopecks: 0 });
      expect(statuses(state.payments)).toEqual({
        [first.data.id]: 'refunded',
        [second.data.id]: 'pending',
      });
      expect(await counted(order.id)).toMatchObject({ payment_refund_due: 1, payment_refunded: 1 });
      expect(await counted(order.id)).not.toHaveProperty('payment_paid');
    });

    it('money taken for a cancelled order goes back through the provider: the order reads refunded, never paid', async () => {
      const { order, token } = await shopper();
      const { data } = await create(token, order.id);
      // The shopper cancels while the pay page is open in another tab, and the cancel does not reach
      // the provider before they pay there.
      kit.provider.fault = (path) => (path === CANCEL_PAYMENT_PATH ? 'down' : undefined);
      const cancelled = await kit.call(ordersCalls.cancel, token, {
        orderId: String(order.id),
        reason: '1',
      });
      expect(cancelled.status, JSON.stringify(cancelled.errors)).toBe(200);
      await kit.settle();
      expect((await kit.decide(data.url, 'success', { method: 'raiff-sbp' })).location).toContain(
        'success=Y',
      );
      kit.provider.fault = () => undefined;
      await later(2_000);
      expect(await kit.charges(order.id)).toEqual({ captures: 1, refunds: 1, net: 0 });
      const state = await kit.orderState(order.id);
      expect(state).toMatchObject({ status: 'cancelled', payment_status: 'refunded', paid_kopecks: 0 });
      expect(statuses(state.payments)).toEqual({ [data.id]: 'refunded' });
      const [due] = await db.query<{ detail: Record<string, unknown> }>(
        "SELECT detail FROM order_events WHERE order_id = $1 AND kind = 'payment_refund_due'",
        [order.id],
      );
      expect(due?.detail).toMatchObject({ paymentId: data.id, amount: 709_000, reason: 'order_cancelled' });
      expect(await counted(order.id)).toMatchObject({ payment_refunded: 1 });
      expect(await counted(order.id)).not.toHaveProperty('payment_paid');
      const page = await kit.call(ordersCalls.detailPage, token, { id: order.id });
      expect(page.data.order).toMatchObject({
        status: 'cancelled',
        isPaid: false,
        paymentStatus: 'refunded',
      });

      // When the cancel does reach the provider, the page takes nothing.
      const other = await shopper();
      const open = await create(other.token, other.order.id);
      await kit.call(ordersCalls.cancel, other.token, {
        orderId: String(other.order.id),
        reason: '1',
      });
      await kit.settle();
      expect((await kit.decide(open.data.url, 'success', { method: 'raiff-sbp' })).status).toBe(410);
      expect(await kit.charges(other.order.id)).toEqual({ captures: 0, refunds: 0, net: 0 });
    });

    it('cancelling a paid order gives its money back through the provider', async () => {
      const { order, token } = await shopper();
      const { data } = await create(token, order.id);
      await kit.decide(data.url, 'success', { method: 'raiff-sbp' });
      expect(await kit.orderState(order.id)).toMatchObject({ payment_status: 'paid' });
      await kit.call(ordersCalls.cancel, token, {
        orderId: String(order.id),
        reason: '1',
      });
      await kit.settle();
      expect(await kit.charges(order.id)).toEqual({ captures: 1, refunds: 1, net: 0 });
      const state = await kit.orderState(order.id);
      expect(state).toMatchObject({ status: 'cancelled', payment_status: 'refunded' });
      expect(statuses(state.payments)).toEqual({ [data.id]: 'refunded' });
      expect(await counted(order.id)).toMatchObject({
        payment_paid: 1,
        payment_refund_due: 1,
        payment_refunded: 1,
      });
    });
  });
}

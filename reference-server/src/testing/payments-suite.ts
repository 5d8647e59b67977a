import { basketCalls, paymentsCalls } from '@verstak/sdk/contract';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Db } from '../db/database';
import { migrate } from '../db/migrate';
import { signedHeaders } from '../payment-sandbox/notification-signature';
import { seed } from '../seed/seed';
import { NOW, paymentsKit, placeOrder, SECRET } from './payments-kit';

/**
 * The payment flow through the real API and the sandbox provider, on PGlite (payments.test.ts) and
 * on a real PostgreSQL (payments.pg.test.ts).
 */
export function paymentsSuite(name: string, open: () => Promise<{ db: Db; dispose(): Promise<void> }>): void {
  describe(name, () => {
    let db: Db;
    let dispose: () => Promise<void>;
    let kit: Awaited<ReturnType<typeof paymentsKit>>;
    let visits = 0;

    /** A fresh guest with an order of their own. */
    const shopper = async (totalKopecks?: number) => {
      visits += 1;
      const fUserId = `10000000-0000-4000-8000-${String(visits).padStart(12, '0')}`;
      const order = await placeOrder(db, { fUserId }, totalKopecks);
      return { order, token: await kit.guestToken(fUserId) };
    };
    const create = (
      token: string,
      orderId: number,
      extra: Record<string, string> = {},
      headers: Record<string, string> = {},
    ) => kit.call(paymentsCalls.create, token, { orderId: String(orderId), ...extra }, headers);

    beforeAll(async () => {
      ({ db, dispose } = await open());
      await migrate(db);
      await seed(db, { products: 40 });
      kit = await paymentsKit(db);
    });
    afterAll(async () => {
      await kit?.close();
      await dispose();
    });

    it('creates a payment of what is left to pay, at the sandbox, and hands the same one back on a repeat', async () => {
      const { order, token } = await shopper(1_234_550);
      const first = await create(token, order.id);
      expect(first.status).toBe(200);
      expect(first.data).toMatchObject({
        orderId: order.id,
        amount: 12345.5,
        status: 'pending',
        paySystem: 'raiff-acquiring',
      });
      expect(first.data.url).toMatch(new RegExp(`^${kit.sandbox.url}/pay/sbx_[0-9a-f]{32}$`));
      const again = await create(token, order.id);
      expect(again.data).toEqual(first.data);
      const many = await Promise.all(Array.from({ length: 8 }, () => create(token, order.id)));
      expect(new Set(many.map((answer) => answer.data.id))).toEqual(new Set([first.data.id]));
      expect((await kit.orderState(order.id)).payments).toHaveLength(1);
    });

    it('holds no transaction while the provider answers, and a provider that was away is asked again by the retry', async () => {
      const { order, token } = await shopper();
      const key = { 'Idempotency-Key': `away-${order.id}-0001` };
      // The provider takes its time: the store answers others meanwhile (on PGlite an open
      // transaction would hold every other request until the provider answered).
      let release = () => {};
      kit.provider.held = new Promise<void>((done) => {
        release = done;
      });
      const reached = kit.provider.reached;
      const slow = create(token, order.id, {}).catch((error: unknown) => error);
      await vi.waitFor(() => expect(kit.provider.reached).toBe(reached + 1));
      const other = await shopper();
      expect((await kit.call(basketCalls.get, other.token, {})).status).toBe(200);
      release();
      kit.provider.held = null;
      expect(((await slow) as { status: number }).status).toBe(200);

      // The provider is away: 503, the payment is kept without its page, and the retry with the same
      // key places that same payment once the provider is back.
      const next = await shopper();
      kit.provider.down = true;
      const refused = await create(next.token, next.order.id, {}, key);
      expect(refused.status).toBe(503);
      expect(refused.code).toBe('payment_provider_unavailable');
      const kept = await kit.orderState(next.order.id);
      expect(kept.payments).toHaveLength(1);
      expect(kept.events).not.toContain('payment_created');
      kit.provider.down = false;
      const retried = await create(next.token, next.order.id, {}, key);
      expect(retried.status).toBe(200);
      expect(retried.data.id).toBe(kept.payments[0]?.id);
      expect(retried.data.url).toMatch(new RegExp(`^${kit.sandbox.url}/pay/sbx_`));
      // A new key (another click) gets the same open payment, not a second one.
      const again = await create(
        next.token,
        next.order.id,
        {},
        { 'Idempotency-Key': `away-${order.id}-0002` },
      );
      expect(again.data).toEqual(retried.data);
      const after = await kit.orderState(next.order.id);
      expect(after.payments).toHaveLength(1);
      expect(after.events.filter((kind) => kind === 'payment_created')).toHaveLength(1);
    });

    it("answers order_not_found for another visitor's order and for none, and a clear 400 for bad input", async () => {
      const { order } = await shopper();
      const stranger = await shopper();
      const other = await create(stranger.token, order.id);
      expect(other.status).toBe(404);
      expect(other.code).toBe('order_not_found');
      expect(other.errors?.common).toBe(`Ошибка: заказ №${order.id} не найден.`);
      expect((await create(stranger.token, 999_999_999)).code).toBe('order_not_found');
      expect((await kit.call(paymentsCalls.create, stranger.token, { orderId: 'abc' })).status).toBe(400);
      expect(
        (
          await kit.call(paymentsCalls.fromReturn, stranger.token, {
            paymentId: 'x'.repeat(500),
          })
        ).status,
      ).toBe(400);
      expect((await kit.call(paymentsCalls.orderId, stranger.token, { paymentId: 'pay_nothing' })).code).toBe(
        'payment_not_found',
      );
      expect((await kit.orderState(order.id)).payments).toHaveLength(0);
    });

    it('takes an Idempotency-Key: a repeat answers the first payment, the key on another order is 422', async () => {
      const { order, token } = await shopper();
      const other = await placeOrder(db, { fUserId: order.fUserId });
      const key = { 'Idempotency-Key': 'pay-key-0001' };
      const params = { orderId: String(order.id) };
      const first = await kit.call(paymentsCalls.create, token, { ...params }, key);
      const repeats = await Promise.all(
        Array.from({ length: 5 }, () => kit.call(paymentsCalls.create, token, { ...params }, key)),
      );
      expect(repeats.map((answer) => answer.data)).toEqual(Array(5).fill(first.data));
      const misused = await kit.call(paymentsCalls.create, token, { orderId: String(other.id) }, key);
      expect(misused.status).toBe(422);
      expect((await kit.orderState(other.id)).payments).toHaveLength(0);
    });

    it('pays a pay-on-receipt order only online with a method chosen now (create-online), Halva within its limits', async () => {
      const { order, token } = await shopper(200_000);
      await db.query("UPDATE orders SET pay_system = 'card' WHERE id = $1", [order.id]);
      const onReceipt = await create(token, order.id);
      expect(onReceipt.status).toBe(409);
      expect(onReceipt.code).toBe('order_not_payable');
      const halva = await kit.call(paymentsCalls.createOnline, token, {
        orderId: String(order.id),
        paySystem: 'parts-halva',
      });
      expect(halva.status).toBe(409);
      expect(halva.errors?.paySystem).toMatch(/^Рассрочка — от 3/);
      const sbp = await kit.call(paymentsCalls.createOnline, token, {
        orderId: String(order.id),
        paySystem: 'raiff-sbp',
      });
      expect(sbp.data).toMatchObject({ paySystem: 'raiff-sbp', amount: 2000, status: 'pending' });
      expect((await kit.orderState(order.id)).pay_system).toBe('raiff-sbp');
    });

    it('serves the pay page: card form with the test card, SBP QR code, Halva instalments, a strict CSP', async () => {
      const { order, token } = await shopper(1_000_000);
      const { data } = await create(token, order.id);
      const card = await fetch(data.url);
      expect(card.status).toBe(200);
      const csp = card.headers.get('content-security-policy') ?? '';
      expect(csp).toContain("default-src 'none'");
      expect(csp).not.toContain('unsafe');
      expect(csp).toMatch(/form-action 'self' http:\/\/[^ ;]+/);
      const html = await card.text();
      expect(html).toContain('lang="ru"');
      expect(html).toContain('Номер карты');
      expect(html).toContain('4111 1111 1111 1111');
      expect(html).toContain('>Оплатить 10\u00a0000\u00a0₽<');
      expect(html).toContain('Отказ банка');
      expect(html).not.toMatch(/<script|https?:\/\/(?!qr\.nspk|www\.w3)/);
      const sbp = await (await fetch(`${data.url}?method=raiff-sbp`)).text();
      expect(sbp).toContain('<svg class="qr"');
      const halva = await (await fetch(`${data.url}?method=parts-halva`)).text();
      expect(halva.match(/2\u00a0500\u00a0₽/g)).toHaveLength(4);
    });

    it('marks the order paid only on the signed notification the decision sends, and the return maps to the order', async () => {
      const { order, token } = await shopper();
      const { data } = await create(token, order.id);
      const returned = await kit.call(paymentsCalls.fromReturn, token, {
        paymentId: data.id,
        success: 'Y',
      });
      // The return query alone (success=Y, typed by anyone) changes nothing.
      expect(returned.data).toEqual({ orderId: order.id, number: order.number, status: 'pending' });
      expect(await kit.orderState(order.id)).toMatchObject({ payment_status: 'unpaid', paid_kopecks: 0 });

      const decision = await kit.decide(data.url, 'success');
      expect(decision.status).toBe(303);
      const back = new URL(decision.location);
      expect(back.pathname).toBe('/personal/orders/');
      expect(Object.fromEntries(back.searchParams)).toEqual({ paymentId: data.id, success: 'Y' });
      const state = await kit.orderState(order.id);
      expect(state).toMatchObject({ payment_status: 'paid', paid_kopecks: order.totalKopecks });
      expect(state.events.filter((kind) => kind === 'payment_paid')).toHaveLength(1);
      expect(state.payments).toEqual([{ id: data.id, status: 'paid' }]);
      const mapped = await kit.call(paymentsCalls.fromReturn, token, {
        paymentId: data.id,
      });
      expect(mapped.data).toEqual({ orderId: order.id, number: order.number, status: 'paid' });
      expect((await kit.call(paymentsCalls.orderId, token, { paymentId: data.id })).data).toEqual({
        orderId: order.id,
        status: 'paid',
      });
      // A paid order cannot be paid again; a second click on the decision sees the first one.
      const more = await create(token, order.id);
      expect(more.status).toBe(409);
      expect(more.code).toBe('order_not_payable');
      expect(more.errors?.common).toBe(`Заказ №${order.number} уже оплачен.`);
      expect((await kit.decide(data.url, 'failure')).location).toContain('success=Y');
      expect((await kit.orderState(order.id)).paid_kopecks).toBe(order.totalKopecks);
    });

    it('brings the shopper back to the store host they paid from (127.0.0.1, a city subdomain); a forged host gets the public origin', async () => {
      vi.stubEnv('PUBLIC_ORIGIN', undefined);
      vi.stubEnv('PORT', '3000');
      /** Creates a payment as the browser on `origin` does (the API on the same host), and pays it. */
      const payFrom = async (origin: string, headers: Record<string, string> = {}) => {
        const { order, token } = await shopper();
        const response = await kit.api.fetch(
          new Request(`${origin}/api/v4/catalog/payments/create`, {
            method: 'POST',
            headers: {
              Authorization: `Bearer ${token}`,
              'Content-Type': 'application/x-www-form-urlencoded',
              ...headers,
            },
            body: `orderId=${order.id}`,
          }),
        );
        const { data } = (await response.json()) as { data: { id: string; url: string } };
        const back = new URL((await kit.decide(data.url, 'success')).location);
        expect(back.pathname).toBe('/personal/orders/');
        expect(back.searchParams.get('paymentId')).toBe(data.id);
        return back.origin;
      };
      try {
        // Logged in on 127.0.0.1, the shopper's cookies are that host's: the way back keeps it.
        expect(await payFrom('http://127.0.0.1:3000')).toBe('http://127.0.0.1:3000');
        expect(await payFrom('http://yaroslavl.localhost:3000')).toBe('http://yaroslavl.localhost:3000');
        expect(await payFrom('http://evil.example')).toBe('http://localhost:3000');
        expect(await payFrom('http://127.0.0.1:3000', { 'X-Forwarded-Host': 'evil.example' })).toBe(
          'http://localhost:3000',
        );
        vi.stubEnv('PUBLIC_ORIGIN', 'https://verstak.example');
        expect(await payFrom('https://spb.verstak.example')).toBe('https://spb.verstak.example');
        expect(await payFrom('http://127.0.0.1:3000')).toBe('https://verstak.example');
      } finally {
        vi.unstubAllEnvs();
      }
    });

    it('refuses forged, tampered, stale and mismatched notifications and changes nothing', async () => {
      const { order, token } = await shopper();
      const { data } = await create(token, order.id);
      const [payment] = await db.query<{ provider_id: string }>(
        'SELECT provider_id FROM payments WHERE id = $1',
        [data.id],
      );
      const event = {
        eventId: 'evt_forged_1',
        paymentId: data.id,
        providerPaymentId: payment?.provider_id,
        status: 'succeeded',
        amount: order.totalKopecks,
        currency: 'RUB',
        method: 'card',
        occurredAt: new Date(NOW).toISOString(),
      };
      const body = JSON.stringify(event);
      const forged = await kit.notify(
        body,
        signedHeaders('not-the-shared-secret-at-all', kit.clock.now(), body),
      );
      expect(forged.status).toBe(401);
      const unsigned = await kit.notify(body, {});
      expect(unsigned.status).toBe(401);
      const signed = signedHeaders(SECRET, kit.clock.now(), body);
      const tampered = await kit.notify(body.replace(String(order.totalKopecks), '100'), signed);
      expect(tampered.status).toBe(401);
      const stale = await kit.notify(body, signedHeaders(SECRET, kit.clock.now() - 6 * 60 * 1000, body));
      expect(stale.status).toBe(401);
      const cheap = JSON.stringify({ ...event, eventId: 'evt_cheap', amount: 100 });
      const mismatched = await kit.notify(cheap, signedHeaders(SECRET, kit.clock.now(), cheap));
      expect(mismatched.status).toBe(400);
      expect(mismatched.body.code).toBe('amount_mismatch');
      const unknown = JSON.stringify({ ...event, eventId: 'evt_unknown', paymentId: 'pay_unknown' });
      expect((await kit.notify(unknown, signedHeaders(SECRET, kit.clock.now(), unknown))).status).toBe(404);
      const junk = '{"eventId":';
      expect((await kit.notify(junk, signedHeaders(SECRET, kit.clock.now(), junk))).status).toBe(400);
      const huge = 'x'.repeat(20_000);
      expect((await kit.notify(huge, signedHeaders(SECRET, kit.clock.now(), huge))).status).toBe(413);
      const state = await kit.orderState(order.id);
      expect(state).toMatchObject({ payment_status: 'unpaid', paid_kopecks: 0 });
      expect(state.payments).toEqual([{ id: data.id, status: 'pending' }]);
      expect(
        await db.query('SELECT 1 FROM payment_notifications WHERE payment_id = $1', [data.id]),
      ).toHaveLength(0);
    });

    it('acts on a replayed notification once: the replay answers 200 and changes nothing', async () => {
      const { order, token } = await shopper();
      const { data } = await create(token, order.id);
      kit.delivered.length = 0;
      await kit.decide(data.url, 'success');
      const [sent] = kit.delivered;
      expect(sent?.status).toBe(200);
      const body = sent?.body ?? '';
      kit.clock.at += 60_000;
      const replay = await kit.notify(body, signedHeaders(SECRET, kit.clock.now(), body));
      expect(replay).toMatchObject({ status: 200, body: { ok: true, result: 'duplicate' } });
      // A new event id for an already decided payment moves nothing either.
      const later = JSON.stringify({ ...JSON.parse(body), eventId: 'evt_later', status: 'failed' });
      expect((await kit.notify(later, signedHeaders(SECRET, kit.clock.now(), later))).body.result).toBe(
        'ignored',
      );
      const state = await kit.orderState(order.id);
      expect(state).toMatchObject({ payment_status: 'paid', paid_kopecks: order.totalKopecks });
      expect(state.events.filter((kind) => kind === 'payment_paid')).toHaveLength(1);
      expect(state.payments).toEqual([{ id: data.id, status: 'paid' }]);
    });

    it('leaves the order payable after a failed payment, and a second payment succeeds', async () => {
      const { order, token } = await shopper();
      const failed = await create(token, order.id);
      const decision = await kit.decide(failed.data.url, 'failure');
      expect(new URL(decision.location).searchParams.get('success')).toBe('N');
      expect(await kit.orderState(order.id)).toMatchObject({ payment_status: 'failed', paid_kopecks: 0 });
      const second = await kit.call(paymentsCalls.createOnline, token, {
        orderId: String(order.id),
        paySystem: 'raiff-sbp',
      });
      expect(second.status).toBe(200);
      expect(second.data.id).not.toBe(failed.data.id);
      expect(second.data.paySystem).toBe('raiff-sbp');
      expect((await kit.decide(second.data.url, 'success', { method: 'raiff-sbp' })).location).toContain(
        'success=Y',
      );
      const state = await kit.orderState(order.id);
      expect(state).toMatchObject({
        payment_status: 'paid',
        paid_kopecks: order.totalKopecks,
        pay_system: 'raiff-sbp',
      });
      expect(state.payments).toHaveLength(2);
      expect(state.payments).toEqual(
        expect.arrayContaining([
          { id: failed.data.id, status: 'failed' },
          { id: second.data.id, status: 'paid' },
        ]),
      );
    });

    it('keeps a card decision with a bad card on the page, with the error', async () => {
      const { order, token } = await shopper();
      const { data } = await create(token, order.id);
      const response = await fetch(data.url, {
        method: 'POST',
        redirect: 'manual',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({
          decision: 'success',
          number: '4111 1111 1111 1112',
          expiry: '12/30',
          cvc: '123',
        }),
      });
      expect(response.status).toBe(400);
      expect(await response.text()).toContain('Проверьте номер карты');
      const crossSite = await fetch(data.url, {
        method: 'POST',
        redirect: 'manual',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: 'http://evil.example' },
        body: new URLSearchParams({ decision: 'success' }),
      });
      expect(crossSite.status).toBe(403);
      expect((await kit.orderState(order.id)).payments).toEqual([{ id: data.id, status: 'pending' }]);
    });

    it('retries a notification the store did not take, until it does, exactly once', async () => {
      const { order, token } = await shopper();
      const { data } = await create(token, order.id);
      kit.store.down = true;
      const decision = await kit.decide(data.url, 'success');
      expect(decision.location).toContain('success=Y');
      expect(await kit.orderState(order.id)).toMatchObject({ payment_status: 'unpaid' });
      expect(kit.timers.pending()).toBe(1);
      await kit.timers.fire();
      expect(kit.timers.pending()).toBe(1);
      kit.store.down = false;
      kit.clock.at += 2_000;
      await kit.timers.fire();
      expect(kit.timers.pending()).toBe(0);
      const state = await kit.orderState(order.id);
      expect(state).toMatchObject({ payment_status: 'paid', paid_kopecks: order.totalKopecks });
      expect(state.events.filter((kind) => kind === 'payment_paid')).toHaveLength(1);
    });

    it('out of order: a success after a failure of the same payment records the money; a failure after a success changes nothing', async () => {
      const { order, token } = await shopper();
      const { data } = await create(token, order.id);
      const [payment] = await db.query<{ provider_id: string }>(
        'SELECT provider_id FROM payments WHERE id = $1',
        [data.id],
      );
      const event = (eventId: string, status: 'succeeded' | 'failed') =>
        JSON.stringify({
          eventId,
          paymentId: data.id,
          providerPaymentId: payment?.provider_id,
          status,
          amount: order.totalKopecks,
          currency: 'RUB',
          method: 'raiff-acquiring',
          occurredAt: new Date(kit.clock.now()).toISOString(),
        });
      const send = (body: string) => kit.notify(body, signedHeaders(SECRET, kit.clock.now(), body));
      // A provider may report a declined attempt, then a successful one (another card) of the same payment.
      expect((await send(event('evt_order_1', 'failed'))).body.result).toBe('failed');
      expect(await kit.orderState(order.id)).toMatchObject({ payment_status: 'failed', paid_kopecks: 0 });
      expect((await send(event('evt_order_2', 'succeeded'))).body.result).toBe('paid');
      expect(await kit.orderState(order.id)).toMatchObject({
        payment_status: 'paid',
        paid_kopecks: order.totalKopecks,
      });
      // A late failure of an earlier attempt does not undo the money taken.
      expect((await send(event('evt_order_3', 'failed'))).body.result).toBe('ignored');
      const state = await kit.orderState(order.id);
      expect(state).toMatchObject({ payment_status: 'paid', paid_kopecks: order.totalKopecks });
      expect(state.payments).toEqual([{ id: data.id, status: 'paid' }]);
      expect(state.events.filter((kind) => kind === 'payment_paid')).toHaveLength(1);
    });

    it('expires an unpaid cancellable payment: the order is cancelled and the sandbox no longer takes it', async () => {
      const { order, token } = await shopper();
      const { data } = await create(token, order.id, { cancellable: 'Y' });
      kit.clock.at += 21 * 60 * 1000;
      const page = await fetch(data.url);
      expect(page.status).toBe(410);
      await page.body?.cancel();
      // Any payment call sweeps (at most once a minute).
      const other = await shopper();
      await create(other.token, other.order.id);
      const state = await kit.orderState(order.id);
      expect(state.status).toBe('cancelled');
      expect(state.payments).toEqual([{ id: data.id, status: 'expired' }]);
      const again = await create(token, order.id);
      expect(again.status).toBe(409);
      expect(again.errors?.common).toBe(`Заказ №${order.number} отменён — оплатить его нельзя.`);
    });
  });
}

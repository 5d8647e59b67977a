import { appendFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { heldTimers } from '../testing/payments-kit';
import { CREATE_PAYMENT_PATH } from './create-payment-sandbox';
import { MAX_DELAY_MS, retryDelay } from './notification-sender';
import { signedHeaders, verifySignature } from './notification-signature';
import { halvaSchedule } from './pay-page';
import { CANCEL_PAYMENT_PATH, REFUND_PATH } from './sandbox-cancel-refund';
import { openSandboxLedger } from './sandbox-ledger';
import { startPaymentSandbox } from './start-payment-sandbox';

const SECRET = 'sandbox-secret-0123456789';
const NOW = Date.UTC(2026, 10, 23, 12);
const dirs: string[] = [];
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

const request = (paymentId: string, notifyUrl = 'http://store.test/api/v4/payments/notifications') =>
  JSON.stringify({
    paymentId,
    amount: 150_075,
    currency: 'RUB',
    method: 'raiff-sbp',
    description: 'Заказ №1',
    returnUrl: `http://store.test/personal/orders/?paymentId=${paymentId}`,
    notifyUrl,
  });

describe('the sandbox payment provider', () => {
  it('signs and checks: a changed body, another secret or an old timestamp fail', () => {
    const body = '{"a":1}';
    const headers = signedHeaders(SECRET, NOW, body);
    const parts = {
      signature: headers['X-Payment-Signature'] ?? null,
      timestamp: headers['X-Payment-Timestamp'] ?? null,
    };
    expect(verifySignature(SECRET, parts, body, NOW + 60_000)).toBe('ok');
    expect(verifySignature(SECRET, parts, '{"a":2}', NOW)).toBe('bad_signature');
    expect(verifySignature('another-secret-entirely', parts, body, NOW)).toBe('bad_signature');
    expect(verifySignature(SECRET, parts, body, NOW + 5 * 60_000 + 1000)).toBe('stale');
    expect(verifySignature(SECRET, { signature: null, timestamp: parts.timestamp }, body, NOW)).toBe(
      'missing',
    );
    expect(verifySignature(SECRET, { ...parts, signature: 'sha256=00' }, body, NOW)).toBe('bad_signature');
  });

  it('backs off 1 s, 2 s, 4 s … up to 5 minutes; Halva splits to the kopeck', () => {
    expect([1, 2, 3, 4].map(retryDelay)).toEqual([1000, 2000, 4000, 8000]);
    expect(retryDelay(30)).toBe(MAX_DELAY_MS);
    expect(halvaSchedule(100_001)).toEqual([25_000, 25_000, 25_000, 25_001]);
  });

  it('creates only signed payments, hands the same one back for a repeated store id, and keeps them across a restart', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'verstak-sandbox-'));
    dirs.push(dir);
    const clock = { now: () => NOW };
    const timers = heldTimers();
    const sent: string[] = [];
    const failing = { on: true };
    const start = () =>
      startPaymentSandbox({
        port: 0,
        secret: SECRET,
        dataDir: dir,
        clock,
        timers,
        log: () => {},
        fetch: async (_input, init) => {
          if (failing.on) throw new TypeError('fetch failed');
          sent.push(String(init?.body));
          return new Response('{"ok":true}', { status: 200 });
        },
      });
    let sandbox = await start();
    const body = request('pay_one');
    const unsigned = await fetch(`${sandbox.url}${CREATE_PAYMENT_PATH}`, { method: 'POST', body });
    expect(unsigned.status).toBe(401);
    const create = () =>
      fetch(`${sandbox.url}${CREATE_PAYMENT_PATH}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', ...signedHeaders(SECRET, NOW, body) },
        body,
      });
    const first = (await (await create()).json()) as { id: string; url: string };
    expect(first.url).toBe(`${sandbox.url}/pay/${first.id}`);
    expect(((await (await create()).json()) as { id: string }).id).toBe(first.id);
    const bad = request('pay_bad', 'javascript:alert(1)');
    const refused = await fetch(`${sandbox.url}${CREATE_PAYMENT_PATH}`, {
      method: 'POST',
      headers: signedHeaders(SECRET, NOW, bad),
      body: bad,
    });
    expect(refused.status).toBe(400);

    const decided = await fetch(first.url, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'decision=failure',
    });
    expect(decided.headers.get('location')).toBe(
      'http://store.test/personal/orders/?paymentId=pay_one&success=N',
    );
    expect(timers.pending()).toBe(1);
    await sandbox.close();
    // A torn last line (killed mid-write) is skipped; the state before it stands.
    appendFileSync(join(dir, 'payments.jsonl'), '{"id":"sbx_torn","stor');
    failing.on = false;
    sandbox = await start();
    await timers.fire();
    expect(sent).toHaveLength(1);
    expect(JSON.parse(sent[0] ?? '{}')).toMatchObject({
      paymentId: 'pay_one',
      status: 'failed',
      amount: 150_075,
    });
    expect(openSandboxLedger(undefined).all()).toEqual([]);
    // Decided: the page sends the browser back with the decision, and a second decision changes nothing.
    const again = await fetch(`${sandbox.url}/pay/${first.id}`, { redirect: 'manual' });
    expect(again.headers.get('location')).toContain('success=N');
    await sandbox.close();
  });

  it('cancels and refunds only what the store signed: a cancelled page takes nothing, a captured one is not cancelled, a refund is made once and never beyond the capture', async () => {
    const clock = { now: () => NOW };
    const sandbox = await startPaymentSandbox({
      port: 0,
      secret: SECRET,
      clock,
      timers: heldTimers(),
      log: () => {},
      fetch: async () => new Response('{"ok":true}', { status: 200 }),
    });
    const signed = (path: string, payload: unknown, secret = SECRET) => {
      const body = JSON.stringify(payload);
      return fetch(`${sandbox.url}${path}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', ...signedHeaders(secret, NOW, body) },
        body,
      });
    };
    const make = async (paymentId: string) =>
      (await (await signed(CREATE_PAYMENT_PATH, JSON.parse(request(paymentId)))).json()) as { url: string };
    const pay = (url: string) =>
      fetch(url, {
        method: 'POST',
        redirect: 'manual',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body: 'decision=success&method=raiff-sbp',
      });
    try {
      const open = await make('pay_open');
      expect(
        (await signed(CANCEL_PAYMENT_PATH, { paymentId: 'pay_open' }, 'not-the-shared-secret')).status,
      ).toBe(401);
      const cancel = await signed(CANCEL_PAYMENT_PATH, { paymentId: 'pay_open' });
      expect(await cancel.json()).toEqual({ status: 'cancelled' });
      expect((await signed(CANCEL_PAYMENT_PATH, { paymentId: 'pay_open' })).status).toBe(200);
      expect((await pay(open.url)).status).toBe(410);
      expect((await fetch(open.url)).status).toBe(410);
      expect((await signed(CANCEL_PAYMENT_PATH, { paymentId: 'pay_never' })).status).toBe(404);

      const paid = await make('pay_paid');
      expect((await pay(paid.url)).status).toBe(303);
      const late = await signed(CANCEL_PAYMENT_PATH, { paymentId: 'pay_paid' });
      expect(late.status).toBe(409);
      expect(await late.json()).toMatchObject({ error: 'already_captured' });
      const refund = { refundId: 'rfd_one', paymentId: 'pay_paid', amount: 150_075 };
      expect((await signed(REFUND_PATH, refund, 'not-the-shared-secret')).status).toBe(401);
      expect((await signed(REFUND_PATH, { ...refund, paymentId: 'pay_open' })).status).toBe(409);
      const answers = await Promise.all(Array.from({ length: 5 }, () => signed(REFUND_PATH, refund)));
      const ids = await Promise.all(answers.map(async (a) => ((await a.json()) as { id: string }).id));
      expect(new Set(ids).size).toBe(1);
      expect((await signed(REFUND_PATH, { ...refund, amount: 100 })).status).toBe(409);
      expect((await signed(REFUND_PATH, { ...refund, refundId: 'rfd_two', amount: 1 })).status).toBe(409);
      expect(sandbox.movements().map((m) => [m.kind, m.storePaymentId, m.amountKopecks])).toEqual([
        ['capture', 'pay_paid', 150_075],
        ['refund', 'pay_paid', 150_075],
      ]);
    } finally {
      await sandbox.close();
    }
  });
});

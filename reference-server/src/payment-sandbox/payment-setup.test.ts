import { describe, expect, it } from 'vitest';
import { paymentSettingsFromEnv, startPayments } from './payment-setup';

// Behind a load balancer the provider must notify the balancer, not the process that created the
// payment (it may be gone by then): PAYMENT_NOTIFY_URL says where (docs/deploy.md).

const provider = {
  PAYMENT_SANDBOX_URL: 'http://127.0.0.1:4001',
  PAYMENT_NOTIFY_SECRET: 'a-secret-of-16-chars',
};
const NOTIFY = 'http://127.0.0.1:3000/api/v4/payments/notifications';

describe('PAYMENT_NOTIFY_URL', () => {
  it('is the URL the provider is given for notifications, in place of the process’s own port', async () => {
    const settings = paymentSettingsFromEnv({ ...provider, PAYMENT_NOTIFY_URL: NOTIFY });
    const started = await startPayments({ ...settings, storePort: 3101, notifyUrl: () => 'http://own' });
    const { notifyUrl } = started.config;
    expect(typeof notifyUrl === 'function' ? notifyUrl() : notifyUrl).toBe(NOTIFY);
  });

  it('left unset, the process’s own URL stays', async () => {
    const started = await startPayments({
      ...paymentSettingsFromEnv(provider),
      storePort: 3101,
      notifyUrl: () => 'http://own',
    });
    const { notifyUrl } = started.config;
    expect(typeof notifyUrl === 'function' ? notifyUrl() : notifyUrl).toBe('http://own');
  });

  it('refuses the balancer’s origin alone (every notification would miss the route), naming the route', () => {
    for (const origin of ['https://shop.example.ru', 'https://shop.example.ru/'])
      expect(() => paymentSettingsFromEnv({ ...provider, PAYMENT_NOTIFY_URL: origin })).toThrow(
        `PAYMENT_NOTIFY_URL names the notifications route, e.g. https://shop.example.ru/api/v4/payments/notifications, got "${origin}"`,
      );
    // A path of the balancer's own (rewritten to the route there) is the operator's to choose.
    expect(
      paymentSettingsFromEnv({ ...provider, PAYMENT_NOTIFY_URL: 'https://lb/notify' }).storeNotifyUrl,
    ).toBe('https://lb/notify');
  });

  it('refuses what is not an http(s) URL, in one line', () => {
    expect(() => paymentSettingsFromEnv({ ...provider, PAYMENT_NOTIFY_URL: 'ftp://lb/notify' })).toThrow(
      'PAYMENT_NOTIFY_URL must be an http(s) URL, got "ftp://lb/notify"',
    );
  });
});

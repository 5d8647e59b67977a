import { describe, expect, it } from 'vitest';
import { ownNotifyUrl } from '../../scripts/launcher.mjs';

// Without PAYMENT_NOTIFY_URL the provider notifies the process on the interface it listens on
// (VERSTAK_HOST): a URL the provider's fetch must be able to parse, or no payment is ever marked paid.

describe('the URL a store is notified at without PAYMENT_NOTIFY_URL', () => {
  it.each([
    [undefined, 'http://127.0.0.1:3000/api/v4/payments/notifications'],
    ['0.0.0.0', 'http://127.0.0.1:3000/api/v4/payments/notifications'],
    ['::', 'http://127.0.0.1:3000/api/v4/payments/notifications'],
    ['127.0.0.1', 'http://127.0.0.1:3000/api/v4/payments/notifications'],
    ['localhost', 'http://localhost:3000/api/v4/payments/notifications'],
    ['::1', 'http://[::1]:3000/api/v4/payments/notifications'],
  ])('listening on %s: %s, a URL that parses to that host', (hostname, expected) => {
    const url = ownNotifyUrl(hostname, 3000);
    expect(url).toBe(expected);
    expect(new URL(url).pathname).toBe('/api/v4/payments/notifications');
  });
});

import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createApi } from '../create-api';
import type { Db } from '../db/database';
import { seededDatabase } from '../testing/seeded-database';
import { connection } from '../testing/test-browser';
import { messageConfigFromEnv, webhookTransport } from './messages';

const OUTBOX = 'http://localhost:3000/api/v4/dev/outbox';

describe('message configuration', () => {
  it('is the outbox by default, and refuses production without a transport', () => {
    expect(messageConfigFromEnv({ NODE_ENV: 'development' })).toEqual({ transport: 'outbox' });
    expect(() => messageConfigFromEnv({ NODE_ENV: 'production' })).toThrow(/^MESSAGE_TRANSPORT is not set/);
    expect(messageConfigFromEnv({ NODE_ENV: 'production', MESSAGE_TRANSPORT: 'outbox' })).toEqual({
      transport: 'outbox',
    });
    expect(
      messageConfigFromEnv({ MESSAGE_TRANSPORT: 'webhook', MESSAGE_WEBHOOK_URL: 'https://sms.example/send' }),
    ).toEqual({ transport: 'webhook', url: 'https://sms.example/send' });
    expect(() =>
      messageConfigFromEnv({ MESSAGE_TRANSPORT: 'webhook', MESSAGE_WEBHOOK_URL: 'ftp://x' }),
    ).toThrow(/needs MESSAGE_WEBHOOK_URL/);
    expect(() => messageConfigFromEnv({ MESSAGE_TRANSPORT: 'pigeon' })).toThrow(
      'MESSAGE_TRANSPORT must be one of outbox, webhook; got "pigeon"',
    );
  });

  it('posts to the webhook as JSON and names only the status when it fails', async () => {
    const sent: unknown[] = [];
    const ok = webhookTransport('https://sms.example/send', async (_url, init) => {
      sent.push(JSON.parse(String(init?.body)));
      return new Response('ok');
    });
    await ok.send({ channel: 'sms', to: '+7 (900) 000-00-01', text: 'Код: 123456' });
    expect(sent).toEqual([{ channel: 'sms', to: '+7 (900) 000-00-01', subject: '', text: 'Код: 123456' }]);
    const failing = webhookTransport(
      'https://sms.example/send',
      async () => new Response('no', { status: 502 }),
    );
    const error = await failing
      .send({ channel: 'sms', to: '+7 (900) 000-00-01', text: 'Код: 123456' })
      .catch((e) => e);
    expect(String(error)).toBe('Error: The message webhook answered 502');
  });
});

describe('the dev outbox route', () => {
  let db: Db;
  beforeAll(async () => {
    db = await seededDatabase(20);
  });
  afterAll(() => db.close());

  it('exists with the outbox transport only', async () => {
    const outbox = createApi({ db });
    expect((await outbox.fetch(new Request(OUTBOX), connection())).status).toBe(200);
    const fetcher = vi.fn(async () => new Response('ok'));
    const webhook = createApi({
      db,
      messages: { transport: 'custom', make: () => webhookTransport('https://sms.example/send', fetcher) },
    });
    expect((await webhook.fetch(new Request(OUTBOX), connection())).status).toBe(404);
    const sent = await webhook.fetch(
      new Request('http://api.test/api/v4/users/authentication', {
        method: 'POST',
        body: new URLSearchParams({ phone: '+79001112233' }),
      }),
    );
    expect(sent.status).toBe(200);
    expect(fetcher).toHaveBeenCalledTimes(1);
  });
});

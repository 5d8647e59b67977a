import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createApi } from '../create-api';
import type { Db } from '../db/database';
import { readOutbox } from '../messages/messages';
import { seededDatabase } from '../testing/seeded-database';
import { lastCode, TestBrowser } from '../testing/test-browser';
import {
  MINDBOX_REGISTER_OPERATION,
  marketingConfigFromEnv,
  marketingRegistration,
} from './marketing-registration';

// §7.7: the marketing tool's registration takes a secret key, so the server sends it on a successful
// registration, never a browser; without a key, a local store keeps it in the dev outbox.

const anna = { websiteId: 'f-1', phone: '+7 (900) 555-02-02', email: null, firstName: 'Анна', lastName: '' };
const SECRET = 'sk-test-very-secret-0001';

describe('marketing registration (§7.7)', () => {
  let db: Db;
  const now = Date.UTC(2026, 10, 26, 12);
  beforeAll(async () => {
    db = await seededDatabase(20);
  });
  afterAll(() => db.close());

  it('reads the tool from the environment: both variables, or none (the sandbox); one alone throws without the key', () => {
    expect(marketingConfigFromEnv({})).toEqual({ kind: 'sandbox' });
    expect(marketingConfigFromEnv({ MINDBOX_ENDPOINT_ID: 'verstak', MINDBOX_SECRET_KEY: SECRET })).toEqual({
      kind: 'mindbox',
      endpointId: 'verstak',
      secretKey: SECRET,
    });
    expect(() => marketingConfigFromEnv({ MINDBOX_SECRET_KEY: SECRET })).toThrow(/MINDBOX_ENDPOINT_ID must/);
    try {
      marketingConfigFromEnv({ MINDBOX_SECRET_KEY: SECRET, MINDBOX_ENDPOINT_ID: 'bad id' });
    } catch (error) {
      expect(String(error)).not.toContain(SECRET);
    }
  });

  it('posts the registration to the tool with the key in its header; a failure logs the status only', async () => {
    const fetcher = vi.fn(async () => new Response('{}', { status: 503 }));
    const lines: string[] = [];
    const marketing = marketingRegistration(
      { kind: 'mindbox', endpointId: 'verstak', secretKey: SECRET },
      {
        db,
        clock: { now: () => now },
        demoSurfaces: false,
        fetch: fetcher as never,
        log: (l) => lines.push(l),
      },
    );
    await marketing.registered(anna);
    const [url, init] = fetcher.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe(
      `https://api.mindbox.ru/v3/operations/async?endpointId=verstak&operation=${MINDBOX_REGISTER_OPERATION}`,
    );
    expect((init.headers as Record<string, string>).Authorization).toBe(`Mindbox secretKey="${SECRET}"`);
    expect(JSON.parse(String(init.body))).toEqual({
      customer: { ids: { websiteID: 'f-1' }, mobilePhone: '+7 (900) 555-02-02', firstName: 'Анна' },
    });
    expect(lines).toEqual(['marketing registration: the tool answered 503']);
    const down = marketingRegistration(
      { kind: 'mindbox', endpointId: 'verstak', secretKey: SECRET },
      {
        db,
        clock: { now: () => now },
        demoSurfaces: false,
        fetch: (async () => {
          throw new Error(`refused ${SECRET}`);
        }) as never,
        log: (l) => lines.push(l),
      },
    );
    await expect(down.registered(anna)).resolves.toBeUndefined();
    expect(lines.join('\n')).not.toContain(SECRET);
  });

  it('without a key keeps nothing on a store reachable from outside', async () => {
    const marketing = marketingRegistration(
      { kind: 'sandbox' },
      { db, clock: { now: () => now }, demoSurfaces: false },
    );
    expect(marketing.name).toBe('off');
    await marketing.registered(anna);
    expect((await readOutbox(db)).filter((m) => m.channel === 'marketing')).toEqual([]);
  });

  it('a real registration on a local store lands in the dev outbox as a marketing message; nothing else does', async () => {
    const api = createApi({
      db,
      clock: { now: () => now },
      demoSurfaces: true,
      marketing: { kind: 'sandbox' },
    });
    const b = new TestBrowser(() => api, { address: '127.0.0.1' });
    // A refused registration (a wrong code) sends nothing.
    await b.post('/users/authentication', { phone: '8 900 555-03-03' });
    const wrong = await b.post('/users/registration', {
      firstName: 'Борис',
      phone: '+7 900 555 03 03',
      code: '000000',
      agreement: 'Y',
      fingerprint: 'fp',
    });
    expect(wrong.status).toBe(400);
    expect((await readOutbox(db)).filter((m) => m.channel === 'marketing')).toEqual([]);
    const code = await lastCode(api, '+79005550303');
    const registered = await b.post('/users/registration', {
      firstName: 'Борис',
      phone: '+7 900 555 03 03',
      code,
      agreement: 'Y',
      fingerprint: 'fp',
    });
    expect(registered.status).toBe(200);
    const kept = (await readOutbox(db)).filter((m) => m.channel === 'marketing');
    expect(kept).toHaveLength(1);
    expect(kept[0]).toMatchObject({ to: 'mindbox', subject: MINDBOX_REGISTER_OPERATION });
    expect(JSON.parse(kept[0]?.text ?? '')).toMatchObject({
      customer: { mobilePhone: '+7 (900) 555-03-03', firstName: 'Борис' },
    });
  });
});

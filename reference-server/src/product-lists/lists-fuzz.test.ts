// Bad input to the favourites, compare and estimates calls never costs a 5xx, from a guest or a
// logged-in user: more runs on these calls, and list-shaped values, than the contract-wide fuzzer of
// bad-input.test.ts gives them.
import { allEndpoints, inputShape } from '@verstak/sdk/contract';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApi } from '../create-api';
import type { Db } from '../db/database';
import { SEEDED_LOGINS } from '../seed/accounts-seed';
import { listsKit } from '../testing/lists-kit';
import { seededDatabase } from '../testing/seeded-database';

const endpoints = allEndpoints.filter((e) => ['favorites', 'compare', 'estimates'].includes(e.domain));

describe('a bounded fuzzer over the favourites, compare and estimates calls', () => {
  let db: Db;
  let api: ReturnType<typeof createApi>;
  const unexpected: unknown[] = [];
  let tokens: string[];
  const now = Date.UTC(2026, 10, 23, 12);

  beforeAll(async () => {
    db = await seededDatabase(40);
    api = createApi({ db, clock: { now: () => now }, logError: (error) => unexpected.push(error) });
    const kit = await listsKit(db, () => now);
    tokens = [await kit.guestToken(), await kit.tokenFor(SEEDED_LOGINS.person.id)];
  });
  afterAll(() => db.close());

  const scalar = fc.oneof(
    fc.string({ maxLength: 30 }),
    fc.constantFrom(
      '2147483648',
      '2147483647',
      '-1',
      '0',
      '1',
      '5',
      '1e3',
      '0x10',
      'NaN',
      '\u0000',
      '\uD800',
      'x'.repeat(3000),
    ),
    fc.integer().map(String),
    fc.double().map(String),
  );
  const value = fc.oneof(
    scalar,
    fc.integer(),
    fc.double(),
    fc.boolean(),
    fc.constant(null),
    fc.array(
      fc.record({
        id: fc.oneof(fc.integer({ min: -2, max: 60 }), scalar),
        quantity: fc.oneof(fc.integer(), scalar),
      }),
      {
        maxLength: 4,
      },
    ),
  );
  const names = [
    ...new Set(endpoints.flatMap((e) => ['id', 'page', 'count', ...Object.keys(inputShape(e.input))])),
  ];

  it('answers 600 arbitrary requests of a guest or a user without a 5xx or a logged error', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...endpoints),
        fc.dictionary(fc.constantFrom(...names), value, { maxKeys: 4 }),
        fc.constantFrom(0, 1),
        async (endpoint, params, who) => {
          const idText =
            typeof params.id === 'string' || typeof params.id === 'number' ? String(params.id) : '7';
          let id: string;
          try {
            id = encodeURIComponent(idText);
          } catch {
            id = '%ED%A0%80';
          }
          const path = endpoint.path.replace(/\{\w+\}/g, id);
          const form = new URLSearchParams(
            Object.entries(params).map(([k, v]) => [k, typeof v === 'string' ? v : JSON.stringify(v)]),
          ).toString();
          const headers: Record<string, string> = { authorization: `Bearer ${tokens[who]}` };
          const init: RequestInit =
            endpoint.method === 'GET'
              ? { headers }
              : endpoint.encoding === 'json'
                ? {
                    method: endpoint.method,
                    body: JSON.stringify(params),
                    headers: { ...headers, 'content-type': 'application/json' },
                  }
                : {
                    method: endpoint.method,
                    body: form,
                    headers: { ...headers, 'content-type': 'application/x-www-form-urlencoded' },
                  };
          const response = await api.fetch(
            new Request(`http://api.test/api/v4${path}?${endpoint.method === 'GET' ? form : ''}`, init),
          );
          expect(
            response.status,
            `${endpoint.method} ${path} ${JSON.stringify(params).slice(0, 200)}`,
          ).toBeLessThan(500);
        },
      ),
      { numRuns: 600, seed: 20261123 },
    );
    expect(unexpected).toEqual([]);
  });
});

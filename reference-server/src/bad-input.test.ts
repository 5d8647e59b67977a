// Bad input never costs a 5xx: each case a probe found stays here, and a bounded fuzzer sends
// arbitrary values to every call of the contract.
import { randomUUID } from 'node:crypto';
import { API_PREFIX, allEndpoints, inputShape } from '@verstak/sdk/contract';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApi } from './create-api';
import type { Db } from './db/database';
import { signAccessToken } from './identity/access-token';
import { sessionKeyOf } from './identity/session-key';
import { SEEDED_LOGINS } from './seed/accounts-seed';
import { seededDatabase } from './testing/seeded-database';

let db: Db;
let api: ReturnType<typeof createApi>;
/** The spec's calls, as the fuzzer has always drawn them (our own support calls are not among them). */
const specEndpoints = allEndpoints.filter((e) => !e.own);

const unexpected: unknown[] = [];
let section = '';

beforeAll(async () => {
  db = await seededDatabase(120);
  api = createApi({ db, logError: (error) => unexpected.push(error) });
  section = ((await get('/catalog/sections?depth=1')).body as { data: { items: Array<{ url: string }> } })
    .data.items[0]?.url as string;
});
afterAll(() => db.close());

async function get(path: string, init?: RequestInit): Promise<{ status: number; body: unknown }> {
  const response = await api.fetch(
    new Request(`http://api.test${path.startsWith('/images') ? '' : API_PREFIX}${path}`, init),
  );
  const text = await response.text();
  return { status: response.status, body: text.startsWith('{') ? JSON.parse(text) : text };
}

/** A new guest's access token, as the storefront gets one. */
const guestToken = async () =>
  ((await get('/users/refresh', { method: 'POST' })).body as { data: { accessToken: string } }).data
    .accessToken;

const errorsOf = (body: unknown) => (body as { errors?: Record<string, string> }).errors ?? {};

describe('bad input answers 4xx with a message naming the field and the rule', () => {
  it('ids and section ids past 32 bits', async () => {
    const ids = await get('/catalog/products?ids=2147483648');
    expect(ids.status).toBe(400);
    expect(errorsOf(ids.body)['ids.0']).toMatch(/2147483647/);
    const sectionId = await get('/catalog/products?sectionId=2147483648');
    expect(sectionId.status).toBe(400);
    expect(errorsOf(sectionId.body).sectionId).toBe('Must be an integer from 1 to 2147483647');
    expect((await get('/images/products/2147483648.svg')).status).toBe(404);
    expect((await get('/images/sections/99999999999999999999.svg')).status).toBe(404);
  });

  it('a NUL byte or another control character in text', async () => {
    const search = await get('/catalog/search?q=a%00b');
    expect(search.status).toBe(400);
    expect(errorsOf(search.body).q).toBe('Must not contain control characters');
    expect((await get(`/pages/catalog/section?path=${section}&filter=brand-is-a%00b`)).status).toBe(400);
    expect((await get('/cities?q=%01')).status).toBe(400);
  });

  it('filter bounds that would print in exponent form', async () => {
    for (const bound of ['1000000000000000000000', '0-0000001']) {
      for (const call of ['/pages/catalog/section', '/pages/catalog/section/filter']) {
        const answer = await get(`${call}?path=${section}&filter=price-from-${bound}`);
        expect(answer.status, `${call} ${bound}`).toBe(400);
        expect(errorsOf(answer.body).filter).toBe('Характеристика не найдена');
      }
    }
  });

  it('a missing parameter is "Required", under its own name', async () => {
    expect(errorsOf((await get('/pages/catalog/section')).body)).toEqual({ path: 'Required' });
  });

  it('a wrong type or value names what was expected', async () => {
    expect(errorsOf((await get('/catalog/products?sort=cheapest')).body).sort).toBe(
      'Expected one of: popular, price-asc, price-desc, rating, new',
    );
    expect(errorsOf((await get('/catalog/products?page=abc')).body).page).toBe('Expected an integer');
    expect(errorsOf((await get('/catalog/search?q=x&limit=51')).body).limit).toBe(
      'Must be an integer from 1 to 50',
    );
  });

  it('a method a path does not take is 405 with Allow', async () => {
    const answer = await get('/pages/main', { method: 'POST', body: 'x=1' });
    expect(answer.status).toBe(405);
    expect(errorsOf(answer.body).common).toBe('POST is not allowed here; use GET, HEAD');
  });

  it('a body that cannot be read is 400', async () => {
    const answer = await get('/users/refresh', {
      method: 'POST',
      headers: { 'content-type': 'text/plain' },
      body: new Uint8Array([0xff, 0xfe, 0x00]),
    });
    expect(answer.status).toBeLessThan(500);
  });

  it("a plain body is the call's one body field, checked like any other", async () => {
    const answer = await get('/users/refresh', { method: 'POST', body: 'x'.repeat(300) });
    expect(answer.status).toBe(400);
    expect(errorsOf(answer.body)).toEqual({ fingerprint: 'Must be at most 200 characters' });
  });

  it('fields hidden under __proto__ (JSON, form, multipart) are not read as given', async () => {
    const token = await guestToken();
    const headers = { Authorization: `Bearer ${token}` };
    const [product] = await db.query<{ id: number }>('SELECT id FROM products WHERE is_available LIMIT 1');
    const id = product?.id as number;
    const json = await get('/basket/products/', {
      method: 'POST',
      headers: { ...headers, 'Content-Type': 'application/json' },
      body: `{"__proto__":{"items":[{"id":${id},"quantity":1}]}}`,
    });
    expect(json.status).toBe(400);
    expect(errorsOf(json.body)).toEqual({ items: 'Required' });
    const multipart = new FormData();
    multipart.append('__proto__', new File([`${id}:1`], 'products.txt'));
    multipart.append('__proto__[]', `${id}:1`);
    const shared = await get('/basket/share/add-products', { method: 'POST', headers, body: multipart });
    expect(shared.status).toBe(400);
    expect(errorsOf(shared.body)).toEqual({ products: 'Required' });
    const basket = await get('/catalog/basket', { headers });
    expect((basket.body as { data: { items: unknown[] } }).data.items).toEqual([]);
  });

  it('a JSON quantity past its range, huge or fractional, names the rule of the field', async () => {
    const token = await guestToken();
    const [product] = await db.query<{ id: number }>('SELECT id FROM products WHERE is_available LIMIT 1');
    const send = (quantity: number) =>
      get('/basket/products/', {
        method: 'POST',
        headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
        body: JSON.stringify({ items: [{ id: product?.id, quantity }] }),
      });
    // The shopper's field states its rule in Russian, the same for every way of breaking it.
    for (const quantity of [1e308, 2 ** 53, -1, 0, 1.5]) {
      const answer = await send(quantity);
      expect(answer.status, String(quantity)).toBe(400);
      expect(errorsOf(answer.body)).toEqual({ 'items.0.quantity': 'Количество — целое число от 1 до 999' });
    }
  });

  it("a shopper's field reads its rule in Russian, a developer's in English, each with its code", async () => {
    const token = await guestToken();
    const headers = { Authorization: `Bearer ${token}`, 'Content-Type': 'application/x-www-form-urlencoded' };
    const [product] = await db.query<{ id: number }>('SELECT id FROM products WHERE is_available LIMIT 1');
    const add = (body: string) => get('/catalog/basket/add', { method: 'POST', headers, body });
    const cases: Array<[string, Record<string, string>, Record<string, string>]> = [
      [
        `productId=${product?.id}&quantity=-1`,
        { quantity: 'Количество — целое число от 1 до 999' },
        { quantity: 'invalid_format' },
      ],
      [
        `productId=${product?.id}&quantity=1000`,
        { quantity: 'Количество — целое число от 1 до 999' },
        { quantity: 'too_big' },
      ],
      ['quantity=2', { productId: 'Required' }, { productId: 'required' }],
      [
        `productId=x&quantity=0&promoCode=${'A'.repeat(60)}`,
        {
          productId: 'Expected an integer',
          quantity: 'Количество — целое число от 1 до 999',
          promoCode: 'Не длиннее 50 символов',
        },
        { productId: 'invalid_format', quantity: 'too_small', promoCode: 'too_big' },
      ],
    ];
    for (const [body, errors, codes] of cases) {
      const answer = await add(body);
      expect([answer.status, answer.body], body).toMatchObject([400, { code: 'validation', errors, codes }]);
    }
    const status = await get('/catalog/orders/status?number=1&phone=12');
    expect(status.body).toMatchObject({
      errors: { phone: 'Введите номер телефона: 10 цифр после +7' },
      codes: { phone: 'invalid' },
    });
    // A refusal of the handler's own keeps the body's code for its field.
    const unknown = await add('productId=999999');
    expect(unknown.body).toMatchObject({
      code: 'product_not_found',
      codes: { productId: 'product_not_found' },
    });
  });

  it('a value of neither form a field takes names the rule of the form it was meant for', async () => {
    const token = await guestToken();
    const answer = await get('/catalog/basket/set-bonuses', {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'applyBonuses=Y&appliedBonuses=-100',
    });
    expect(answer.status).toBe(400);
    expect(errorsOf(answer.body)).toEqual({
      appliedBonuses: 'Бонусы к списанию — целое число от 0 до 2 147 483 647',
    });
    expect(errorsOf((await get('/catalog/products?ids=1&ids[x]=2')).body)).toEqual({
      ids: 'Has the wrong type or format',
    });
  });

  it('JSON sent to a form call is told to send form data, and changes nothing', async () => {
    const token = await guestToken();
    const [product] = await db.query<{ id: number }>('SELECT id FROM products WHERE is_available LIMIT 1');
    const answer = await get('/catalog/basket/add', {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json; charset=utf-8' },
      body: JSON.stringify({ productId: product?.id, quantity: 1 }),
    });
    expect(answer.status).toBe(400);
    expect(errorsOf(answer.body)).toEqual({ common: 'The body must be form data' });
    const basket = await get('/catalog/basket', { headers: { Authorization: `Bearer ${token}` } });
    expect((basket.body as { data: { items: unknown[] } }).data.items).toEqual([]);
  });

  it('a badly encoded URL is 400', async () => {
    expect((await get('/cities/%ZZ')).status).toBe(400);
    expect((await get('/catalog/search?q=%E2%82')).status).toBeLessThan(500);
  });
});

describe('a bounded fuzzer over every call', () => {
  // Values a shopper, a bot or an attacker might send: huge numbers, exponents, signs, encodings,
  // control characters, long strings, arrays where scalars go.
  const nasty = fc.oneof(
    fc.string({ maxLength: 40 }),
    fc.constantFrom(
      '2147483648',
      '-1',
      '1e21',
      '0x10',
      'NaN',
      '%00',
      '\u0000',
      '../../etc/passwd',
      "' OR 1=1 --",
      '\uD800',
      'x'.repeat(5000),
      '/catalog/elektroinstrument/',
      'price-from-1000000000000000000000',
      'brand-is-',
    ),
    fc.integer().map(String),
    fc.double().map(String),
  );
  const names = [
    ...new Set(
      specEndpoints.flatMap((e) => [
        'path',
        'q',
        'ids',
        'sectionId',
        'page',
        'count',
        'sort',
        'filter',
        'limit',
        'depth',
        'parentId',
        'select',
        'hostSubdomain',
        'kind',
        'id',
        'code',
        'currentCity',
        e.key,
        // Every field a call reads, so the fuzzer reaches each schema's own checks.
        ...Object.keys(inputShape(e.input)),
      ]),
    ),
  ];

  /** A path segment as a client would send it; a lone surrogate travels as the bytes of its UTF-8 form. */
  const encodePathPart = (value: string) => {
    try {
      return encodeURIComponent(value);
    } catch {
      return '%ED%A0%80';
    }
  };

  /**
   * Who calls: no one, a guest, a person, a B2B buyer, an administrator — without a session most
   * commerce calls stop at 401, and their handlers would never see the values.
   */
  const sessions = async (): Promise<string[]> => {
    const key = await sessionKeyOf(db);
    const exp = Math.floor(Date.now() / 1000) + 3600;
    const accounts = await db.query<{ id: number; f_user_id: string; groups: string[] }>(
      'SELECT id, f_user_id, groups FROM users WHERE id = ANY($1::int[]) ORDER BY id',
      [[SEEDED_LOGINS.person.id, SEEDED_LOGINS.b2b.id, SEEDED_LOGINS.admin.id]],
    );
    return [
      '',
      await signAccessToken(
        { role: 'unauthorized', groups: [], fUserId: randomUUID(), userId: null, exp },
        key,
      ),
      ...(await Promise.all(
        accounts.map((a) =>
          signAccessToken(
            { role: 'authorized', groups: a.groups, fUserId: a.f_user_id, userId: a.id, exp },
            key,
          ),
        ),
      )),
    ];
  };

  it('answers 1,000 arbitrary requests without a 5xx or a logged error', async () => {
    const tokens = await sessions();
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...specEndpoints),
        fc.dictionary(fc.constantFrom(...names), nasty, { maxKeys: 4 }),
        fc.constantFrom(...tokens),
        async (endpoint, params, token) => {
          const path = endpoint.path.replace(/\{\w+\}/g, () => encodePathPart(params.id ?? 'x'));
          const query = new URLSearchParams(params).toString();
          const auth: Record<string, string> = token ? { authorization: `Bearer ${token}` } : {};
          const init: RequestInit =
            endpoint.method === 'GET'
              ? { headers: auth }
              : endpoint.encoding === 'json'
                ? {
                    method: endpoint.method,
                    body: JSON.stringify(params),
                    headers: { ...auth, 'content-type': 'application/json' },
                  }
                : {
                    method: endpoint.method,
                    body: query,
                    headers: { ...auth, 'content-type': 'application/x-www-form-urlencoded' },
                  };
          const answer = await get(`${path}?${endpoint.method === 'GET' ? query : ''}`, init);
          expect(answer.status, `${endpoint.method} ${path}?${query}`).toBeLessThan(500);
        },
      ),
      { numRuns: 1000, seed: 20261123 },
    );
    expect(unexpected).toEqual([]);
  });
});

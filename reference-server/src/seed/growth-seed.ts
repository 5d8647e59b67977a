import type { Db } from '../db/database';
import { foldOrderCounts } from '../orders/order-counts';
import { COMPANIES, EPOCH, FEMALE, MALE, STREETS, SURNAMES, TRANSLIT } from './accounts-seed';
import { SEEDED_PROMO_CODES } from './commerce-seed';

// Data growth (issue 16 §4): up to a hundred thousand more accounts and a million orders on top of the
// seeded store, to measure the account and order calls at the size a store grows to. Written by
// PostgreSQL itself from generate_series, a batch of rows per statement, not a row per request:
// a million orders take minutes on a real server. Deterministic: every value is a hash of the row's
// number and the seed (hashint8extended, stable across platforms and versions, as hash partitioning
// needs), so the same seed and sizes give the same store.

/** What {@link seedGrowth} adds. */
export interface GrowthOptions {
  /** Accounts besides the seeded ones: private buyers and every twelfth a B2B one. */
  accounts: number;
  /** Orders over the three years before the seed's epoch, by these accounts, the seeded ones and guests. */
  orders: number;
  /** The generator's seed. */
  seed: number;
  /** The password hash of the accounts that have one (the seed's one hash). */
  passwordHash: string;
  /** Told after each batch: what was written so far. */
  onProgress?: (done: { accounts: number; orders: number }) => void;
}

/** The bounds of the options: what the seed is measured and documented at. */
export const MAX_GROWTH_ACCOUNTS = 100_000;
export const MAX_GROWTH_ORDERS = 1_000_000;

/** Bulk accounts have ids past this, clear of the seeded ones (1–37). */
export const GROWTH_ACCOUNT_BASE = 100;

/** The span the orders are placed over, ending on the seed's epoch day (Moscow). */
const ORDER_DAYS = 1096;
/** Rows per statement: big enough to be fast, small enough to keep each statement's memory modest. */
const BATCH = 50_000;

const STAFF_GROUPS = ['operator', 'administrators', 'content-managers', 'page-tags'];
const COURIER_WINDOWS = ['10:00 - 12:00', '12:00 - 14:00', '14:00 - 18:00', '18:00 - 22:00'];
const COMMENTS = [
  'Позвонить за час до доставки',
  'Домофон не работает, звоните на телефон',
  'Нужен счёт с НДС',
  'Заберёт водитель, номер машины сообщу',
  'Оставить у охраны',
  'Проверить комплектацию при выдаче',
];

/** Moscow midnight of the first order day: the orders run from here to the epoch's day. */
const ORDERS_START = new Date(
  Date.UTC(
    new Date(EPOCH).getUTCFullYear(),
    new Date(EPOCH).getUTCMonth(),
    new Date(EPOCH).getUTCDate() - ORDER_DAYS,
  ) -
    3 * 3_600_000,
).toISOString();

/**
 * A uniform draw in [0, 1) for row `row` (a SQL expression) and `salt`: the low 31 bits of the row's
 * hash under this seed and salt.
 */
function draw(seed: number, salt: number, row = 'i'): string {
  return `((hashint8extended((${row})::bigint, ${seed * 1000 + salt}) & 2147483647)::float8 / 2147483648)`;
}

/** One element of the text[] parameter `$n` of length `length`, chosen by the draw `u`. */
const pickOf = (n: number, length: number, u: string) => `($${n}::text[])[1 + floor(${length} * ${u})::int]`;

/** Adds the bulk accounts and orders to a freshly seeded store (seed.ts calls it after its own data). */
export async function seedGrowth(db: Db, options: GrowthOptions): Promise<void> {
  const { accounts, orders, seed } = options;
  checkGrowth(accounts, orders);
  let done = 0;
  for (let lo = 1; lo <= accounts; lo += BATCH) {
    const hi = Math.min(accounts, lo + BATCH - 1);
    await insertAccounts(db, seed, lo, hi, options.passwordHash);
    done = hi;
    options.onProgress?.({ accounts: done, orders: 0 });
  }
  if (accounts > 0)
    await db.query(
      `SELECT setval(pg_get_serial_sequence('users', 'id'), (SELECT max(id) FROM users) + 1, false)`,
    );
  if (orders > 0)
    await withoutSecondaryIndexes(db, ['orders', 'order_lines'], () =>
      insertOrders(db, seed, orders, (n) => options.onProgress?.({ accounts, orders: n })),
    );
  await foldOrderCounts(db);
}

/** Refuses sizes out of bounds (a developer's mistake: English). */
export function checkGrowth(accounts: number, orders: number): void {
  if (!Number.isInteger(accounts) || accounts < 0 || accounts > MAX_GROWTH_ACCOUNTS)
    throw new Error(`accounts must be an integer from 0 to ${MAX_GROWTH_ACCOUNTS}, got ${accounts}`);
  if (!Number.isInteger(orders) || orders < 0 || orders > MAX_GROWTH_ORDERS)
    throw new Error(`orders must be an integer from 0 to ${MAX_GROWTH_ORDERS}, got ${orders}`);
}

/**
 * Runs `load` with the indexes and foreign keys of `tables` set aside, then puts them back as they
 * were: one index built over a million rows is several times faster than a million insertions into
 * it, and a foreign key added back is checked in one pass rather than a lookup per row. The keys
 * (primary, unique) stay, and so does every foreign key pointing at these tables. Put back even
 * when the load fails, so the store is never left without them.
 */
async function withoutSecondaryIndexes(db: Db, tables: readonly string[], load: () => Promise<void>) {
  const indexes = await db.query<{ name: string; def: string }>(
    `SELECT i.indexrelid::regclass::text AS name, pg_get_indexdef(i.indexrelid) AS def
       FROM pg_index i JOIN pg_class c ON c.oid = i.indrelid
      WHERE c.relnamespace = current_schema()::regnamespace AND c.relname = ANY($1::text[])
        AND NOT EXISTS (SELECT 1 FROM pg_constraint k WHERE k.conindid = i.indexrelid)
      ORDER BY 1`,
    [tables],
  );
  const foreignKeys = await db.query<{ name: string; tbl: string; def: string }>(
    `SELECT k.conname AS name, c.relname AS tbl, pg_get_constraintdef(k.oid) AS def
       FROM pg_constraint k JOIN pg_class c ON c.oid = k.conrelid
      WHERE k.contype = 'f' AND c.relnamespace = current_schema()::regnamespace AND c.relname = ANY($1::text[])
      ORDER BY 1`,
    [tables],
  );
  for (const key of foreignKeys) await db.exec(`ALTER TABLE ${key.tbl} DROP CONSTRAINT ${key.name}`);
  for (const index of indexes) await db.exec(`DROP INDEX ${index.name}`);
  try {
    await load();
  } finally {
    for (const index of indexes) await db.exec(index.def);
    for (const key of foreignKeys)
      await db.exec(`ALTER TABLE ${key.tbl} ADD CONSTRAINT ${key.name} ${key.def}`);
  }
}

async function insertAccounts(db: Db, seed: number, lo: number, hi: number, passwordHash: string) {
  const u = (salt: number) => draw(seed, 100 + salt, 'g');
  const male = MALE.map((name) => TRANSLIT[name] ?? 'buyer');
  const female = FEMALE.map((name) => TRANSLIT[name] ?? 'buyer');
  // Each account's phone is its id's digits in the +7 (930) range (unique, clear of the seeded 900–902
  // ranges); its e-mail has the id in it (unique); its bonus card, when it has one, too.
  await db.query(
    `INSERT INTO users (id, type, phone, email, password_hash, first_name, last_name, birth, b2b_category,
       groups, bonus_card, bonus_level, f_user_id, created_at)
     SELECT id, CASE WHEN legal THEN 'legal' ELSE 'person' END,
       '+7 (' || substr(digits, 1, 3) || ') ' || substr(digits, 4, 3) || '-' || substr(digits, 7, 2) || '-' || substr(digits, 9, 2),
       CASE WHEN legal THEN 'zakupki' || id || '@' || ${pickOf(7, COMPANIES.length, u(6))} || '.example.ru'
            WHEN ${u(7)} < 0.7 THEN latin || '.' || id || '@example.ru' END,
       CASE WHEN legal OR ${u(8)} < 0.8 THEN $1 END,
       first_name, last_name || CASE WHEN female THEN 'а' ELSE '' END,
       CASE WHEN NOT legal AND ${u(9)} < 0.6
         THEN date '1960-01-01' + floor(${u(10)} * 14600)::int END,
       CASE WHEN legal THEN (ARRAY['start', 'silver', 'gold', 'platinum'])[1 + floor(4 * ${u(11)})::int] ELSE '' END,
       CASE WHEN legal THEN ARRAY['b2b'] ELSE ARRAY[]::text[] END,
       CASE WHEN NOT legal AND ${u(12)} < 0.6 THEN '27' || lpad(id::text, 11, '0') END,
       CASE WHEN NOT legal AND ${u(12)} < 0.6 THEN 'Базовый' ELSE '' END,
       '00000000-0000-4000-8000-' || lpad(id::text, 12, '0'),
       $8::timestamptz - (${u(13)} * 1461) * interval '1 day'
     FROM (
       SELECT g, ${GROWTH_ACCOUNT_BASE} + g AS id, (9300000000 + ${GROWTH_ACCOUNT_BASE} + g)::text AS digits,
         ${u(1)} < 1.0 / 12 AS legal, female,
         CASE WHEN female THEN ${pickOf(2, FEMALE.length, u(3))} ELSE ${pickOf(3, MALE.length, u(3))} END AS first_name,
         CASE WHEN female THEN ${pickOf(5, female.length, u(3))} ELSE ${pickOf(6, male.length, u(3))} END AS latin,
         ${pickOf(4, SURNAMES.length, u(4))} AS last_name
       FROM (SELECT g, ${u(2)} < 0.45 AS female FROM generate_series($9::int, $10::int) g) drawn
     ) a`,
    [
      passwordHash,
      FEMALE,
      MALE,
      SURNAMES,
      female,
      male,
      COMPANIES.map(([, domain]) => domain),
      new Date(EPOCH).toISOString(),
      lo,
      hi,
    ],
  );
}

async function insertOrders(db: Db, seed: number, count: number, progress: (done: number) => void) {
  const [products] = await db.query<{ n: number }>('SELECT max(id) AS n FROM products');
  const productCount = Number(products?.n ?? 0);
  if (productCount < 1) throw new Error('seed the products before the orders');
  const cities = await db.query<{ id: number; name: string; kind: string }>(
    'SELECT id, name, kind FROM cities ORDER BY id',
  );
  const shops = await db.query<{ id: number; city_id: number }>('SELECT id, city_id FROM shops ORDER BY id');
  const pickupCities = cities.filter((c) => c.kind === 'pickup');
  // The buyers: the bulk accounts first (the first of them the busiest, a B2B-sized customer), then the
  // seeded private and B2B ones; staff never buy. Guests are a quarter of the orders.
  const [bulk] = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM users WHERE id > ${GROWTH_ACCOUNT_BASE}`,
  );
  const bulkCount = Number(bulk?.n ?? 0);
  const seeded = (
    await db.query<{ id: number }>(
      `SELECT id FROM users WHERE id <= ${GROWTH_ACCOUNT_BASE} AND NOT groups && $1::text[] ORDER BY id`,
      [STAFF_GROUPS],
    )
  ).map((r) => r.id);
  const guests = Math.max(1, Math.floor(count / 5));
  const pickup = new Set(pickupCities.map((c) => c.id));
  // No temporary tables: a pool may run each statement on another connection. The lines are drawn
  // twice instead, for the orders' sums and for order_lines, alike since every value is a hash.
  for (let lo = 1; lo <= count; lo += BATCH) {
    const hi = Math.min(count, lo + BATCH - 1);
    await db.query(orderInsert(seed, linesOf(seed, '$1', '$2', '$18')), [
      lo,
      hi,
      count,
      bulkCount + seeded.length,
      guests,
      shops.map((s) => s.id),
      shops.map((s) => s.city_id),
      cities.map((c) => c.id),
      cities.map((c) => c.name),
      cities.map((c) => (pickup.has(c.id) ? 1 : 0)),
      [...STREETS],
      COURIER_WINDOWS,
      COMMENTS,
      [...MALE, ...FEMALE],
      [...SURNAMES],
      ORDERS_START,
      SEEDED_PROMO_CODES.percent,
      productCount,
      bulkCount,
      seeded,
      pickupCities.map((c) => c.id),
    ]);
    await db.query(
      `INSERT INTO order_lines (order_id, product_id, title, code, quantity, price_kopecks, base_price_kopecks, sort)
       SELECT order_id, product_id, title, code, quantity, price_kopecks, base_price_kopecks, sort
       FROM (${linesOf(seed, '$1', '$2', '$3')}) lines`,
      [lo, hi, productCount],
    );
    progress(hi);
  }
  await db.query(`SELECT setval(pg_get_serial_sequence('orders', 'id'), $1::int + 1, false)`, [count]);
  // Numbers go on after the seeded ones: the next checkout's is В-(100001 + count).
  await db.query(`SELECT setval('order_numbers', $1::int, false)`, [100_001 + count]);
}

/**
 * The lines of orders `lo`–`hi` (SQL parameters) over `products` products: one to four products
 * (mostly one or two), the popular ones (low ids) more often, each product once an order; prices as
 * the catalogue has them now.
 */
function linesOf(seed: number, lo: string, hi: string, products: string): string {
  return `SELECT l.i AS order_id, row_number() OVER (PARTITION BY l.i ORDER BY l.k)::int AS sort, p.id AS product_id,
      l.quantity, p.price::bigint * 100 AS price_kopecks, greatest(p.price, p.old_price)::bigint * 100 AS base_price_kopecks,
      p.title, p.code
    FROM (
      SELECT DISTINCT ON (i, product_id) i, k, product_id, quantity FROM (
        SELECT i, k, 1 + floor(${products}::int * power(${draw(seed, 21, 'i * 8 + k')}, 1.6))::int AS product_id,
          1 + floor(3 * power(${draw(seed, 22, 'i * 8 + k')}, 3))::int AS quantity
        FROM generate_series(${lo}::int, ${hi}::int) i,
          LATERAL generate_series(0, floor(3.99 * power(${draw(seed, 20)}, 2))::int) k
      ) drawn ORDER BY i, product_id, k
    ) l JOIN products p ON p.id = l.product_id`;
}

/**
 * The orders of a batch: $1–$2 the row numbers, $3 all orders, $4 buyers, $5 guests, $6–$7 the shops
 * and their cities, $8–$10 the cities (id, name, whether a pickup city), $11 streets, $12 courier
 * windows, $13 comments, $14–$15 names, $16 the first day, $17 the percent promo code, $18 products,
 * $19 bulk accounts (buyers 1…$19 are ids 101…), $20 the seeded buyers' ids (the buyers after them),
 * $21 the pickup cities (an account's own city is one of them); `lines` the batch's lines.
 */
function orderInsert(seed: number, lines: string): string {
  const u = (salt: number) => draw(seed, salt);
  return `INSERT INTO orders (id, number, account_number, f_user_id, user_id, created_at, updated_at, status,
      payment_status, pay_system, delivery_type, city_id, shop_id, address, delivery_date, delivery_time,
      goods_kopecks, base_kopecks, delivery_kopecks, promo_code, promo_kopecks, bonuses_spent, total_kopecks,
      paid_kopecks, name, phone, email, comment, is_fast, cancel_reason_id)
    SELECT i, 'В-' || (100000 + i), 'СЧ-' || (100000 + i), f_user_id, user_id, created_at,
      created_at + (CASE WHEN status = 'new' THEN 0 ELSE 1 + ${u(30)} * 47 END) * interval '1 hour', status,
      payment_status, pay_system, delivery_type, city_id, shop_id, address,
      moscow_day(created_at) + 1 + floor(4 * ${u(31)})::int, delivery_time,
      goods, base, delivery, promo_code, promo, bonuses, goods - promo - bonuses * 100 + delivery,
      CASE WHEN payment_status IN ('paid', 'refunded') THEN goods - promo - bonuses * 100 + delivery ELSE 0 END,
      name, phone, email, comment, is_fast, cancel_reason_id
    FROM (
      SELECT s.*,
        CASE WHEN status = 'done' THEN 'paid'
             WHEN pay_system = 'card' THEN 'unpaid'
             WHEN status = 'cancelled' THEN
               CASE WHEN ${u(32)} < 0.3 THEN 'refunded' WHEN ${u(32)} < 0.4 THEN 'failed' ELSE 'unpaid' END
             WHEN ${u(32)} < 0.7 THEN 'paid' WHEN ${u(32)} < 0.85 THEN 'pending'
             WHEN ${u(32)} < 0.9 THEN 'failed' ELSE 'unpaid' END AS payment_status,
        CASE WHEN delivery_type = 'pickup' THEN 0
             WHEN ($10::int[])[city_index] = 1 THEN CASE WHEN goods >= 500000 THEN 0 ELSE 39000 END
             ELSE CASE WHEN goods >= 1500000 THEN 0 ELSE 69000 END END AS delivery,
        CASE WHEN promo_code = '' THEN 0 ELSE goods / 10 END AS promo,
        CASE WHEN user_id IS NOT NULL AND ${u(33)} < 0.1 THEN least(3000, goods / 500) ELSE 0 END AS bonuses,
        CASE WHEN status = 'cancelled' THEN 1 + floor(6 * ${u(34)})::int END AS cancel_reason_id
      FROM (
        SELECT d.*,
          CASE WHEN delivery_type = 'pickup' THEN ($7::int[])[shop_index] ELSE ($8::int[])[city_index] END AS city_id,
          CASE WHEN delivery_type = 'pickup' THEN ($6::int[])[shop_index] END AS shop_id,
          CASE WHEN delivery_type = 'pickup' THEN ''
            ELSE 'г. ' || ($9::text[])[city_index] || ', ' || ($11::text[])[1 + floor(array_length($11::text[], 1) * ${u(35)})::int]
              || ', д. ' || (1 + floor(120 * ${u(36)})::int) || ', кв. ' || (1 + floor(200 * ${u(37)})::int) END AS address,
          CASE WHEN delivery_type = 'courier' THEN ($12::text[])[1 + floor(4 * ${u(38)})::int] ELSE '10:00 - 12:00' END
            AS delivery_time,
          CASE WHEN ${u(39)} < 0.35 THEN 'card' WHEN ${u(39)} < 0.7 THEN 'raiff-acquiring'
               WHEN ${u(39)} < 0.9 OR goods < 300000 OR goods > 30000000 THEN 'raiff-sbp' ELSE 'parts-halva' END AS pay_system,
          CASE WHEN goods >= 300000 AND ${u(40)} < 0.06 THEN $17 ELSE '' END AS promo_code,
          CASE WHEN ${u(41)} < 0.1 THEN ($13::text[])[1 + floor(array_length($13::text[], 1) * ${u(42)})::int] ELSE '' END
            AS comment,
          lines = 1 AND ${u(43)} < 0.04 AS is_fast
        FROM (
          SELECT t.*, l.goods::bigint AS goods, l.base::bigint AS base, l.lines,
            CASE WHEN ${u(44)} < 0.4 THEN 'courier' ELSE 'pickup' END AS delivery_type,
            1 + floor(array_length($6::int[], 1) * ${u(45)})::int AS shop_index,
            CASE WHEN t.buyer_city IS NOT NULL AND ${u(46)} < 0.8 THEN array_position($8::int[], t.buyer_city)
                 ELSE 1 + floor(array_length($8::int[], 1) * ${u(47)})::int END AS city_index,
            -- Placed: cancelled any time; done once old enough; the last two weeks on their way.
            CASE WHEN ${u(48)} < 0.08 THEN 'cancelled'
                 WHEN t.age > 7 THEN 'done'
                 WHEN t.age > 2 THEN (ARRAY['done', CASE WHEN ${u(44)} < 0.4 THEN 'delivering' ELSE 'ready' END,
                   'assembling', 'confirmed'])[1 + floor(4 * ${u(49)})::int]
                 ELSE (ARRAY['new', 'new', 'confirmed', 'assembling'])[1 + floor(4 * ${u(49)})::int] END AS status
          FROM (
            SELECT i, x, ${ORDER_DAYS} - x AS age,
              $16::timestamptz + floor(x) * interval '1 day' + (8 + (x - floor(x)) * 15) * interval '1 hour' AS created_at,
              b.id AS user_id,
              CASE WHEN b.id IS NOT NULL THEN b.f_user_id ELSE '00000000-0000-4000-9000-' || lpad(g::text, 12, '0') END
                AS f_user_id,
              CASE WHEN b.id IS NOT NULL THEN trim(b.first_name || ' ' || b.last_name)
                ELSE ($14::text[])[1 + (g * 7) % array_length($14::text[], 1)] || ' '
                  || ($15::text[])[1 + (g * 13) % array_length($15::text[], 1)]
                  || CASE WHEN 1 + (g * 7) % array_length($14::text[], 1) > ${MALE.length} THEN 'а' ELSE '' END END AS name,
              CASE WHEN b.id IS NOT NULL THEN coalesce(b.phone, '')
                ELSE '+7 (950) ' || lpad((g / 10000)::text, 3, '0') || '-' || lpad((g / 100 % 100)::text, 2, '0')
                  || '-' || lpad((g % 100)::text, 2, '0') END AS phone,
              CASE WHEN b.id IS NOT NULL THEN coalesce(b.email, '')
                WHEN g % 2 = 0 THEN 'guest' || g || '@example.ru' ELSE '' END AS email,
              ($21::int[])[1 + (hashint8extended(b.id, ${seed}) & 2147483647) % array_length($21::int[], 1)] AS buyer_city
            FROM (
              SELECT i, ${ORDER_DAYS} * sqrt(i::float8 / $3::int) AS x,
                CASE WHEN $4::int > 0 AND ${u(50)} >= 0.25 THEN 1 + floor($4::int * power(${u(51)}, 2))::int END AS k,
                1 + floor($5::int * power(${u(52)}, 1.5))::int AS g
              FROM generate_series($1::int, $2::int) i
            ) n LEFT JOIN users b ON b.id = CASE WHEN n.k <= $19::int THEN ${GROWTH_ACCOUNT_BASE} + n.k
                                                 ELSE ($20::int[])[n.k - $19::int] END
          ) t
          JOIN (SELECT order_id, sum(price_kopecks * quantity) AS goods, sum(base_price_kopecks * quantity) AS base,
                  count(*) AS lines FROM (${lines}) batch GROUP BY order_id) l ON l.order_id = t.i
        ) d
      ) s
    ) o
    -- In time order, as checkouts write them: the heap follows the list's newest-first index.
    ORDER BY i`;
}

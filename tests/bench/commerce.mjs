// Commerce under 20 concurrent buyers: basket change latency (p50/p95) and checkouts per second,
// on PGlite in memory and on PostgreSQL when TEST_DATABASE_URL is set. The API runs in-process (its
// Web `fetch`, no sockets), so the figures are the server's own work: handlers, SQL, transactions,
// locks. Prints figures; asserts nothing.
import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { createApi, migrate, openDatabase, seed } from '@verstak/server';
import { checkoutForm } from './checkout-form.mjs';
import { percentile } from './percentile.mjs';

const BUYERS = Number(process.env.BENCH_BUYERS ?? 20);
const SECONDS = Number(process.env.BENCH_COMMERCE_SECONDS ?? 5);
const PRODUCTS = Number(process.env.BENCH_COMMERCE_PRODUCTS ?? 500);

function summary(times) {
  const sorted = [...times].sort((a, b) => a - b);
  return {
    n: sorted.length,
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    max: sorted.at(-1) ?? 0,
  };
}

async function benchCommerce(label, db) {
  await migrate(db);
  await seed(db, { products: PRODUCTS });
  const api = createApi({ db, logError: (error) => console.error(error) });
  const call = async (method, path, { token, form, multipart, key } = {}) => {
    const headers = {};
    if (token) headers.Authorization = `Bearer ${token}`;
    if (key) headers['Idempotency-Key'] = key;
    let body;
    if (multipart) body = multipart;
    else if (form) {
      body = new URLSearchParams(form).toString();
      headers['Content-Type'] = 'application/x-www-form-urlencoded';
    }
    const response = await api.fetch(
      new Request(`http://bench.test/api/v4${path}`, { method, headers, body }),
    );
    const parsed = await response.json();
    return { status: response.status, ...parsed };
  };
  // Products with plenty of warehouse stock, one per buyer plus a shared one everyone also buys.
  const products = (
    await db.query('SELECT id FROM products WHERE is_available ORDER BY id LIMIT $1', [BUYERS + 1])
  ).map((r) => r.id);
  await db.query('UPDATE products SET delivery_stock = 1000000 WHERE id = ANY($1::int[])', [products]);
  const shared = products[BUYERS];
  const buyers = [];
  for (let i = 0; i < BUYERS; i++) {
    const refreshed = await call('POST', '/users/refresh');
    buyers.push({ token: refreshed.data.accessToken, own: products[i] });
  }

  // Basket changes: each buyer sets the quantity of its line again and again.
  const changeTimes = [];
  let changeFailed = 0;
  const changeUntil = performance.now() + SECONDS * 1000;
  await Promise.all(
    buyers.map(async (b) => {
      for (let n = 1; performance.now() < changeUntil; n++) {
        const t = performance.now();
        const answer = await call('POST', '/catalog/basket/set', {
          token: b.token,
          form: { productId: String(b.own), quantity: String((n % 5) + 1) },
        });
        changeTimes.push(performance.now() - t);
        if (answer.status !== 200) changeFailed++;
      }
    }),
  );
  const change = summary(changeTimes);

  // Checkouts: each buyer adds its line and the shared one, reads the version, places the order.
  const orderTimes = [];
  let placed = 0;
  let refused = 0;
  const started = performance.now();
  const orderUntil = started + SECONDS * 1000;
  await Promise.all(
    buyers.map(async (b) => {
      while (performance.now() < orderUntil) {
        await call('POST', '/catalog/basket/add', { token: b.token, form: { productId: String(b.own) } });
        const basket = await call('POST', '/catalog/basket/add', {
          token: b.token,
          form: { productId: String(shared) },
        });
        const form = checkoutForm(basket.data.version);
        const t = performance.now();
        const answer = await call('POST', '/catalog/orders/make', {
          token: b.token,
          multipart: form,
          key: randomUUID(),
        });
        orderTimes.push(performance.now() - t);
        if (answer.status === 200) placed++;
        else refused++;
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  const make = summary(orderTimes);
  const ms = (v) => `${v.toFixed(1).padStart(6)} ms`;
  console.log(`\n${label}: ${BUYERS} concurrent buyers, ${SECONDS} s per phase, ${PRODUCTS} products`);
  console.log(
    `  basket change    p50 ${ms(change.p50)}  p95 ${ms(change.p95)}  max ${ms(change.max)}  (${change.n} changes${changeFailed ? `, ${changeFailed} not 200` : ''})`,
  );
  console.log(
    `  checkout         p50 ${ms(make.p50)}  p95 ${ms(make.p95)}  max ${ms(make.max)}  ${(placed / elapsed).toFixed(1)} orders/s` +
      `  (${placed} orders in ${elapsed.toFixed(1)} s with basket reads between${refused ? `, ${refused} refused` : ''})`,
  );
}

{
  const db = await openDatabase({});
  try {
    await benchCommerce('PGlite (in memory)', db);
  } finally {
    await db.close();
  }
}

const url = process.env.TEST_DATABASE_URL;
if (url) {
  const schema = `verstak_bench_commerce_${process.pid}`;
  const db = await openDatabase({ url, schema, poolSize: 12 });
  try {
    await benchCommerce('PostgreSQL (TEST_DATABASE_URL)', db);
  } finally {
    await db.exec(`DROP SCHEMA ${schema} CASCADE`);
    await db.close();
  }
} else {
  console.log('\nPostgreSQL left out: set TEST_DATABASE_URL to measure it too.');
}

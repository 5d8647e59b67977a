// Login and refresh latency, in-process on PGlite: p50/p95 of POST /users/login (a password: scrypt
// dominates) and of POST /users/refresh (rotating the refresh credential each time). Asserts nothing.
import { performance } from 'node:perf_hooks';
import { createApi, migrate, openDatabase, readOutbox, seed } from '@verstak/server';
import { percentile } from './percentile.mjs';

const LOGINS = Number(process.env.BENCH_LOGINS ?? 40);
const REFRESHES = Number(process.env.BENCH_REFRESHES ?? 300);

async function post(api, path, fields, cookie) {
  const headers = { 'Content-Type': 'application/x-www-form-urlencoded' };
  if (cookie) headers.Cookie = `refreshToken=${cookie}`;
  const response = await api.fetch(
    new Request(`http://bench.local/api/v4${path}`, {
      method: 'POST',
      headers,
      body: new URLSearchParams(fields).toString(),
    }),
  );
  const body = await response.json();
  if (!response.ok) throw new Error(`${path} answered ${response.status}: ${JSON.stringify(body.errors)}`);
  const set = response.headers.getSetCookie().find((line) => line.startsWith('refreshToken='));
  return { data: body.data, cookie: set ? set.slice('refreshToken='.length).split(';')[0] : cookie };
}

async function time(runs, fn) {
  const times = [];
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    await fn(i);
    times.push(performance.now() - start);
  }
  return times.sort((a, b) => a - b);
}

const db = await openDatabase({});
await migrate(db);
await seed(db, { products: 50 });
const api = createApi({ db });
const phone = '+7 (900) 100-20-30';
await post(api, '/users/authentication', { phone });
const [sms] = await readOutbox(db, { to: phone, limit: 1 });
const code = /(\d{6})/.exec(sms.text)[1];
const password = 'Bench2026pass';
await post(api, '/users/registration', { firstName: 'Бенч', phone, code, password, agreement: 'Y' });

let cookie;
const logins = await time(LOGINS, async () => {
  cookie = (await post(api, '/users/login', { login: phone, password })).cookie;
});
const refreshes = await time(REFRESHES, async () => {
  cookie = (await post(api, '/users/refresh', {}, cookie)).cookie;
});
await db.close();

const ms = (n) => `${n.toFixed(1)} ms`;
console.log(
  `login (password, scrypt N=2^15): ${LOGINS} runs, p50 ${ms(percentile(logins, 50))}, p95 ${ms(percentile(logins, 95))}`,
);
console.log(
  `refresh (rotating the credential): ${REFRESHES} runs, p50 ${ms(percentile(refreshes, 50))}, p95 ${ms(percentile(refreshes, 95))}`,
);

// The security suite (issue 8 §5), run on PGlite (security.test.ts) and on a real PostgreSQL
// (security.pg.test.ts): the server in-process, as an attacker and a shopper would call it.
import { format } from 'node:util';
import { sign } from 'hono/jwt';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createApi } from '../create-api';
import type { Db } from '../db/database';
import { USER_TOKEN_SECONDS } from '../identity/access-token';
import { sessionKeyOf } from '../identity/session-key';
import { REUSE_GRACE_SECONDS } from '../identity/sessions';
import { readOutbox } from '../messages/messages';
import { SEEDED_LOGINS } from '../seed/accounts-seed';
import { claimsOf, lastCode, TestBrowser, tokenOf } from './test-browser';

/** What the suite runs on: a migrated, seeded store, and a second handle on the same database. */
export interface SecurityStore {
  db: Db;
  /** Another connection to the same data, as a second server process would hold (may be `db`). */
  other: Db;
  dispose(): Promise<void>;
}

const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

export function securitySuite(name: string, open: () => Promise<SecurityStore>): void {
  describe(name, () => {
    let store: SecurityStore;
    let now = Date.UTC(2026, 10, 23, 12);
    const clock = { now: () => now };
    let api: ReturnType<typeof createApi>;
    let second: ReturnType<typeof createApi>;
    const logged: string[] = [];
    const browser = (address = '192.0.2.10', options: { origin?: string } = {}) =>
      new TestBrowser(() => api, {
        address,
        ...(options.origin ? { headers: { Origin: options.origin } } : {}),
      });
    const tick = (seconds: number) => {
      now += seconds * 1000;
    };
    /** A phone as the store keeps it (and the outbox addresses it): +7 (900) 777-10-01. */
    const stored = (phone: string) => phone.replace(/^\+7(\d{3})(\d{3})(\d{2})(\d{2})$/, '+7 ($1) $2-$3-$4');
    /** The newest message the outbox holds for `to` (a phone as typed here, or an e-mail). */
    const lastMessage = async (to: string) => (await readOutbox(store.db, { to: stored(to), limit: 1 }))[0];
    /** A six-digit code that is not `code`. */
    const wrongOf = (code: string) => (code === '111111' ? '222222' : '111111');
    let phones = 0;
    /** A registered person with a password; answers the browser holding their session. */
    const person = async (password = 'Secret2026', address?: string) => {
      const n = phones++;
      const phone = `+7900777${String(1000 + n).slice(-4)}`;
      // Each person from an address of their own, so the send limit of an address is not the suite's.
      const b = browser(address ?? `10.77.${Math.floor(n / 200)}.${n % 200}`);
      await b.post('/users/authentication', { phone });
      const code = await lastCode(api, phone);
      const registered = await b.post('/users/registration', {
        firstName: 'Тест',
        phone,
        code,
        password,
        agreement: 'Y',
      });
      expect(registered.status).toBe(200);
      return { b, phone, password, code };
    };

    beforeAll(async () => {
      store = await open();
      const logError = (error: unknown) => logged.push(String(error instanceof Error ? error.stack : error));
      api = createApi({ db: store.db, clock, validateOutput: true, logError });
      second = createApi({ db: store.other, clock, validateOutput: true, logError });
      for (const level of ['log', 'info', 'warn', 'error', 'debug'] as const)
        vi.spyOn(console, level).mockImplementation((...args: unknown[]) => {
          // As the console prints them: an error object with all its own fields.
          logged.push(format(...args));
        });
    });
    afterAll(async () => {
      vi.restoreAllMocks();
      await store?.dispose();
    });

    describe('a user call (GET /users/personal) refuses every token but a valid user one, and nothing changes', () => {
      it('answers 401 for no token, alg none, another key, expired, a refresh credential, tampered claims', async () => {
        const { b, phone } = await person();
        const valid = b.token as string;
        const claims = claimsOf(valid);
        const [head = '', , signature = ''] = valid.split('.');
        const secret = await sessionKeyOf(store.db);
        const guest = tokenOf(await browser().post('/users/refresh', ''));
        const [guestHead = '', , guestSignature = ''] = guest.split('.');
        const expired = await sign({ ...claims, exp: Math.floor(now / 1000) - 1 }, secret, 'HS256');
        const forged: Record<string, string | null> = {
          'no token': null,
          'alg none': `${b64({ alg: 'none', typ: 'JWT' })}.${b64(claims)}.`,
          'another key': await sign(claims, 'not-the-server-key', 'HS256'),
          'another algorithm': await sign(claims, secret, 'HS512'),
          expired,
          'a refresh credential': b.cookies.get('refreshToken') as string,
          'a guest token made authorized': `${guestHead}.${b64({ ...claimsOf(guest), role: 'authorized', sub: claims.sub })}.${guestSignature}`,
          'a tampered group': `${head}.${b64({ ...claims, groups: ['administrators'] })}.${signature}`,
          'a tampered subject': `${head}.${b64({ ...claims, sub: String(Number(claims.sub) + 1) })}.${signature}`,
        };
        const [before] = await store.db.query(
          'SELECT first_name, password_hash FROM users WHERE phone = $1',
          [phone],
        );
        for (const [label, token] of Object.entries(forged)) {
          const read = await b.call('GET', '/users/personal', undefined, { bearer: token });
          expect(read.status, label).toBe(401);
          const write = await b.post('/users/personal/change', { firstName: 'Взлом' }, { bearer: token });
          expect(write.status, label).toBe(401);
          const password = await b.call(
            'PATCH',
            '/user/password',
            { password: 'Hacked2026' },
            { bearer: token },
          );
          expect(password.status, label).toBe(401);
        }
        const [after] = await store.db.query('SELECT first_name, password_hash FROM users WHERE phone = $1', [
          phone,
        ]);
        expect(after).toEqual(before);
        // The valid token passes the check (whatever the handler answers), and expires in 15 minutes.
        expect((await b.call('GET', '/users/personal')).status).not.toBe(401);
        tick(USER_TOKEN_SECONDS + 1);
        expect((await b.call('GET', '/users/personal')).status).toBe(401);
      });
    });

    describe('refresh credentials', () => {
      it('are rotated on every refresh; the old one no longer renews', async () => {
        const { b } = await person();
        const first = b.cookies.get('refreshToken');
        const renewed = await b.post('/users/refresh', '');
        expect(renewed.status).toBe(200);
        expect(claimsOf(tokenOf(renewed)).role).toBe('authorized');
        const secondCredential = b.cookies.get('refreshToken');
        expect(secondCredential).toMatch(/^[A-Za-z0-9_-]{43}$/);
        expect(secondCredential).not.toBe(first);
        const rows = await store.db.query<{ digest: string }>('SELECT digest FROM refresh_credentials');
        // Only digests are stored.
        expect(rows.some((r) => r.digest === first || r.digest === secondCredential)).toBe(false);
      });

      it('reuse of a rotated one revokes the whole family: the newer one stops working too', async () => {
        const { b } = await person();
        const stolen = b.cookies.get('refreshToken') as string;
        expect((await b.post('/users/refresh', '')).status).toBe(200);
        // A copy used after the grace of a concurrent refresh.
        tick(REUSE_GRACE_SECONDS + 1);
        const thief = browser('203.0.113.66');
        thief.cookies.set('refreshToken', stolen);
        const reuse = await thief.post('/users/refresh', '');
        expect(reuse.status).toBe(401);
        const legit = await b.post('/users/refresh', '');
        expect(legit.status).toBe(401);
        // Neither gets a user session any more; a plain refresh afterwards is a guest's.
        const after = await b.post('/users/refresh', '');
        expect(after.status).toBe(200);
        expect(claimsOf(tokenOf(after)).role).toBe('unauthorized');
      });

      it('renews twice when a page render and the browser (or two tabs) refresh at once, and keeps the family', async () => {
        const { b } = await person();
        const shared = b.cookies.get('refreshToken') as string;
        const render = browser();
        render.cookies.set('refreshToken', shared);
        expect((await b.post('/users/refresh', '')).status).toBe(200);
        tick(REUSE_GRACE_SECONDS - 1);
        const second = await render.post('/users/refresh', '');
        expect(second.status).toBe(200);
        expect(claimsOf(tokenOf(second)).role).toBe('authorized');
        // Both new credentials renew; the session was not ended.
        expect(claimsOf(tokenOf(await b.post('/users/refresh', ''))).role).toBe('authorized');
        expect(claimsOf(tokenOf(await render.post('/users/refresh', ''))).role).toBe('authorized');
      });

      it('is bound to the fingerprint it was opened with', async () => {
        const phone = '+79007770999';
        const b = browser();
        await b.post('/users/authentication', { phone });
        await b.post('/users/registration', {
          firstName: 'Отпечаток',
          phone,
          code: await lastCode(api, phone),
          agreement: 'Y',
          fingerprint: 'browser-one',
        });
        const copy = browser();
        copy.cookies.set('refreshToken', b.cookies.get('refreshToken') as string);
        expect((await copy.post('/users/refresh', 'browser-two')).status).toBe(401);
        expect((await b.post('/users/refresh', 'browser-one')).status).toBe(200);
      });

      it('opened by an e-mail password reset, is bound to the fingerprint the reset was asked from', async () => {
        const email = 'reset-bound@example.ru';
        const b = browser('192.0.2.12');
        await b.post('/user/guest/registration/verify-email', { email });
        await b.post('/user/guest/registration/', {
          firstName: 'Сброс',
          email,
          code: await lastCode(api, email),
          password: 'Before2026',
          agreement: 'Y',
        });
        await b.post('/user/guest/forgot-password/', { email });
        const verified = await b.post('/user/guest/forgot-password/verify', {
          email,
          code: await lastCode(api, email),
        });
        const reset = await b.post('/user/guest/reset-password', {
          email,
          resetToken: verified.body.data?.resetToken,
          password: 'After2026x',
          fingerprint: 'browser-one',
        });
        expect(reset.status).toBe(200);
        const copy = browser('203.0.113.12');
        copy.cookies.set('refreshToken', b.cookies.get('refreshToken') as string);
        expect((await copy.post('/users/refresh', 'browser-two')).status).toBe(401);
        expect((await b.post('/users/refresh', 'browser-one')).status).toBe(200);
      });

      it('is revoked by logout, and the cookie cleared', async () => {
        const { b } = await person();
        const credential = b.cookies.get('refreshToken') as string;
        const out = await b.post('/users/logout', {});
        expect(out.setCookies).toEqual(['refreshToken=; Max-Age=0; Path=/; HttpOnly; SameSite=Lax']);
        const replay = browser();
        replay.cookies.set('refreshToken', credential);
        expect((await replay.post('/users/refresh', '')).status).toBe(401);
      });

      it('travels in an HttpOnly, SameSite=Lax cookie for 30 days, Secure behind HTTPS only', async () => {
        const plain = await person();
        await plain.b.post('/users/logout', {});
        const login = { login: plain.phone, password: plain.password };
        const overHttp = await plain.b.post('/users/login', login);
        expect(overHttp.setCookies).toHaveLength(1);
        expect(overHttp.setCookies[0]).toMatch(
          /^refreshToken=[A-Za-z0-9_-]{43}; Max-Age=2592000; Path=\/; HttpOnly; SameSite=Lax$/,
        );
        const proxied = await browser().post('/users/login', login, {
          headers: { 'X-Forwarded-Proto': 'https' },
        });
        expect(proxied.setCookies[0]).toMatch(/; HttpOnly; Secure; SameSite=Lax$/);
        const direct = await browser().post('/users/login', login, {
          url: 'https://api.test/api/v4/users/login',
        });
        expect(direct.setCookies[0]).toMatch(/; Secure;/);
      });
    });

    describe('cross-site requests', () => {
      it('refuses a cross-site POST that would use the refresh cookie, and the credential still works', async () => {
        const { b } = await person();
        for (const headers of [
          { Origin: 'https://evil.example' },
          { 'Sec-Fetch-Site': 'cross-site' },
          { Origin: 'null' },
        ]) {
          const refresh = await b.post('/users/refresh', '', { headers });
          expect(refresh.status, JSON.stringify(headers)).toBe(403);
          expect(refresh.body.code).toBe('cross_site');
          expect((await b.post('/users/logout', {}, { headers })).status).toBe(403);
          expect((await b.post('/users/login', { login: 'a@b.ru', password: 'x' }, { headers })).status).toBe(
            403,
          );
        }
        // The store's own origin passes.
        const same = await b.post('/users/refresh', '', { headers: { Origin: 'http://api.test' } });
        expect(same.status).toBe(200);
        expect(claimsOf(tokenOf(same)).role).toBe('authorized');
        expect(
          (await b.post('/users/refresh', '', { headers: { 'Sec-Fetch-Site': 'same-origin' } })).status,
        ).toBe(200);
      });
    });

    describe('login throttling', () => {
      it('locks an account after 5 failures: the sixth try is refused even when right, from another process too', async () => {
        const { phone, password } = await person('Right2026', '192.0.2.20');
        for (let i = 0; i < 5; i++) {
          const wrong = await browser(`192.0.2.${30 + i}`).post('/users/login', {
            login: phone,
            password: 'Wrong2026',
          });
          expect(wrong.status).toBe(400);
          expect(wrong.body.errors?.password).toBe('Неверный телефон, e-mail или пароль');
        }
        const sixth = await browser('192.0.2.40').post('/users/login', { login: phone, password });
        expect(sixth.status).toBe(429);
        expect(sixth.body.errors?.common).toMatch(/^Слишком много попыток\. Повторите через 15 минут/);
        const elsewhere = await new TestBrowser(() => second, { address: '192.0.2.41' }).post(
          '/user/guest/login',
          {
            login: phone,
            password,
          },
        );
        expect(elsewhere.status).toBe(429);
        tick(10 * 60);
        const later = await browser('192.0.2.42').post('/users/login', { login: phone, password });
        expect(later.body.errors?.common).toMatch(/Повторите через 5 минут/);
        tick(5 * 60 + 1);
        expect((await browser('192.0.2.43').post('/users/login', { login: phone, password })).status).toBe(
          200,
        );
      });

      it('counts failures per account: wrong passwords by its phone and by its e-mail add up', async () => {
        const { phone, password } = await person('Right2026', '192.0.2.21');
        const email = 'both-logins@example.ru';
        await store.db.query('UPDATE users SET email = $2 WHERE phone = $1', [stored(phone), email]);
        const logins = [phone, email, phone, email, phone];
        for (const [i, login] of logins.entries())
          expect(
            (await browser(`192.0.2.${100 + i}`).post('/users/login', { login, password: 'Wrong2026' }))
              .status,
          ).toBe(400);
        const sixth = await browser('192.0.2.110').post('/users/login', { login: email, password });
        expect(sixth.status).toBe(429);
        // Wrong recovery codes by the e-mail count against the same account as wrong passwords by the phone.
        tick(15 * 60 + 1);
        for (let i = 0; i < 3; i++)
          await browser(`192.0.2.${120 + i}`).post('/users/login', { login: phone, password: 'Wrong2026' });
        const mailbox = browser('192.0.2.123');
        await mailbox.post('/user/guest/forgot-password/', { email });
        const wrong = wrongOf(await lastCode(api, email));
        for (let i = 0; i < 2; i++)
          expect(
            (await mailbox.post('/user/guest/forgot-password/verify', { email, code: wrong })).status,
          ).toBe(400);
        expect((await browser('192.0.2.130').post('/users/login', { login: phone, password })).status).toBe(
          429,
        );
      });

      it('locks a client address after 5 failures on any accounts', async () => {
        const { phone, password } = await person('Right2026', '192.0.2.50');
        const attacker = '198.51.100.99';
        for (let i = 0; i < 5; i++)
          expect(
            (await browser(attacker).post('/users/login', { login: `nobody${i}@example.ru`, password: 'x' }))
              .status,
          ).toBe(400);
        expect((await browser(attacker).post('/users/login', { login: phone, password })).status).toBe(429);
        expect(
          (await browser('198.51.100.100').post('/users/login', { login: phone, password })).status,
        ).toBe(200);
      });

      it('answers an unknown login like a wrong password', async () => {
        const unknown = await browser('192.0.2.60').post('/users/login', {
          login: 'ghost@example.ru',
          password: 'Any2026',
        });
        const { phone } = await person('Right2026', '192.0.2.61');
        const wrong = await browser('192.0.2.62').post('/users/login', { login: phone, password: 'Any2026' });
        expect(unknown.status).toBe(wrong.status);
        expect(unknown.body).toEqual(wrong.body);
      });
    });

    describe('one-time codes', () => {
      it('expire after 5 minutes', async () => {
        const { phone } = await person();
        tick(61);
        await browser().post('/users/authentication', { phone });
        const code = await lastCode(api, phone);
        tick(5 * 60 + 1);
        const late = await browser().post('/users/login', { login: phone, code });
        expect(late.status).toBe(400);
        expect(late.body.errors?.code).toBe('Код устарел или не запрашивался: запросите новый');
      });

      it('allow 3 attempts, then refuse even the right code; a new one is not sent within 60 seconds', async () => {
        const { phone } = await person();
        tick(61);
        const b = browser('192.0.2.70');
        await b.post('/users/authentication', { phone });
        const code = await lastCode(api, phone);
        const wrong = code === '123456' ? '654321' : '123456';
        const messages = [];
        for (let i = 0; i < 3; i++)
          messages.push((await b.post('/users/login', { login: phone, code: wrong })).body.errors?.code);
        expect(messages).toEqual([
          'Неверный код. Осталось попыток: 2',
          'Неверный код. Осталось попыток: 1',
          'Неверный код. Попытки закончились: запросите новый код',
        ]);
        const right = await b.post('/users/login', { login: phone, code });
        expect(right.body.errors?.code).toBe('Слишком много неверных попыток: запросите новый код');
        const early = await b.post('/users/authentication', { phone });
        expect(early.status).toBe(429);
        expect(early.body.errors?.common).toMatch(/^Новый код можно запросить через \d+ с$/);
        expect(early.headers.get('retry-after')).toMatch(/^\d+$/);
      });

      it('count wrong codes like wrong passwords: 5 across re-sent codes lock the address and the target', async () => {
        const email = 'locked-codes@example.ru';
        const b = browser('192.0.2.80');
        const wrongOf = (code: string) => (code === '111111' ? '222222' : '111111');
        await b.post('/user/guest/registration/verify-email', { email });
        let code = await lastCode(api, email);
        for (let i = 0; i < 3; i++)
          await b.post('/user/guest/registration/verify-email/verify', { email, code: wrongOf(code) });
        tick(61);
        await b.post('/user/guest/registration/verify-email', { email });
        code = await lastCode(api, email);
        for (let i = 0; i < 2; i++)
          await b.post('/user/guest/registration/verify-email/verify', { email, code: wrongOf(code) });
        const sixth = await b.post('/user/guest/registration/verify-email/verify', { email, code });
        expect(sixth.status).toBe(429);
        expect(sixth.body.errors?.common).toMatch(/^Слишком много попыток\. Повторите через 15 минут/);
        tick(15 * 60 + 1);
        await b.post('/user/guest/registration/verify-email', { email });
        const fresh = await b.post('/user/guest/registration/verify-email/verify', {
          email,
          code: await lastCode(api, email),
        });
        expect(fresh.body.data).toEqual({ verified: true });
      });
    });

    describe('what registration and a profile change tell of other accounts', () => {
      it('answers a registration with a wrong or no code the same for a registered and a free phone', async () => {
        const { phone: registered } = await person();
        tick(61);
        const free = '+79007779001';
        const tried = [];
        for (const [i, phone] of [registered, free].entries()) {
          const b = browser(`198.18.0.${i + 1}`);
          const none = await b.post('/users/registration', {
            firstName: 'Проба',
            phone,
            code: '123456',
            agreement: 'Y',
          });
          await b.post('/users/authentication', { phone, intent: 'registration' });
          const code = wrongOf(await lastCode(api, phone));
          const wrong = await b.post('/users/registration', {
            firstName: 'Проба',
            phone,
            code,
            agreement: 'Y',
          });
          tried.push({ none: [none.status, none.body], wrong: [wrong.status, wrong.body] });
        }
        expect(tried[0]).toEqual(tried[1]);
        expect(tried[0]?.wrong).toEqual([
          400,
          expect.objectContaining({ errors: { code: 'Неверный код. Осталось попыток: 2' } }),
        ]);
      });

      it('throttles registration before it answers: the sixth try from an address is refused', async () => {
        const registered = await store.db.query<{ phone: string }>(
          'SELECT phone FROM users WHERE phone IS NOT NULL ORDER BY id LIMIT 6',
        );
        const b = browser('198.18.0.10');
        const statuses = [];
        for (const { phone } of registered)
          statuses.push(
            (
              await b.post('/users/registration', {
                firstName: 'Перебор',
                phone,
                code: '123456',
                agreement: 'Y',
              })
            ).status,
          );
        expect(statuses).toEqual([400, 400, 400, 400, 400, 429]);
      });

      it('sends a registered phone its login code in an SMS saying it is registered; that code answers 409 and logs in', async () => {
        const { phone } = await person();
        tick(61);
        const owner = browser('198.18.0.20');
        const registered = await owner.post('/users/authentication', { phone, intent: 'registration' });
        const freshPhone = '+79007779002';
        const fresh = await browser('198.18.0.21').post('/users/authentication', {
          phone: freshPhone,
          intent: 'registration',
        });
        expect([registered.status, Object.keys(registered.body.data ?? {})]).toEqual([
          fresh.status,
          Object.keys(fresh.body.data ?? {}),
        ]);
        expect((await lastMessage(phone))?.text).toMatch(
          /^С вашим номером начали регистрацию на Верстаке, но он уже зарегистрирован\. Войти можно с кодом \d{6}\. Никому его не сообщайте\.$/,
        );
        expect((await lastMessage(freshPhone))?.text).toMatch(/^Код для регистрации на Верстаке: \d{6}\./);
        const code = await lastCode(api, phone);
        const known = await owner.post('/users/registration', {
          firstName: 'Снова',
          phone,
          code,
          agreement: 'Y',
        });
        expect(known.status).toBe(409);
        expect(known.body).toMatchObject({
          code: 'already_registered',
          errors: { phone: 'Этот номер уже зарегистрирован: войдите, код из SMS подойдёт' },
        });
        expect((await owner.post('/users/login', { login: phone, code })).status).toBe(200);
      });

      it("a legal entity's contact phone, never proved by a code, is no login: its owner registers and logs in as themselves", async () => {
        const email = 'zakupki@pristroy.example';
        const victim = '+79007779003';
        const b = browser('198.18.0.40');
        expect((await b.post('/user/guest/registration/verify-email', { email })).status).toBe(200);
        const code = await lastCode(api, email);
        const legal = await b.post('/user/guest/registration/', {
          type: 'legal',
          firstName: 'Пётр',
          email,
          phone: victim,
          code,
          password: 'Pristroy2026',
          organizationName: 'ООО «Пристрой»',
          inn: '7707083893',
          kpp: '773601001',
          ogrn: '1027700132195',
          legalAddress: 'Москва, ул. Вавилова, 19',
          agreement: 'Y',
        });
        expect(legal.status).toBe(200);
        // The contact phone stays the organization's contact…
        expect((await b.call('GET', '/users/personal')).body.data?.user).toMatchObject({
          phone: stored(victim),
        });
        // …but opens nothing: no password login by it, and its SMS is a registration code.
        const intruder = browser('198.18.0.41');
        const byPassword = await intruder.post('/users/login', { login: victim, password: 'Pristroy2026' });
        expect([byPassword.status, byPassword.body.errors]).toEqual([
          400,
          { password: 'Неверный телефон, e-mail или пароль' },
        ]);
        const owner = browser('198.18.0.42');
        expect((await owner.post('/users/authentication', { phone: victim })).status).toBe(200);
        expect((await lastMessage(victim))?.text).toMatch(/^Код для регистрации на Верстаке: \d{6}\./);
        const mine = await owner.post('/users/registration', {
          firstName: 'Вера',
          phone: victim,
          code: await lastCode(api, victim),
          agreement: 'Y',
        });
        expect(mine.status).toBe(200);
        expect(claimsOf(tokenOf(mine))).toMatchObject({ groups: [] });
        const accounts = await store.db.query<{ type: string; email: string | null }>(
          'SELECT type, email FROM users WHERE phone = $1 ORDER BY id',
          [stored(victim)],
        );
        expect(accounts).toEqual([
          { type: 'legal', email },
          { type: 'person', email: null },
        ]);
      });

      it('answers verify-email the same for a registered and a free address; the owner is told how to log in, and no code passes', async () => {
        const taken = SEEDED_LOGINS.b2b.email;
        const free = 'free-address@example.ru';
        const pair = [
          { email: taken, b: browser('198.18.0.30') },
          { email: free, b: browser('198.18.0.31') },
        ];
        const sent = [];
        for (const { email, b } of pair)
          sent.push(await b.post('/user/guest/registration/verify-email', { email }));
        const wrong = wrongOf(await lastCode(api, free));
        const answers = [];
        for (const [i, { email, b }] of pair.entries()) {
          const check = await b.post('/user/guest/registration/verify-email/verify', { email, code: wrong });
          const { sentTo, ...data } = sent[i]?.body.data ?? {};
          answers.push({
            status: sent[i]?.status,
            data,
            masked: /^[^@]{1,2}\*\*\*@[^@]+$/.test(String(sentTo)),
            headers: [...(sent[i]?.headers.keys() ?? [])].sort(),
            check: [check.status, check.body.errors],
          });
        }
        expect(answers[0]).toEqual(answers[1]);
        expect(answers[0]).toMatchObject({
          masked: true,
          check: [400, { code: 'Неверный код. Осталось попыток: 2' }],
        });
        const letter = await lastMessage(taken);
        expect(letter?.subject).toBe('Регистрация на Верстаке с вашим адресом');
        expect(letter?.text).toMatch(/у этого адреса уже есть кабинет/);
        expect(letter?.text).not.toMatch(/\d{6}/);
      });

      it('answers a profile change to a taken e-mail as to a free one; the owner is told, and no code confirms it', async () => {
        const taken = SEEDED_LOGINS.person.email;
        const free = 'new-address@example.ru';
        const pair = [
          { email: taken, b: (await person()).b },
          { email: free, b: (await person()).b },
        ];
        const asked = [];
        for (const { email, b } of pair) asked.push(await b.call('PATCH', '/user/', { email }));
        const emailCode = wrongOf(await lastCode(api, free));
        const answers = [];
        for (const [i, { email, b }] of pair.entries()) {
          const wrong = await b.call('PATCH', '/user/', { email, emailCode });
          const user = asked[i]?.body.data?.user as { email?: string; pendingEmail?: string } | undefined;
          answers.push({
            status: asked[i]?.status,
            email: user?.email,
            waits: user?.pendingEmail === email,
            wrong: [wrong.status, wrong.body.errors],
          });
        }
        expect(answers[0]).toEqual(answers[1]);
        expect(answers[0]).toEqual({
          status: 200,
          email: '',
          waits: true,
          wrong: [400, { code: 'Неверный код. Осталось попыток: 2' }],
        });
        const letter = await lastMessage(taken);
        expect(letter?.subject).toBe('Ваш адрес указали в другом кабинете Верстака');
        expect(letter?.text).not.toMatch(/\d{6}/);
        // The free address's own code makes it the account's.
        const right = await pair[1]?.b.call('PATCH', '/user/', {
          email: free,
          emailCode: await lastCode(api, free),
        });
        expect((right?.body.data?.user as { email?: string })?.email).toBe(free);
      });
    });

    it("confirms a new e-mail only with the account's own code: another account asking for the same address cannot spend it", async () => {
      const email = 'shared-address@example.ru';
      const first = (await person()).b;
      const other = (await person()).b;
      await first.call('PATCH', '/user/', { email });
      await other.call('PATCH', '/user/', { email });
      const [otherLetter, firstLetter] = await readOutbox(store.db, { to: email, limit: 2 });
      const codeOf = (text = '') => /(\d{6})/.exec(text)?.[1] ?? '';
      const firstCode = codeOf(firstLetter?.text);
      const otherCode = codeOf(otherLetter?.text);
      if (firstCode !== otherCode) {
        const stolen = await other.call('PATCH', '/user/', { email, emailCode: firstCode });
        expect([stolen.status, stolen.body.errors?.code]).toEqual([400, 'Неверный код. Осталось попыток: 2']);
      }
      const mine = await first.call('PATCH', '/user/', { email, emailCode: firstCode });
      expect((mine.body.data?.user as { email?: string })?.email).toBe(email);
      // The other account's own code came from the same mailbox, but the address is taken by now.
      const late = await other.call('PATCH', '/user/', { email, emailCode: otherCode });
      expect([late.status, late.body.errors?.email]).toEqual([
        409,
        'Этот адрес уже занят другой учётной записью',
      ]);
    });

    describe('send limits (held in the database, across processes)', () => {
      const from = (app: () => ReturnType<typeof createApi>, address: string) =>
        new TestBrowser(app, { address });

      it('lets a client address ask for 10 codes an hour, to any recipients, from either process; then a Russian 429 with Retry-After', async () => {
        const address = '198.18.1.1';
        const statuses = [];
        for (let i = 0; i < 10; i++)
          statuses.push(
            (
              await from(i % 2 ? () => second : () => api, address).post('/users/authentication', {
                phone: `+7901100${String(1000 + i).slice(-4)}`,
              })
            ).status,
          );
        expect(statuses).toEqual(Array(10).fill(200));
        const eleventh = await from(() => second, address).post('/user/guest/forgot-password/', {
          email: 'limit@example.ru',
        });
        expect(eleventh.status).toBe(429);
        expect(eleventh.body.errors?.common).toBe('Слишком много запросов кода. Повторите через 6 минут');
        expect(eleventh.headers.get('retry-after')).toBe('360');
        const [{ n = -1 } = {}] = await store.db.query<{ n: number }>(
          'SELECT count(*)::int AS n FROM one_time_codes WHERE target = $1',
          ['limit@example.ru'],
        );
        expect(n).toBe(0);
        // The bucket refills evenly: one more every 6 minutes.
        tick(360);
        expect(
          (await from(() => api, address).post('/users/authentication', { phone: '+79011002000' })).status,
        ).toBe(200);
        expect(
          (await from(() => api, address).post('/users/authentication', { phone: '+79011002001' })).status,
        ).toBe(429);
      });

      it('counts no address limit for a local client of a store with its demo surfaces on (it reads the outbox anyway), and does without them', async () => {
        const local = createApi({ db: store.db, clock, demoSurfaces: true });
        const plain = createApi({ db: store.db, clock, demoSurfaces: false });
        /** A call from `address` to the store at http://localhost:3000, as a process on its machine makes it. */
        const at = (app: ReturnType<typeof createApi>, address: string, path: string, body: unknown) =>
          from(() => app, address).post(path, body, { url: `http://localhost:3000/api/v4${path}` });
        // Loopback, asking for localhost: the machine's own CI registering fresh buyers at once.
        const codes = await Promise.all(
          Array.from({ length: 12 }, (_, i) =>
            at(local, '127.0.0.1', '/users/authentication', {
              phone: `+7901300${String(1000 + i).slice(-4)}`,
            }),
          ),
        );
        expect(codes.map((a) => a.status)).toEqual(Array(12).fill(200));
        for (let i = 0; i < 6; i++)
          expect(
            (
              await at(local, '127.0.0.1', '/users/login', {
                login: `local${i}@example.ru`,
                password: 'x',
              })
            ).status,
          ).toBe(400);
        const { phone, password } = await person('Right2026', '192.0.2.140');
        expect((await at(local, '127.0.0.1', '/users/login', { login: phone, password })).status).toBe(200);
        // The account's own count still holds for it: five wrong passwords lock the account.
        for (let i = 0; i < 5; i++)
          await at(local, '127.0.0.1', '/users/login', { login: phone, password: 'Wrong2026' });
        expect((await at(local, '127.0.0.1', '/users/login', { login: phone, password })).status).toBe(429);
        // Without the demo surfaces the same client is an address like any other.
        for (let i = 0; i < 5; i++)
          await at(plain, '127.0.0.2', '/users/login', {
            login: `plain${i}@example.ru`,
            password: 'x',
          });
        expect(
          (
            await at(plain, '127.0.0.2', '/users/login', {
              login: 'plain9@example.ru',
              password: 'x',
            })
          ).status,
        ).toBe(429);
        // Nor is a remote client local because it asks for localhost.
        for (let i = 0; i < 5; i++)
          await at(local, '198.18.3.3', '/users/login', {
            login: `far${i}@example.ru`,
            password: 'x',
          });
        expect(
          (
            await at(local, '198.18.3.3', '/users/login', {
              login: 'far9@example.ru',
              password: 'x',
            })
          ).status,
        ).toBe(429);
      });

      it('holds for 20 requests at once over two processes: exactly 10 codes go out', async () => {
        const address = '198.18.1.2';
        const answers = await Promise.all(
          Array.from({ length: 20 }, (_, i) =>
            from(i % 2 ? () => second : () => api, address).post('/users/authentication', {
              phone: `+7901200${String(1000 + i).slice(-4)}`,
            }),
          ),
        );
        expect(answers.filter((a) => a.status === 200)).toHaveLength(10);
        expect(answers.filter((a) => a.status === 429)).toHaveLength(10);
        const [{ n = -1 } = {}] = await store.db.query<{ n: number }>(
          "SELECT count(*)::int AS n FROM outbox WHERE recipient LIKE '+7 (901) 200-%'",
        );
        expect(n).toBe(10);
      });

      it('sends one phone at most 6 codes an hour, whatever the addresses and calls', async () => {
        const phone = '+79011300001';
        const calls: Array<[string, Record<string, string>]> = [
          ['/users/authentication', { phone }],
          ['/users/restore-password', { login: phone }],
        ];
        const answers = [];
        for (let i = 0; i < 7; i++) {
          const [path, body] = calls[i % 2] as [string, Record<string, string>];
          if (i % 2 === 0) tick(61);
          answers.push(await from(() => (i % 2 ? second : api), `198.18.1.${10 + i}`).post(path, body));
        }
        expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 200, 200, 429]);
        const seventh = answers[6] as (typeof answers)[number];
        expect(seventh.body.errors?.common).toMatch(
          /^На этот номер уже отправлено много кодов\. Новый можно запросить через \d+ минут[ауы]?$/,
        );
        expect(Number(seventh.headers.get('retry-after'))).toBeGreaterThan(0);
      });

      it('caps the SMS of the whole store per hour, for every address, leaving e-mail and password logins alone', async () => {
        const capped = createApi({
          db: store.db,
          clock,
          validateOutput: true,
          sendLimits: { smsPerHour: 3 },
        });
        try {
          const statuses = [];
          for (let i = 0; i < 4; i++)
            statuses.push(
              (
                await from(() => capped, `198.18.2.${i}`).post('/users/authentication', {
                  phone: `+7901400${String(1000 + i).slice(-4)}`,
                })
              ).status,
            );
          expect(statuses).toEqual([200, 200, 200, 429]);
          const refused = await from(() => capped, '198.18.2.9').post('/users/authentication', {
            phone: '+79014009999',
          });
          expect(refused.body.errors?.common).toBe(
            'Сейчас мы не можем отправить SMS: слишком много запросов. Повторите через 20 минут или войдите по паролю',
          );
          expect(refused.headers.get('retry-after')).toBe('1200');
          const mail = await from(() => capped, '198.18.2.10').post('/user/guest/forgot-password/', {
            email: 'cap@example.ru',
          });
          expect(mail.status).toBe(200);
        } finally {
          // The cap was this test's: the rest of the suite sends under the store's own.
          await store.db.query("DELETE FROM send_limits WHERE scope = 'channel'");
        }
      });
    });

    describe('recovery', () => {
      it('answers the same for a known and an unknown account, and sends only to the known one', async () => {
        const { phone } = await person();
        const unknownPhone = '+79009998877';
        const known = await browser().post('/users/restore-password', { login: phone });
        const unknown = await browser().post('/users/restore-password', { login: unknownPhone });
        expect(known.status).toBe(200);
        expect(unknown.status).toBe(200);
        const mask = (answer: typeof known) => ({
          ...answer.body.data,
          sentTo: String(answer.body.data?.sentTo).slice(0, 12),
        });
        expect(mask(unknown)).toEqual(mask(known));
        expect([...unknown.headers.keys()].sort()).toEqual([...known.headers.keys()].sort());
        await expect(lastCode(api, unknownPhone)).rejects.toThrow(/No code/);
        // The resend limit holds for both alike.
        expect((await browser().post('/users/restore-password', { login: unknownPhone })).status).toBe(429);
        expect((await browser().post('/users/restore-password', { login: phone })).status).toBe(429);
        const byEmail = [
          await browser().post('/user/guest/forgot-password/', { email: 'ghost@example.ru' }),
          await browser().post('/user/guest/forgot-password/', { email: 'ghost2@example.ru' }),
        ];
        expect(byEmail.map((a) => a.status)).toEqual([200, 200]);
      });
    });

    it('writes no personal data or query parameter to any log line when a write fails in the database (a full disk)', async () => {
      // The database refuses the new account's row as a full disk does (53100), with the row's values
      // in its detail; PGlite also hangs the INSERT and its parameters on the error.
      await store.db.exec(`
        CREATE FUNCTION test_disk_full() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN
          RAISE EXCEPTION 'could not extend file "base/16384/16410": No space left on device'
            USING ERRCODE = '53100', DETAIL = format('Failing row contains (%s, %s, %s)', NEW.first_name, NEW.phone, NEW.email);
        END $$;
        CREATE TRIGGER test_disk_full BEFORE INSERT ON users FOR EACH ROW EXECUTE FUNCTION test_disk_full();`);
      // The API as the process entries make it (no log given: the process's own), writing where a
      // process writes: standard error and the console, captured as Node would print them.
      const plain = createApi({ db: store.db, clock });
      const stderr = vi.spyOn(process.stderr, 'write').mockImplementation((chunk: string | Uint8Array) => {
        logged.push(String(chunk));
        return true;
      });
      const from = logged.length;
      try {
        const phone = '+79005553311';
        const b = new TestBrowser(() => plain, { address: '192.0.2.77' });
        await b.post('/users/authentication', { phone });
        const code = await lastCode(api, phone);
        const refused = await b.post('/users/registration', {
          firstName: 'Зинаида',
          lastName: 'Кораблёва',
          email: 'zinaida.korablyova@example.ru',
          phone,
          code,
          password: 'Disk2026secret',
          agreement: 'Y',
        });
        expect(refused.status).toBe(503);
        const text = logged.slice(from).join('\n');
        expect(text).toContain('sqlstate=53100 (disk_full)');
        for (const personal of [
          'Зинаида',
          'Кораблёва',
          'zinaida',
          'example.ru',
          phone,
          '5553311',
          code,
          'Disk2026secret',
        ])
          expect(text).not.toContain(personal);
        // Nor the query or its parameters.
        expect(text).not.toMatch(/INSERT|VALUES|\$1|params|password_hash/);
      } finally {
        stderr.mockRestore();
        await store.db.exec('DROP TRIGGER test_disk_full ON users; DROP FUNCTION test_disk_full();');
      }
    });

    it('writes no code, password or token to any log line', async () => {
      const { b, phone, password, code } = await person('Logged2026secret');
      await b.post('/users/login', { login: phone, password: 'WrongPass123' });
      await b.post('/users/login', { login: phone, password });
      const text = logged.join('\n');
      for (const secret of [
        password,
        'WrongPass123',
        code,
        b.token as string,
        b.cookies.get('refreshToken') as string,
      ])
        expect(text).not.toContain(secret);
    });
  });
}

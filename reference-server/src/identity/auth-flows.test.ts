import { PERSONAL_DATA_CONSENT_VERSION } from '@verstak/sdk/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApi } from '../create-api';
import type { Db } from '../db/database';
import { readOutbox } from '../messages/messages';
import { seededDatabase } from '../testing/seeded-database';
import { claimsOf, connection, lastCode, TestBrowser, tokenOf } from '../testing/test-browser';
import { USER_TOKEN_SECONDS } from './access-token';
import { NOT_REGISTERED } from './login';
import { ALREADY_REGISTERED } from './registration';

// Registration → login → refresh → logout for both kinds of account and both families, recovery,
// and the sandbox provider's one-time login: against the real server in-process, codes read from
// the outbox.

describe('identity flows', () => {
  let db: Db;
  let now = Date.UTC(2026, 10, 23, 12);
  let api: ReturnType<typeof createApi>;
  const browser = (address = '198.51.100.1') => new TestBrowser(() => api, { address });
  const tick = (seconds: number) => {
    now += seconds * 1000;
  };

  beforeAll(async () => {
    db = await seededDatabase(20);
    api = createApi({ db, clock: { now: () => now }, validateOutput: true });
  });
  afterAll(() => db.close());

  it('a private person registers by phone with an SMS code, refreshes, logs out and logs in again', async () => {
    const b = browser();
    const sent = await b.post('/users/authentication', { phone: '8 900 555-01-01' });
    expect(sent.status).toBe(200);
    expect(sent.body.data).toEqual({ sentTo: '+7 (900) ***-**-01', retryAfter: 60, expiresIn: 300 });
    const code = await lastCode(api, '+79005550101');
    const registered = await b.post('/users/registration', {
      firstName: 'Анна',
      phone: '+7 900 555 01 01',
      code,
      password: 'Parol2026',
      agreement: 'Y',
      fingerprint: 'fp-anna',
    });
    expect(registered.status).toBe(200);
    const claims = claimsOf(tokenOf(registered));
    expect(claims).toMatchObject({ role: 'authorized', groups: [] });
    // 152-ФЗ: the consent is recorded with the account, the time and the text's version.
    const [consent] = await db.query<{ text_version: string; given_at: Date }>(
      "SELECT text_version, given_at FROM consents WHERE form = 'registration' AND user_id = $1",
      [Number(claims.sub)],
    );
    expect(consent?.text_version).toBe(PERSONAL_DATA_CONSENT_VERSION);
    expect(new Date(consent?.given_at ?? 0).getTime()).toBe(now);
    expect(claims.fUserId).toMatch(/^[0-9a-f-]{36}$/);
    expect(registered.body.data?.expiresAt).toBe(Math.floor(now / 1000) * 1000 + USER_TOKEN_SECONDS * 1000);
    expect(b.cookies.get('refreshToken')).toMatch(/^[A-Za-z0-9_-]{43}$/);

    tick(USER_TOKEN_SECONDS + 1);
    const renewed = await b.post('/users/refresh', 'fp-anna', { bearer: null });
    expect(renewed.status).toBe(200);
    expect(claimsOf(tokenOf(renewed))).toMatchObject({
      role: 'authorized',
      sub: claims.sub,
      fUserId: claims.fUserId,
    });

    const out = await b.post('/users/logout', {});
    expect(out.status).toBe(200);
    const guest = claimsOf(tokenOf(out));
    expect(guest.role).toBe('unauthorized');
    expect(guest.fUserId).not.toBe(claims.fUserId);
    expect(b.cookies.has('refreshToken')).toBe(false);

    const again = await b.post('/users/login', { login: '+7 (900) 555-01-01', password: 'Parol2026' });
    expect(again.status).toBe(200);
    expect(claimsOf(tokenOf(again)).sub).toBe(claims.sub);
    // And by SMS code: `authentication` now sends a login code.
    tick(61);
    await b.post('/users/authentication', { phone: '+79005550101' });
    const byCode = await b.post('/users/login', {
      login: '+79005550101',
      code: await lastCode(api, '+79005550101'),
    });
    expect(byCode.status).toBe(200);
  });

  it('a legal entity registers by e-mail in the /user/ family with its organization and gets the b2b group', async () => {
    const b = browser();
    expect(
      (await b.post('/user/guest/registration/verify-email', { email: 'Buh@Stroy.Example' })).status,
    ).toBe(200);
    const code = await lastCode(api, 'buh@stroy.example');
    expect(
      (await b.post('/user/guest/registration/verify-email/verify', { email: 'buh@stroy.example', code }))
        .body.data,
    ).toEqual({ verified: true });
    const fields = {
      type: 'legal',
      firstName: 'Ольга',
      email: 'buh@stroy.example',
      code,
      password: 'Stroy2026x',
      organizationName: 'ООО «Строй»',
      inn: '7707083893',
      kpp: '773601001',
      ogrn: '1027700132195',
      legalAddress: 'Москва, ул. Вавилова, 19',
      agreement: 'Y',
    };
    const missing = await b.post('/user/guest/registration/', { ...fields, inn: undefined, kpp: undefined });
    expect(missing.status).toBe(400);
    expect(missing.body.errors?.inn).toBe('Введите ИНН');
    const registered = await b.post('/user/guest/registration/', fields);
    expect(registered.status).toBe(200);
    const claims = claimsOf(tokenOf(registered));
    expect(claims).toMatchObject({ role: 'authorized', groups: ['b2b'] });
    const [org] = await db.query<{ name: string; b2b_category: string }>(
      'SELECT o.name, u.b2b_category FROM organizations o JOIN users u ON u.id = o.user_id WHERE u.email = $1',
      ['buh@stroy.example'],
    );
    expect(org).toEqual({ name: 'ООО «Строй»', b2b_category: 'start' });

    // Asked again, the address answers as a free one would; its owner reads how to log in.
    tick(61);
    const twice = await browser('198.51.100.9').post('/user/guest/registration/verify-email', {
      email: 'buh@stroy.example',
    });
    expect(twice.status).toBe(200);
    expect(twice.body.data).toEqual({ sentTo: 'bu***@stroy.example', retryAfter: 60, expiresIn: 300 });
    const [letter] = await readOutbox(db, { to: 'buh@stroy.example', limit: 1 });
    expect(letter?.subject).toBe('Регистрация на Верстаке с вашим адресом');

    const other = browser();
    expect(
      (await other.post('/user/guest/login', { login: 'BUH@stroy.example', password: 'Stroy2026x' })).status,
    ).toBe(200);
    expect((await other.post('/users/refresh', '')).status).toBe(200);
    expect(claimsOf(other.token as string).groups).toEqual(['b2b']);
    expect((await other.post('/users/logout', {})).status).toBe(200);
  });

  it('refuses a registration without consent or with a wrong code; a registered phone only with its login code', async () => {
    const b = browser();
    await b.post('/users/authentication', { phone: '+79005550202' });
    const code = await lastCode(api, '+79005550202');
    // Logging in with it says the phone is not registered yet; the code still serves the registration.
    const notYet = await b.post('/users/login', { login: '+79005550202', code });
    expect(notYet.body).toMatchObject({ code: 'not_registered', errors: { login: NOT_REGISTERED } });
    const base = { firstName: 'Иван', phone: '+79005550202', code, agreement: 'Y' };
    const noConsent = await b.post('/users/registration', { ...base, agreement: 'N' });
    expect(noConsent.body.errors?.agreement).toBe('Нужно согласие на обработку персональных данных');
    const wrong = await b.post('/users/registration', {
      ...base,
      code: code === '000000' ? '111111' : '000000',
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.errors?.code).toBe('Неверный код. Осталось попыток: 2');
    expect((await b.post('/users/registration', base)).status).toBe(200);
    // Registered now: without its login code, a registration reads like any other with a stale code.
    const duplicate = await browser('198.51.100.2').post('/users/registration', base);
    expect(duplicate.status).toBe(400);
    expect(duplicate.body.errors?.code).toBe('Код устарел или не запрашивался: запросите новый');
    // The registration form asks for a code: the owner's SMS says the number is registered.
    tick(61);
    const owner = browser('198.51.100.3');
    await owner.post('/users/authentication', { phone: '+79005550202', intent: 'registration' });
    const loginCode = await lastCode(api, '+79005550202');
    const known = await owner.post('/users/registration', { ...base, code: loginCode });
    expect(known.status).toBe(409);
    expect(known.body).toMatchObject({ code: 'already_registered', errors: { phone: ALREADY_REGISTERED } });
    expect((await owner.post('/users/login', { login: '+79005550202', code: loginCode })).status).toBe(200);
  });

  it("a person's e-mail given beside the phone becomes the account's with the code sent to it", async () => {
    const b = browser('198.51.100.4');
    await b.post('/users/authentication', { phone: '+79005550404' });
    const registered = await b.post('/users/registration', {
      firstName: 'Лев',
      phone: '+79005550404',
      email: 'lev@example.ru',
      code: await lastCode(api, '+79005550404'),
      agreement: 'Y',
    });
    expect(registered.status).toBe(200);
    const before = (await b.call('GET', '/users/personal')).body.data?.user as Record<string, unknown>;
    expect(before).toMatchObject({ email: '', pendingEmail: 'lev@example.ru' });
    const confirmed = await b.post('/users/personal/change', {
      email: 'lev@example.ru',
      emailCode: await lastCode(api, 'lev@example.ru'),
    });
    expect(confirmed.body.data?.user).toMatchObject({ email: 'lev@example.ru', pendingEmail: '' });
    expect(
      (await browser('198.51.100.5').post('/users/login', { login: 'lev@example.ru', password: 'x' })).body
        .errors?.password,
    ).toBe('Неверный телефон, e-mail или пароль');
  });

  it('recovers by phone: a code, then a password made and sent by SMS; other sessions end', async () => {
    const first = browser();
    await first.post('/users/authentication', { phone: '+79005550303' });
    await first.post('/users/registration', {
      firstName: 'Пётр',
      phone: '+79005550303',
      code: await lastCode(api, '+79005550303'),
      agreement: 'Y',
    });
    const second = browser();
    expect((await second.post('/users/restore-password', { login: '+79005550303' })).status).toBe(200);
    const code = await lastCode(api, '+79005550303');
    expect((await second.post('/users/send-password-from-sms', { phone: '+79005550303', code })).status).toBe(
      200,
    );
    const [sms] = (
      await (
        await api.fetch(
          new Request('http://localhost:3000/api/v4/dev/outbox?to=%2B79005550303'),
          connection(),
        )
      ).json()
    ).data.items;
    const password = /пароль на Верстаке: (\S+)\./.exec(sms.text)?.[1] as string;
    expect(password).toMatch(/^[A-Za-z0-9]{10}$/);
    expect((await browser().post('/users/login', { login: '+79005550303', password })).status).toBe(200);
    // The first browser's session was revoked by the reset.
    expect((await first.post('/users/refresh', '')).status).toBe(401);
  });

  it('recovers by e-mail in three steps: code, reset token, new password', async () => {
    const b = browser();
    await b.post('/user/guest/registration/verify-email', { email: 'reset@example.ru' });
    await b.post('/user/guest/registration/', {
      firstName: 'Вера',
      email: 'reset@example.ru',
      code: await lastCode(api, 'reset@example.ru'),
      password: 'Old2026pass',
      agreement: 'Y',
    });
    expect((await b.post('/user/guest/forgot-password/', { email: 'reset@example.ru' })).status).toBe(200);
    const verify = await b.post('/user/guest/forgot-password/verify', {
      email: 'reset@example.ru',
      code: await lastCode(api, 'reset@example.ru'),
    });
    const resetToken = verify.body.data?.resetToken as string;
    const reset = await b.post('/user/guest/reset-password', {
      email: 'reset@example.ru',
      resetToken,
      password: 'New2026pass',
    });
    expect(reset.status).toBe(200);
    const reused = await b.post('/user/guest/reset-password', {
      email: 'reset@example.ru',
      resetToken,
      password: 'Third2026pass',
    });
    expect(reused.body.errors?.resetToken).toMatch(/устарела/);
    expect(
      (await browser().post('/users/login', { login: 'reset@example.ru', password: 'Old2026pass' })).status,
    ).toBe(400);
    expect(
      (await browser().post('/users/login', { login: 'reset@example.ru', password: 'New2026pass' })).status,
    ).toBe(200);
  });

  it('changes the password with the current one, keeping this session and ending the others', async () => {
    const b = browser();
    await b.post('/user/guest/registration/verify-email', { email: 'change@example.ru' });
    await b.post('/user/guest/registration/', {
      firstName: 'Нина',
      email: 'change@example.ru',
      code: await lastCode(api, 'change@example.ru'),
      password: 'First2026',
      agreement: 'Y',
    });
    const other = browser();
    await other.post('/users/login', { login: 'change@example.ru', password: 'First2026' });
    const wrong = await b.call('PATCH', '/user/password', {
      password: 'Second2026',
      currentPassword: 'nope',
    });
    expect(wrong.body.errors?.currentPassword).toBe('Неверный текущий пароль');
    const changed = await b.call('PATCH', '/user/password', {
      password: 'Second2026',
      currentPassword: 'First2026',
    });
    expect(changed.body.data).toEqual({ changed: true });
    expect((await b.post('/users/refresh', '')).status).toBe(200);
    expect((await other.post('/users/refresh', '')).status).toBe(401);
  });

  it('logs in through the sandbox provider: page, redirect with a one-time code, authhash', async () => {
    const b = browser();
    await b.post('/user/guest/registration/verify-email', { email: 'vk@example.ru' });
    await b.post('/user/guest/registration/', {
      firstName: 'Олег',
      email: 'vk@example.ru',
      code: await lastCode(api, 'vk@example.ru'),
      password: 'Vkontakte2026',
      agreement: 'Y',
    });
    const redirect = '/personal/external-auth/vk-id/';
    const page = await api.fetch(
      new Request(`http://localhost:3000/sandbox/auth/vk?redirect_uri=${encodeURIComponent(redirect)}`),
      connection(),
    );
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('Вход через ВКонтакте');
    expect(html).not.toMatch(/<script/i);
    for (const bad of [
      'https://evil.example/personal/external-auth/vk-id/',
      '//evil.example/personal/external-auth/vk-id/',
      '/personal/external-auth/yandex-id/',
      '/personal/',
    ]) {
      const refused = await api.fetch(
        new Request(`http://localhost:3000/sandbox/auth/vk?redirect_uri=${encodeURIComponent(bad)}`),
        connection(),
      );
      expect(refused.status, bad).toBe(400);
    }
    const form = new URLSearchParams({ redirect_uri: redirect, state: 'abc', login: 'vk@example.ru' });
    const crossSite = await api.fetch(
      new Request('http://localhost:3000/sandbox/auth/vk', {
        method: 'POST',
        body: form,
        headers: { Origin: 'https://evil.example' },
      }),
      connection(),
    );
    expect(crossSite.status).toBe(403);
    const submitted = await api.fetch(
      new Request('http://localhost:3000/sandbox/auth/vk', {
        method: 'POST',
        body: form,
        headers: { Origin: 'http://localhost:3000' },
      }),
      connection(),
    );
    expect(submitted.status).toBe(303);
    const location = new URL(submitted.headers.get('location') as string);
    expect(location.origin + location.pathname).toBe('http://localhost:3000/personal/external-auth/vk-id/');
    expect(location.searchParams.get('state')).toBe('abc');
    const hash = location.searchParams.get('code') as string;
    const session = await browser().post('/users/authhash', { hash });
    expect(session.status).toBe(200);
    expect(claimsOf(tokenOf(session)).role).toBe('authorized');
    expect((await browser().post('/users/authhash', { hash })).body.errors?.hash).toBe(
      'Ссылка для входа устарела',
    );
  });

  it('sweeps credentials and codes dead for a day when a later session opens', async () => {
    const [{ count: before = 0 } = {}] = await db.query<{ count: number }>(
      'SELECT count(*)::int AS count FROM refresh_credentials',
    );
    expect(before).toBeGreaterThan(0);
    tick(32 * 24 * 60 * 60);
    const b = browser('198.51.100.200');
    expect((await b.post('/users/login', { login: 'vk@example.ru', password: 'Vkontakte2026' })).status).toBe(
      200,
    );
    const counts = await db.query<{ credentials: number; codes: number; hashes: number }>(
      `SELECT (SELECT count(*)::int FROM refresh_credentials) AS credentials,
              (SELECT count(*)::int FROM one_time_codes) AS codes,
              (SELECT count(*)::int FROM login_hashes) AS hashes`,
    );
    expect(counts).toEqual([{ credentials: 1, codes: 0, hashes: 0 }]);
  });

  it('shows the outbox newest first, filtered by recipient', async () => {
    const response = await api.fetch(
      new Request('http://localhost:3000/api/v4/dev/outbox?to=vk@example.ru'),
      connection(),
    );
    const { data } = (await response.json()) as { data: { items: Array<Record<string, unknown>> } };
    expect(data.items[0]).toMatchObject({
      channel: 'email',
      to: 'vk@example.ru',
      subject: expect.any(String),
    });
    expect(data.items[0]?.text).toMatch(
      /Код подтверждения адреса на Верстаке: \d{6}\. Никому его не сообщайте\./,
    );
    const all = (
      await (await api.fetch(new Request('http://localhost:3000/api/v4/dev/outbox'), connection())).json()
    ).data.items as Array<{
      id: number;
    }>;
    expect(all.map((m) => m.id)).toEqual([...all.map((m) => m.id)].sort((a, b) => b - a));
  });
});

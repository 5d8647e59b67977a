import { loginField, safePath } from '@verstak/sdk/contract';
import type { Context, Hono } from 'hono';
import * as z from 'zod/mini';
import type { Db } from '../db/database';
import { HttpError } from '../http/http-error';
import { localClientsOnly } from '../http/local-client';
import { assertSameOrigin } from '../http/middleware/cross-site-check';
import { publicOrigin } from '../http/public-origin';
import { findAccount } from './accounts';
import { createLoginHash } from './one-time-login';
import { randomSecret } from './secrets';
import { isStaff } from './staff-groups';

// The sandbox of the external login providers (issue 8 §3: the pop-up route), so the storefront's
// "log in with VK / Yandex" runs end to end without a real provider. `GET /sandbox/auth/{provider}`
// shows a small page where the tester picks an account by phone or e-mail; submitting it redirects
// the pop-up to `/personal/external-auth/{provider}-id/?code=<one-time login hash>` on the store's
// own origin, and the storefront exchanges the code at `/users/authhash`. Never an open redirect:
// the target must be exactly that path, on the store's origin.
//
// A demo surface (http/demo-surfaces.ts): it hands a session to whoever names an account, so it is
// registered only when the demo surfaces are on, answers only local clients (anyone else gets the
// 404 of an absent route), and never logs a staff account in. Its answer does not depend on whether
// the account exists: an unknown or staff account gets a code of the same shape that was never
// issued, which `/users/authhash` refuses like a spent one.

/** The providers the sandbox plays. */
export const SANDBOX_PROVIDERS = { vk: 'ВКонтакте', yandex: 'Яндекс ID' } as const;
type Provider = keyof typeof SANDBOX_PROVIDERS;

function isProvider(value: string): value is Provider {
  return Object.hasOwn(SANDBOX_PROVIDERS, value);
}

/** Whether `origin` is one the store answers at (PUBLIC_ORIGIN, its city subdomains, or local). */
function trustedOrigin(origin: string): boolean {
  try {
    return publicOrigin(new Request(`${origin}/`)) === origin;
  } catch {
    return false;
  }
}

/**
 * The pop-up's return address for `provider`, or null when `redirectUri` is anything else: only
 * `/personal/external-auth/{provider}-id/`, as a path (on the store's public origin) or as an
 * absolute URL on a trusted origin, with no query or fragment of its own.
 */
export function sandboxRedirect(request: Request, provider: string, redirectUri: string): URL | null {
  const expected = `/personal/external-auth/${provider}-id/`;
  if (!redirectUri || /[\\\s]/.test(redirectUri) || redirectUri.startsWith('//')) return null;
  let target: URL;
  try {
    target = redirectUri.startsWith('/') ? new URL(redirectUri, publicOrigin(request)) : new URL(redirectUri);
  } catch {
    return null;
  }
  if (target.protocol !== 'http:' && target.protocol !== 'https:') return null;
  if (target.username || target.password || target.search || target.hash) return null;
  // The one safe-path rule of every redirect, on top of the exact path.
  if (target.pathname !== expected || safePath(target.pathname, '') !== expected) return null;
  if (!trustedOrigin(target.origin)) return null;
  return target;
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function page(provider: Provider, redirectUri: string, state: string, login: string, error: string): string {
  const name = SANDBOX_PROVIDERS[provider];
  return `<!doctype html>
<html lang="ru">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Вход через ${name} — песочница Верстака</title>
<style>
body{font:16px/1.4 system-ui,sans-serif;margin:0;padding:24px;background:#f4f5f7;color:#1b1d21}
main{max-width:360px;margin:0 auto;background:#fff;border-radius:12px;padding:24px;box-shadow:0 2px 8px #0001}
h1{font-size:20px;margin:0 0 8px}p{margin:0 0 16px;color:#555}
label{display:block;margin-bottom:6px}input[type=text]{box-sizing:border-box;width:100%;padding:10px;font:inherit;border:1px solid #bbb;border-radius:8px}
.error{color:#c62828;margin:8px 0 0}button{margin-top:16px;width:100%;padding:12px;font:inherit;border:0;border-radius:8px;background:#2d6cdf;color:#fff;cursor:pointer}
</style>
</head>
<body>
<main>
<h1>Вход через ${name}</h1>
<p>Это песочница: настоящий ${name} не вызывается. Выберите аккаунт магазина по телефону или e-mail.</p>
<p>Если такого аккаунта нет или это аккаунт сотрудника, магазин не примет код и вход не состоится.</p>
<form method="post">
<input type="hidden" name="redirect_uri" value="${escapeHtml(redirectUri)}">
<input type="hidden" name="state" value="${escapeHtml(state)}">
<label for="login">Телефон или e-mail</label>
<input id="login" name="login" type="text" autocomplete="username" required value="${escapeHtml(login)}"${error ? ' aria-invalid="true" aria-describedby="error"' : ''}>
${error ? `<p class="error" id="error" role="alert">${escapeHtml(error)}</p>` : ''}
<button type="submit">Войти</button>
</form>
</main>
</body>
</html>`;
}

const stateSchema = z.string().check(z.regex(/^[A-Za-z0-9._~-]{0,200}$/));

function html(c: Context, body: string, status: 200 | 400 | 404) {
  return c.html(body, status, { 'Cache-Control': 'no-store' });
}

/**
 * Registers `GET /sandbox/auth/` (the providers, for the storefront's login form), and `GET` and
 * `POST /sandbox/auth/{provider}`, for local clients only.
 */
export function registerSandboxAuth(app: Hono, db: Db, clock: { now(): number }): void {
  app.use('/sandbox/auth/*', localClientsOnly());
  app.get('/sandbox/auth/', (c) =>
    c.json({ providers: Object.entries(SANDBOX_PROVIDERS).map(([id, title]) => ({ id, title })) }, 200, {
      'Cache-Control': 'no-store',
    }),
  );
  app.get('/sandbox/auth/:provider', (c) => {
    const provider = c.req.param('provider');
    if (!isProvider(provider)) return html(c, 'Неизвестный провайдер входа', 404);
    const redirectUri = c.req.query('redirect_uri') ?? '';
    const state = c.req.query('state') ?? '';
    if (!sandboxRedirect(c.req.raw, provider, redirectUri) || !z.safeParse(stateSchema, state).success)
      return html(c, 'Недопустимый адрес возврата', 400);
    return html(c, page(provider, redirectUri, state, '', ''), 200);
  });
  app.post('/sandbox/auth/:provider', async (c) => {
    assertSameOrigin('POST', c.req.raw);
    const provider = c.req.param('provider');
    if (!isProvider(provider)) return html(c, 'Неизвестный провайдер входа', 404);
    let form: Record<string, unknown>;
    try {
      form = await c.req.parseBody();
    } catch {
      throw new HttpError(400, 'validation', { common: 'The body must be form data' });
    }
    const text = (name: string) => (typeof form[name] === 'string' ? (form[name] as string) : '');
    const redirectUri = text('redirect_uri');
    const state = text('state');
    const target = sandboxRedirect(c.req.raw, provider, redirectUri);
    if (!target || !z.safeParse(stateSchema, state).success)
      return html(c, 'Недопустимый адрес возврата', 400);
    const login = z.safeParse(loginField, text('login'));
    if (!login.success)
      return html(
        c,
        page(provider, redirectUri, state, text('login').slice(0, 254), 'Введите телефон или e-mail'),
        400,
      );
    const account = await findAccount(db, login.data);
    // The same answer for an account that is missing or staff: a code nobody issued.
    const code =
      account && !isStaff(account.groups)
        ? await createLoginHash(db, account.id, clock.now())
        : randomSecret(32);
    target.searchParams.set('code', code);
    if (state) target.searchParams.set('state', state);
    return c.redirect(target.href, 303);
  });
}

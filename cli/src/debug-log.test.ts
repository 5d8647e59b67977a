import type { ClientRequest } from '@verstak/sdk';
import type { Route } from '@verstak/sdk/contract';
import { describe, expect, it } from 'vitest';
import { debugHooks, safeBody, safeUrl } from './debug-log';

const route = {
  id: 'identity.login',
  method: 'POST',
  path: '/users/login',
  encoding: 'form',
} as unknown as Route;

function request(overrides: Partial<ClientRequest>): ClientRequest {
  return {
    routeId: 'identity.login',
    method: 'POST',
    path: '/api/v4/users/login',
    url: 'http://shop.test/api/v4/users/login',
    headers: { Authorization: 'Bearer eyJ.secret.token', Cookie: 'refreshToken=r-secret' },
    body: undefined,
    ...overrides,
  };
}

describe('--debug lines', () => {
  it('show the request and the answer, and no secret of either', async () => {
    const lines: string[] = [];
    let clock = 1000;
    const hooks = debugHooks(
      (l) => lines.push(l),
      () => clock,
    );
    const sent = request({
      body: new URLSearchParams({ login: 'ivan@example.ru', password: 'verstak2026' }),
    });
    await hooks.onRequest({ route, request: sent });
    clock += 42;
    await hooks.onResponse({
      route,
      request: sent,
      response: {
        status: 200,
        headers: new Headers(),
        body: { status: 'ok', data: { accessToken: 'eyJ.new.token', expiresAt: 1 } },
      },
    });
    expect(lines).toEqual([
      'debug: → POST http://shop.test/api/v4/users/login  login=ivan@example.ru password=***',
      'debug: ← 200 POST /api/v4/users/login (42 ms)  data: accessToken, expiresAt',
    ]);
    const all = lines.join('\n');
    for (const secret of ['verstak2026', 'eyJ', 'r-secret', 'Bearer']) expect(all).not.toContain(secret);
  });

  it("show an error answer's code and message", async () => {
    const lines: string[] = [];
    const hooks = debugHooks(
      (l) => lines.push(l),
      () => 0,
    );
    const sent = request({
      method: 'GET',
      path: '/api/v4/support/orders',
      url: 'http://shop.test/api/v4/support/orders',
    });
    await hooks.onResponse({
      route,
      request: sent,
      response: {
        status: 403,
        headers: new Headers(),
        body: { status: 'error', code: 'forbidden', message: 'Нет доступа' },
      },
    });
    expect(lines).toEqual(['debug: ← 403 GET /api/v4/support/orders (0 ms)  forbidden: Нет доступа']);
  });

  it("print a hostile server's words without terminal escapes, bidi controls or line breaks", async () => {
    const lines: string[] = [];
    const hooks = debugHooks(
      (l) => lines.push(l),
      () => 0,
    );
    const sent = request({ method: 'GET', path: '/api/v4/x', url: 'http://shop.test/api/v4/x' });
    await hooks.onResponse({
      route,
      request: sent,
      response: {
        status: 500,
        headers: new Headers(),
        body: { code: 'internal\u001b]0;owned\u0007', message: 'a\u001b[2Jb\u202ec\nd' },
      },
    });
    await hooks.onResponse({
      route,
      request: sent,
      response: { status: 200, headers: new Headers(), body: { data: { 'x\u001b[31m': 1 } } },
    });
    expect(lines).toEqual([
      'debug: ← 500 GET /api/v4/x (0 ms)  internal ]0;owned : a [2Jb c d',
      'debug: ← 200 GET /api/v4/x (0 ms)  data: x [31m',
    ]);
  });

  it('hide secret query parameters, plain bodies and secret multipart fields', () => {
    expect(safeUrl('http://shop.test/api/v4/users/authhash?hash=abc&city=1')).toBe(
      'http://shop.test/api/v4/users/authhash?hash=***&city=1',
    );
    expect(safeBody('fp-3f9a77')).toBe('(9 characters, hidden)');
    expect(safeBody('phone=%2B7+900&code=123456')).toBe('phone=+7 900 code=***');
    const form = new FormData();
    form.set('name', 'Анна');
    form.set('token', 't');
    form.set('file', new File(['x'], 'req.pdf'));
    expect(safeBody(form)).toBe('name=Анна token=*** file=<file req.pdf>');
  });
});

describe('--debug against a hostile or odd answer', () => {
  it("never lets an answer's message or field names drive the terminal, nor run for megabytes", async () => {
    const lines: string[] = [];
    const hooks = debugHooks(
      (l) => lines.push(l),
      () => 0,
    );
    const sent = request({ method: 'GET', url: 'http://shop.test/api/v4/catalog', path: '/api/v4/catalog' });
    await hooks.onResponse({
      route,
      request: sent,
      response: {
        status: 500,
        headers: new Headers(),
        body: { code: 'internal\u001b[2J', message: `\u001b]0;owned\u0007boom\u202e${'x'.repeat(100_000)}` },
      },
    });
    await hooks.onResponse({
      route,
      request: sent,
      response: { status: 200, headers: new Headers(), body: { data: { 'a\u001b[31mb': 1 } } },
    });
    for (const line of lines) {
      // biome-ignore lint/suspicious/noControlCharactersInRegex: they are what must not be there
      expect(line).not.toMatch(/[\u0000-\u001f\u007f-\u009f\u202e]/);
      expect(line.length).toBeLessThan(2_000);
    }
    expect(lines[0]).toContain('boom');
  });

  it("hides a plain body even when it looks like a form (a fingerprint holding '=')", async () => {
    const lines: string[] = [];
    const hooks = debugHooks(
      (l) => lines.push(l),
      () => 0,
    );
    const plain = { ...route, id: 'identity.refresh', path: '/users/refresh', encoding: 'plain' } as Route;
    await hooks.onRequest({
      route: plain,
      request: request({ url: 'http://shop.test/api/v4/users/refresh', body: 'fp=s3cr3t-fingerprint' }),
    });
    expect(lines.join('\n')).not.toContain('s3cr3t');
  });
});

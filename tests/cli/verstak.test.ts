import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { type ServerType, serve } from '@hono/node-server';
import { createApi, type Db, migrate, openDatabase, seed } from '@verstak/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { repoRoot } from '../support/repo-root';

const run = promisify(execFile);
const binary = resolve(repoRoot, 'cli/dist/index.js');

let db: Db;
let server: ServerType;
let api = '';
/** A port nothing listens on: taken from the OS, then released. */
let closedPort = 0;
/** The Authorization header of every request the server got. */
const authorizations: Array<string | null> = [];
/** A folder of its own for the CLI's session files, so no developer's session is read. */
const sessions = mkdtempSync(join(tmpdir(), 'verstak-cli-'));
let env: Record<string, string | undefined> = {};

/** Runs the built `verstak` binary; resolves with its exit code and output, never throws. */
async function verstak(...args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  try {
    const { stdout, stderr } = await run(process.execPath, [binary, ...args], {
      env: { ...process.env, VERSTAK_API: api, VERSTAK_SESSION: join(sessions, 'none.json'), ...env },
    });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const e = error as { code: number; stdout: string; stderr: string };
    return { code: e.code, stdout: e.stdout, stderr: e.stderr };
  }
}

describe('the verstak binary', () => {
  beforeAll(async () => {
    const probe = serve({ fetch: () => new Response(), port: 0, hostname: '127.0.0.1' });
    await new Promise<void>((done) => probe.once('listening', () => done()));
    closedPort = (probe.address() as { port: number }).port;
    await new Promise<void>((done) => probe.close(() => done()));
    if (!existsSync(binary))
      throw new Error('cli/dist/index.js is missing: run `npm run build` first (npm test does)');
    db = await openDatabase({});
    await migrate(db);
    await seed(db, { products: 600 });
    await new Promise<void>((done) => {
      const app = createApi({ db });
      const fetch = (request: Request) => {
        authorizations.push(request.headers.get('authorization'));
        return app.fetch(request);
      };
      server = serve({ fetch, port: 0, hostname: '127.0.0.1' }, (info) => {
        api = `http://127.0.0.1:${info.port}`;
        done();
      });
    });
  });
  afterAll(async () => {
    await new Promise<void>((done) => server.close(() => done()));
    await db.close();
    rmSync(sessions, { recursive: true, force: true });
  });

  it('finds products by a stemmed Russian query', async () => {
    const result = await verstak('catalog', 'search', 'дрели', '--json');
    expect(result.code).toBe(0);
    const data = JSON.parse(result.stdout) as { products: Array<{ title: string }>; total: number };
    expect(data.total).toBeGreaterThan(0);
    expect(data.products.every((p) => /[Дд]рел/.test(p.title))).toBe(true);
  });

  it('lists a section with a filter, only matching products, as a table', async () => {
    const path = '/catalog/elektroinstrument/dreli-i-shurupovyorty/dreli-shurupovyorty-akkumulyatornye/';
    const json = await verstak('catalog', 'section', path, '--filter', 'brushless-is-yes', '--json');
    expect(json.code).toBe(0);
    const data = JSON.parse(json.stdout) as {
      products: Array<{ code: string }>;
      pagination: { total: number };
    };
    expect(data.pagination.total).toBeGreaterThan(0);
    const table = await verstak(
      'catalog',
      'section',
      `http://localhost:3000${path}filter/brushless-is-yes/apply/`,
    );
    expect(table.stdout).toContain(`${data.pagination.total} products, page 1 of`);
    expect(table.stdout).toContain(data.products[0]?.code);
  });

  it('parses a filter URL against the section and builds it back offline', async () => {
    const url =
      'http://localhost:3000/catalog/elektroinstrument/dreli-i-shurupovyorty/dreli-shurupovyorty-akkumulyatornye/filter/price-from-1000-to-5000/brand-is-makita-or-bosch/apply/';
    const parsed = await verstak('filter', 'parse', url, '--json');
    expect(parsed.code).toBe(0);
    expect(JSON.parse(parsed.stdout)).toEqual({
      sectionPath: '/catalog/elektroinstrument/dreli-i-shurupovyorty/dreli-shurupovyorty-akkumulyatornye/',
      values: [
        { code: 'price', kind: 'range', from: 1000, to: 5000 },
        { code: 'brand', kind: 'choice', values: ['makita', 'bosch'] },
      ],
    });
    const built = await verstak(
      '--api',
      'http://127.0.0.1:9',
      'filter',
      'build',
      '/catalog/elektroinstrument/dreli-i-shurupovyorty/dreli-shurupovyorty-akkumulyatornye/',
      '--range',
      'price=1000..5000',
      '--choice',
      'brand=makita,bosch',
    );
    expect(built.stdout.trim()).toBe(new URL(url).pathname);
  });

  it('lists the 11 pickup cities and switches city with --city', async () => {
    const result = await verstak('city', 'list', '--kind', 'pickup', '--json');
    const cities = JSON.parse(result.stdout) as Array<{ name: string }>;
    expect(cities.map((c) => c.name)).toEqual([
      'Москва',
      'Ярославль',
      'Вологда',
      'Кострома',
      'Владимир',
      'Рыбинск',
      'Череповец',
      'Кинешма',
      'Переславль-Залесский',
      'Ковров',
      'Муром',
    ]);
    const inYaroslavl = await verstak('--city', 'yaroslavl', 'catalog', 'search', 'дрель', '--json');
    const inMoscow = await verstak('--city', 'moskva', 'catalog', 'search', 'дрель', '--json');
    const delivery = (out: string) =>
      (JSON.parse(out) as { products: Array<{ deliveryShort: string }> }).products.map(
        (p) => p.deliveryShort,
      );
    expect(delivery(inYaroslavl.stdout)).not.toEqual(delivery(inMoscow.stdout));
  });

  it('sends the token of its session file, and none once it has expired', async () => {
    const file = join(sessions, 'session.json');
    env = { VERSTAK_SESSION: file };
    try {
      writeFileSync(file, JSON.stringify({ token: 'support-token', expiresAt: Date.now() + 3_600_000 }));
      authorizations.length = 0;
      expect((await verstak('city', 'list', '--json')).code).toBe(0);
      expect(authorizations).toEqual(['Bearer support-token']);
      writeFileSync(file, JSON.stringify({ token: 'support-token', expiresAt: Date.now() - 1 }));
      authorizations.length = 0;
      expect((await verstak('city', 'list', '--json')).code).toBe(0);
      expect(authorizations).toEqual([null]);
    } finally {
      env = {};
    }
  });

  it.each([
    [
      ['--api', 'CLOSED', 'city', 'list'],
      /^error: Cannot reach the Verstak API at http:\/\/127\.0\.0\.1:\d+: ECONNREFUSED$/,
    ],
    [['--city', 'atlantis', 'city', 'list'], /^error: Unknown city: atlantis\. Try: verstak city list$/],
    [
      ['catalog', 'section', '/catalog/x/', '--page', 'two'],
      /^error: option '--page <n>' argument 'two' is invalid/,
    ],
    [['--bogus'], /^error: unknown option '--bogus'$/],
    [
      ['catalog', 'section', '/catalog/elektroinstrument/', '--filter', 'colour-is-red'],
      /^error: filter: Характеристика не найдена$/,
    ],
  ])('fails with exit code 1 and one line: %j', async (args, line) => {
    const result = await verstak(...args.map((a) => (a === 'CLOSED' ? `http://127.0.0.1:${closedPort}` : a)));
    expect(result.code).toBe(1);
    expect(result.stderr.trim().split('\n')).toHaveLength(1);
    expect(result.stderr.trim()).toMatch(line);
  });
});

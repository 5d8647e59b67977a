import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CliServer, startCliServer } from './cli-server';

const drills = '/catalog/elektroinstrument/dreli-i-shurupovyorty/dreli-shurupovyorty-akkumulyatornye/';

let store: CliServer;
/** A port nothing listens on: taken from the OS, then released. */
let closedPort = 0;
/** A server that accepts connections and never answers. */
let silent: Server;
let silentPort = 0;
const silentSockets: Socket[] = [];

const listen = (server: Server) =>
  new Promise<number>((done) =>
    server.listen(0, '127.0.0.1', () => done((server.address() as { port: number }).port)),
  );
const close = (server: Server) => new Promise<void>((done) => server.close(() => done()));

/** Puts the test's ports into an argument list: CLOSED, SILENT. */
const withPorts = (args: readonly string[]) =>
  args.map((a) =>
    a === 'CLOSED' ? `http://127.0.0.1:${closedPort}` : a === 'SILENT' ? `http://127.0.0.1:${silentPort}` : a,
  );

describe('the verstak binary', () => {
  beforeAll(async () => {
    const probe = createServer();
    closedPort = await listen(probe);
    await close(probe);
    silent = createServer((socket) => silentSockets.push(socket));
    silentPort = await listen(silent);
    store = await startCliServer();
  });
  afterAll(async () => {
    for (const socket of silentSockets) socket.destroy();
    await close(silent);
    await store.close();
  });

  it('finds products by a stemmed Russian query', async () => {
    const result = await store.verstak(['catalog', 'search', 'дрели', '--json']);
    expect(result.code).toBe(0);
    const data = JSON.parse(result.stdout) as { items: Array<{ id: number; title: string }>; total: number };
    expect(data.total).toBeGreaterThan(0);
    expect(data.items.every((p) => /[Дд]рел/.test(p.title))).toBe(true);
    // The table shows the id that `basket add` takes, first.
    const table = await store.verstak(['catalog', 'search', 'дрели']);
    expect(table.stdout).toMatch(/^ *id {2}code +title +price +stock$/m);
    expect(table.stdout).toMatch(new RegExp(`^ *${data.items[0]?.id} {2}\\S`, 'm'));
  });

  it('lists a section with a filter, only matching products, as a table', async () => {
    const json = await store.verstak([
      'catalog',
      'section',
      drills,
      '--filter',
      'brushless-is-yes',
      '--json',
    ]);
    expect(json.code).toBe(0);
    const data = JSON.parse(json.stdout) as { items: Array<{ code: string }>; total: number; page: number };
    expect(data.total).toBeGreaterThan(0);
    expect(data.page).toBe(1);
    const table = await store.verstak([
      'catalog',
      'section',
      `http://localhost:3000${drills}filter/brushless-is-yes/apply/`,
    ]);
    expect(table.stdout).toContain(`${data.total} products, page 1 of`);
    expect(table.stdout).toContain(data.items[0]?.code);
  });

  it('shows the last page, and calls a page past it an error rather than an empty page', async () => {
    const first = await store.verstak(['catalog', 'section', '/catalog/elektroinstrument/', '--json']);
    const { pageCount, total } = JSON.parse(first.stdout) as { pageCount: number; total: number };
    expect(pageCount).toBeGreaterThan(1);
    const last = await store.verstak([
      'catalog',
      'section',
      '/catalog/elektroinstrument/',
      '--page',
      `${pageCount}`,
    ]);
    expect(last.code).toBe(0);
    expect(last.stdout).toContain(`page ${pageCount} of ${pageCount}`);
    const past = await store.verstak(['catalog', 'section', '/catalog/elektroinstrument/', '--page', '999']);
    expect(past).toMatchObject({ code: 1, stdout: '' });
    expect(past.stderr.trim()).toBe(
      `error: Page 999 is past the last page of /catalog/elektroinstrument/: it has ${pageCount} pages (${total} products)`,
    );
  });

  it('parses a filter URL against the section and builds it back offline, in the order given', async () => {
    const url = `http://localhost:3000${drills}filter/price-from-1000-to-5000/brand-is-makita-or-bosch/apply/`;
    const parsed = await store.verstak(['filter', 'parse', url, '--json']);
    expect(parsed.code).toBe(0);
    expect(JSON.parse(parsed.stdout)).toEqual({
      sectionPath: drills,
      values: [
        { code: 'price', kind: 'range', from: 1000, to: 5000 },
        { code: 'brand', kind: 'choice', values: ['makita', 'bosch'] },
      ],
    });
    const built = await store.verstak(
      withPorts([
        '--api',
        'CLOSED',
        'filter',
        'build',
        drills,
        '--range',
        'price=1000..5000',
        '--choice',
        'brand=makita,bosch',
      ]),
    );
    expect(built.stdout.trim()).toBe(new URL(url).pathname);
    const reversed = await store.verstak([
      'filter',
      'build',
      drills,
      '--choice',
      'brand=bosch',
      '--range',
      'price=..5000',
    ]);
    expect(reversed.stdout.trim()).toBe(`${drills}filter/brand-is-bosch/price-to-5000/apply/`);
  });

  it('lists the 11 pickup cities and switches city with --city', async () => {
    const result = await store.verstak(['city', 'list', '--kind', 'pickup', '--json']);
    const cities = JSON.parse(result.stdout) as { items: Array<{ name: string }>; total: number };
    expect(cities.total).toBe(11);
    expect(cities.items.map((c) => c.name)).toEqual([
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
    const inYaroslavl = await store.verstak(['--city', 'yaroslavl', 'catalog', 'search', 'дрель', '--json']);
    const inMoscow = await store.verstak(['--city', 'moskva', 'catalog', 'search', 'дрель', '--json']);
    const delivery = (out: string) =>
      (JSON.parse(out) as { items: Array<{ deliveryShort: string }> }).items.map((p) => p.deliveryShort);
    expect(delivery(inYaroslavl.stdout)).not.toEqual(delivery(inMoscow.stdout));
  });

  it('sends the token of its session file, and none once it has expired', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'verstak-session-'));
    const file = join(folder, 'session.json');
    try {
      writeFileSync(file, JSON.stringify({ token: 'support-token', expiresAt: Date.now() + 3_600_000 }));
      store.authorizations.length = 0;
      expect((await store.verstak(['city', 'list', '--json'], { VERSTAK_SESSION: file })).code).toBe(0);
      expect(store.authorizations).toEqual(['Bearer support-token']);
      writeFileSync(file, JSON.stringify({ token: 'support-token', expiresAt: Date.now() - 1 }));
      store.authorizations.length = 0;
      expect((await store.verstak(['city', 'list', '--json'], { VERSTAK_SESSION: file })).code).toBe(0);
      expect(store.authorizations).toEqual([null]);
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });

  it('gives up on an API that accepts the connection but never answers, after --timeout', async () => {
    const result = await store.verstak(withPorts(['--api', 'SILENT', '--timeout', '0.5', 'city', 'list']));
    expect(silentSockets.length).toBeGreaterThan(0);
    expect(result).toMatchObject({ code: 1, stdout: '' });
    expect(result.stderr).toBe(`error: The API at http://127.0.0.1:${silentPort} did not answer in 0.5 s\n`);
  });

  it.each([
    [
      ['--api', 'CLOSED', 'city', 'list'],
      /^error: Cannot reach the Verstak API at http:\/\/127\.0\.0\.1:\d+: ECONNREFUSED$/,
    ],
    [['--city', 'atlantis', 'city', 'list'], /^error: Unknown city: atlantis\. Try: verstak city list$/],
    [
      ['catalog', 'section', '/catalog/x/', '--page', 'two'],
      /^error: option '--page <n>' argument 'two' is invalid\. --page must be a whole number from 1 to 10000$/,
    ],
    [
      ['catalog', 'search', 'дрель', '--limit', '-5'],
      /^error: option '--limit <n>' argument '-5' is invalid\. --limit must be a whole number from 1 to 50$/,
    ],
    [
      ['catalog', 'section', '/catalog/elektroinstrument/', '--sort', 'cheapest'],
      /^error: option '--sort <order>' argument 'cheapest' is invalid\. Allowed choices are popular, price-asc, price-desc, rating, new\.$/,
    ],
    [
      ['--timeout', '0', 'city', 'list'],
      /^error: option '--timeout <seconds>' argument '0' is invalid\. --timeout must be a number of seconds above 0/,
    ],
    [['--bogus'], /^error: unknown option '--bogus'$/],
    [['--jsn', 'city', 'list'], /^error: unknown option '--jsn' \(Did you mean --json\?\)$/],
    [['catalog'], /^error: a command is missing\. Usage: verstak catalog \[options\] \[command\]$/],
    [
      ['catalog', 'section', '/catalog/elektroinstrument/', '--filter', 'colour-is-red'],
      /^error: filter: Характеристика не найдена$/,
    ],
    [
      ['catalog', 'section', '/catalog/elektroinstrument/', '--filter', 'price-from-5000-to-100'],
      /^error: The range of price runs from 5000 to 100: its lower bound must not exceed its upper bound$/,
    ],
    [
      ['catalog', 'section', 'https://shop.example/catalog/nope/'],
      /^error: No catalogue section at \/catalog\/nope\/$/,
    ],
    [
      ['filter', 'build', '/catalog/a/', '--range', 'price=5000..100'],
      /^error: The range of price runs from 5000 to 100/,
    ],
    [
      ['filter', 'parse', '/about/'],
      /^error: Not a catalogue section path: \/about\/ \(expected something like/,
    ],
  ])('fails with one line, exit code 2 for a usage error and 1 for others: %j', async (args, line) => {
    const result = await store.verstak(withPorts(args));
    // Usage errors (a bad command, flag, flag value or path) exit with 2, as the shell's own do.
    const usage = /^\^error: (option|unknown option|a command is missing|Not a catalogue section path)/;
    expect(result).toMatchObject({ code: usage.test(line.source) ? 2 : 1, stdout: '' });
    expect(result.stderr.trim().split('\n')).toHaveLength(1);
    expect(result.stderr.trim()).toMatch(line);
  });

  it.each([
    [['--api', 'SILENT', '--timeout', '0.5', 'city', 'list'], 'timeout', /did not answer in 0\.5 s$/],
    [['--api', 'CLOSED', 'city', 'list'], 'network', /ECONNREFUSED$/],
    [['--city', 'atlantis', 'city', 'list'], 'unknown_city', /^Unknown city: atlantis/],
    [['catalog', 'section', '/catalog/x/', '--page', 'two'], 'usage', /^option '--page <n>' argument 'two'/],
    [['--bogus'], 'usage', /^unknown option '--bogus'$/],
    [
      ['catalog', 'section', '/catalog/elektroinstrument/', '--page', '999'],
      'page_out_of_range',
      /^Page 999 is past/,
    ],
    [
      ['catalog', 'section', '/catalog/elektroinstrument/', '--filter', 'price-from-5000-to-100'],
      'invalid_range',
      /5000 to 100/,
    ],
    [
      ['catalog', 'section', '/catalog/elektroinstrument/', '--filter', 'colour-is-red'],
      'validation',
      /^filter: /,
    ],
    [
      ['catalog', 'section', '/catalog/nope/'],
      'section_not_found',
      /^No catalogue section at \/catalog\/nope\/$/,
    ],
  ])(
    'under --json, fails with exit code 1 (2 for usage) and a JSON error on stderr: %j',
    async (args, code, message) => {
      const result = await store.verstak(withPorts(['--json', ...args]));
      expect(result).toMatchObject({ code: code === 'usage' ? 2 : 1, stdout: '' });
      expect(result.stderr.endsWith('}\n')).toBe(true);
      const body = JSON.parse(result.stderr) as { error: { code: string; message: string } };
      expect(Object.keys(body)).toEqual(['error']);
      expect(Object.keys(body.error)).toEqual(['code', 'message']);
      expect(body.error.code).toBe(code);
      expect(body.error.message).toMatch(message);
    },
  );
});

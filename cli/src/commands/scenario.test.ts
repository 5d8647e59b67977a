// `verstak scenario run` through `run`, against a fake API and an injected clock: the progress lines
// carry the clock's durations, --junit writes through the injected file writer, exit codes.
import { describe, expect, it } from 'vitest';
import type { Io } from '../io';
import { run } from '../program';

const products = [
  { id: 11, isAvailable: false, title: 'Нет в наличии' },
  { id: 12, isAvailable: true, title: 'Дрель' },
];

/** A fake API answering the search and the basket, with a guest session. */
async function fakeFetch(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  const url = new URL(String(input));
  const path = url.pathname.replace('/api/v4', '');
  const json = (data: unknown, status = 200) =>
    new Response(JSON.stringify(status === 200 ? { data } : data), {
      status,
      headers: { 'content-type': 'application/json' },
    });
  if (path === '/users/refresh') return json({ accessToken: 'guest.1.x', expiresAt: Date.now() + 60_000 });
  if (!new Headers(init?.headers).get('authorization'))
    return json({ errors: { common: 'No session' } }, 401);
  if (path === '/users/personal') {
    if (new Headers(init?.headers).get('authorization') !== 'Bearer live-token')
      return json({ code: 'unauthorized', errors: { common: 'Войдите в аккаунт' } }, 401);
    return json({ user: { name: 'Иван Петров', phone: '+7 (900) 000-00-01', email: '' }, bankDetails: [] });
  }
  if (path === '/catalog/search')
    return json({ query: url.searchParams.get('q'), total: 2, products, sections: [] });
  if (path === '/catalog/basket/add') {
    const form = new URLSearchParams(String(init?.body));
    return json({
      items: [{ id: Number(form.get('productId')), quantity: Number(form.get('quantity')) }],
      itemsTotal: 2,
    });
  }
  return json({ errors: { common: 'Страница не найдена' } }, 404);
}

function harness(scenario: unknown) {
  const out: string[] = [];
  const err: string[] = [];
  const files = new Map<string, string>();
  let ticks = 0;
  const io: Io = {
    out: (t) => out.push(t),
    err: (t) => err.push(t),
    env: { VERSTAK_SESSION: '/nonexistent/verstak-session.json' },
    fetch: fakeFetch as typeof fetch,
    // Each look at the clock is 250 ms later.
    now: () => {
      ticks += 250;
      return ticks;
    },
    readFile: async (path) => {
      if (path !== 'journey.json') throw Object.assign(new Error('nope'), { code: 'ENOENT' });
      return JSON.stringify(scenario);
    },
    writeFile: async (path, content) => {
      files.set(path, content);
    },
  };
  return { io, out, err, files };
}

describe('verstak scenario run', () => {
  it('prints a ✓ line per step with the injected clock durations, and writes JUnit', async () => {
    const h = harness({
      name: 'Search and add',
      steps: [
        { step: 'search', query: 'дрель', expect: { product: 12, total: { min: 1 } } },
        { step: 'add', quantity: 2, name: 'two drills', expect: { 'items.0.id': 12, itemsTotal: 2 } },
      ],
    });
    const code = await run(
      ['scenario', 'run', 'journey.json', '--base-url', 'http://shop.test', '--junit', 'out.xml'],
      h.io,
    );
    expect(h.err).toEqual([]);
    expect(code).toBe(0);
    expect(h.out).toEqual([
      'Scenario: Search and add (http://shop.test)',
      '✓ 1. search «дрель» (250 ms)',
      '✓ 2. two drills (250 ms)',
      'Passed: 2 steps in 500 ms',
    ]);
    expect(h.files.get('out.xml')).toContain(
      '<testcase classname="Search and add" name="two drills" time="0.250"/>',
    );
  });

  it('--events prints the tracking events each step caused under its line, and --json keeps them per step', async () => {
    const scenario = {
      name: 'Search and add',
      steps: [
        { step: 'search', query: 'дрель' },
        { step: 'add', quantity: 2 },
      ],
    };
    const h = harness(scenario);
    expect(
      await run(['scenario', 'run', 'journey.json', '--base-url', 'http://shop.test', '--events'], h.io),
    ).toBe(0);
    expect(h.out).toEqual([
      'Scenario: Search and add (http://shop.test)',
      '✓ 1. search «дрель» (250 ms)',
      '    → search «дрель»',
      '    → impressions: 11, 12',
      '✓ 2. add the picked product × 2 (250 ms)',
      '    → add: 12×2',
      '    → goal add_to_cart',
      'Passed: 2 steps in 500 ms',
    ]);
    const json = harness(scenario);
    expect(
      await run(
        ['scenario', 'run', 'journey.json', '--base-url', 'http://shop.test', '--events', '--json'],
        json.io,
      ),
    ).toBe(0);
    const report = JSON.parse(json.out.join('\n')) as { steps: Array<{ events: string[] }> };
    expect(report.steps.map((s) => s.events)).toEqual([
      ['search «дрель»', 'impressions: 11, 12'],
      ['add: 12×2', 'goal add_to_cart'],
    ]);
  });

  it('exits 1 naming the failed step and why; the steps after it are not run', async () => {
    const h = harness({
      name: 'Wrong expectation',
      steps: [
        { step: 'search', query: 'дрель', expect: { total: 3 } },
        { step: 'add', quantity: 2 },
      ],
    });
    const code = await run(['scenario', 'run', 'journey.json', '--base-url', 'http://shop.test'], h.io);
    expect(code).toBe(1);
    expect(h.out).toEqual([
      'Scenario: Wrong expectation (http://shop.test)',
      '✗ 1. search «дрель» (250 ms): total: expected 3, got 2',
    ]);
    expect(h.err).toEqual([
      'error: Scenario "Wrong expectation" failed at step 1 (search «дрель»): total: expected 3, got 2',
    ]);
  });

  it("reports the API's refusal as the step's failure", async () => {
    const h = harness({ name: 'No such page', steps: [{ step: 'order' }] });
    expect(await run(['scenario', 'run', 'journey.json', '--base-url', 'http://shop.test'], h.io)).toBe(1);
    expect(h.out[1]).toBe('✗ 1. order (250 ms): No order yet: a checkout step must come first');
  });

  it('a register step against a store without an outbox for this machine sends no SMS: it asks the outbox first', async () => {
    const h = harness({ name: 'Register remotely', steps: [{ step: 'register' }] });
    const paths: string[] = [];
    h.io.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
      const path = new URL(String(input)).pathname;
      paths.push(path);
      // A store that would send the code (a real SMS on a production store).
      if (path === '/api/v4/users/authentication')
        return new Response(
          JSON.stringify({ data: { sentTo: '+7 (977) ***-**-12', retryAfter: 60, expiresIn: 300 } }),
          { headers: { 'content-type': 'application/json' } },
        );
      // Its outbox is absent for this machine: 404, as for a route that does not exist.
      if (path === '/api/v4/dev/outbox') return new Response('{}', { status: 404 });
      return fakeFetch(input, init);
    }) as typeof fetch;
    expect(await run(['scenario', 'run', 'journey.json', '--base-url', 'http://shop.test'], h.io)).toBe(1);
    expect(h.out[1]).toMatch(
      /^✗ 1\. register a fresh buyer \(\d+ ms\): The store at http:\/\/shop\.test has no development outbox/,
    );
    // A production store would text a code to a random stranger's phone (+7 977…) for nothing.
    expect(paths).not.toContain('/api/v4/users/authentication');
  });

  it('exits 2 for a missing file, 1 with the JSON path for a bad scenario', async () => {
    const missing = harness({});
    expect(await run(['scenario', 'run', 'other.json'], missing.io)).toBe(2);
    expect(missing.err).toEqual(['error: Cannot read the scenario other.json: no such file']);
    const bad = harness({
      name: 'x',
      steps: [{ step: 'pay', outcome: 'success', expect: { a: { between: 1 } } }],
    });
    expect(await run(['--json', 'scenario', 'run', 'journey.json'], bad.io)).toBe(1);
    expect(JSON.parse(bad.err[0] ?? '')).toEqual({
      error: { code: 'scenario_invalid', message: 'steps[0].expect.a: Unknown fields: between' },
    });
  });

  it('exits 3 when the store cannot be reached, an error rather than a failure, and still writes the report', async () => {
    const h = harness({ name: 'Down', steps: [{ step: 'search', query: 'дрель' }, { step: 'add' }] });
    h.io.fetch = (async () => {
      throw Object.assign(new TypeError('fetch failed'), { cause: { code: 'ECONNREFUSED' } });
    }) as typeof fetch;
    const code = await run(
      ['scenario', 'run', 'journey.json', '--base-url', 'http://shop.test', '--junit', 'r.xml'],
      h.io,
    );
    expect(code).toBe(3);
    expect(h.err[0]).toMatch(/^error: The store at http:\/\/shop\.test could not be reached/);
    const xml = h.files.get('r.xml') ?? '';
    expect(xml).toContain('tests="2" failures="0" errors="1" skipped="1"');
    expect(xml).toMatch(/<error message="[^"]+">/);
  });

  it('writes the report for a scenario that is not valid, naming the problem', async () => {
    const h = harness({ name: 'x', steps: [{ step: 'add', quantity: 0 }] });
    expect(await run(['scenario', 'run', 'journey.json', '--junit', 'r.xml'], h.io)).toBe(1);
    expect(h.err).toEqual(['error: steps[0].quantity: Must be at least 1']);
    expect(h.files.get('r.xml')).toContain(
      '<error message="steps[0].quantity: Must be at least 1">steps[0].quantity: Must be at least 1</error>',
    );
  });

  it('runs every scenario of a folder into one report; exit 1 names the first that failed', async () => {
    const h = harness({});
    const files: Record<string, unknown> = {
      'ci/a.json': { name: 'A', steps: [{ step: 'search', query: 'дрель' }] },
      'ci/b.json': { name: 'B', steps: [{ step: 'search', query: 'дрель', expect: { total: 9 } }] },
    };
    h.io.readDir = async (path) => {
      if (path !== 'ci') throw new Error('not a folder');
      return ['b.json', 'notes.txt', 'a.json'];
    };
    h.io.readFile = async (path) => JSON.stringify(files[path]);
    const code = await run(
      ['scenario', 'run', 'ci', '--base-url', 'http://shop.test', '--junit', 'all.xml'],
      h.io,
    );
    expect(code).toBe(1);
    expect(h.out.filter((l) => l.startsWith('Scenario: '))).toEqual([
      'Scenario: A (http://shop.test)',
      'Scenario: B (http://shop.test)',
    ]);
    expect(h.out.at(-1)).toBe('1 of 2 scenarios passed');
    expect(h.err).toEqual([
      'error: Scenario "B" failed at step 1 (search «дрель»): total: expected 9, got 2',
    ]);
    const xml = h.files.get('all.xml') ?? '';
    expect(xml.match(/<testsuite /g)).toHaveLength(2);
    expect(xml).toContain('package="ci/a.json"');
  });

  it('puts environment variables into string values, and names one that is missing', async () => {
    const h = harness({
      name: 'Env',
      // biome-ignore lint/suspicious/noTemplateCurlyInString: a scenario file's ${VARIABLE}, not a template
      steps: [{ step: 'search', query: '${QUERY}', expect: { query: '${QUERY}', total: '${TOTAL:-2}' } }],
    });
    h.io.env.QUERY = 'перфоратор';
    expect(await run(['scenario', 'run', 'journey.json', '--base-url', 'http://shop.test'], h.io)).toBe(1);
    // `total` is compared as the string "2": the variable is text, whatever it holds.
    expect(h.out[1]).toBe('✗ 1. search «перфоратор» (250 ms): total: expected "2", got 2');
    delete h.io.env.QUERY;
    const missing = harness({
      name: 'Env',
      // biome-ignore lint/suspicious/noTemplateCurlyInString: a scenario file's ${VARIABLE}, not a template
      steps: [{ step: 'login', login: 'a@b.ru', password: '${BUYER_PASSWORD}' }],
    });
    expect(await run(['scenario', 'run', 'journey.json'], missing.io)).toBe(1);
    expect(missing.err[0]).toBe(
      // biome-ignore lint/suspicious/noTemplateCurlyInString: a scenario file's ${VARIABLE}, not a template
      'error: steps[0].password: The environment variable BUYER_PASSWORD is not set (the scenario uses ${BUYER_PASSWORD}; write ${BUYER_PASSWORD:-default} for a default)',
    );
  });

  it('logs in with a token from the environment (no password, no session file); a dead one says so', async () => {
    const scenario = {
      name: 'Token',
      // biome-ignore lint/suspicious/noTemplateCurlyInString: a scenario file's ${VARIABLE}, not a template
      steps: [{ step: 'login', token: '${VERSTAK_TOKEN}', expect: { name: 'Иван Петров' } }],
    };
    const live = harness(scenario);
    live.io.env.VERSTAK_TOKEN = 'live-token';
    expect(await run(['scenario', 'run', 'journey.json', '--base-url', 'http://shop.test'], live.io)).toBe(0);
    expect(live.out[1]).toBe('✓ 1. log in with the token (250 ms)');
    const dead = harness(scenario);
    dead.io.env.VERSTAK_TOKEN = 'expired-token';
    expect(await run(['scenario', 'run', 'journey.json', '--base-url', 'http://shop.test'], dead.io)).toBe(1);
    expect(dead.out[1]).toMatch(/^✗ 1\. log in with the token \(250 ms\): The token is not a live login/);
    const both = harness({ name: 'x', steps: [{ step: 'login', token: 't', login: 'a@b.ru' }] });
    expect(await run(['scenario', 'run', 'journey.json'], both.io)).toBe(1);
    expect(both.err).toEqual([
      'error: steps[0]: A login step takes "login" and "password", or "token" alone',
    ]);
  });
});

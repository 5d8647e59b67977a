import { readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Endpoint, Route } from '@verstak/sdk/contract';
import * as contract from '@verstak/sdk/contract';
import { createApi, migrate, openDatabase, seed } from '@verstak/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { repoRoot, specDir } from '../support/spec-dir';

interface SpecCall {
  method: string;
  path: string;
}

/** Paths are compared without placeholder names and trailing slashes: `/cities/{id}` ~ `/cities/{}`. */
function key(method: string, path: string): string {
  return `${method} ${path.replace(/\{\w*\??\}/g, '{}').replace(/\/$/, '')}`;
}

const specCalls: SpecCall[] = readFileSync(resolve(specDir(), 'api-calls.tsv'), 'utf8')
  .split('\n')
  .slice(1)
  .filter((line) => line.trim() !== '')
  .map((line) => {
    const [method = '', path = ''] = line.split('\t');
    return { method, path };
  });
const specKeys = new Set(specCalls.map((c) => key(c.method, c.path)));

const namedCalls = Object.entries(contract as Record<string, unknown>).filter(
  (entry): entry is [string, Route] =>
    typeof entry[1] === 'object' && entry[1] !== null && 'method' in entry[1] && 'path' in entry[1],
);
/** Endpoints carry schemas; routes are what the SDK's domain modules send. */
const namedEndpoints = namedCalls.filter((entry): entry is [string, Endpoint] => 'input' in entry[1]);
const namedRoutes = namedCalls.filter(([, call]) => !('input' in call));

/** The calls issue #2 (the walking skeleton) builds end to end. */
const SLICE = [
  'GET /base',
  'GET /cities',
  'GET /cities/{id}',
  'GET /cities/current',
  'GET /pages/main',
  'GET /pages/catalog',
  'GET /pages/catalog/section',
  'GET /pages/catalog/section/filter',
  'GET /pages/catalog/product/{code}',
  'GET /pages/404',
  'GET /catalog/search',
  'GET /catalog/sections',
  'GET /catalog/products',
];

const sdkApiSource = readdirSync(resolve(repoRoot, 'sdk/src/api'))
  .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))
  .map((f) => readFileSync(resolve(repoRoot, 'sdk/src/api', f), 'utf8'))
  .join('\n');

describe('the contract against spec/api-calls.tsv', () => {
  let db: Awaited<ReturnType<typeof openDatabase>>;
  let api: ReturnType<typeof createApi>;

  beforeAll(async () => {
    db = await openDatabase({});
    await migrate(db);
    await seed(db, { products: 50 });
    api = createApi({ db });
  });
  afterAll(async () => {
    await db.close();
    const defined = new Set(contract.allEndpoints.map((e) => key(e.method, e.path)));
    const built = specCalls.filter((c) => defined.has(key(c.method, c.path))).length;
    console.log(`Contract: ${built} of ${specCalls.length} spec calls built so far`);
  });

  it('defines every call of this slice', () => {
    const defined = new Set(contract.allEndpoints.map((e) => key(e.method, e.path)));
    const missing = SLICE.filter((call) => {
      const [method = '', path = ''] = call.split(' ');
      return !defined.has(key(method, path));
    });
    expect(missing).toEqual([]);
  });

  it('defines only calls the spec lists', () => {
    const unknown = contract.allEndpoints.filter((e) => !specKeys.has(key(e.method, e.path)));
    expect(unknown.map((e) => `${e.method} ${e.path}`)).toEqual([]);
  });

  it('lists every endpoint definition in allEndpoints', () => {
    const listed = new Set(contract.allEndpoints);
    expect(namedEndpoints.filter(([, e]) => !listed.has(e)).map(([name]) => name)).toEqual([]);
  });

  it('pairs every endpoint with its route, `{name}Route`, of the same id, method and path', () => {
    const routes = new Map(namedRoutes);
    const unpaired = namedEndpoints.filter(([name, e]) => {
      const route = routes.get(`${name}Route`);
      return route?.id !== e.id || route.method !== e.method || route.path !== e.path;
    });
    expect(unpaired.map(([name]) => name)).toEqual([]);
    expect(namedRoutes.length).toBe(namedEndpoints.length);
  });

  it('gives every defined call an SDK method', () => {
    const withoutMethod = namedEndpoints.filter(
      ([name]) => !new RegExp(`\\b${name}Route\\b`).test(sdkApiSource),
    );
    expect(withoutMethod.map(([name, e]) => `${name} (${e.method} ${e.path})`)).toEqual([]);
  });

  it('gives every defined call a server route', async () => {
    const withoutRoute: string[] = [];
    for (const endpoint of contract.allEndpoints) {
      const path = endpoint.path.replace(/\{\w+\}/g, 'x');
      const response = await api.fetch(
        new Request(`http://api.test/api/v4${path}`, { method: endpoint.method }),
      );
      const body = (await response.json()) as { code?: string };
      if (response.status === 404 && body.code === 'not_found')
        withoutRoute.push(`${endpoint.method} ${endpoint.path}`);
    }
    expect(withoutRoute).toEqual([]);
  });
});

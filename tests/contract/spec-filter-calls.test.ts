import { readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { createApi, type Db, migrate, openDatabase, seed } from '@verstak/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { repoRoot } from '../support/repo-root';

// Issue 17: a project check found the filter calls of §7.2 with a code in their path
// (`/pages/catalog/tag/{code}/filter`, `/brands/tag/{code}/filter`, `/pages/promos/{code}/filter`)
// nowhere in sdk/: the contract made them from the page's path, so only generated files spelled them.
// Every filter call the spec names is written out in the contract's source, and answers over HTTP at
// exactly the path the spec gives.

/** The §7.2 filter calls of docs/spec-calls.tsv: the path as the spec writes it and the contract call. */
const filterCalls = readFileSync(resolve(repoRoot, 'docs/spec-calls.tsv'), 'utf8')
  .split('\n')
  .map((line) => line.split('\t'))
  .filter(([method, path, section]) => method === 'GET' && path?.endsWith('/filter') && section === '§7.2')
  .map(([, path = '', , call = '']) => ({ path, call }));

const contractDir = resolve(repoRoot, 'sdk/src/contract');
const contractSource = readdirSync(contractDir)
  .filter((f) => f.endsWith('.ts') && !f.includes('.test'))
  .map((f) => readFileSync(resolve(contractDir, f), 'utf8'))
  .join('\n');

describe('the filter calls of §7.2', () => {
  let db: Db;
  let api: ReturnType<typeof createApi>;
  /** A seeded code for each placeholder kind, by the path's start. */
  let codes: Record<string, string>;

  beforeAll(async () => {
    db = await openDatabase({});
    await migrate(db);
    await seed(db, { products: 300 });
    api = createApi({ db });
    const first = async (table: string) =>
      (await db.query<{ code: string }>(`SELECT code FROM ${table} ORDER BY code LIMIT 1`))[0]
        ?.code as string;
    codes = {
      '/pages/catalog/tag/': await first('catalog_tags'),
      '/brands/tag/': await first('brand_tags'),
      '/pages/promos/': await first('promotions'),
    };
  }, 120_000);
  afterAll(() => db.close());

  it('include the three with a code in their path, each built', () => {
    expect(filterCalls.map((c) => c.path)).toEqual(
      expect.arrayContaining([
        '/pages/catalog/tag/{code}/filter',
        '/brands/tag/{code}/filter',
        '/pages/promos/{code}/filter',
      ]),
    );
    expect(filterCalls.filter((c) => c.call === '-')).toEqual([]);
  });

  it('are each written out in the contract (sdk/src/contract), as the spec spells them', () => {
    const missing = filterCalls.filter((c) => !contractSource.includes(`'${c.path}'`)).map((c) => c.path);
    expect(missing).toEqual([]);
  });

  it('answer the facets at exactly the spec path', async () => {
    const wrong: string[] = [];
    for (const { path } of filterCalls) {
      const prefix = Object.keys(codes).find((p) => path.startsWith(p));
      const url = prefix ? path.replace('{code}', codes[prefix] as string) : path;
      const query = path.startsWith('/pages/search')
        ? `?q=${encodeURIComponent('дрель')}`
        : path.startsWith('/pages/catalog/section/')
          ? '?path=/catalog/elektroinstrument/'
          : '';
      const response = await api.fetch(new Request(`http://api.test/api/v4${url}${query}`));
      const body = (await response.json()) as { data?: { items?: unknown[]; total?: number } };
      if (response.status !== 200 || !Array.isArray(body.data?.items) || typeof body.data?.total !== 'number')
        wrong.push(`${url}: ${response.status}`);
    }
    expect(wrong).toEqual([]);
  });
});

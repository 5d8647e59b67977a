import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { allEndpoints, type Endpoint } from '@verstak/sdk/contract';
import * as routes from '@verstak/sdk/routes';
import { createApi, migrate, openDatabase, seed } from '@verstak/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { repoRoot } from '../support/repo-root';

/** One row of docs/spec-calls.tsv: a call the spec names, its section, and the contract call building it. */
interface SpecCall {
  method: string;
  path: string;
  section: string;
  /** `domain.key` of the contract's call, or `-` while it is not built. */
  call: string;
}

const specCalls: SpecCall[] = readFileSync(resolve(repoRoot, 'docs/spec-calls.tsv'), 'utf8')
  .split('\n')
  .slice(1)
  .filter((line) => line.trim() !== '')
  .map((line) => {
    const [method = '', path = '', section = '', call = ''] = line.split('\t');
    return { method, path, section, call };
  });

/** Paths compare without placeholder names and trailing slashes: `/cities/{id}` ~ `/cities/{code}/`. */
const shape = (method: string, path: string) =>
  `${method} ${path.replace(/\{\w*\??\}/g, '{}').replace(/\/$/, '')}`;

const endpointsById = new Map(allEndpoints.map((e) => [e.id, e]));
/** Our own calls (`own: true`, support) are generated like the spec's but are not the spec's: never in the list. */
const ownById = new Map(allEndpoints.filter((e) => e.own).map((e) => [e.id, e]));
/** The calls of the spec: every row not flagged as ours. */
const specEndpoints = allEndpoints.filter((e) => !e.own);
const builtRows = specCalls.filter((c) => c.call !== '-');

describe('the contract against the repository list of the spec calls (docs/spec-calls.tsv)', () => {
  afterAll(() => {
    console.log(`Contract: ${builtRows.length} of ${specCalls.length} spec calls built`);
  });

  it('lists each spec call once, with its method, a path under /api/v4 and a section of §7', () => {
    expect(specCalls.length).toBeGreaterThan(0);
    const seen = new Set<string>();
    for (const c of specCalls) {
      expect(['GET', 'POST', 'PATCH', 'DELETE'], `${c.method} ${c.path}`).toContain(c.method);
      expect(c.path, c.path).toMatch(/^\//);
      expect(c.section, `${c.method} ${c.path}`).toMatch(/^§7\.\d$/);
      expect(seen.has(`${c.method} ${c.path}`), `${c.method} ${c.path} is listed twice`).toBe(false);
      seen.add(`${c.method} ${c.path}`);
    }
  });

  it('builds each call the list marks built, with the method and path the spec gives', () => {
    const wrong = builtRows.flatMap((c) => {
      const endpoint = endpointsById.get(c.call);
      if (!endpoint) return [`${c.call}: no such call in the contract`];
      return shape(endpoint.method, endpoint.path) === shape(c.method, c.path)
        ? []
        : [`${c.call}: ${endpoint.method} ${endpoint.path} but the spec says ${c.method} ${c.path}`];
    });
    expect(wrong).toEqual([]);
  });

  it('keeps our own calls (support) out of the list', () => {
    expect(builtRows.filter((c) => ownById.has(c.call)).map((c) => c.call)).toEqual([]);
  });

  it('has every contract call in the list, marked built, exactly once', () => {
    const marks = new Map<string, number>();
    for (const c of builtRows) marks.set(c.call, (marks.get(c.call) ?? 0) + 1);
    const unlisted = specEndpoints
      .filter((e) => marks.get(e.id) !== 1)
      .map((e) => `${e.id} (${e.method} ${e.path})`);
    expect(unlisted).toEqual([]);
  });

  it('gives every call a doc line naming its spec section, and the section the list names', () => {
    const bySection = new Map(builtRows.map((c) => [c.call, c.section]));
    const wrong = specEndpoints.filter((e) => !e.doc.includes(bySection.get(e.id) ?? '§?'));
    expect(wrong.map((e) => `${e.id}: "${e.doc}" does not name ${bySection.get(e.id)}`)).toEqual([]);
  });

  it('sends each call as the table says: the generated routes match the tables', () => {
    const generated = Object.entries(routes)
      .filter(([name]) => name.endsWith('Routes'))
      .flatMap(([, table]) => Object.values(table as Record<string, { id: string }>));
    expect(generated.map((r) => r.id).sort()).toEqual(allEndpoints.map((e) => e.id).sort());
    for (const route of generated as unknown as Endpoint[]) {
      const endpoint = endpointsById.get(route.id);
      expect({ method: route.method, path: route.path, encoding: route.encoding }).toEqual({
        method: endpoint?.method,
        path: endpoint?.path,
        encoding: endpoint?.encoding,
      });
    }
  });

  describe('on the reference server', () => {
    let db: Awaited<ReturnType<typeof openDatabase>>;
    let api: ReturnType<typeof createApi>;

    beforeAll(async () => {
      db = await openDatabase({});
      await migrate(db);
      await seed(db, { products: 50 });
      api = createApi({ db });
    });
    afterAll(() => db.close());

    it('answers every call of the contract at its method and path', async () => {
      const unanswered: string[] = [];
      for (const endpoint of allEndpoints) {
        const path = endpoint.path.replace(/\{\w+\}/g, 'x');
        const response = await api.fetch(
          new Request(`http://api.test/api/v4${path}`, { method: endpoint.method }),
        );
        const body = (await response.json()) as { code?: string };
        if (body.code === 'not_found' || body.code === 'method_not_allowed')
          unanswered.push(`${endpoint.method} ${endpoint.path}`);
      }
      expect(unanswered).toEqual([]);
    });

    it('answers 405 with Allow for a method a path does not take', async () => {
      const response = await api.fetch(
        new Request('http://api.test/api/v4/catalog/search', { method: 'DELETE' }),
      );
      expect(response.status).toBe(405);
      expect(response.headers.get('allow')).toBe('GET, HEAD');
      expect(((await response.json()) as { code: string }).code).toBe('method_not_allowed');
    });
  });
});

import { describe, expect, it } from 'vitest';
import { allEndpoints } from './endpoint';

/** A route as the server's router tells routes apart: its method and path, placeholder names aside. */
const routeOf = (method: string, path: string) => `${method} ${path.replace(/\{\w+\}/g, '{}')}`;

// The compile-time check (duplicate-routes.ts, tables.ts) is the first net; this is the second, at run
// time, and also catches two paths that differ only in a placeholder's name.
describe('the routes of the registry', () => {
  it('gives every row a method and path of its own', () => {
    const byRoute = new Map<string, string[]>();
    for (const e of allEndpoints) {
      const route = routeOf(e.method, e.path);
      byRoute.set(route, [...(byRoute.get(route) ?? []), e.id]);
    }
    const duplicates = [...byRoute]
      .filter(([, ids]) => ids.length > 1)
      .map(([r, ids]) => `${r}: ${ids.join(', ')}`);
    expect(duplicates).toEqual([]);
  });

  it('tells two rows apart by method and by path, not by placeholder name', () => {
    expect(routeOf('GET', '/cities/{id}')).toBe(routeOf('GET', '/cities/{code}'));
    expect(routeOf('GET', '/pages/main')).not.toBe(routeOf('POST', '/pages/main'));
  });
});

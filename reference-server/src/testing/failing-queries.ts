import type { Db } from '../db/database';

/**
 * `db` whose queries fail with the error `failure()` gives (a dropped connection, a closed store), and
 * run as usual while it gives null; everything else of `db` is untouched.
 */
export function failingQueries(db: Db, failure: () => Error | null): Db {
  return new Proxy(db, {
    get(target, property) {
      if (property === 'query') {
        const query = target.query.bind(target);
        return (async (...args: Parameters<Db['query']>) => {
          const error = failure();
          if (error) throw error;
          return query(...args);
        }) as Db['query'];
      }
      const value = Reflect.get(target, property, target) as unknown;
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from './database';
import { openDatabase } from './open-database';

describe('PGlite under many concurrent callers', () => {
  let db: Db;
  beforeAll(async () => {
    db = await openDatabase();
  });
  afterAll(() => db.close());

  it('gives waiting I/O a turn while statements keep coming (no request starves)', async () => {
    const LIMIT = 3000;
    let statements = 0;
    let statementsBeforeIo: number | undefined;
    // 20 callers that each issue their next statement as soon as the last one answers, as busy
    // requests do; an I/O callback (a socket that became readable, say) is queued meanwhile.
    const caller = async () => {
      while (statementsBeforeIo === undefined && statements < LIMIT) {
        await db.query('SELECT 1');
        statements++;
      }
    };
    const callers = Array.from({ length: 20 }, caller);
    setImmediate(() => {
      statementsBeforeIo = statements;
    });
    await Promise.all(callers);
    // The callback ran while the callers were still busy, not after all of their statements.
    expect(statementsBeforeIo).toBeDefined();
    expect(statementsBeforeIo).toBeLessThan(LIMIT);
  });

  it('answers concurrent callers in the order they asked', async () => {
    const order: number[] = [];
    await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        db.query<{ i: number }>('SELECT $1::int AS i', [i]).then(([row]) => order.push(row?.i ?? -1)),
      ),
    );
    expect(order).toEqual(Array.from({ length: 30 }, (_, i) => i));
  });

  it('runs a transaction as one turn, its statements inside it', async () => {
    await db.exec('CREATE TABLE IF NOT EXISTS turns (n int)');
    const outside = db.query('SELECT 1');
    const sum = await db.transaction(async (tx) => {
      await tx.query('INSERT INTO turns VALUES (1), (2)');
      const [row] = await tx.query<{ s: number }>('SELECT sum(n) AS s FROM turns');
      return row?.s;
    });
    await outside;
    expect(sum).toBe(3);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from './database';
import { openDatabase } from './open-database';
import { TYPES_ROW, TYPES_SQL } from './type-parsers.fixture';

describe('PGlite values', () => {
  let db: Db;
  beforeAll(async () => {
    db = await openDatabase();
  });
  afterAll(() => db.close());

  it('are plain JS numbers, dates and text, as on node-postgres (no casts needed)', async () => {
    expect(await db.query(TYPES_SQL)).toEqual([TYPES_ROW]);
  });
});

import type { Db } from '../db/database';
import { perDatabase } from '../db/per-database';

/** A row of `brands`. */
export interface BrandRow {
  id: number;
  code: string;
  title: string;
  country: string;
}

/** Every brand by id, loaded once per database: brands only change with the seed. */
export const brandsOf = perDatabase(
  async (db: Db) =>
    new Map((await db.query<BrandRow>('SELECT id, code, title, country FROM brands')).map((b) => [b.id, b])),
);

import { sectionRowsOf } from '../catalog/sections';
import type { Db } from '../db/database';

/** Each section's title by id, from the cached tree. */
export async function sectionTitlesOf(db: Db): Promise<ReadonlyMap<number, string>> {
  return new Map((await sectionRowsOf(db)).map((s) => [s.id, s.title]));
}

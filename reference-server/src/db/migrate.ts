import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Db } from './database';
import { STARTUP_LOCK } from './startup-lock';

/** The migrations folder, found from src/ (tests) or dist/ (the built package). */
function migrationsDir(): string {
  for (const relative of ['../../migrations/', '../migrations/']) {
    const dir = fileURLToPath(new URL(relative, import.meta.url));
    if (existsSync(dir)) return dir;
  }
  throw new Error('The migrations folder of @verstak/server is missing');
}

/** Applies the SQL migrations not applied yet, in file-name order, each in a transaction. */
export async function migrate(db: Db): Promise<string[]> {
  // Under the start-up lock: two servers starting at once on an empty database would otherwise both
  // create the same tables (duplicate-key failures).
  return db.withLock(STARTUP_LOCK, () => applyMigrations(db));
}

async function applyMigrations(db: Db): Promise<string[]> {
  await db.exec(
    'CREATE TABLE IF NOT EXISTS schema_migrations (name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())',
  );
  const done = new Set(
    (await db.query<{ name: string }>('SELECT name FROM schema_migrations')).map((r) => r.name),
  );
  const dir = migrationsDir();
  const applied: string[] = [];
  for (const name of readdirSync(dir)
    .filter((f) => f.endsWith('.sql'))
    .sort()) {
    if (done.has(name)) continue;
    const sql = readFileSync(`${dir}${name}`, 'utf8');
    await db.transaction(async (tx) => {
      await tx.exec(sql);
      await tx.query('INSERT INTO schema_migrations (name) VALUES ($1)', [name]);
    });
    applied.push(name);
  }
  return applied;
}

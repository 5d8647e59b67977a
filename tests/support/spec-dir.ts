import { existsSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository root. */
export const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

/**
 * The spec folder: `VERSTAK_SPEC_DIR`, else `shared/spec` beside the repository (as CI lays it out).
 * Throws a message naming the fix when it is not there.
 */
export function specDir(): string {
  const dir = process.env.VERSTAK_SPEC_DIR ?? resolve(repoRoot, '../shared/spec');
  if (!existsSync(resolve(dir, 'api-calls.tsv'))) {
    throw new Error(`spec/api-calls.tsv not found in ${dir}: set VERSTAK_SPEC_DIR to the spec folder`);
  }
  return dir;
}

import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository root: suites read the repository's own files from here, never from outside it. */
export const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

// The rule of issue 15 §1: plumbing (http/) imports no feature. A feature gives http what it needs
// through the request context or the options create-api.ts (the composition root) builds.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const thisFile = fileURLToPath(import.meta.url);
const httpDir = dirname(thisFile);
const srcDir = resolve(httpDir, '..');

/** The folders of src/ that are plumbing too: http may import them. Every other one is a feature's. */
const PLUMBING = new Set(['http', 'context', 'db', 'log']);

/** Every `.ts` file under `dir`. */
function tsFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return tsFiles(path);
    return entry.name.endsWith('.ts') ? [path] : [];
  });
}

/** The relative specifiers a source imports or re-exports, statically or dynamically. */
function relativeImports(source: string): string[] {
  const found = source.matchAll(/(?:\bfrom\s*|\bimport\s*\(\s*|^\s*import\s+)['"](\.{1,2}\/[^'"]+)['"]/gm);
  return Array.from(found, (match) => match[1] as string);
}

/** The folder of src/ an import lands in (`''` for a file at src/'s top), or null outside src/. */
function landingFolder(file: string, specifier: string): string | null {
  const target = relative(srcDir, resolve(dirname(file), specifier));
  if (target.startsWith('..')) return null;
  const parts = target.split(sep);
  return parts.length > 1 ? (parts[0] as string) : '';
}

describe('http/ is plumbing', () => {
  it('finds the imports of a source (the scanner itself)', () => {
    const source = [
      "import { a } from '../identity/a';",
      "import type { B } from './b';",
      "export { c } from '../cities/c';",
      "const d = await import('../payments/d');",
      "import '../visitor/e';",
      "import { z } from 'zod/mini';",
    ].join('\n');
    expect(relativeImports(source)).toEqual([
      '../identity/a',
      './b',
      '../cities/c',
      '../payments/d',
      '../visitor/e',
    ]);
  });

  it('imports no feature folder, nor the composition root', () => {
    // This file's own samples above are not imports.
    const files = tsFiles(httpDir).filter((file) => file !== thisFile);
    expect(files.length).toBeGreaterThan(10);
    const offending = files.flatMap((file) =>
      relativeImports(readFileSync(file, 'utf8')).flatMap((specifier) => {
        const folder = landingFolder(file, specifier);
        if (folder === null || PLUMBING.has(folder)) return [];
        return [
          `${relative(srcDir, file)} imports ${specifier} (${folder === '' ? 'the top of src/' : `${folder}/`})`,
        ];
      }),
    );
    expect(offending).toEqual([]);
  });
});

import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoRoot } from '../support/repo-root';

// The browser entry of @verstak/sdk carries no zod (DESIGN: the schemas live in
// '@verstak/sdk/contract'): one value import from a schema module pulls the whole of zod into every
// app's bundle, as a basket limit once did. Read from the built package (`npm test` builds first).

/** Every package a built module and the chunks it imports import, by specifier. */
function packagesImportedBy(file: string, seen = new Set<string>()): Set<string> {
  const packages = new Set<string>();
  if (seen.has(file)) return packages;
  seen.add(file);
  const code = readFileSync(file, 'utf8');
  // Static imports and re-exports stand at the start of a line in the built modules; dynamic ones anywhere.
  const statics = code.matchAll(
    /^(?:import|export)\b[^'"\n;]*?from\s*['"]([^'"]+)['"]|^import\s*['"]([^'"]+)['"]/gm,
  );
  const dynamics = code.matchAll(/\bimport\(\s*['"]([^'"]+)['"]\s*\)/g);
  for (const match of [...statics, ...dynamics]) {
    const specifier = match[1] ?? match[2] ?? '';
    if (specifier.startsWith('.'))
      for (const name of packagesImportedBy(resolve(dirname(file), specifier), seen)) packages.add(name);
    else packages.add(specifier);
  }
  return packages;
}

describe('the built @verstak/sdk entry', () => {
  it('imports no zod, only its runtime dependencies', () => {
    const packages = packagesImportedBy(resolve(repoRoot, 'sdk/dist/index.js'));
    expect([...packages].filter((name) => name.startsWith('zod'))).toEqual([]);
    // No HTTP library: the platform's own fetch, in browsers and on Node (no node-fetch polyfill).
    expect([...packages].sort()).toEqual(['mitt']);
  });
});

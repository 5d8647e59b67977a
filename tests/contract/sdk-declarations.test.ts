import { existsSync, readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoRoot } from '../support/repo-root';

// The declarations of @verstak/sdk's main entry name plain types (src/api/api-types.ts), never a
// schema: one type import from a schema module makes every consumer's type check load zod's types
// and expand the schemas (85 thousand types instead of 20). Read from the built package.

/** Every package the declaration file and the chunks it imports import (bare imports included). */
function packagesDeclaredBy(file: string, seen = new Set<string>()): Set<string> {
  const packages = new Set<string>();
  if (seen.has(file)) return packages;
  seen.add(file);
  const code = readFileSync(file, 'utf8');
  for (const match of code.matchAll(
    /^(?:import|export)\b[^'"\n;]*?from\s*['"]([^'"]+)['"]|^import\s*['"]([^'"]+)['"]/gm,
  )) {
    const specifier = match[1] ?? match[2] ?? '';
    if (!specifier.startsWith('.')) packages.add(specifier);
    else {
      const declaration = resolve(dirname(file), specifier.replace(/\.js$/, '.d.ts'));
      if (existsSync(declaration))
        for (const name of packagesDeclaredBy(declaration, seen)) packages.add(name);
    }
  }
  return packages;
}

describe('the built @verstak/sdk declarations', () => {
  it('of every entry but the contract import no zod', () => {
    for (const entry of ['index', 'routes', 'node']) {
      const packages = packagesDeclaredBy(resolve(repoRoot, `sdk/dist/${entry}.d.ts`));
      expect(
        [...packages].filter((name) => name.startsWith('zod')),
        entry,
      ).toEqual([]);
    }
  });

  it('export the calls’ named types with their field docs', () => {
    const main = packagesDeclaredBy(resolve(repoRoot, 'sdk/dist/index.d.ts'));
    expect(main.size).toBeGreaterThan(0);
    const declarations = readFileSync(resolve(repoRoot, 'sdk/dist/index.d.ts'), 'utf8');
    expect(declarations).toMatch(/\bOrdersMakeInput\b/);
    expect(declarations).toMatch(/\bCatalogSectionOutput\b/);
    // The docs travel with the types, in whichever chunk holds them.
    const chunks = [...declarations.matchAll(/from '(\.\/[^']+)\.js'/g)].map((m) =>
      readFileSync(resolve(repoRoot, 'sdk/dist', `${m[1]}.d.ts`), 'utf8'),
    );
    expect(chunks.some((c) => c.includes('The pickup shop, which must have every line'))).toBe(true);
  });
});

import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoRoot } from '../support/repo-root';

// Our own import rules (docs/architecture.md, "The packages and who may import whom"), read from the
// sources: the compiler accepts a broken one, so this suite is what says so, naming the file and the
// import. Each rule's folder is read whole, so a new file falls under it without being listed here.

/** A TypeScript source: a test's own fixtures are judged with it unless a rule says otherwise. */
const SOURCE = /\.tsx?$/;
const TEST = /\.test(-d)?\.tsx?$/;

/** Every TypeScript file under `folder`, as paths from the repository root. */
function sourcesUnder(folder: string): string[] {
  const absolute = resolve(repoRoot, folder);
  if (!existsSync(absolute)) return [];
  return readdirSync(absolute, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return sourcesUnder(path);
    return SOURCE.test(entry.name) ? [path] : [];
  });
}

/** What one file imports: `from '…'` (imports and re-exports), `import '…'` and `import('…')`. */
function importsOf(file: string): string[] {
  const text = readFileSync(resolve(repoRoot, file), 'utf8');
  return [...text.matchAll(/\b(?:from|import)\s*\(?\s*'([^'\n]+)'/g)].map((match) => match[1] ?? '');
}

/** A relative import as a path from the repository root (no extension, as the sources write it). */
function target(file: string, specifier: string): string {
  return relative(repoRoot, resolve(repoRoot, dirname(file), specifier)).replaceAll('\\', '/');
}

/** Each `file: import` of the files under `folder` that `breaks` picks out. */
function broken(
  folder: string,
  breaks: (file: string, specifier: string) => boolean,
  files = sourcesUnder(folder),
): string[] {
  return files.flatMap((file) =>
    importsOf(file)
      .filter((specifier) => breaks(file, specifier))
      .map((specifier) => `${file}: ${specifier}`),
  );
}

describe('import rules', () => {
  it('reads the folders it judges', () => {
    for (const folder of ['sdk/src/contract/entities', 'sdk/src/domain', 'reference-server/src']) {
      expect(sourcesUnder(folder).length, folder).toBeGreaterThan(0);
    }
  });

  it('keeps limits with their entities: an entity schema imports no *-limits from outside entities/', () => {
    const entities = 'sdk/src/contract/entities';
    const violations = broken(entities, (file, specifier) => {
      if (!specifier.startsWith('.')) return false;
      const path = target(file, specifier);
      return /-limits$/.test(path) && dirname(path) !== entities;
    });
    expect(violations).toEqual([]);
  });

  it('keeps the rules free of the session: sdk/src/domain imports nothing from sdk/src/session', () => {
    // A guard takes the token as its caller decoded it; a test may still build its inputs with the decoder.
    const rules = sourcesUnder('sdk/src/domain').filter((file) => !TEST.test(file));
    const violations = broken(
      'sdk/src/domain',
      (file, specifier) =>
        specifier.startsWith('.') && target(file, specifier).startsWith('sdk/src/session/'),
      rules,
    );
    expect(violations).toEqual([]);
  });

  it("has the server import the SDK's contract, not its main entry, but where a reason is given", () => {
    /** The files that may import `@verstak/sdk` itself, and why. */
    const allowed: Record<string, string> = {
      'reference-server/src/testing/api-suite.ts':
        "drives the API through the SDK's client, as a storefront does: client and server are checked together",
      'reference-server/src/identity/sessions.test.ts':
        "decodes the tokens the server signs with the SDK's decoder: the two must agree on the claims",
    };
    const mainEntry = (_file: string, specifier: string) => specifier === '@verstak/sdk';
    expect(
      broken('reference-server/src', (file, specifier) => !(file in allowed) && mainEntry(file, specifier)),
    ).toEqual([]);
    // An exception that no longer imports the main entry is dropped from the list rather than kept.
    for (const file of Object.keys(allowed)) {
      expect(broken('reference-server/src', mainEntry, [file]).length, file).toBeGreaterThan(0);
    }
  });
});

// The client build's list of what each lazily imported chunk imports (chunkPreloads in
// reference-app/build-plugins.ts), which the preload helper reads on a navigation instead of the
// lists Vite used to put into the entry: it must name, for every lazy chunk, every chunk that chunk
// needs beyond the entry's own (else a navigation fetches them one level of imports after another),
// and only files the build wrote.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CLIENT_DIR } from '../support/first-load-js.mjs';
import { repoRoot } from '../support/repo-root';

const dir = join(repoRoot, CLIENT_DIR);
const manifest = JSON.parse(readFileSync(join(dir, '.vite/manifest.json'), 'utf8')) as Record<
  string,
  { file: string; imports?: string[]; dynamicImports?: string[]; isEntry?: boolean }
>;
const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry) ?? '';
const entryFile = manifest[entryKey]?.file ?? '';
const listFile = entryFile.replace(/\.js$/, '.deps.json');

/** The manifest keys `key` imports statically, itself included. */
function closure(key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const imported of manifest[key]?.imports ?? []) closure(imported, seen);
  return seen;
}

describe('the list of what each lazy chunk imports, beside the entry', () => {
  it('is written beside the entry, as the helper looks for it', () => {
    expect(existsSync(join(dir, listFile)), listFile).toBe(true);
  });

  it('names, for every lazily imported chunk, the chunks it needs beyond the entry’s, all of them built', () => {
    const list = JSON.parse(readFileSync(join(dir, listFile), 'utf8')) as Record<string, string[]>;
    const loaded = closure(entryKey);
    const lazy = new Set(Object.values(manifest).flatMap((chunk) => chunk.dynamicImports ?? []));
    expect(lazy.size).toBeGreaterThan(40);
    let checked = 0;
    for (const key of lazy) {
      const file = manifest[key]?.file ?? key;
      const needed = [...closure(key)]
        .filter((k) => k !== key && !loaded.has(k))
        .map((k) => manifest[k]?.file)
        .sort();
      expect(list[file] ?? [], `what ${key} imports`).toEqual(needed);
      if (needed.length > 0) checked += 1;
    }
    expect(checked).toBeGreaterThan(20);
    const built = new Set(readdirSync(join(dir, 'assets')).map((name) => `assets/${name}`));
    for (const files of Object.values(list)) for (const file of files) expect(built).toContain(file);
  });

  it('leaves the lists out of the entry: its lazy imports pass no chunks, only stylesheets', () => {
    const entry = readFileSync(join(dir, entryFile), 'utf8');
    const passed = /__vite__mapDeps=\([^)]*\[([^\]]*)\]/.exec(entry)?.[1] ?? '';
    expect(passed.split(',').filter((file) => file.endsWith('.js"'))).toEqual([]);
  });
});

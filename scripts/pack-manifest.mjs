// The package.json a user installs. In the monorepo every export carries a `@verstak/source`
// condition pointing at src/, so the tests, the type-checker and the builds read the sources; a
// tarball has no src/, so `npm pack` and `npm publish` must not carry the condition.
//
//   prepack:  node ../scripts/pack-manifest.mjs strip    keeps package.json aside, writes it without
//                                                        the condition, and checks that every file
//                                                        the manifest names was built
//   postpack: node ../scripts/pack-manifest.mjs restore  puts the repository's package.json back
//
// A pack that failed between the two leaves the copy aside; the next strip (or restore) puts it back first.
import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

export const SOURCE_CONDITION = '@verstak/source';
const MANIFEST = 'package.json';
const KEPT = '.package.json.repo';

/** The exports map without the source condition, at any depth. */
export function withoutSourceCondition(exports) {
  if (typeof exports !== 'object' || exports === null || Array.isArray(exports)) return exports;
  return Object.fromEntries(
    Object.entries(exports)
      .filter(([key]) => key !== SOURCE_CONDITION)
      .map(([key, value]) => [key, withoutSourceCondition(value)]),
  );
}

/** Every file path a manifest names for users: its export targets, main, types and bins. */
export function namedFiles(manifest) {
  const files = [];
  const walk = (value) => {
    if (typeof value === 'string') files.push(value);
    else if (typeof value === 'object' && value !== null)
      for (const inner of Object.values(value)) walk(inner);
  };
  walk(manifest.exports);
  walk(manifest.main);
  walk(manifest.types);
  walk(manifest.bin);
  return [...new Set(files.filter((file) => !file.includes('*')))];
}

/** The manifest a user installs: no source condition, no development dependencies or scripts. */
export function publishedManifest(manifest) {
  const { devDependencies: _dev, scripts: _scripts, ...published } = manifest;
  return manifest.exports === undefined
    ? published
    : { ...published, exports: withoutSourceCondition(manifest.exports) };
}

function restore(dir) {
  const kept = resolve(dir, KEPT);
  if (existsSync(kept)) renameSync(kept, resolve(dir, MANIFEST));
}

function strip(dir) {
  restore(dir);
  const path = resolve(dir, MANIFEST);
  const text = readFileSync(path, 'utf8');
  const manifest = JSON.parse(text);
  const missing = namedFiles(publishedManifest(manifest)).filter((file) => !existsSync(resolve(dir, file)));
  if (missing.length > 0) {
    console.error(`${manifest.name}: ${missing.join(', ')} not built: run \`npm run build\` first`);
    process.exit(1);
  }
  writeFileSync(resolve(dir, KEPT), text);
  writeFileSync(path, `${JSON.stringify(publishedManifest(manifest), null, 2)}\n`);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const [command] = process.argv.slice(2);
  if (command === 'strip') strip(process.cwd());
  else if (command === 'restore') restore(process.cwd());
  else {
    console.error('usage: node scripts/pack-manifest.mjs strip|restore (in a package folder)');
    process.exit(2);
  }
}

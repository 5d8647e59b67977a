// The prepack/postpack step of the packages (scripts/pack-manifest.mjs): the packed manifest has no
// source condition, an unbuilt package is refused, and the repository's manifest always comes back,
// even after a pack that was interrupted between the two steps.
import { execFile } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { repoRoot } from '../support/repo-root';

const SCRIPT = resolve(repoRoot, 'scripts/pack-manifest.mjs');

const manifest = {
  name: '@verstak/example',
  version: '1.0.0',
  main: './dist/index.js',
  exports: {
    '.': { '@verstak/source': './src/index.ts', types: './dist/index.d.ts', default: './dist/index.js' },
    './node': { '@verstak/source': './src/node.ts', types: './dist/node.d.ts', default: './dist/node.js' },
    './package.json': './package.json',
  },
  files: ['dist'],
  scripts: { build: 'tsup', prepack: 'node ../scripts/pack-manifest.mjs strip' },
  dependencies: { mitt: '^3.0.1' },
  devDependencies: { vitest: '4.1.12' },
};
const repoText = `${JSON.stringify(manifest, null, 2)}\n`;

let dir = '';
afterEach(() => rmSync(dir, { recursive: true, force: true }));

/** A package folder with the manifest above and, when `built`, its dist files. */
function fixture(built = true): string {
  dir = mkdtempSync(join(tmpdir(), 'verstak-pack-'));
  writeFileSync(join(dir, 'package.json'), repoText);
  if (built) {
    mkdirSync(join(dir, 'dist'));
    for (const file of ['index.js', 'index.d.ts', 'node.js', 'node.d.ts'])
      writeFileSync(join(dir, 'dist', file), '');
  }
  return dir;
}

function step(command: string, cwd: string): Promise<{ code: number; stderr: string }> {
  return new Promise((done) => {
    execFile(process.execPath, [SCRIPT, command], { cwd }, (error, _stdout, stderr) =>
      done({ code: error ? Number((error as { code?: unknown }).code ?? 1) : 0, stderr }),
    );
  });
}
const packed = (folder: string) => JSON.parse(readFileSync(join(folder, 'package.json'), 'utf8')) as unknown;

describe('scripts/pack-manifest.mjs', () => {
  it('packs a manifest without the source condition, scripts or devDependencies, and puts the original back', async () => {
    const folder = fixture();
    expect(await step('strip', folder)).toEqual({ code: 0, stderr: '' });
    expect(packed(folder)).toEqual({
      name: '@verstak/example',
      version: '1.0.0',
      main: './dist/index.js',
      exports: {
        '.': { types: './dist/index.d.ts', default: './dist/index.js' },
        './node': { types: './dist/node.d.ts', default: './dist/node.js' },
        './package.json': './package.json',
      },
      files: ['dist'],
      dependencies: { mitt: '^3.0.1' },
    });
    expect(await step('restore', folder)).toEqual({ code: 0, stderr: '' });
    expect(readFileSync(join(folder, 'package.json'), 'utf8')).toBe(repoText);
    expect(existsSync(join(folder, '.package.json.repo'))).toBe(false);
  });

  it('puts the original back first when the last pack never restored it, so it is never lost', async () => {
    const folder = fixture();
    await step('strip', folder);
    // The pack died here: no restore. The next pack strips the original, not the stripped copy.
    expect((await step('strip', folder)).code).toBe(0);
    expect(JSON.stringify(packed(folder))).not.toContain('@verstak/source');
    await step('restore', folder);
    expect(readFileSync(join(folder, 'package.json'), 'utf8')).toBe(repoText);
  });

  it('refuses to pack a package whose built files are missing, naming them and the fix', async () => {
    const folder = fixture(false);
    const refused = await step('strip', folder);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toBe(
      '@verstak/example: ./dist/index.d.ts, ./dist/index.js, ./dist/node.d.ts, ./dist/node.js not built: run `npm run build` first\n',
    );
    expect(readFileSync(join(folder, 'package.json'), 'utf8')).toBe(repoText);
  });
});

// The packages as a user installs them (issue 20, "Done when"): @verstak/sdk, @verstak/react and
// @verstak/cli packed with `npm pack` (their real prepack step, on a copy, so this run never rewrites the
// repository's package.json), installed into a fresh project, type-checked there under strict
// options with two module resolutions, and run from Node against a started reference API: a guest
// buys for pickup, a logged-in bot outlives its access token, CommonJS requires the packages, the
// `verstak` command runs with nothing else installed.
// Needs the built packages (`npm test` builds first); the registry is read through npm's cache.
import { execFile } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';
import { publint } from 'publint';
import { formatMessage } from 'publint/utils';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CliServer, startCliServer } from '../cli/cli-server';
import { repoRoot } from '../support/repo-root';

const FIXTURES = resolve(repoRoot, 'tests/package/consumer');
const TSC = resolve(repoRoot, 'node_modules/typescript/lib/tsc.js');
const PACKAGES = { sdk: '@verstak/sdk', 'react-bindings': '@verstak/react', cli: '@verstak/cli' } as const;
/** The user's access token lives 15 minutes (docs/sessions.md); the bot comes back later. */
const LATER_MS = 16 * 60_000;

interface Run {
  code: number;
  stdout: string;
  stderr: string;
}

/**
 * npm's own settings from the `npm test` that runs this suite (its workspace, its prefix) must not
 * reach the npm run here; where its cache and registry are, must.
 */
function npmFreeEnv(): NodeJS.ProcessEnv {
  const kept = /^npm_config_(cache|registry|userconfig)$/i;
  return Object.fromEntries(
    Object.entries(process.env).filter(([name]) => !/^npm_/i.test(name) || kept.test(name)),
  );
}

/** Runs a program without blocking this process, whose in-process API the program may be calling. */
function run(file: string, args: readonly string[], cwd: string): Promise<Run> {
  return new Promise((done) => {
    execFile(file, args, { cwd, env: npmFreeEnv(), maxBuffer: 16 * 1024 * 1024 }, (error, stdout, stderr) =>
      done({ code: error ? Number((error as { code?: unknown }).code ?? 1) || 1 : 0, stdout, stderr }),
    );
  });
}
const node = (args: readonly string[], cwd: string) => run(process.execPath, args, cwd);

/** The one JSON line a bot command printed, once it exited with 0. */
function answer<T>(result: Run): T {
  expect(result.code, result.stderr).toBe(0);
  return JSON.parse(result.stdout) as T;
}

/** Every file under `dir`, relative to it, with `/` separators. */
function filesUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)).split('\\').join('/'))
    .sort();
}

/** The version of a dependency the repository has installed: the consumer gets the same from npm's cache. */
const versionOf = (name: string) =>
  (
    JSON.parse(readFileSync(resolve(repoRoot, 'node_modules', name, 'package.json'), 'utf8')) as {
      version: string;
    }
  ).version;

/** Packs each package as `npm pack` does, from a copy of its folder beside a copy of scripts/. */
async function pack(work: string): Promise<string[]> {
  const copy = join(work, 'repo');
  cpSync(resolve(repoRoot, 'scripts/pack-manifest.mjs'), join(copy, 'scripts/pack-manifest.mjs'));
  const tarballs = join(work, 'tarballs');
  mkdirSync(tarballs, { recursive: true });
  for (const folder of Object.keys(PACKAGES)) {
    if (!existsSync(resolve(repoRoot, folder, 'dist')))
      throw new Error(`${folder}/dist is missing: run \`npm run build\` first (npm test does)`);
    cpSync(resolve(repoRoot, folder), join(copy, folder), {
      recursive: true,
      filter: (source) => !/[\\/](node_modules|\.tsbuild)$/.test(source),
    });
    const packed = await run('npm', ['pack', '--pack-destination', tarballs], join(copy, folder));
    expect(packed.code, packed.stderr).toBe(0);
  }
  return readdirSync(tarballs).map((name) => join(tarballs, name));
}

/**
 * A strict consumer's compiler options. `node16` is a Node program's: no DOM library, only Node's
 * globals, our declarations checked too (no skipLibCheck); it emits the JavaScript the flows run.
 * `bundler` is a bundled app's, with skipLibCheck as Vite's templates set it.
 */
function tsconfig(resolution: 'bundler' | 'node16') {
  const common = {
    target: 'ES2022',
    strict: true,
    exactOptionalPropertyTypes: true,
    noUncheckedIndexedAccess: true,
    types: ['node'],
    jsx: 'react-jsx',
  };
  return {
    compilerOptions:
      resolution === 'bundler'
        ? {
            ...common,
            module: 'ESNext',
            moduleResolution: 'Bundler',
            lib: ['ES2023', 'DOM'],
            skipLibCheck: true,
            noEmit: true,
          }
        : {
            ...common,
            module: 'Node16',
            moduleResolution: 'Node16',
            lib: ['ES2023'],
            skipLibCheck: false,
            outDir: 'out',
            rootDir: 'src',
          },
    include: ['src'],
  };
}

let work = '';
let consumer = '';
let tarballs: string[] = [];
let store: CliServer | undefined;

beforeAll(async () => {
  work = mkdtempSync(join(tmpdir(), 'verstak-consumer-'));
  consumer = join(work, 'consumer');
  mkdirSync(join(consumer, 'src'), { recursive: true });
  const starting = startCliServer(200);
  tarballs = await pack(work);
  writeFileSync(
    join(consumer, 'package.json'),
    JSON.stringify({ name: 'consumer', private: true, type: 'module' }),
  );
  for (const name of ['bot.ts', 'app.tsx']) cpSync(join(FIXTURES, name), join(consumer, 'src', name));
  cpSync(join(FIXTURES, 'require.cjs'), join(consumer, 'require.cjs'));
  for (const resolution of ['bundler', 'node16'] as const)
    writeFileSync(
      join(consumer, `tsconfig.${resolution}.json`),
      JSON.stringify(tsconfig(resolution), null, 2),
    );
  const installed = await run(
    'npm',
    [
      'install',
      '--prefer-offline',
      '--no-audit',
      '--no-fund',
      ...tarballs,
      `react@${versionOf('react')}`,
      `@types/react@${versionOf('@types/react')}`,
      `@types/node@${versionOf('@types/node')}`,
    ],
    consumer,
  );
  expect(installed.code, installed.stderr).toBe(0);
  store = await starting;
}, 300_000);

afterAll(async () => {
  await store?.close();
  if (work) rmSync(work, { recursive: true, force: true });
});

describe('the packed @verstak/sdk, @verstak/react and @verstak/cli in a fresh project', () => {
  it('hold the built code, a licence, a changelog and a readme whose links work from npm, and no sources, tests or source condition', () => {
    for (const name of Object.values(PACKAGES)) {
      const dir = join(consumer, 'node_modules', name);
      const files = filesUnder(dir);
      for (const file of files)
        expect(file, `${name} ships ${file}`).toMatch(
          /^(dist\/.+\.(js|d\.ts)|package\.json|README\.md|LICENSE|CHANGELOG\.md)$/,
        );
      expect(files).toEqual(
        expect.arrayContaining(['LICENSE', 'CHANGELOG.md', 'README.md', 'dist/index.js']),
      );
      expect(files.filter((file) => /\.test(-d)?\.|(^|\/)src\//.test(file))).toEqual([]);

      const manifest = readFileSync(join(dir, 'package.json'), 'utf8');
      expect(manifest).not.toContain('@verstak/source');
      expect(JSON.parse(manifest)).toMatchObject({
        license: 'MIT',
        repository: { type: 'git', url: expect.stringMatching(/^git\+https:\/\//) },
        homepage: expect.stringMatching(/^https:\/\//),
        keywords: expect.arrayContaining(['verstak']),
      });
      expect(readFileSync(join(dir, 'LICENSE'), 'utf8')).toMatch(/^MIT License/);

      // A link on npm's page of the package: absolute, or a file inside the tarball.
      const readme = readFileSync(join(dir, 'README.md'), 'utf8');
      for (const [, target = ''] of readme.matchAll(/\]\(([^)\s]+)\)/g))
        if (!/^https?:\/\//.test(target))
          expect(files, `${name}'s README links to ${target}`).toContain(target.replace(/#.*$/, ''));
    }
  });

  it('pass publint on their tarballs: exports, types and files as npm and the bundlers read them', async () => {
    expect(tarballs).toHaveLength(Object.keys(PACKAGES).length);
    for (const tarball of tarballs) {
      const bytes = readFileSync(tarball);
      const linted = await publint({
        pack: { tarball: bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) },
        level: 'suggestion',
        strict: true,
      });
      expect(
        linted.messages.map((message) => formatMessage(message, linted.pkg, { color: false })),
        tarball,
      ).toEqual([]);
    }
  });

  it('type-check in a strict consumer, with moduleResolution bundler and node16', async () => {
    const [bundler, node16] = await Promise.all([
      node([TSC, '-p', 'tsconfig.bundler.json'], consumer),
      node([TSC, '-p', 'tsconfig.node16.json'], consumer),
    ]);
    expect(bundler.stdout, 'bundler').toBe('');
    expect(bundler.code).toBe(0);
    expect(node16.stdout, 'node16').toBe('');
    expect(node16.code).toBe(0);
  }, 240_000);

  it('let a guest bot search, fill the basket and place a pickup order from Node', async () => {
    const placed = answer<{ productId: number; order: string; lines: number }>(
      await node(['out/bot.js', 'guest', store?.api ?? ''], consumer),
    );
    expect(placed.order).toMatch(/^В-\d+$/);
    expect(placed.lines).toBe(0);
  });

  it('keep a logged-in bot logged in from one run to the next after its access token expired', async () => {
    const session = join(work, 'session.json');
    const first = answer<{ productId: number; lines: number[]; loggedOut: number }>(
      await node(['out/bot.js', 'login', store?.api ?? '', session], consumer),
    );
    expect(first.lines).toContain(first.productId);
    const tokenOf = () => (JSON.parse(readFileSync(session, 'utf8')) as { token?: string }).token;
    const expired = tokenOf();
    store?.advanceClock(LATER_MS);
    const later = answer<{ lines: number[]; loggedOut: number }>(
      await node(['out/bot.js', 'again', store?.api ?? '', session], consumer),
    );
    // Still Ivan's basket, not a guest's empty one, and no logout on the way.
    expect(later).toEqual({ lines: first.lines, loggedOut: 0 });
    // The session was renewed on the way (its refresh cookie kept in the file), not merely reused.
    expect(tokenOf()).toEqual(expect.any(String));
    expect(tokenOf()).not.toBe(expired);
  });

  it('can be required from CommonJS on Node 20.19+, as the same modules an import gets', async () => {
    expect(answer(await node(['require.cjs'], consumer))).toEqual({
      createClient: 'function',
      nodeSession: 'function',
      createVerstak: 'function',
      sameApiError: true,
    });
  });

  it('install the verstak command with nothing else, and it runs against the API', async () => {
    const manifest = JSON.parse(
      readFileSync(join(consumer, 'node_modules/@verstak/cli/package.json'), 'utf8'),
    ) as Record<string, unknown>;
    expect(manifest.dependencies).toBeUndefined();
    const found = answer<{ items: Array<{ id: number }> }>(
      await node(
        [
          'node_modules/.bin/verstak',
          '--api',
          store?.api ?? '',
          '--json',
          'catalog',
          'search',
          'дрель',
          '--limit',
          '1',
        ],
        consumer,
      ),
    );
    expect(found.items).toHaveLength(1);
  });
});

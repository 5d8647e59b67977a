import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

const PAGE_IMPORT = /(\bpage\s*:\s*\(\)\s*=>\s*import\(\s*(['"])([^'"]+)\2\s*\))/;

/**
 * Adds `chunk: '<manifest key>'` after `page: () => import('./x-page')` in `*.route.ts` files, so
 * the server preloads the chunk of the module the route really imports (no guessing from names).
 * `appRoot` is the folder Vite's manifest keys are relative to (this package).
 */
export function routeChunks(appRoot: string): Plugin {
  return {
    name: 'verstak-route-chunks',
    enforce: 'pre',
    async transform(code, id) {
      if (!/\.route\.tsx?$/.test(id.split('?')[0] ?? '')) return null;
      const found = PAGE_IMPORT.exec(code);
      if (!found) return null;
      const [, call = '', , specifier = ''] = found;
      const resolved = await this.resolve(specifier, id);
      if (!resolved) this.error(`Cannot resolve the page ${specifier} of ${id}`);
      const key = relative(appRoot, resolved.id.split('?')[0] ?? '')
        .split(sep)
        .join('/');
      return { code: code.replace(call, `${call}, chunk: ${JSON.stringify(key)}`), map: null };
    },
  };
}

const ISLAND = /\.island$/;

/**
 * A module the client loads after the page (`x.island.tsx`: a `lazy` stand-in for `x.tsx`, same export
 * names) is the real `x.tsx` on the server: the server renders it in place, and the client's hydration
 * keeps that HTML until the island's code has come. So a part of a page that is rarely used (a legal
 * buyer's section) leaves the page's chunk without a layout shift.
 */
export function serverIslands(): Plugin {
  return {
    name: 'verstak-server-islands',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (!options.ssr || !ISLAND.test(source)) return null;
      return this.resolve(source.replace(ISLAND, ''), importer, { ...options, skipSelf: true });
    },
  };
}

const COMPRESSIBLE = /\.(js|css|svg|json|html|txt|map)$/;

/** Writes `.br` and `.gz` beside every compressible built file over 1 KB, for the server to send as is. */
export function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'verstak-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.ssr ? '' : join(config.root, config.build.outDir);
    },
    closeBundle() {
      if (!outDir) return;
      const walk = (dir: string): string[] =>
        readdirSync(dir).flatMap((name) => {
          const path = join(dir, name);
          return statSync(path).isDirectory() ? walk(path) : [path];
        });
      for (const file of walk(join(outDir, 'assets'))) {
        if (!COMPRESSIBLE.test(file)) continue;
        const body = readFileSync(file);
        if (body.length < 1024) continue;
        writeFileSync(
          `${file}.br`,
          brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
        );
        writeFileSync(`${file}.gz`, gzipSync(body, { level: 9 }));
      }
    },
  };
}

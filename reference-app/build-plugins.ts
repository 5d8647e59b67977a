import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { type Plugin, parseAst } from 'vite';

const PAGE_IMPORT = /(\bpage\s*:\s*\(\)\s*=>\s*import\(\s*(['"])([^'"]+)\2\s*\))/;

/**
 * Adds `chunk: '<manifest key>'` after `page: () => import('./x-page')` in `*.route.ts` files, so
 * the server preloads the chunk of the module the route really imports (no guessing from names).
 * `appRoot` is the folder Vite's manifest keys are relative to (this package).
 */
export function routeChunks(appRoot: string): Plugin {
  let clientBuild = false;
  return {
    name: 'verstak-route-chunks',
    enforce: 'pre',
    configResolved(config) {
      clientBuild = config.command === 'build' && !config.build.ssr;
    },
    async transform(code, id) {
      // Only the server reads it (to preload): in the client's build it would be dead bytes in the entry.
      if (clientBuild) return null;
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

const ROUTE_LIST = /[\\/]src[\\/]routes\.ts$/;
const TABLE = '?route-table';
/** Where the client build says which route definitions each page's route has (manifest keys). */
export const ROUTE_DEFINITIONS = '.vite/route-definitions.json';
const ROUTE_EXPORT = /\bexport const \w+ = \w*Route\w*\(/;
const ROUTE_DECLARATION = /\b\w*Route\(\{/;
/** What the client's route list leaves out of a route: it loads with the page, not in the entry. */
const LOADING_KEYS = new Set(['loader', 'head', 'prime', 'load', 'screen', 'count', 'facets']);
/** What a whole definition loaded on the client leaves out: the route list has them. */
const PAGE_KEYS = new Set(['page', 'chunk']);
/** The calls that declare a route from an object: `defineRoute({...})` and factories like `listingRoute({...})`. */
const DECLARING_CALL = /^(defineRoute|\w+Route)$/;

interface Node {
  type: string;
  start: number;
  end: number;
  [key: string]: unknown;
}

/**
 * Keeps each route's loader, head and prime out of the client's entry (issue 16: the route list was
 * ~10 KB raw of the entry, plus every domain's API table its loaders call). The modules the route list
 * (src/routes.ts) imports are built twice: as written, which the client imports lazily with the page
 * (`definition()`), and as a table entry whose route objects keep only what matching and navigation
 * need (name, status, match, guard, page, chunk). Every route also gets `definitionChunk`, the
 * manifest key of its module, so the server preloads it with the page for hydration.
 * Elsewhere (the server's build, the dev server, tests) nothing is left out: the server imports
 * the whole definitions.
 */
export function routeTable(appRoot: string): Plugin {
  /** The modules the client's route list imports lazily as whole definitions. */
  const definitions = new Set<string>();
  let clientBuild = false;
  return {
    name: 'verstak-route-table',
    enforce: 'pre',
    configResolved(config) {
      clientBuild = config.command === 'build' && !config.build.ssr;
    },
    async resolveId(source, importer, options) {
      const from = importer?.split('?')[0] ?? '';
      // The route list's imports, and what those import in turn to declare routes (a route helper
      // like `listingRoute`), but not a route module's import of its own whole definition.
      const fromList = ROUTE_LIST.test(from);
      if (!importer || (!fromList && !importer.endsWith(TABLE))) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      if (!resolved || resolved.external || resolved.id.includes('?') || resolved.id === from)
        return resolved;
      if (!/\.tsx?$/.test(resolved.id)) return resolved;
      // Only modules that export routes (`export const x = defineRoute(…)` or a route helper's call),
      // or, below the list, that declare them (`defineRoute({…})` in a helper).
      const text = readFileSync(resolved.id, 'utf8');
      if (!(fromList ? ROUTE_EXPORT : ROUTE_DECLARATION).test(text)) return resolved;
      return `${resolved.id}${TABLE}`;
    },
    // Which route definitions a page hydrates with, for the first-load budget (tests/support/first-load-js.mjs):
    // the definitions no longer import their pages, so the manifest alone does not say.
    generateBundle(options) {
      if (definitions.size === 0 || options.format !== 'es') return;
      const keyOf = (id: string) =>
        relative(appRoot, id.split('?')[0] ?? '')
          .split(sep)
          .join('/');
      const pagesOf = (id: string, seen = new Set<string>()): string[] => {
        if (seen.has(id)) return [];
        seen.add(id);
        const info = this.getModuleInfo(id);
        if (!info) return [];
        return [
          ...info.dynamicallyImportedIds.filter((d) => !definitions.has(d)),
          ...info.importedIds.filter((d) => d.endsWith(TABLE)).flatMap((d) => pagesOf(d, seen)),
        ];
      };
      const byPage: Record<string, string[]> = {};
      for (const file of [...definitions].sort())
        for (const page of pagesOf(`${file}${TABLE}`))
          byPage[keyOf(page)] = [...(byPage[keyOf(page)] ?? []), keyOf(file)];
      this.emitFile({
        type: 'asset',
        fileName: ROUTE_DEFINITIONS,
        source: `${JSON.stringify(byPage, null, 2)}\n`,
      });
    },
    load(id) {
      return id.endsWith(TABLE) ? readFileSync(id.slice(0, -TABLE.length), 'utf8') : null;
    },
    transform(code, id) {
      const table = id.endsWith(TABLE);
      // A whole definition the client loads lazily: its `page` is the table's business, so its
      // import (and the list of chunks to preload with it) is left out of the definition's chunk.
      if (!table && (!clientBuild || !definitions.has(id))) return null;
      const file = table ? id.slice(0, -TABLE.length) : id;
      const strip = table ? LOADING_KEYS : PAGE_KEYS;
      const key = relative(appRoot, file).split(sep).join('/');
      const program = parseAst(code, { lang: /\.tsx$/.test(file) ? 'tsx' : 'ts' }) as unknown as Node;
      const stripped: [number, number][] = [];
      const calls: Node[] = [];
      const visit = (node: unknown): void => {
        if (Array.isArray(node)) {
          node.forEach(visit);
          return;
        }
        if (!node || typeof node !== 'object' || typeof (node as Node).type !== 'string') return;
        const n = node as Node;
        const callee = n.callee as Node | undefined;
        const arg = (n.arguments as Node[] | undefined)?.[0];
        if (
          n.type === 'CallExpression' &&
          callee?.type === 'Identifier' &&
          DECLARING_CALL.test(callee.name as string) &&
          arg?.type === 'ObjectExpression'
        ) {
          calls.push(n);
          for (const prop of arg.properties as Node[]) {
            const name = (prop.key as Node | undefined)?.name;
            if (prop.type === 'Property' && typeof name === 'string' && strip.has(name))
              stripped.push([prop.start, prop.end]);
          }
        }
        for (const [k, v] of Object.entries(n)) if (k !== 'type' && k !== 'start' && k !== 'end') visit(v);
      };
      visit(program);
      if (calls.length === 0) return null;
      if (!table)
        return {
          code: cut(
            code,
            stripped.map(([start, end]) => ({ start, end, text: '' })),
          ),
          map: null,
        };
      // Route exports: `export const x = <expression that declares a route>`.
      const exported: { name: string; start: number; end: number }[] = [];
      for (const statement of program.body as Node[]) {
        const declaration = statement.declaration as Node | undefined;
        if (statement.type !== 'ExportNamedDeclaration' || declaration?.type !== 'VariableDeclaration')
          continue;
        for (const d of declaration.declarations as Node[]) {
          const init = d.init as Node | null;
          const name = (d.id as Node).name;
          if (!init || typeof name !== 'string') continue;
          const declares = calls.some((c) => c.start >= init.start && c.end <= init.end);
          const viaHelper =
            init.type === 'CallExpression' &&
            (init.callee as Node).type === 'Identifier' &&
            /Route/.test((init.callee as Node).name as string);
          if (declares || viaHelper) exported.push({ name, start: init.start, end: init.end });
        }
      }
      if (clientBuild && exported.length > 0) definitions.add(file);
      const edits: { start: number; end: number; text: string }[] = [];
      for (const { name, start, end } of exported) {
        const extra = !clientBuild
          ? `{ definitionChunk: ${JSON.stringify(key)} }`
          : `{ definition: () => import(${JSON.stringify(file)}).then((m) => m.${name}) }`;
        edits.push({ start, end: start, text: 'Object.assign(' }, { start: end, end, text: `, ${extra})` });
      }
      if (clientBuild) for (const [start, end] of stripped) edits.push({ start, end, text: '' });
      return { code: cut(code, edits), map: null };
    },
  };
}

/** `code` with each edit's range replaced by its text; a removed property takes its comma along. */
function cut(code: string, edits: readonly { start: number; end: number; text: string }[]): string {
  let out = code;
  for (const e of [...edits].sort((a, b) => b.start - a.start || b.end - a.end)) {
    const end = e.text === '' ? e.end + (/^\s*,/.exec(out.slice(e.end))?.[0].length ?? 0) : e.end;
    out = out.slice(0, e.start) + e.text + out.slice(end);
  }
  return out;
}

const PRELOAD_HELPER_ID = '\0vite/preload-helper.js';
/** What the client build writes beside its entry `x.js`: the chunks each lazily imported chunk imports. */
export const DEPENDENCIES_SUFFIX = '.deps.json';

/**
 * Vite's build wraps every dynamic `import()` in its preload helper, which gets the list of the chunks
 * and stylesheets to fetch with the imported chunk; for the entry's ~60 lazy imports (pages, route
 * definitions, modals) those lists and the helper were 2 KB gzip of the shared entry (issue 16), on
 * every first load, though a first load's chunks are preloaded by the server anyway. Here each call
 * names only the chunk it imports (when that imports others) and its stylesheets (`resolveDependencies`,
 * with `modulePreload` in vite.config.ts); the helper is src/app/preload-helper.ts, and what each chunk
 * imports goes to `<entry>.deps.json`, which the helper fetches on the first lazy import and preloads
 * from. The client build only: the server's and the dev server's imports are not wrapped.
 */
export function chunkPreloads(appRoot: string): Plugin {
  const helper = join(appRoot, 'src/app/preload-helper.ts');
  let clientBuild = false;
  return {
    name: 'verstak-chunk-preloads',
    enforce: 'pre',
    apply: 'build',
    configResolved(config) {
      clientBuild = !config.build.ssr;
    },
    // Vite resolves its helper itself; what it loads is this package's helper.
    load(id) {
      return clientBuild && id === PRELOAD_HELPER_ID
        ? `export { __vitePreload } from ${JSON.stringify(helper)};`
        : null;
    },
    // Once written: by then Vite has dropped the chunks that were only a stylesheet.
    writeBundle(options, bundle) {
      if (!clientBuild || options.format !== 'es' || !options.dir) return;
      const chunks = new Map<string, { imports: readonly string[]; isEntry: boolean }>();
      for (const [fileName, output] of Object.entries(bundle))
        if (output.type === 'chunk') chunks.set(fileName, output);
      const entries = [...chunks].filter(([, chunk]) => chunk.isEntry);
      if (entries.length !== 1) this.error(`Expected one client entry, found ${entries.length}`);
      const [entryFile = ''] = entries[0] ?? [];
      const closure = (file: string, seen = new Set<string>()): Set<string> => {
        if (seen.has(file)) return seen;
        seen.add(file);
        for (const imported of chunks.get(file)?.imports ?? []) closure(imported, seen);
        return seen;
      };
      // What a lazily imported chunk imports that the entry has not already loaded.
      const loaded = closure(entryFile);
      const dependencies: Record<string, string[]> = {};
      for (const [file, chunk] of [...chunks].sort(([a], [b]) => a.localeCompare(b))) {
        if (chunk.isEntry) continue;
        const deps = [...closure(file)].filter((dep) => dep !== file && !loaded.has(dep));
        if (deps.length > 0) dependencies[file] = deps.sort();
      }
      writeFileSync(
        join(options.dir, entryFile.replace(/\.js$/, DEPENDENCIES_SUFFIX)),
        JSON.stringify(dependencies),
      );
    },
  };
}

/**
 * `build.modulePreload.resolveDependencies` of the client build (see {@link chunkPreloads}): a lazy
 * import passes its stylesheets (Vite adds them after this) but no chunks; the helper preloads those.
 */
export function noChunks(): string[] {
  return [];
}

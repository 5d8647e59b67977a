import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { codeLoaderTag } from './code-loader';

interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
  isEntry?: boolean;
}

/** The tags a page needs from the build: inlined CSS, and the loader of the app's code. */
export interface PageAssets {
  head: string;
  body: string;
}

/** The built client: where its files are and which to link for a route. */
export interface ClientAssets {
  dir: string | null;
  /**
   * Stylesheets (inlined, in the head) and the loader of the entry and its module preloads (at the
   * end of the body) for a page whose chunks are `chunks` (the page's and its route definition's keys
   * in Vite's manifest, which the build writes into each route); `nonce` goes on the loader.
   */
  tags(chunks: readonly (string | undefined)[], nonce: string): PageAssets;
}

/** Finds dist/client from the built server (dist/server) or from the sources (src/server). */
export function defaultClientDir(): string | null {
  for (const relative of ['../client/', '../../dist/client/']) {
    const dir = fileURLToPath(new URL(relative, import.meta.url));
    if (existsSync(`${dir}.vite/manifest.json`)) return dir;
  }
  return null;
}

/**
 * Reads Vite's manifest once and checks that every chunk the routes name is in it (a route whose
 * chunk is missing would silently lose its preload); without a build (unit tests) pages render
 * without scripts.
 */
export function loadClientAssets(dir: string | null, chunks: readonly (string | undefined)[]): ClientAssets {
  if (!dir) return { dir: null, tags: () => ({ head: '', body: '' }) };
  const manifest = JSON.parse(readFileSync(`${dir}.vite/manifest.json`, 'utf8')) as Record<
    string,
    ManifestChunk
  >;
  const entryKey = Object.keys(manifest).find((k) => manifest[k]?.isEntry);
  if (!entryKey) throw new Error('The client manifest has no entry');
  const missing = chunks.filter((chunk) => !chunk || !manifest[chunk]);
  if (missing.length > 0)
    throw new Error(
      `Routes name chunks the client build does not have (${missing.join(', ') || 'none set'}): build with the routeChunks plugin of vite.config.ts`,
    );
  const closure = (key: string, seen: Set<string>) => {
    if (seen.has(key) || !manifest[key]) return;
    seen.add(key);
    for (const dep of manifest[key]?.imports ?? []) closure(dep, seen);
  };
  // Stylesheets are inlined: one render-blocking request less on every first visit. Each is named by
  // `data-href`, which the client's preload helper (app/preload-helper.ts) reads: a dynamic import that
  // lists the page's own stylesheet finds it there and neither fetches nor applies it a second time.
  const cssText = new Map<string, string>();
  const styleOf = (href: string) => {
    let text = cssText.get(href);
    if (text === undefined) {
      text = readFileSync(`${dir}${href}`, 'utf8').replace(/<\/style/gi, '<\\/style');
      cssText.set(href, text);
    }
    return `<style data-href="/${href}">${text}</style>`;
  };
  // What the entry imports statically (React's chunk): the loader evaluates it before the entry.
  const first = (manifest[entryKey]?.imports ?? []).flatMap((k) =>
    manifest[k] ? [`/${manifest[k].file}`] : [],
  );
  const cache = new Map<string, { css: string; preload: string[]; entry: string }>();
  const parts = (chunks: readonly (string | undefined)[]) => {
    const cacheKey = chunks.join('\n');
    let found = cache.get(cacheKey);
    if (!found) {
      const keys = new Set<string>();
      closure(entryKey, keys);
      for (const chunk of chunks) if (chunk) closure(chunk, keys);
      const files = [...keys].map((k) => manifest[k] as ManifestChunk);
      const css = [...new Set(files.flatMap((f) => f.css ?? []))].map(styleOf).join('\n');
      // The route's chunks and what they import: the loader preloads them beside the entry.
      const preload = files.filter((f) => f.file !== manifest[entryKey]?.file).map((f) => `/${f.file}`);
      found = { css, preload, entry: `/${manifest[entryKey]?.file}` };
      cache.set(cacheKey, found);
    }
    return found;
  };
  return {
    dir,
    tags(chunks, nonce) {
      const { css, preload, entry } = parts(chunks);
      return {
        head: css,
        // After the first screen has loaded: see code-loader.ts.
        body: codeLoaderTag(entry, preload, nonce, first),
      };
    },
  };
}

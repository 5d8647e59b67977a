import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
  isEntry?: boolean;
}

/** The built client: where its files are and which to link for a route. */
export interface ClientAssets {
  dir: string | null;
  /** Script, stylesheet and preload tags for a page whose route chunk is `chunk` (a source path). */
  tags(chunk: string): { head: string; body: string };
}

/** Finds dist/client from the built server (dist/server) or from the sources (src/server). */
export function defaultClientDir(): string | null {
  for (const relative of ['../client/', '../../dist/client/']) {
    const dir = fileURLToPath(new URL(relative, import.meta.url));
    if (existsSync(`${dir}.vite/manifest.json`)) return dir;
  }
  return null;
}

/** Reads Vite's manifest once; without a build (unit tests) the page renders without scripts. */
export function loadClientAssets(dir: string | null): ClientAssets {
  if (!dir) return { dir: null, tags: () => ({ head: '', body: '' }) };
  const manifest = JSON.parse(readFileSync(`${dir}.vite/manifest.json`, 'utf8')) as Record<
    string,
    ManifestChunk
  >;
  const entryKey = Object.keys(manifest).find((k) => manifest[k]?.isEntry);
  if (!entryKey) throw new Error('The client manifest has no entry');
  const closure = (key: string, seen: Set<string>) => {
    if (seen.has(key) || !manifest[key]) return;
    seen.add(key);
    for (const dep of manifest[key]?.imports ?? []) closure(dep, seen);
  };
  return {
    dir,
    tags(chunk) {
      const keys = new Set<string>();
      closure(entryKey, keys);
      closure(chunk, keys);
      const files = [...keys].map((k) => manifest[k] as ManifestChunk);
      const css = [...new Set(files.flatMap((f) => f.css ?? []))].map(
        (href) => `<link rel="stylesheet" href="/${href}">`,
      );
      const preload = files.map((f) => `<link rel="modulepreload" href="/${f.file}">`);
      return {
        head: [...css, ...preload].join('\n'),
        body: `<script type="module" src="/${manifest[entryKey]?.file}"></script>`,
      };
    },
  };
}

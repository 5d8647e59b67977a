import { readFile } from 'node:fs/promises';
import { extname, normalize, sep } from 'node:path';

const TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
  '.map': 'application/json',
};

/** Serves a built file under `/assets/`, hashed and so cached for a year; null when there is none. */
export async function serveAsset(dir: string, pathname: string): Promise<Response | null> {
  const relative = normalize(decodeURIComponent(pathname)).replace(/^([/\\])+/, '');
  if (!relative.startsWith(`assets${sep}`) || relative.includes('..')) return null;
  try {
    const body = await readFile(`${dir}${relative}`);
    return new Response(body, {
      headers: {
        'Content-Type': TYPES[extname(relative)] ?? 'application/octet-stream',
        'Cache-Control': 'public, max-age=31536000, immutable',
      },
    });
  } catch {
    return null;
  }
}

/** The store's icon. */
export const FAVICON = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="6" fill="#f28c28"/><path d="M7 10h18v4H7zM10 14h4v10h-4zM18 14h4v10h-4z" fill="#fff"/></svg>`;

import { readFile } from 'node:fs/promises';
import { extname, normalize, sep } from 'node:path';
import { pickCoding } from './compression';

const TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
  '.map': 'application/json',
  '.json': 'application/json',
};

const notFound = () => new Response('Not found', { status: 404, headers: { 'Content-Type': 'text/plain' } });

/**
 * Serves a built file under `/assets/`, hashed and so cached for a year, as the `.br` or `.gz` the
 * build wrote beside it when the client accepts one. A path that is not a file (bad percent-encoding,
 * `..`) is 404, never an error.
 */
export async function serveAsset(dir: string, request: Request, pathname: string): Promise<Response> {
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return notFound();
  }
  const relative = normalize(decoded).replace(/^([/\\])+/, '');
  if (!relative.startsWith(`assets${sep}`) || relative.includes('..') || relative.includes('\0'))
    return notFound();
  const headers = new Headers({
    'Content-Type': TYPES[extname(relative)] ?? 'application/octet-stream',
    'Cache-Control': 'public, max-age=31536000, immutable',
  });
  const coding = pickCoding(request.headers.get('Accept-Encoding'));
  const candidates: [string, string | undefined][] = [
    ...(coding === 'br' ? [[`${relative}.br`, 'br'] as [string, string]] : []),
    ...(coding ? [[`${relative}.gz`, 'gzip'] as [string, string]] : []),
    [relative, undefined],
  ];
  for (const [file, encoding] of candidates) {
    try {
      const body = await readFile(`${dir}${file}`);
      if (encoding) headers.set('Content-Encoding', encoding);
      headers.set('Vary', 'Accept-Encoding');
      return new Response(request.method === 'HEAD' ? null : body, { headers });
    } catch {
      // Not precompressed (small files are not): try the next candidate.
    }
  }
  return notFound();
}

/** The store's icon. */
export const FAVICON = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="6" fill="#f28c28"/><path d="M7 10h18v4H7zM10 14h4v10h-4zM18 14h4v10h-4z" fill="#fff"/></svg>`;

/** robots.txt: pages are for crawlers, the API and its JSON are not; the sitemap is on the host asked (`origin`). */
export function robotsTxt(origin: string): string {
  return `User-agent: *\nAllow: /\nDisallow: /api/\n\nSitemap: ${origin}/sitemap.xml\n`;
}

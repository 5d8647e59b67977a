import { keepsOwnCanonical } from '@verstak/sdk/contract';
import type { Context } from 'hono';
import type { Db } from '../db/database';
import { perDatabaseKeyed } from '../db/per-database';
import { onCitySubdomain, publicOrigin } from '../http/public-origin';
import { type SitemapEntry, sitemapEntriesOf } from './sitemap-entries';

/** The most addresses one sitemap file may hold (sitemaps.org); past it `/sitemap.xml` is an index of parts. */
export const SITEMAP_MAX_URLS = 50_000;

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n';
const NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';

const escapeXml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => `&${{ '&': 'amp', '<': 'lt', '>': 'gt', '"': 'quot', "'": 'apos' }[c]};`);

/**
 * A sitemap file without its origin: the pieces between which the origin goes (`pieces.join(origin)`),
 * so one rendering per catalogue generation serves every host.
 */
type Pieces = readonly string[];

/** Pieces of a `<root>` of `<tag>`s, each an address on the origin (`<loc>`) and `extra` after it. */
function piecesOf(root: string, tag: string, items: readonly { path: string; extra?: string }[]): Pieces {
  const pieces: string[] = [];
  let current = `${XML_HEAD}<${root} xmlns="${NS}">\n`;
  for (const { path, extra = '' } of items) {
    pieces.push(`${current}<${tag}><loc>`);
    current = `${escapeXml(path)}</loc>${extra}</${tag}>\n`;
  }
  pieces.push(`${current}</${root}>\n`);
  return pieces;
}

/**
 * The sitemap's files: [0] is `/sitemap.xml` (all the addresses when they fit in one file, else an
 * index of the parts), [n] is `/sitemap-{n}.xml`, a urlset of up to `perFile` addresses. A city
 * subdomain lists only the pages it keeps its own canonical for (§4.3): a sitemap names only its own
 * host's pages, and the others are the main city's.
 */
export function sitemapFiles(
  entries: readonly SitemapEntry[],
  options: { citySubdomain: boolean; perFile?: number },
): readonly Pieces[] {
  const perFile = options.perFile ?? SITEMAP_MAX_URLS;
  const listed = options.citySubdomain ? entries.filter((e) => keepsOwnCanonical(e.path)) : entries;
  const urlset = (from: number) =>
    piecesOf(
      'urlset',
      'url',
      listed
        .slice(from, from + perFile)
        .map(({ path, lastmod }) => (lastmod ? { path, extra: `<lastmod>${lastmod}</lastmod>` } : { path })),
    );
  const count = Math.ceil(listed.length / perFile);
  if (count <= 1) return [urlset(0)];
  const parts = Array.from({ length: count }, (_, i) => urlset(i * perFile));
  const index = piecesOf(
    'sitemapindex',
    'sitemap',
    parts.map((_, i) => ({ path: `/sitemap-${i + 1}.xml` })),
  );
  return [index, ...parts];
}

/** One file of {@link sitemapFiles} on `origin`, or null for a part that does not exist. */
export function sitemapFile(
  entries: readonly SitemapEntry[],
  origin: string,
  part: number,
  options: { citySubdomain: boolean; perFile?: number },
): string | null {
  return sitemapFiles(entries, options)[part]?.join(escapeXml(origin)) ?? null;
}

/** The files for the main host and for city subdomains, rendered once per catalogue generation. */
const filesOf = perDatabaseKeyed(
  async (db: Db, citySubdomain: boolean) => sitemapFiles(await sitemapEntriesOf(db), { citySubdomain }),
  { maxKeys: 2 },
);

/**
 * GET /sitemap.xml and /sitemap-{n}.xml (issue 17): every listing, brand, brand section, tag,
 * promotion and product, with absolute addresses on the host the crawler came to (never a forged
 * one: publicOrigin). Read and rendered once per catalogue generation; a request joins the pieces.
 */
export function sitemapHandler(db: Db) {
  return async (c: Context) => {
    const m = /^\/sitemap(?:-([1-9][0-9]{0,4}))?\.xml$/.exec(new URL(c.req.url).pathname);
    const request = c.req.raw;
    const pieces = m ? (await filesOf(db, onCitySubdomain(request)))[Number(m[1] ?? 0)] : undefined;
    if (!pieces) return c.json({ code: 'not_found', errors: { common: 'No such sitemap file' } }, 404);
    return c.body(pieces.join(escapeXml(publicOrigin(request))), 200, {
      'Content-Type': 'application/xml; charset=utf-8',
      'Cache-Control': 'public, max-age=3600',
      Vary: 'Host, X-Forwarded-Host, X-Forwarded-Proto',
    });
  };
}

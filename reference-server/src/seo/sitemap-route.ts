import { keepsOwnCanonical } from '@verstak/sdk/contract';
import type { Context } from 'hono';
import type { Db } from '../db/database';
import { onCitySubdomain, publicOrigin } from '../http/public-origin';
import { type SitemapEntry, sitemapEntriesOf } from './sitemap-entries';

/** The most addresses one sitemap file may hold (sitemaps.org); past it `/sitemap.xml` is an index of parts. */
export const SITEMAP_MAX_URLS = 50_000;

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n';
const NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';

const escapeXml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => `&${{ '&': 'amp', '<': 'lt', '>': 'gt', '"': 'quot', "'": 'apos' }[c]};`);

/** One `<url>` of a urlset. */
function urlElement(origin: string, entry: SitemapEntry): string {
  const lastmod = entry.lastmod ? `<lastmod>${entry.lastmod}</lastmod>` : '';
  return `<url><loc>${escapeXml(origin + entry.path)}</loc>${lastmod}</url>\n`;
}

/**
 * The sitemap's files as `part` asks (0 is `/sitemap.xml`): all the addresses when they fit in one
 * file, else an index of the parts, each a urlset of up to `perFile` of them. Null for a part that
 * does not exist. Addresses are on `origin`; a city subdomain lists only the pages it keeps its own
 * canonical for (§4.3): a sitemap names only its own host's pages, and the others are the main city's.
 */
export function sitemapFile(
  entries: readonly SitemapEntry[],
  origin: string,
  part: number,
  options: { citySubdomain: boolean; perFile?: number },
): string | null {
  const perFile = options.perFile ?? SITEMAP_MAX_URLS;
  const listed = options.citySubdomain ? entries.filter((e) => keepsOwnCanonical(e.path)) : entries;
  const parts = Math.ceil(listed.length / perFile);
  if (part === 0 && parts > 1) {
    let index = `${XML_HEAD}<sitemapindex xmlns="${NS}">\n`;
    for (let n = 1; n <= parts; n++)
      index += `<sitemap><loc>${escapeXml(`${origin}/sitemap-${n}.xml`)}</loc></sitemap>\n`;
    return `${index}</sitemapindex>\n`;
  }
  if (part > 0 && part > (parts > 1 ? parts : 0)) return null;
  const from = part === 0 ? 0 : (part - 1) * perFile;
  let body = `${XML_HEAD}<urlset xmlns="${NS}">\n`;
  for (const entry of listed.slice(from, from + perFile)) body += urlElement(origin, entry);
  return `${body}</urlset>\n`;
}

/**
 * GET /sitemap.xml and /sitemap-{n}.xml (issue 17): every listing, brand, brand section, tag,
 * promotion and product, with absolute addresses on the host the crawler came to (never a forged
 * one: publicOrigin). The addresses are read once per catalogue generation.
 */
export function sitemapHandler(db: Db) {
  return async (c: Context) => {
    const m = /^\/sitemap(?:-([1-9][0-9]{0,4}))?\.xml$/.exec(new URL(c.req.url).pathname);
    if (!m) return c.json({ code: 'not_found', errors: { common: 'No such sitemap file' } }, 404);
    const request = c.req.raw;
    const xml = sitemapFile(await sitemapEntriesOf(db), publicOrigin(request), Number(m[1] ?? 0), {
      citySubdomain: onCitySubdomain(request),
    });
    if (xml === null) return c.json({ code: 'not_found', errors: { common: 'No such sitemap file' } }, 404);
    return c.body(xml, 200, {
      'Content-Type': 'application/xml; charset=utf-8',
      'Cache-Control': 'public, max-age=3600',
      Vary: 'Host, X-Forwarded-Host, X-Forwarded-Proto',
    });
  };
}

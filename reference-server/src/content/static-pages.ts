import {
  type Breadcrumb,
  type PageBlock,
  parsePageText,
  type StaticPage,
  type StaticPageData,
} from '@verstak/sdk/contract';
import type { Db } from '../db/database';
import { perDatabase, sharedAlike } from '../db/per-database';
import { HttpError } from '../http/http-error';
import { pageMeta, STORE_NAME } from '../page-calls/page-meta';

/** A row of `static_pages` as the queries read it. */
interface StaticPageRow {
  path: string;
  title: string;
  description: string;
  blocks: PageBlock[];
  sort: number;
  updated_at: string;
}

/** The most blocks a page may have: a long policy has about a hundred. */
export const STATIC_PAGE_MAX_BLOCKS = 400;

const toPage = (row: StaticPageRow): StaticPage => ({
  path: row.path,
  title: row.title,
  description: row.description,
  blocks: row.blocks,
  updatedAt: new Date(row.updated_at).toISOString(),
});

/**
 * Every static page by its address, once per catalogue generation: the table is small, read on every
 * visit of a page and by the sitemap, and its writes bump the generation (migration 025).
 */
export const staticPagesOf = perDatabase(async (db: Db): Promise<ReadonlyMap<string, StaticPage>> => {
  const rows = await db.query<StaticPageRow>(
    `SELECT path, title, description, blocks, sort, to_json(updated_at)#>>'{}' AS updated_at
     FROM static_pages ORDER BY sort, path`,
  );
  return new Map(rows.map((r) => [r.path, toPage(r)]));
});

const crumb = (title: string, url: string): Breadcrumb => ({ title, url, sections: [], tags: [] });

/**
 * A static page's answer (§2.4): its trail is «Главная», then each enclosing page that exists
 * (`/customer/` for `/customer/delivery/`), then the page; the related links are the pages under the
 * same first segment. An unknown address is a 404 (§8).
 */
export async function staticPageAnswer(db: Db, path: string): Promise<StaticPageData> {
  const pages = await staticPagesOf(db);
  const page = pages.get(path);
  if (!page) throw new HttpError(404, 'not_found', { common: 'Страница не найдена' });
  const segments = path.split('/').filter(Boolean);
  const trail = [crumb('Главная', '/')];
  for (let i = 1; i < segments.length; i++) {
    const parent = pages.get(`/${segments.slice(0, i).join('/')}/`);
    if (parent) trail.push(crumb(parent.title, parent.path));
  }
  trail.push(crumb(page.title, page.path));
  const section = `/${segments[0]}/`;
  const related = [...pages.values()]
    .filter((p) => p.path.startsWith(section))
    .map((p) => ({ title: p.title, url: p.path }));
  // Made of the memo's data alone, the same for every caller: a guest's page of it may be kept.
  return sharedAlike({
    meta: pageMeta({
      title: `${page.title} | ${STORE_NAME}`,
      description: page.description || `${page.title} — интернет-магазин ${STORE_NAME}.`,
      canonical: page.path,
    }),
    breadcrumbs: trail,
    page,
    related: related.length > 1 ? related : [],
  });
}

/**
 * Changes a page from staff's markup: the text is parsed into blocks here (links kept only to safe
 * addresses), so what is stored is never HTML. An unknown page is a 404 — staff edit the store's
 * pages, they do not make new addresses.
 */
export async function updateStaticPage(
  db: Db,
  change: { path: string; title: string; description?: string | undefined; text: string; editor: string },
): Promise<StaticPage> {
  const blocks = parsePageText(change.text);
  if (blocks.length > STATIC_PAGE_MAX_BLOCKS)
    throw new HttpError(400, 'validation', {
      text: `Не больше ${STATIC_PAGE_MAX_BLOCKS} блоков: абзацев, заголовков, списков и таблиц`,
    });
  const [row] = await db.query<StaticPageRow>(
    `UPDATE static_pages
        SET title = $2, description = coalesce($3, description), blocks = $4::jsonb,
            updated_at = now(), updated_by = $5
      WHERE path = $1
      RETURNING path, title, description, blocks, sort, to_json(updated_at)#>>'{}' AS updated_at`,
    [change.path, change.title, change.description ?? null, JSON.stringify(blocks), change.editor],
  );
  if (!row) throw new HttpError(404, 'not_found', { common: 'Страница не найдена' });
  return toPage(row);
}

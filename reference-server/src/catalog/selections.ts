import type { Breadcrumb, Selection } from '@verstak/sdk/contract';
import type { RequestContext } from '../context/request-context';
import type { Db } from '../db/database';
import { perDatabaseKeyed } from '../db/per-database';
import { SqlParams } from '../db/sql-params';
import { HttpError } from '../http/http-error';
import type { ProductScope } from './product-scope';
import { propertiesOf } from './properties';
import { catalogueWideDefinition, sectionDefinition } from './section-filter';
import { type SectionRow, scopeColumn, sectionRowsOf } from './sections';

// A selection is a named subset of the catalogue (the sale, the new arrivals, the recommended
// products, a promotion) that a shopper may narrow to a section: `/sale/` and
// `/sale/elektroinstrument/dreli/`. Its listing scope is the selection's predicate AND the section's.

/** What makes a selection: its name among cached scopes, its base address and its predicate. */
export interface SelectionInit {
  /** Names the selection among cached scopes: `sale`, `promo:12`. */
  key: string;
  /** Its unfiltered address without a section: `/sale/`, `/catalog/new/`. */
  url: string;
  /** The predicate over products row `p`. */
  where(sql: SqlParams): string;
  /** Whether no index reads the predicate in sort order (`ProductScope.keepsOrders`). */
  keepsOrders?: boolean;
}

/** A selection's scope: a listing scope with the section it is narrowed to. */
export interface SelectionScope extends ProductScope {
  readonly init: SelectionInit;
  readonly section: SectionRow | null;
  readonly all: readonly SectionRow[];
}

/** The selection's own address for a catalogue section: `/catalog/a/b/` → `/sale/a/b/`. */
export function selectionUrl(base: string, section: Pick<SectionRow, 'url'> | null): string {
  return section ? `${base}${section.url.slice('/catalog/'.length)}` : base;
}

/**
 * The scope of a selection narrowed to the catalogue section at `path` (none: the whole selection).
 * An unknown section is a 404, as the catalogue's own section is. The filters are the section's, or
 * those every section offers for the whole selection.
 */
export async function selectionScope(
  init: SelectionInit,
  path: string | undefined,
  ctx: RequestContext,
): Promise<SelectionScope> {
  const [all, properties] = await Promise.all([sectionRowsOf(ctx.db), propertiesOf(ctx.db)]);
  const section = path === undefined ? null : (all.find((s) => s.url === path) ?? null);
  if (path !== undefined && !section)
    throw new HttpError(404, 'section_not_found', { common: 'Раздел не найден' });
  const definition = section
    ? await sectionDefinition(ctx.db, section, properties)
    : await catalogueWideDefinition(ctx.db, properties);
  return {
    key: section ? `${init.key}:${section.id}` : init.key,
    where: (sql) =>
      section
        ? `(${init.where(sql)}) AND p.${scopeColumn(section.depth)} = ${sql.add(section.id)}`
        : init.where(sql),
    keepsOrders: init.keepsOrders === true,
    definition,
    init,
    section,
    all,
  };
}

/** The column of the sections one level below a section (none: the top level); null under a leaf. */
function childColumn(section: SectionRow | null): 'top_id' | 'mid_id' | 'section_id' | null {
  if (!section) return 'top_id';
  return section.depth === 1 ? 'mid_id' : section.depth === 2 ? 'section_id' : null;
}

// The scope whose counts are being loaded: the memo's loader reads it synchronously, before its first
// await, so it is always the scope of the call that started the load (the memo is keyed by its key).
let loading: SelectionScope | null = null;

/** How many of a scope's products each section one level down holds, once per catalogue generation. */
const childCounts = perDatabaseKeyed(
  async (db: Db, _key: string): Promise<Map<number, number>> => {
    const scope = loading as SelectionScope;
    const column = childColumn(scope.section);
    if (!column) return new Map();
    const sql = new SqlParams();
    const rows = await db.query<{ id: number; n: number }>(
      `SELECT p.${column} AS id, count(*)::int AS n FROM products p WHERE ${scope.where(sql)} GROUP BY 1`,
      sql.values,
    );
    return new Map(rows.map((r) => [r.id, r.n]));
  },
  { maxKeys: 2000 },
);

function countsOf(db: Db, scope: SelectionScope): Promise<Map<number, number>> {
  loading = scope;
  try {
    return childCounts(db, scope.key);
  } finally {
    loading = null;
  }
}

/**
 * What a selection's page says about itself: its heading, address, section, and the sections one
 * level down that hold any of its products (with the selection's own address for each).
 */
export async function selectionOf(db: Db, scope: SelectionScope, title: string): Promise<Selection> {
  const counts = await countsOf(db, scope);
  const parentId = scope.section?.id ?? null;
  const sections = scope.all
    .filter((s) => s.parent_id === parentId && (counts.get(s.id) ?? 0) > 0)
    .map((s) => ({
      id: s.id,
      title: s.title,
      url: selectionUrl(scope.init.url, s),
      count: counts.get(s.id) ?? 0,
    }));
  const { section } = scope;
  return {
    title: section ? `${title}: ${section.title}` : title,
    url: selectionUrl(scope.init.url, section),
    section: section ? { id: section.id, title: section.title, url: section.url } : null,
    sections,
  };
}

/**
 * A selection's breadcrumbs: `head` (Главная → … → the selection), then the section's chain, each
 * at the selection's own address with its siblings in the dropdown (§2.5).
 */
export function selectionBreadcrumbs(
  scope: SelectionScope,
  head: ReadonlyArray<{ title: string; url: string }>,
): Breadcrumb[] {
  const crumbs: Breadcrumb[] = head.map((h) => ({ title: h.title, url: h.url, sections: [], tags: [] }));
  const chain: SectionRow[] = [];
  for (let s = scope.section; s; s = scope.all.find((x) => x.id === s?.parent_id) ?? null) chain.unshift(s);
  const base = scope.init.url;
  for (const s of chain)
    crumbs.push({
      title: s.title,
      url: selectionUrl(base, s),
      sections: scope.all
        .filter((x) => x.parent_id === s.parent_id && x.id !== s.id)
        .map((x) => ({ title: x.title, url: selectionUrl(base, x) })),
      tags: [],
    });
  return crumbs;
}

import type { SqlParams } from '../db/sql-params';
import type { PropertyInfo } from './properties';

/**
 * The products of one listing: a section's subtree, the new arrivals, later a brand, a tag, the sale.
 * A listing is its scope plus what every listing shares (filter, sort, pages, SEO, the twin).
 */
export interface ProductScope {
  /** Names the scope among the per-database figures of unfiltered scopes: `section:12`, `novelties`. */
  readonly key: string;
  /** The predicate over products row `p` that picks the scope, its values added to `sql`. */
  where(sql: SqlParams): string;
  /**
   * The scope as disjoint parts, each an index's prefix (a brand tag: one part per brand), when a
   * page with nothing applied reads faster from them: each part gives only its first offset + limit
   * products, in its index's order, and only those are sorted (scan-scope.ts `unfilteredPage`).
   */
  parts?(sql: SqlParams): string[];
  /**
   * Whether no index reads the scope in its sort orders (a catalogue tag's property conditions, the
   * sale's prices over the whole catalogue, a brand tag's many brands): its first pages in every sort
   * are then kept per catalogue generation and a page with nothing applied is cut from them
   * (kept-orders.ts), instead of a scan of the scope on every request.
   */
  readonly keepsOrders?: boolean;
  /** The filters the scope offers, in display order. */
  readonly definition: PropertyInfo[];
}

/**
 * A branch of the sitemap's catalogue tree. Declared without zod (its schema is in static-page.ts), so
 * the SDK's entry can name the type without its declarations importing zod.
 */
export interface SitemapNode {
  title: string;
  url: string;
  children: SitemapNode[];
}

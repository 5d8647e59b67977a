import type { Breadcrumb, PageMeta } from '@verstak/sdk';
import { escapeMarkup } from '@verstak/sdk';

/** What a page puts in its `<head>`. */
export interface Head {
  title: string;
  description: string;
  /** Root-relative or absolute; made absolute on the current city's origin. */
  canonical: string;
  /**
   * The canonical link names the main city's address even on a city subdomain: product sub-pages and
   * promo codes keep no canonical of their own there (§4.3).
   */
  mainCityCanonical?: boolean;
  robots: string;
  breadcrumbs: Breadcrumb[];
  /** Images of the first screen (the LCP candidate), fetched early with high priority. */
  preloadImages?: string[];
}

/** A head from a page's SEO block and breadcrumbs. */
export function headFromMeta(meta: PageMeta, breadcrumbs: Breadcrumb[] = []): Head {
  return {
    title: meta.title,
    description: meta.description,
    canonical: meta.canonical,
    robots: meta.robots,
    breadcrumbs,
  };
}

/**
 * The breadcrumb JSON-LD (§2.5): only when the list has more than one item, without the last item,
 * with absolute addresses on the current city's origin. Null when there is nothing to emit.
 */
export function breadcrumbJsonLd(items: readonly Breadcrumb[], origin: string): object | null {
  if (items.length <= 1) return null;
  const listed = items.slice(0, -1).filter((item) => item.url);
  if (listed.length === 0) return null;
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: listed.map((item, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: item.title,
      item: new URL(item.url as string, origin).href,
    })),
  };
}

/**
 * The head's tags as HTML, on `origin` (the request's own, so each city keeps its domain);
 * `mainOrigin` is the main city's, which a `mainCityCanonical` head's canonical link names.
 */
export function renderHeadTags(head: Head, origin: string, mainOrigin: string = origin): string {
  const tags = [
    `<title>${escapeMarkup(head.title)}</title>`,
    `<meta name="description" content="${escapeMarkup(head.description)}">`,
  ];
  if (head.robots) tags.push(`<meta name="robots" content="${escapeMarkup(head.robots)}">`);
  if (head.canonical)
    tags.push(
      `<link rel="canonical" href="${escapeMarkup(new URL(head.canonical, head.mainCityCanonical ? mainOrigin : origin).href)}">`,
    );
  for (const href of head.preloadImages ?? [])
    tags.push(`<link rel="preload" as="image" href="${escapeMarkup(href)}" fetchpriority="high">`);
  const jsonLd = breadcrumbJsonLd(head.breadcrumbs, origin);
  if (jsonLd)
    tags.push(
      `<script type="application/ld+json">${JSON.stringify(jsonLd).replace(/</g, '\\u003c')}</script>`,
    );
  return tags.join('\n');
}

/** The head of page data that carries the SDK's SEO block and, optionally, breadcrumbs. */
export function headOfPage(data: { meta: PageMeta; breadcrumbs?: Breadcrumb[] }): Head {
  return headFromMeta(data.meta, data.breadcrumbs ?? []);
}

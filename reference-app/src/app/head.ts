import type { Breadcrumb, PageMeta } from '@verstak/sdk';
import { escapeMarkup, keepsOwnCanonical } from '@verstak/sdk';
import type { PictureSources } from '../ui/picture-sources';
import { jsonForScript } from './json-for-script';

/** What a page puts in its `<head>`. */
export interface Head {
  title: string;
  description: string;
  /** Root-relative or absolute; made absolute on the current city's origin. */
  canonical: string;
  robots: string;
  breadcrumbs: Breadcrumb[];
  /**
   * Images of the first screen (the LCP candidate), fetched early with high priority: a URL, or the
   * sources of an `<img>` with `srcset` (pictureSources), so the preload fetches the width it shows.
   */
  preloadImages?: Array<string | PictureSources>;
  /** The share card (og: and twitter: tags); the title, the description and the store's mark by default. */
  og?: Partial<PageMeta['og']>;
  /**
   * Structured data beside the breadcrumb list (a product, the store on home), from a function
   * that makes a root-relative address absolute on the page's origin; called on the server only.
   */
  structuredData?: (absolute: (path: string) => string) => object[];
}

/** The store's mark: the share card's picture of a page that has none of its own. */
export const STORE_IMAGE = '/images/brands/verstak.svg';

/** A head from a page's SEO block and breadcrumbs. */
export function headFromMeta(meta: PageMeta, breadcrumbs: Breadcrumb[] = []): Head {
  return {
    title: meta.title,
    description: meta.description,
    canonical: meta.canonical,
    robots: meta.robots,
    breadcrumbs,
    og: meta.og,
  };
}

/** The share card's tags (og: and twitter:): the page's own values, else its title, description and the store's mark. */
function shareTags(head: Head, origin: string, canonicalOn: string): string[] {
  const og = head.og ?? {};
  const title = og.title || head.title;
  const description = og.description || head.description;
  const image = new URL(og.image || STORE_IMAGE, origin).href;
  const tags = [
    `<meta property="og:type" content="${escapeMarkup(og.type || 'website')}">`,
    `<meta property="og:site_name" content="Верстак">`,
    `<meta property="og:locale" content="ru_RU">`,
    `<meta property="og:title" content="${escapeMarkup(title)}">`,
    `<meta property="og:description" content="${escapeMarkup(description)}">`,
    `<meta property="og:image" content="${escapeMarkup(image)}">`,
  ];
  if (head.canonical)
    tags.push(
      `<meta property="og:url" content="${escapeMarkup(new URL(head.canonical, canonicalOn).href)}">`,
    );
  tags.push(
    '<meta name="twitter:card" content="summary_large_image">',
    `<meta name="twitter:title" content="${escapeMarkup(title)}">`,
    `<meta name="twitter:description" content="${escapeMarkup(description)}">`,
    `<meta name="twitter:image" content="${escapeMarkup(image)}">`,
  );
  return tags;
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
 * The head's tags as HTML, on `origin` (the request's own, so each city keeps its domain); the
 * canonical on `canonicalOn` (see {@link canonicalOrigin}), the request's own by default.
 */
export function renderHeadTags(head: Head, origin: string, canonicalOn = origin): string {
  const tags = [
    `<title>${escapeMarkup(head.title)}</title>`,
    `<meta name="description" content="${escapeMarkup(head.description)}">`,
  ];
  if (head.robots) tags.push(`<meta name="robots" content="${escapeMarkup(head.robots)}">`);
  if (head.canonical)
    tags.push(`<link rel="canonical" href="${escapeMarkup(new URL(head.canonical, canonicalOn).href)}">`);
  for (const image of head.preloadImages ?? []) {
    const { src, srcSet, sizes } = typeof image === 'string' ? { src: image } : image;
    const set = srcSet
      ? ` imagesrcset="${escapeMarkup(srcSet)}" imagesizes="${escapeMarkup(sizes ?? '')}"`
      : '';
    tags.push(`<link rel="preload" as="image" href="${escapeMarkup(src)}"${set} fetchpriority="high">`);
  }
  tags.push(...shareTags(head, origin, canonicalOn));
  const absolute = (path: string) => new URL(path, origin).href;
  const breadcrumbs = breadcrumbJsonLd(head.breadcrumbs, origin);
  for (const data of [...(breadcrumbs ? [breadcrumbs] : []), ...(head.structuredData?.(absolute) ?? [])])
    tags.push(`<script type="application/ld+json">${jsonForScript(data)}</script>`);
  return tags.join('\n');
}

/** The head of page data that carries the SDK's SEO block and, optionally, breadcrumbs. */
export function headOfPage(data: { meta: PageMeta; breadcrumbs?: Breadcrumb[] }): Head {
  return headFromMeta(data.meta, data.breadcrumbs ?? []);
}

/**
 * The origin a page's canonical is made absolute on (§4.3): a city subdomain's own for the pages
 * that keep it; the main city's (`main`) for every other page, product sub-pages and promo codes
 * among them, so the cities' copies of one page name one address.
 */
export function canonicalOrigin(canonical: string, origin: string, main: string): string {
  const path = canonical.startsWith('/') ? canonical : new URL(canonical, origin).pathname;
  return keepsOwnCanonical(path) ? origin : main;
}

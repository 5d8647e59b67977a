import type { Breadcrumb, PageMeta } from '@verstak/sdk';
import type { Head } from '../head';

const crumb = (title: string, url: string | null): Breadcrumb => ({ title, url, sections: [], tags: [] });

/**
 * The head of a commerce page of the personal area (§2.4): the server's meta and breadcrumbs, or
 * «Главная → `trail`» when it sent none; never indexed (a shopper's own basket and orders).
 */
export function commerceHead(
  data: { meta: PageMeta; breadcrumbs: Breadcrumb[] },
  fallback: { title: string; path: string; trail: readonly [string, string | null][] },
): Head {
  return {
    title: data.meta.title || `${fallback.title} — Верстак`,
    description: data.meta.description,
    canonical: data.meta.canonical || fallback.path,
    robots: 'noindex, nofollow',
    breadcrumbs:
      data.breadcrumbs.length > 0
        ? data.breadcrumbs
        : [crumb('Главная', '/'), ...fallback.trail.map(([title, url]) => crumb(title, url))],
  };
}

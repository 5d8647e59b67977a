import type { Breadcrumb, PageMeta } from '@verstak/sdk';
import type { Head } from './head';

const crumb = (title: string, url: string | null): Breadcrumb => ({ title, url, sections: [], tags: [] });

/** The head of a personal-area screen that loads no page data (login, registration, the pop-up). */
export function accountHead(title: string, path: string): Head {
  return {
    title: `${title} — Верстак`,
    description: '',
    canonical: path,
    robots: 'noindex, nofollow',
    breadcrumbs: [crumb('Главная', '/'), crumb(title, null)],
  };
}

/** The head of a personal page from its page data; personal pages are never indexed. */
export function personalHead(data: { meta: PageMeta; breadcrumbs: Breadcrumb[] }): Head {
  return {
    title: data.meta.title,
    description: data.meta.description,
    canonical: data.meta.canonical,
    robots: 'noindex, nofollow',
    breadcrumbs: data.breadcrumbs,
  };
}

/**
 * The head of a commerce page of the personal area (§2.4): {@link personalHead}, or «Главная →
 * `trail`» and the fallback title and path where the server sent no meta or breadcrumbs.
 */
export function commerceHead(
  data: { meta: PageMeta; breadcrumbs: Breadcrumb[] },
  fallback: { title: string; path: string; trail: readonly [string, string | null][] },
): Head {
  const head = personalHead(data);
  return {
    ...head,
    title: head.title || `${fallback.title} — Верстак`,
    canonical: head.canonical || fallback.path,
    breadcrumbs:
      head.breadcrumbs.length > 0
        ? head.breadcrumbs
        : [crumb('Главная', '/'), ...fallback.trail.map(([title, url]) => crumb(title, url))],
  };
}

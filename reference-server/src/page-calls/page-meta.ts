import type { PageMeta } from '@verstak/sdk/contract';

/** The SEO block of a page (§3) from its title, description and canonical path. */
export function pageMeta(init: {
  title: string;
  description: string;
  canonical: string;
  robots?: string;
  image?: string;
}): PageMeta {
  const robots = init.robots ?? 'index, follow';
  return {
    title: init.title,
    description: init.description,
    keywords: '',
    canonical: init.canonical,
    robots,
    yandexRobots: robots,
    googlebot: robots,
    og: {
      title: init.title,
      description: init.description,
      image: init.image ?? '/images/brands/verstak.svg',
      type: 'website',
    },
  };
}

/** The store's name in titles. */
export const STORE_NAME = 'Верстак';

import type { Breadcrumb, PublicationKind } from '@verstak/sdk/contract';

/** What differs between news, articles and videos: their addresses, names and trails (§2.1, §2.4). */
export interface PublicationKindInfo {
  /** The list's address; an item's is this plus its code. */
  base: string;
  /** The list's heading and the trail's title (§2.4). */
  title: string;
  /** The list's description meta. */
  description: string;
  /** The trail above the list, the list itself last (§2.4: news under «О компании»). */
  trail: Breadcrumb[];
  /** «статья» in «Такой … нет». */
  notFound: string;
}

const crumb = (title: string, url: string): Breadcrumb => ({ title, url, sections: [], tags: [] });

/** Each kind of publication. */
export const PUBLICATION_KINDS: Record<PublicationKind, PublicationKindInfo> = {
  news: {
    base: '/about/novosti/',
    title: 'Новости',
    description:
      'Новости магазина инструмента Верстак: открытия магазинов, акции, поступления и дни брендов.',
    trail: [crumb('Главная', '/'), crumb('О компании', '/about/'), crumb('Новости', '/about/novosti/')],
    notFound: 'Новость не найдена',
  },
  article: {
    base: '/stati/',
    title: 'Статьи',
    description:
      'Статьи Верстака: как выбрать инструмент, уход за аккумуляторами и бензотехникой, советы для стройки и дачи.',
    trail: [crumb('Главная', '/'), crumb('Статьи', '/stati/')],
    notFound: 'Статья не найдена',
  },
  video: {
    base: '/videos/',
    title: 'Видео',
    description: 'Видео Верстака: обзоры и сравнения инструмента, инструкции по уходу и ремонту.',
    trail: [crumb('Главная', '/'), crumb('Видео', '/videos/')],
    notFound: 'Видео не найдено',
  },
};

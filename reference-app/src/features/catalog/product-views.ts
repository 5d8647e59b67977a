import { plural } from '@verstak/sdk';
import { VIEW_TABS } from './product-tabs';

/** A product view's names: its tab, its page title and its description. */
interface ViewNames {
  tab: string;
  title(product: string): string;
  description(product: string, reviews: number): string;
}

/** The product's sub-pages (§2.2) in the order of its tabs; the description is the product page itself. */
export const PRODUCT_VIEWS = {
  specification: {
    tab: VIEW_TABS.specification,
    title: (p) => `Характеристики: ${p}`,
    description: (p) => `Технические характеристики ${p}: мощность, вес, комплектация, гарантия.`,
  },
  reviews: {
    tab: VIEW_TABS.reviews,
    title: (p) => `Отзывы о товаре ${p}`,
    description: (p, n) =>
      n > 0
        ? `${n} ${plural(n, ['отзыв', 'отзыва', 'отзывов'])} покупателей о товаре ${p}: оценки, достоинства, недостатки и фото.`
        : `Отзывы покупателей о товаре ${p}. Купили? Напишите первый отзыв.`,
  },
  stores: {
    tab: VIEW_TABS.stores,
    title: (p) => `Наличие в магазинах: ${p}`,
    description: (p) =>
      `Где купить ${p}: адреса магазинов, часы работы, телефоны, остатки и дата самовывоза.`,
  },
  documents: {
    tab: VIEW_TABS.documents,
    title: (p) => `Документы: ${p}`,
    description: (p) => `Инструкция по эксплуатации, сертификат соответствия и гарантийные условия для ${p}.`,
  },
  video: {
    tab: VIEW_TABS.video,
    title: (p) => `Видео: ${p}`,
    description: (p) => `Видеообзоры и инструкции к ${p}.`,
  },
} as const satisfies Record<string, ViewNames>;

/** A product sub-page's name. */
export type ProductView = keyof typeof PRODUCT_VIEWS;

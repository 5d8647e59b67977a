// No imports on purpose: the product route's loader loads this module's chunk, and each chunk it
// imports is one more name in the product page's first load.

/** «отзыв», «отзыва», «отзывов» for `n` (§5 plural rule). */
function reviewsWord(n: number): string {
  const tens = n % 100;
  const ones = n % 10;
  if (tens >= 11 && tens <= 14) return 'отзывов';
  return ones === 1 ? 'отзыв' : ones >= 2 && ones <= 4 ? 'отзыва' : 'отзывов';
}

/** A product view's names: its tab, its page title and its description. */
interface ViewNames {
  tab: string;
  title(product: string): string;
  description(product: string, reviews: number): string;
}

/** The product's sub-pages (§2.2) in the order of its tabs; the description is the product page itself. */
export const PRODUCT_VIEWS = {
  specification: {
    tab: 'Характеристики',
    title: (p) => `Характеристики: ${p}`,
    description: (p) => `Технические характеристики ${p}: мощность, вес, комплектация, гарантия.`,
  },
  reviews: {
    tab: 'Отзывы',
    title: (p) => `Отзывы о товаре ${p}`,
    description: (p, n) =>
      n > 0
        ? `${n} ${reviewsWord(n)} покупателей о товаре ${p}: оценки, достоинства, недостатки и фото.`
        : `Отзывы покупателей о товаре ${p}. Купили? Напишите первый отзыв.`,
  },
  stores: {
    tab: 'Наличие в магазинах',
    title: (p) => `Наличие в магазинах: ${p}`,
    description: (p) =>
      `Где купить ${p}: адреса магазинов, часы работы, телефоны, остатки и дата самовывоза.`,
  },
  documents: {
    tab: 'Документы',
    title: (p) => `Документы: ${p}`,
    description: (p) => `Инструкция по эксплуатации, сертификат соответствия и гарантийные условия для ${p}.`,
  },
  video: {
    tab: 'Видео',
    title: (p) => `Видео: ${p}`,
    description: (p) => `Видеообзоры и инструкции к ${p}.`,
  },
} as const satisfies Record<string, ViewNames>;

/** A product sub-page's name. */
export type ProductView = keyof typeof PRODUCT_VIEWS;

// The commerce data a fresh store starts with: promo codes with each of their rules, and the reasons
// a buyer may give for cancelling. Baskets, orders and payments start empty.

/** The seeded promo codes, for the docs, the tests and the scenarios. */
export const SEEDED_PROMO_CODES = {
  /** 10% off a basket of 3 000 ₽ or more. */
  percent: 'VERSTAK10',
  /** 500 ₽ off a first order of 5 000 ₽ or more. */
  firstOrder: 'WELCOME500',
  /** 15% off the products of the first top-level section. */
  section: 'SECTION15',
  /** 7% off Makita products. */
  brand: 'MAKITA7',
  /** Ended on 2025-12-31. */
  expired: 'EXPIRED2025',
  /** Its one use is spent. */
  exhausted: 'ONCEONLY',
  /** Not for B2B accounts. */
  retailOnly: 'PRIVATE5',
} as const;

/** Cancel reasons (§7.4 cancel/reasons). */
export const CANCEL_REASONS = [
  'Передумал покупать',
  'Нашёл дешевле в другом магазине',
  'Долгий срок доставки',
  'Хочу изменить состав заказа',
  'Оформил заказ по ошибке',
  'Другая причина',
] as const;

/** The promo code and cancel reason rows; `sectionId` and `brandId` name the section and brand rules' targets. */
export function commerceRows(input: { sectionId: number; brandId: number }) {
  const code = SEEDED_PROMO_CODES;
  const promo_codes = [
    {
      code: code.percent,
      title: 'Скидка 10% от 3 000 ₽',
      kind: 'percent',
      value: 10,
      min_sum_kopecks: 300_000,
    },
    {
      code: code.firstOrder,
      title: '500 ₽ на первый заказ от 5 000 ₽',
      kind: 'fixed',
      value: 50_000,
      min_sum_kopecks: 500_000,
      first_order_only: true,
    },
    {
      code: code.section,
      title: 'Скидка 15% на раздел',
      kind: 'percent',
      value: 15,
      section_id: input.sectionId,
    },
    { code: code.brand, title: 'Скидка 7% на Makita', kind: 'percent', value: 7, brand_id: input.brandId },
    {
      code: code.expired,
      title: 'Новогодняя скидка 2025',
      kind: 'percent',
      value: 20,
      starts_at: '2025-12-01T00:00:00Z',
      ends_at: '2025-12-31T21:00:00Z',
    },
    {
      code: code.exhausted,
      title: 'Разовая скидка 300 ₽',
      kind: 'fixed',
      value: 30_000,
      max_uses: 1,
      used: 1,
    },
    {
      code: code.retailOnly,
      title: 'Скидка 5% для частных покупателей',
      kind: 'percent',
      value: 5,
      b2b_allowed: false,
    },
  ].map((row) => ({
    min_sum_kopecks: 0,
    starts_at: null,
    ends_at: null,
    max_uses: null,
    used: 0,
    section_id: null,
    brand_id: null,
    b2b_allowed: true,
    first_order_only: false,
    active: true,
    // The promo-code page lists these; the refused ones are for the tests and the docs.
    is_public: row.code !== code.expired && row.code !== code.exhausted,
    ...row,
  }));
  const order_cancel_reasons = CANCEL_REASONS.map((title, i) => ({ id: i + 1, title, sort: i + 1 }));
  return { promo_codes, order_cancel_reasons };
}

/** The commerce tables, children first: what a reseed clears before the catalogue under them. */
export const COMMERCE_TABLES = [
  'payment_notifications',
  'payments',
  'idempotency_keys',
  'order_events',
  'order_files',
  'order_reservations',
  'order_lines',
  'orders',
  'order_cancel_reasons',
  'estimate_lines',
  'estimates',
  'compare_items',
  'favorites',
  'shared_baskets',
  'basket_deleted_lines',
  'basket_state',
  'basket_lines',
  'promo_codes',
] as const;

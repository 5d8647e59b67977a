import type { Db } from '../db/database';
import { addDays, moscowDay } from '../promos/moscow-day';

// The selections a fresh store starts with (issue 17): promotions current and ended, each with its
// products, rules and banner; discharged goods; the home's slides that lead to the sale and the
// promotions. Dates are relative to the day the store is seeded (Moscow), so a store seeded any day
// has promotions running and some in the archive.

/** A seeded promotion: its text, its days relative to the seed's, and the SQL predicate of its products. */
interface PromotionSeed {
  code: string;
  title: string;
  preview: string;
  description: string;
  body: string[];
  rules: string[];
  type_promo: 'discount' | 'gift' | 'bonus';
  timer_title: string;
  from: number;
  to: number;
  /** Over products `p` joined with their top section `t`, mid `m`, leaf `s` and brand `b`. */
  products: string;
  advertiser?: { erid: string; name: string; data: string };
}

const COMMON_RULES = [
  'Цена по акции уже указана в карточке товара; промокод, если он подходит, применяется к ней в корзине.',
  'Количество товара по акции ограничено остатками в магазинах и на складе.',
];

/** The seeded promotions, in their order on /promo/. */
export const PROMOTIONS: readonly PromotionSeed[] = [
  {
    code: 'makita-days',
    title: 'Дни Makita: скидки до 30%',
    preview: 'Аккумуляторный и сетевой инструмент Makita со скидкой до 30%.',
    description: 'Официальная акция Makita: сниженные цены на шуруповёрты, перфораторы, шлифмашины и пилы.',
    body: [
      'Две недели скидок на инструмент Makita: цены в каталоге уже снижены, старая цена показана рядом.',
      'Каждый инструмент — с официальной гарантией производителя и сервисом в наших магазинах.',
    ],
    rules: [
      'Прежняя цена показана в карточке зачёркнутой, новая уже учтена.',
      'Акция действует на товары Makita, участвующие в акции, при заказе на сайте и в магазинах.',
      ...COMMON_RULES,
    ],
    type_promo: 'discount',
    timer_title: 'До конца акции',
    from: -9,
    to: 12,
    // Its products are the Makita goods really marked down: the title promises a discount.
    products: "b.code = 'makita' AND p.old_price > p.price",
    advertiser: { erid: '2VtzqxMakita1', name: 'ООО «Макита»', data: 'ИНН 7702125580' },
  },
  {
    code: 'bita-v-podarok',
    title: 'Набор бит в подарок к перфоратору',
    preview: 'Купите перфоратор — получите набор бит и свёрл в подарок.',
    description: 'К каждому перфоратору из акции — набор бит и свёрл SDS-plus в подарок.',
    body: [
      'Подарок выдаётся вместе с перфоратором: в магазине при самовывозе или курьером.',
      'При возврате перфоратора подарок возвращается вместе с ним.',
    ],
    rules: ['Один подарок на один перфоратор.', 'Подарок не обменивается на деньги.', ...COMMON_RULES],
    type_promo: 'gift',
    timer_title: 'Подарок ждёт вас ещё',
    from: -20,
    to: 2,
    products: "m.title = 'Перфораторы'",
  },
  {
    code: 'dvoynye-bonusy',
    title: 'Двойные бонусы за аккумуляторный инструмент',
    preview: 'Начисляем вдвое больше бонусов за аккумуляторный инструмент.',
    description: 'За покупку аккумуляторного инструмента начисляем 10% бонусами вместо 5%.',
    body: [
      'Бонусы начисляются на бонусную карту после получения заказа.',
      'Бонусами можно оплатить до 30% следующих покупок.',
    ],
    rules: [
      'Бонусы начисляются только зарегистрированным покупателям.',
      'Бонусы за возвращённый товар списываются.',
      ...COMMON_RULES,
    ],
    type_promo: 'bonus',
    timer_title: 'Двойные бонусы ещё',
    from: 0,
    to: 6,
    products: "lower(s.title) LIKE '%аккумулятор%'",
  },
  {
    code: 'sadovyy-sezon',
    title: 'Сезон садовой техники: скидки',
    preview: 'Газонокосилки, мойки, культиваторы и снегоуборщики со скидкой.',
    description: 'Скидки на садовую технику: подготовьтесь к сезону заранее.',
    body: [
      'Садовую технику лучше выбирать до сезона: все модели в наличии, доставка быстрее.',
      'Поможем с выбором в магазине или по телефону.',
    ],
    rules: ['Прежняя цена показана в карточке зачёркнутой, новая уже учтена.', ...COMMON_RULES],
    type_promo: 'discount',
    timer_title: 'До конца акции',
    from: -3,
    to: 34,
    products: "t.title = 'Садовая техника' AND p.old_price > p.price",
  },
  {
    code: 'osenniy-remont',
    title: 'Осенний ремонт: скидки на строительное оборудование',
    preview: 'Бетономешалки, виброоборудование и тепловые пушки со скидкой.',
    description: 'Скидки на строительное оборудование для осеннего ремонта.',
    body: ['Акция завершена. Следите за новыми акциями на странице «Акции».'],
    rules: ['Скидка указывалась в карточке товара.', ...COMMON_RULES],
    type_promo: 'discount',
    timer_title: 'До конца акции',
    from: -30,
    to: -1,
    products: "t.title = 'Строительное оборудование'",
  },
  {
    code: 'den-svarshchika',
    title: 'День сварщика: маска в подарок',
    preview: 'К сварочному аппарату — маска сварщика в подарок.',
    description: 'К каждому сварочному аппарату из акции — маска сварщика в подарок.',
    body: ['Акция завершена.'],
    rules: ['Один подарок на один аппарат.', ...COMMON_RULES],
    type_promo: 'gift',
    timer_title: 'До конца акции',
    from: -75,
    to: -60,
    products: "m.title = 'Сварочные аппараты'",
  },
  {
    code: 'leto-s-instrumentom',
    title: 'Лето с инструментом: бонусы ×3',
    preview: 'Тройные бонусы за бензоинструмент.',
    description: 'Тройные бонусы за бензопилы, триммеры и генераторы.',
    body: ['Акция завершена.'],
    rules: ['Бонусы начислялись зарегистрированным покупателям.', ...COMMON_RULES],
    type_promo: 'bonus',
    timer_title: 'До конца акции',
    from: -160,
    to: -100,
    products: "t.title = 'Бензоинструмент'",
  },
  {
    code: 'zimnyaya-rasprodazha',
    title: 'Зимняя распродажа',
    preview: 'Скоро: скидки на снегоуборочную технику и тепловые пушки.',
    description: 'Скидки на снегоуборочную технику и тепловые пушки.',
    body: ['Акция начнётся скоро.'],
    rules: [...COMMON_RULES],
    type_promo: 'discount',
    timer_title: 'До конца акции',
    from: 3,
    to: 40,
    products: "m.title IN ('Снегоуборочная техника', 'Тепловые пушки')",
  },
];

/** The promotions' rows, dated from the seed's day `today` (YYYY-MM-DD, Moscow). */
export function promotionRows(today: string) {
  return PROMOTIONS.map((p, i) => ({
    id: i + 1,
    code: p.code,
    title: p.title,
    preview: p.preview,
    description: p.description,
    body: p.body,
    rules: p.rules,
    type_promo: p.type_promo,
    timer_title: p.timer_title,
    starts_on: addDays(today, p.from),
    ends_on: addDays(today, p.to),
    sort: i + 1,
    erid: p.advertiser?.erid ?? null,
    advertiser_name: p.advertiser?.name ?? null,
    advertiser_data: p.advertiser?.data ?? null,
  }));
}

/** Fills `promotion_products` from each promotion's predicate: its 200 most popular products at most. */
export async function insertPromotionProducts(tx: Db): Promise<void> {
  for (const [i, p] of PROMOTIONS.entries())
    await tx.query(
      `INSERT INTO promotion_products (promotion_id, product_id, sort)
       SELECT $1, p.id, row_number() OVER (ORDER BY p.popularity DESC, p.id)
       FROM products p JOIN sections s ON s.id = p.section_id JOIN sections m ON m.id = p.mid_id
         JOIN sections t ON t.id = p.top_id JOIN brands b ON b.id = p.brand_id
       WHERE ${p.products}
       ORDER BY p.popularity DESC, p.id LIMIT 200`,
      [i + 1],
    );
}

const REASONS: ReadonlyArray<readonly [string, string, number]> = [
  ['Вскрыта упаковка', 'Товар новый, не был в работе; упаковка вскрыта при проверке комплектности.', 0.88],
  [
    'Витринный образец',
    'Стоял на витрине магазина; следы осмотра, полный комплект, гарантия сохраняется.',
    0.8,
  ],
  ['Повреждена упаковка', 'Коробка помята при перевозке, сам инструмент без повреждений.', 0.9],
  ['Возврат без следов эксплуатации', 'Покупатель вернул товар; проверен сервисным центром, исправен.', 0.82],
  ['Царапина на корпусе', 'Небольшая царапина на корпусе, на работу не влияет; гарантия 6 месяцев.', 0.72],
];

/** About one in 150 products as a single discharged unit, in a shop of a pickup city (at least 12, at most 60). */
export function dischargedRows(
  products: ReadonlyArray<Record<string, unknown>>,
  shopIds: readonly number[],
): Record<string, unknown>[] {
  const count = Math.min(60, Math.max(12, Math.floor(products.length / 150)));
  const step = Math.max(1, Math.floor(products.length / count));
  const rows: Record<string, unknown>[] = [];
  for (let i = 0; i < count && i * step < products.length; i++) {
    const p = products[i * step] as { id: number; title: string; price: number };
    const [reason, condition, factor] = REASONS[i % REASONS.length] as (typeof REASONS)[number];
    const price = Math.max(1, Math.round((p.price * factor) / 10) * 10);
    if (price >= p.price) continue;
    rows.push({
      id: rows.length + 1,
      product_id: p.id,
      title: p.title,
      reason,
      condition,
      price,
      old_price: p.price,
      shop_id: shopIds[(i * 5) % shopIds.length],
      sort: rows.length + 1,
    });
  }
  return rows;
}

/**
 * The home's slides: the advertised promotion, the whole sale, and three sections' sales, each
 * titled with the greatest discount it really has (never a promise the selection does not keep).
 */
export function slideRows(
  products: ReadonlyArray<Record<string, unknown>>,
  tops: ReadonlyArray<{ id: number; title: string; url: string }>,
) {
  const discount = (p: Record<string, unknown>) =>
    Number(p.old_price) > Number(p.price) ? Math.floor((1 - Number(p.price) / Number(p.old_price)) * 100) : 0;
  const best = (pick: (p: Record<string, unknown>) => boolean) =>
    products.filter(pick).reduce((n, p) => Math.max(n, discount(p)), 0);
  const makita = PROMOTIONS[0] as PromotionSeed;
  const rows: Array<Record<string, unknown>> = [
    {
      name: makita.title,
      link: `/promo/${makita.code}/`,
      erid: makita.advertiser?.erid ?? null,
      advertiser_name: makita.advertiser?.name ?? null,
      advertiser_data: makita.advertiser?.data ?? null,
    },
    { name: `Распродажа: скидки до ${best(() => true)}%`, link: '/sale/' },
    ...tops.slice(0, 3).map((t) => ({
      name: `${t.title}: скидки до ${best((p) => p.top_id === t.id)}%`,
      link: `/sale/${t.url.slice('/catalog/'.length)}`,
    })),
  ];
  return rows.map((r, i) => ({
    id: i + 1,
    type: 'banner',
    position: i + 1,
    is_static: i === 0,
    erid: null,
    advertiser_name: null,
    advertiser_data: null,
    ...r,
  }));
}

/** The Moscow day a seed dates its promotions from. */
export function seedDay(now: number | undefined): string {
  return moscowDay(now ?? Date.now());
}

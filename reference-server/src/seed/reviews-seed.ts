import type { TemplateName } from './properties-data';
import type { Random } from './random';

// Reviews a believable store has: most products bought by someone have a few, the marks lean to 4
// and 5 with some 1–3, texts fit the kind of product, some carry photos (drawn by the seed, see
// review-photos-seed.ts), and a few still wait for moderation. Products' ratings and counts are
// computed from the published ones, as the server keeps them afterwards.

/** A product as the review seed needs it. */
export interface ReviewedProduct {
  id: number;
  template: TemplateName;
  /** Whether the catalogue draw made the product one with reviews. */
  rated: boolean;
}

/** One seeded review row (every column, so all rows insert alike). */
export interface ReviewRow {
  id: number;
  product_id: number;
  user_id: number | null;
  rating: number;
  pros: string;
  cons: string;
  text: string;
  author: string;
  status: 'published' | 'moderation' | 'rejected';
  likes: number;
  dislikes: number;
  created_at: string;
  consent_at: string | null;
  moderated_at: string | null;
  moderated_by: string;
  reject_reason: string;
}

type Kind = 'power' | 'outdoor' | 'hand' | 'building';

const KIND: Record<TemplateName, Kind> = {
  'cordless-drill': 'power',
  'corded-drill': 'power',
  grinder: 'power',
  corded: 'power',
  welding: 'power',
  compressor: 'power',
  petrol: 'outdoor',
  garden: 'outdoor',
  hand: 'hand',
  measuring: 'hand',
  consumable: 'building',
  building: 'building',
};

const PROS: Record<Kind, string[]> = {
  power: [
    'Мощный, не греется под нагрузкой',
    'Удобная рукоятка, лёгкий',
    'Тихий, вибрации почти нет',
    'Крепкий кейс, всё на своих местах',
    'Держит заряд весь рабочий день',
    'Хорошая сборка, ничего не люфтит',
  ],
  outdoor: [
    'Заводится с первого раза',
    'Экономичный расход топлива',
    'Тянет без рывков даже по мокрой траве',
    'Лёгкий для своего класса',
    'Простое обслуживание',
  ],
  hand: [
    'Качественная сталь, не тупится',
    'Удобно лежит в руке',
    'Точный, показания не плавают',
    'Аккуратно сделан, без заусенцев',
  ],
  building: [
    'Расход как на упаковке',
    'Легко наносится',
    'Схватывается быстро',
    'Нормальная фасовка, без остатков',
  ],
};

const CONS: Record<Kind, string[]> = {
  power: [
    'Тяжеловат для работы над головой',
    'Короткий шнур',
    'Кейс мог бы быть покрепче',
    'Нет подсветки',
    'Шумноват на высоких оборотах',
  ],
  outdoor: ['Громкий', 'Инструкция переведена плохо', 'Тяжёлый для долгой работы', 'Бак маловат'],
  hand: ['Чехол в комплекте не помешал бы', 'Цена выше, чем у аналогов', 'Маркировка быстро стирается'],
  building: ['Упаковка неудобная', 'Сильный запах', 'Дороговато'],
};

const TEXTS: Record<Kind, Record<'good' | 'fine' | 'bad', string[]>> = {
  power: {
    good: [
      'Пользуюсь уже несколько месяцев на объекте: работает без нареканий, мощности хватает с запасом.',
      'Брал для ремонта в квартире. Справился со всем: и с бетоном, и с металлом. Рекомендую.',
      'Отличный инструмент за свои деньги. Доставили быстро, в магазине всё проверили при мне.',
    ],
    fine: [
      'В целом доволен, но для профессиональной работы, пожалуй, слабоват. Для дома — самое то.',
      'Работает как надо, хотя к весу пришлось привыкать. Гарантийный талон заполнили сразу.',
    ],
    bad: [
      'Через две недели начал искрить и пахнуть. Сдал по гарантии, жду результата диагностики.',
      'Ожидал большего: под нагрузкой заметно теряет обороты, кнопка подклинивает.',
    ],
  },
  outdoor: {
    good: [
      'Второй сезон на даче — ни одного отказа. Заводится легко даже после зимы.',
      'Участок 12 соток обрабатываю за час. Расход топлива радует.',
    ],
    fine: [
      'Работает нормально, но шумный — без наушников тяжело. Масло лучше брать то, что рекомендуют.',
      'Свою цену оправдывает, хотя сборку пришлось немного подтянуть.',
    ],
    bad: ['После десяти часов работы перестал держать холостые обороты. Сервис обещал разобраться.'],
  },
  hand: {
    good: [
      'Качество отличное, пользуюсь каждый день. Видно, что сделано на совесть.',
      'Купил себе и отцу — оба довольны. Удобно и надёжно.',
    ],
    fine: ['Нормальный инструмент, ничего особенного. Свою задачу выполняет.'],
    bad: ['Через месяц появился люфт. Для разовой работы сойдёт, для постоянной — нет.'],
  },
  building: {
    good: [
      'Брал на ремонт ванной — расход как заявлен, результатом доволен.',
      'Работать удобно, всё схватилось как надо. Буду брать ещё.',
    ],
    fine: ['Нормально, но у другого производителя расход был меньше.'],
    bad: ['Партия попалась с комками, пришлось докупать. Обменяли без проблем, но осадок остался.'],
  },
};

const FIRST_NAMES = [
  'Алексей',
  'Дмитрий',
  'Сергей',
  'Андрей',
  'Михаил',
  'Наталья',
  'Ольга',
  'Николай',
  'Павел',
  'Елена',
  'Виктор',
  'Юлия',
  'Игорь',
  'Татьяна',
  'Роман',
];
const INITIALS = 'АБВГДЕЗИКЛМНОПРСТФЧШ';

/** A mark leaning to 4 and 5, as stores' reviews do: 1 — 4%, 2 — 5%, 3 — 11%, 4 — 30%, 5 — 50%. */
function mark(rnd: Random): number {
  const x = rnd.next();
  return x < 0.04 ? 1 : x < 0.09 ? 2 : x < 0.2 ? 3 : x < 0.5 ? 4 : 5;
}

const DAY = 86_400_000;

/** The products that get reviews: every rated one in a small store, about 5,000 of a big one. */
function reviewedProducts(products: readonly ReviewedProduct[]): ReviewedProduct[] {
  const step = Math.max(1, Math.ceil(products.length / 5000));
  return products.filter((p) => p.rated && p.id % step === 0);
}

/**
 * The catalogue's reviews, numbered from `firstId`, dated back from `epoch`: zero to six per reviewed
 * product; about one in twelve still waits for moderation and one in sixty was rejected.
 */
export function catalogReviewRows(
  products: readonly ReviewedProduct[],
  firstId: number,
  epoch: number,
  rnd: Random,
): ReviewRow[] {
  const rows: ReviewRow[] = [];
  for (const product of reviewedProducts(products)) {
    const kind = KIND[product.template];
    const count = rnd.int(0, 6);
    for (let i = 0; i < count; i++) {
      const rating = mark(rnd);
      const tone = rating >= 4 ? 'good' : rating === 3 ? 'fine' : 'bad';
      const created = epoch - rnd.int(1, 700) * DAY - rnd.int(0, 86_399) * 1000;
      const roll = rnd.next();
      const status = roll < 0.085 ? 'moderation' : roll < 0.1 ? 'rejected' : 'published';
      const published = status === 'published';
      rows.push({
        id: firstId + rows.length,
        product_id: product.id,
        user_id: null,
        rating,
        pros: rating >= 3 || rnd.chance(0.3) ? rnd.pick(PROS[kind]) : '',
        cons: rating <= 4 || rnd.chance(0.3) ? rnd.pick(CONS[kind]) : '',
        text: rnd.pick(TEXTS[kind][tone]),
        author: `${rnd.pick(FIRST_NAMES)} ${INITIALS[rnd.int(0, INITIALS.length - 1)]}.`,
        status,
        likes: published ? Math.floor(rnd.next() ** 3 * 40) : 0,
        dislikes: published ? Math.floor(rnd.next() ** 4 * 8) : 0,
        created_at: new Date(created).toISOString(),
        consent_at: new Date(created).toISOString(),
        moderated_at: status === 'moderation' ? null : new Date(created + DAY).toISOString(),
        moderated_by: status === 'moderation' ? '' : 'content@verstak.example.ru',
        reject_reason: status === 'rejected' ? 'Отзыв не о товаре' : '',
      });
    }
  }
  return rows;
}

/** Each product's rating (one decimal) and count from the published reviews among `rows`. */
export function ratingsOf(rows: readonly ReviewRow[]): Map<number, { rating: number; reviews: number }> {
  const sums = new Map<number, { sum: number; n: number }>();
  for (const row of rows) {
    if (row.status !== 'published') continue;
    const s = sums.get(row.product_id) ?? { sum: 0, n: 0 };
    s.sum += row.rating;
    s.n += 1;
    sums.set(row.product_id, s);
  }
  return new Map(
    // Half up to one decimal in integers, as PostgreSQL's round(avg, 1) gives it (no 4.35 → 4.3).
    [...sums].map(([id, { sum, n }]) => [
      id,
      { rating: Math.floor((20 * sum + n) / (2 * n)) / 10, reviews: n },
    ]),
  );
}

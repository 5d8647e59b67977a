import { createRandom, type Random } from './random';
import {
  companyInn,
  companyOgrn,
  correspondentAccountOf,
  kppOf,
  personInn,
  SEED_BANKS,
  settlementAccount,
  soleTraderOgrn,
} from './requisites-data';

// The seeded accounts (issue 8): a few fixed logins a developer can type (README, development
// section) and ~30 generated private and B2B buyers with the same kinds of data. Deterministic: the
// same seed gives the same accounts; only the password hash differs (its salt is random).

/** The password of every seeded account that has one. */
export const SEED_PASSWORD = 'verstak2026';

/** The fixed logins (README: development). */
export const SEEDED_LOGINS = {
  person: { id: 1, phone: '+7 (900) 000-00-01', email: 'ivan.petrov@example.ru' },
  smsOnly: { id: 2, phone: '+7 (900) 000-00-02' },
  b2b: { id: 3, phone: '+7 (900) 000-00-10', email: 'b2b@stroyresurs.example.ru' },
  operator: { id: 4, email: 'operator@verstak.example.ru' },
  admin: { id: 5, email: 'admin@verstak.example.ru' },
  content: { id: 6, email: 'content@verstak.example.ru' },
  tags: { id: 7, email: 'tags@verstak.example.ru' },
} as const;

/** How many private and B2B accounts the seed generates besides the fixed ones. */
const GENERATED = 30;

type Row = Record<string, unknown>;

/** The rows of every account table, by table. */
export interface AccountRows {
  subscriptions: Row[];
  b2b_categories: Row[];
  personal_managers: Row[];
  users: Row[];
  receivers: Row[];
  delivery_addresses: Row[];
  user_subscriptions: Row[];
  organizations: Row[];
  bank_details: Row[];
  user_managers: Row[];
  bonus_movements: Row[];
  viewed_products: Row[];
  repairs: Row[];
  product_reviews: Row[];
}

/** What the account seed needs of the rest of the store. */
export interface AccountSeedInput {
  seed: number;
  /** Product ids are 1..products. */
  products: number;
  /** City ids with their names (addresses). */
  cities: ReadonlyArray<{ id: number; name: string }>;
  shopIds: readonly number[];
  /** The hash of {@link SEED_PASSWORD}, made once per seed. */
  passwordHash: string;
}

const SUBSCRIPTIONS = [
  ['news', 'Новости и статьи'],
  ['promos', 'Акции и скидки'],
  ['sms', 'SMS о заказах и акциях'],
  ['new-products', 'Новинки каталога'],
  ['b2b-prices', 'Прайс-лист для юридических лиц'],
] as const;

const B2B_CATEGORIES = [
  ['start', 'Старт', 0],
  ['silver', 'Серебро', 3],
  ['gold', 'Золото', 5],
  ['platinum', 'Платина', 7],
] as const;

const MANAGERS = [
  [
    'Анна Кириллова',
    'Менеджер по работе с юридическими лицами',
    '+7 (4852) 67-35-41',
    'a.kirillova@verstak.example.ru',
  ],
  [
    'Дмитрий Орлов',
    'Старший менеджер отдела корпоративных продаж',
    '+7 (495) 120-35-42',
    'd.orlov@verstak.example.ru',
  ],
  [
    'Ирина Белова',
    'Менеджер по работе с юридическими лицами',
    '+7 (8172) 26-35-43',
    'i.belova@verstak.example.ru',
  ],
] as const;

// The names, companies, streets and epoch below are shared with the bulk accounts and orders (growth-seed.ts).
export const MALE = [
  'Сергей',
  'Андрей',
  'Михаил',
  'Николай',
  'Виктор',
  'Алексей',
  'Олег',
  'Денис',
  'Роман',
  'Юрий',
];
export const FEMALE = ['Елена', 'Татьяна', 'Светлана', 'Анна', 'Ирина', 'Марина', 'Ольга', 'Юлия', 'Наталья'];
export const SURNAMES = [
  'Смирнов',
  'Иванов',
  'Кузнецов',
  'Попов',
  'Васильев',
  'Соколов',
  'Михайлов',
  'Новиков',
  'Фёдоров',
  'Морозов',
  'Волков',
  'Алексеев',
  'Лебедев',
  'Семёнов',
  'Егоров',
];
export const TRANSLIT: Record<string, string> = {
  Сергей: 'sergey',
  Андрей: 'andrey',
  Михаил: 'mikhail',
  Николай: 'nikolay',
  Виктор: 'viktor',
  Алексей: 'aleksey',
  Олег: 'oleg',
  Денис: 'denis',
  Роман: 'roman',
  Юрий: 'yuriy',
  Елена: 'elena',
  Татьяна: 'tatyana',
  Светлана: 'svetlana',
  Анна: 'anna',
  Ирина: 'irina',
  Марина: 'marina',
  Ольга: 'olga',
  Юлия: 'yuliya',
  Наталья: 'natalya',
};
export const COMPANIES = [
  ['Техмонтаж', 'tekhmontazh'],
  ['СтройДом', 'stroydom'],
  ['Северный ремонт', 'sevremont'],
  ['Волга-Строй', 'volgastroy'],
  ['Кровля Плюс', 'krovlyaplus'],
  ['Инженерные системы', 'insystems'],
  ['ПромСнаб', 'promsnab'],
  ['ДорСервис', 'dorservice'],
  ['Усадьба', 'usadba'],
  ['ЭлектроМонтаж', 'elmontazh'],
] as const;
export const STREETS = [
  'ул. Ленина',
  'ул. Советская',
  'пр-т Октября',
  'ул. Свободы',
  'ул. Кирова',
  'ул. Гагарина',
  'Московский пр-т',
  'ул. Пушкина',
];
const REPAIRED = [
  'Перфоратор Makita HR2470',
  'Шуруповёрт Bosch GSR 18V-50',
  'Бензопила Stihl MS 180',
  'Болгарка DeWalt DWE4157',
  'Триммер Husqvarna 128R',
  'Генератор Huter DY4000L',
];
const REVIEW_TEXTS = [
  'Пользуюсь месяц: мощности хватает, аккумулятор держит весь день.',
  'Хорошая вещь за свои деньги, но кейс мог бы быть и покрепче.',
  'Брал для дачи — доволен. Доставили на следующий день.',
  'Тяжеловат для работы над головой, в остальном претензий нет.',
  'Отличный инструмент, рекомендую. Шум умеренный, вибрация небольшая.',
];
const REGIONS = ['76', '35', '44', '33', '37', '77'];

const DAY = 86_400_000;
/** Seeded dates count back from here, so they do not move with the clock. */
export const EPOCH = Date.UTC(2026, 9, 1, 9);
const at = (daysAgo: number, hours = 0) => new Date(EPOCH - daysAgo * DAY + hours * 3_600_000).toISOString();
const pad = (n: number, width: number) => String(n).padStart(width, '0');
const fUserIdOf = (id: number) => `00000000-0000-4000-8000-${pad(id, 12)}`;

/** Builds every account table's rows. */
export function accountRows(input: AccountSeedInput): AccountRows {
  const rows: AccountRows = {
    subscriptions: SUBSCRIPTIONS.map(([code, title], i) => ({ id: i + 1, code, title, sort: i + 1 })),
    b2b_categories: B2B_CATEGORIES.map(([code, name, value], i) => ({ code, name, value, sort: i + 1 })),
    personal_managers: MANAGERS.map(([name, position, phone, email], i) => ({
      id: i + 1,
      name,
      position,
      phone,
      email,
    })),
    users: [],
    receivers: [],
    delivery_addresses: [],
    user_subscriptions: [],
    organizations: [],
    bank_details: [],
    user_managers: [],
    bonus_movements: [],
    viewed_products: [],
    repairs: [],
    product_reviews: [],
  };
  const ids = {
    receiver: 0,
    address: 0,
    organization: 0,
    bank: 0,
    bonus: 0,
    repair: 0,
    review: 0,
  };
  const user = (row: Row & { id: number }) =>
    rows.users.push({
      type: 'person',
      phone: null,
      email: null,
      password_hash: input.passwordHash,
      first_name: '',
      last_name: '',
      second_name: '',
      birth: null,
      b2b_category: '',
      groups: [],
      bonus_card: null,
      bonus_level: '',
      f_user_id: fUserIdOf(row.id),
      created_at: at(400 - row.id * 7),
      ...row,
    });
  const receiver = (userId: number, name: string, phone: string, email = '') =>
    rows.receivers.push({ id: ++ids.receiver, user_id: userId, name, phone, email });
  const address = (userId: number, cityIndex: number, address: string) => {
    const city = input.cities[cityIndex % input.cities.length];
    if (city) rows.delivery_addresses.push({ id: ++ids.address, user_id: userId, city_id: city.id, address });
  };
  const subscribe = (userId: number, codes: readonly string[]) => {
    for (const code of codes) {
      const index = SUBSCRIPTIONS.findIndex(([c]) => c === code);
      if (index >= 0) rows.user_subscriptions.push({ user_id: userId, subscription_id: index + 1 });
    }
  };
  const bonus = (userId: number, daysAgo: number, amount: number, title: string) =>
    rows.bonus_movements.push({ id: ++ids.bonus, user_id: userId, created_at: at(daysAgo), amount, title });
  const viewed = (userId: number, productIds: readonly number[]) => {
    for (const [i, productId] of productIds.entries())
      rows.viewed_products.push({ user_id: userId, product_id: productId, viewed_at: at(1 + i, -i) });
  };
  const repair = (userId: number, daysAgo: number, product: string, status: string, rnd: Random) =>
    rows.repairs.push({
      id: ++ids.repair,
      user_id: userId,
      number: `СЦ-${pad(10_400 + ids.repair * 37, 6)}`,
      created_at: at(daysAgo),
      product,
      status,
      shop_id: input.shopIds.length > 0 ? rnd.pick(input.shopIds) : null,
    });
  const review = (
    userId: number,
    productId: number,
    rating: number,
    text: string,
    status: string,
    daysAgo: number,
  ) =>
    rows.product_reviews.push({
      id: ++ids.review,
      product_id: productId,
      user_id: userId,
      rating,
      text,
      status,
      created_at: at(daysAgo),
    });
  const organization = (userId: number, row: Row) => {
    const id = ++ids.organization;
    rows.organizations.push({
      id,
      user_id: userId,
      kpp: '',
      is_default: false,
      edo_enabled: false,
      edo_operator: '',
      edo_participant_id: '',
      contract_status: 'none',
      contract_number: '',
      contract_date: null,
      created_at: at(300 - id),
      ...row,
    });
    return id;
  };
  const bankAccount = (
    organizationId: number,
    bank: (typeof SEED_BANKS)[number],
    account: string,
    isDefault: boolean,
  ) =>
    rows.bank_details.push({
      id: ++ids.bank,
      organization_id: organizationId,
      bank_name: bank.name,
      bik: bank.bik,
      settlement_account: account,
      correspondent_account: correspondentAccountOf(bank.bik),
      is_default: isDefault,
    });
  /** Distinct product ids, as many as there are products. */
  const someProducts = (rnd: Random, n: number) => {
    const chosen = new Set<number>();
    const wanted = Math.min(n, input.products);
    while (chosen.size < wanted) chosen.add(rnd.int(1, input.products));
    return [...chosen];
  };

  // The fixed accounts: their requisites come from their own generator, so they stay the same
  // whatever the generated accounts draw.
  const fixed = createRandom(2026);
  const { person, smsOnly, b2b, operator, admin, content, tags } = SEEDED_LOGINS;
  user({
    id: person.id,
    phone: person.phone,
    email: person.email,
    first_name: 'Иван',
    last_name: 'Петров',
    second_name: 'Сергеевич',
    birth: '1986-04-12',
    bonus_card: '2600000000017',
    bonus_level: 'Серебряный',
  });
  receiver(person.id, 'Мария Петрова', '+7 (900) 111-22-33', 'maria.petrova@example.ru');
  receiver(person.id, 'Сергей Петров', '+7 (900) 111-22-34');
  address(person.id, 0, 'ул. Профсоюзная, д. 56, кв. 14');
  address(person.id, 1, 'ул. Свободы, д. 12, кв. 3');
  subscribe(person.id, ['news', 'promos']);
  bonus(person.id, 120, 500, 'Приветственные бонусы');
  // Purchases in the shops with the bonus card (a receipt, not an online order): «Мои заказы» lists
  // only the orders placed on the site, so the history cites none of those it does not have.
  bonus(person.id, 60, 1240, 'Начисление за покупку в магазине на Профсоюзной');
  bonus(person.id, 30, -300, 'Списание при покупке в магазине на Профсоюзной');
  bonus(person.id, 10, 410, 'Начисление за покупку в магазине на Варшавском шоссе');
  viewed(person.id, someProducts(fixed, 8));
  repair(person.id, 45, 'Перфоратор Makita HR2470', 'issued', fixed);
  repair(person.id, 5, 'Шуруповёрт Bosch GSR 18V-50', 'diagnostics', fixed);
  for (const [i, productId] of someProducts(fixed, 3).entries())
    review(
      person.id,
      productId,
      5 - i,
      REVIEW_TEXTS[i] ?? '',
      i === 2 ? 'moderation' : 'published',
      40 - i * 12,
    );

  user({
    id: smsOnly.id,
    phone: smsOnly.phone,
    password_hash: null,
    first_name: 'Ольга',
    last_name: 'Смирнова',
  });
  subscribe(smsOnly.id, ['sms']);

  user({
    id: b2b.id,
    type: 'legal',
    phone: b2b.phone,
    email: b2b.email,
    first_name: 'Алексей',
    last_name: 'Кузнецов',
    second_name: 'Викторович',
    b2b_category: 'gold',
    groups: ['b2b'],
    bonus_card: '2600000000031',
    bonus_level: 'Золотой',
  });
  const companyInnValue = companyInn(fixed, '76');
  const company = organization(b2b.id, {
    name: 'ООО «Стройресурс»',
    inn: companyInnValue,
    kpp: kppOf(companyInnValue),
    ogrn: companyOgrn(fixed, 2014, '76'),
    legal_address: '150000, г. Ярославль, ул. Свободы, д. 52, офис 310',
    is_default: true,
    edo_enabled: true,
    edo_operator: 'Контур.Диадок',
    edo_participant_id: `2BM-${companyInnValue}-${kppOf(companyInnValue)}`,
    contract_status: 'signed',
    contract_number: 'ДП-2025/118',
    contract_date: '2025-03-14',
  });
  bankAccount(company, SEED_BANKS[0], settlementAccount(fixed, SEED_BANKS[0].bik), true);
  bankAccount(company, SEED_BANKS[1], settlementAccount(fixed, SEED_BANKS[1].bik), false);
  const soleTrader = organization(b2b.id, {
    name: 'ИП Кузнецов Алексей Викторович',
    inn: personInn(fixed, '76'),
    ogrn: soleTraderOgrn(fixed, 2019, '76'),
    legal_address: '150040, г. Ярославль, пр-т Октября, д. 34, кв. 8',
  });
  bankAccount(soleTrader, SEED_BANKS[3], settlementAccount(fixed, SEED_BANKS[3].bik, '40802'), true);
  rows.user_managers.push({ user_id: b2b.id, manager_id: 1 });
  subscribe(b2b.id, ['b2b-prices', 'new-products']);
  bonus(b2b.id, 90, 3200, 'Начисление за покупку в магазине по карте компании');
  viewed(b2b.id, someProducts(fixed, 5));
  receiver(b2b.id, 'Склад «Стройресурс»', '+7 (4852) 58-20-10', 'sklad@stroyresurs.example.ru');
  address(b2b.id, 1, 'ул. Промышленная, д. 7, склад 2');

  const staff = [
    [operator, 'Екатерина', 'Соколова', 'operator'],
    [admin, 'Андрей', 'Волков', 'administrators'],
    [content, 'Наталья', 'Морозова', 'content-managers'],
    [tags, 'Павел', 'Лебедев', 'page-tags'],
  ] as const;
  for (const [login, firstName, lastName, group] of staff)
    user({ id: login.id, email: login.email, first_name: firstName, last_name: lastName, groups: [group] });

  // The generated buyers: every third a legal entity.
  const rnd = createRandom(input.seed * 7919 + 8);
  for (let n = 1; n <= GENERATED; n++) {
    const id = 7 + n;
    const phone = `+7 (901) 000-${pad(Math.floor(n / 100), 2)}-${pad(n % 100, 2)}`;
    const female = rnd.chance(0.45);
    const firstName = rnd.pick(female ? FEMALE : MALE);
    const lastName = `${rnd.pick(SURNAMES)}${female ? 'а' : ''}`;
    const latin = TRANSLIT[firstName] ?? 'buyer';
    const cityIndex = rnd.int(0, Math.min(10, input.cities.length - 1));
    if (n % 3 === 0) {
      const [companyName, domain] = COMPANIES[(n / 3 - 1) % COMPANIES.length] ?? COMPANIES[0];
      const region = rnd.pick(REGIONS);
      user({
        id,
        type: 'legal',
        phone,
        email: `zakupki${n}@${domain}.example.ru`,
        first_name: firstName,
        last_name: lastName,
        b2b_category: rnd.pick(B2B_CATEGORIES)[0],
        groups: ['b2b'],
      });
      const inn = companyInn(rnd, region);
      const orgId = organization(id, {
        name: `ООО «${companyName}»`,
        inn,
        kpp: kppOf(inn),
        ogrn: companyOgrn(rnd, rnd.int(2005, 2022), region),
        legal_address: `г. ${input.cities[cityIndex]?.name ?? 'Москва'}, ${rnd.pick(STREETS)}, д. ${rnd.int(1, 120)}`,
        is_default: true,
        edo_enabled: rnd.chance(0.5),
        contract_status: rnd.pick(['none', 'requested', 'signed']),
      });
      const last = rows.organizations[rows.organizations.length - 1];
      if (last?.edo_enabled) {
        last.edo_operator = rnd.pick(['Контур.Диадок', 'СБИС', 'Калуга Астрал']);
        last.edo_participant_id = `2BM-${inn}-${kppOf(inn)}`;
      }
      if (last?.contract_status === 'signed') {
        last.contract_number = `ДП-2025/${100 + n}`;
        last.contract_date = `2025-${pad(rnd.int(1, 9), 2)}-${pad(rnd.int(1, 28), 2)}`;
      }
      const bank = rnd.pick(SEED_BANKS);
      bankAccount(orgId, bank, settlementAccount(rnd, bank.bik), true);
      if (rnd.chance(0.3)) {
        const trader = organization(id, {
          name: `ИП ${lastName} ${firstName}`,
          inn: personInn(rnd, region),
          ogrn: soleTraderOgrn(rnd, rnd.int(2010, 2023), region),
          legal_address: `г. ${input.cities[cityIndex]?.name ?? 'Москва'}, ${rnd.pick(STREETS)}, д. ${rnd.int(1, 120)}, кв. ${rnd.int(1, 200)}`,
        });
        const traderBank = rnd.pick(SEED_BANKS);
        bankAccount(trader, traderBank, settlementAccount(rnd, traderBank.bik, '40802'), true);
      }
      rows.user_managers.push({ user_id: id, manager_id: rnd.int(1, MANAGERS.length) });
      subscribe(id, rnd.chance(0.6) ? ['b2b-prices'] : []);
      address(id, cityIndex, `${rnd.pick(STREETS)}, д. ${rnd.int(1, 120)}, склад ${rnd.int(1, 5)}`);
    } else {
      user({
        id,
        phone,
        email: rnd.chance(0.7) ? `${latin}.${pad(n, 2)}@example.ru` : null,
        password_hash: rnd.chance(0.8) ? input.passwordHash : null,
        first_name: firstName,
        last_name: lastName,
        birth: rnd.chance(0.6)
          ? `19${rnd.int(60, 99)}-${pad(rnd.int(1, 12), 2)}-${pad(rnd.int(1, 28), 2)}`
          : null,
        bonus_card: rnd.chance(0.7) ? `26000000${pad(id * 97, 5)}` : null,
        bonus_level: 'Базовый',
      });
      const added = rows.users[rows.users.length - 1] ?? {};
      if (added.bonus_card) {
        bonus(id, rnd.int(100, 200), 300, 'Приветственные бонусы');
        for (let k = rnd.int(0, 3); k > 0; k--)
          bonus(id, rnd.int(5, 99), rnd.int(5, 40) * 10, 'Начисление за покупку в магазине');
      } else added.bonus_level = '';
      if (rnd.chance(0.5))
        receiver(
          id,
          `${rnd.pick(female ? MALE : FEMALE)} ${lastName.replace(/а$/, '')}`,
          `+7 (902) ${pad(rnd.int(100, 999), 3)}-${pad(rnd.int(10, 99), 2)}-${pad(rnd.int(10, 99), 2)}`,
        );
      address(id, cityIndex, `${rnd.pick(STREETS)}, д. ${rnd.int(1, 120)}, кв. ${rnd.int(1, 200)}`);
      subscribe(
        id,
        SUBSCRIPTIONS.slice(0, 4)
          .filter(() => rnd.chance(0.4))
          .map(([code]) => code),
      );
      if (rnd.chance(0.3))
        repair(
          id,
          rnd.int(1, 200),
          rnd.pick(REPAIRED),
          rnd.pick(['accepted', 'diagnostics', 'repair', 'ready', 'issued']),
          rnd,
        );
    }
    viewed(id, someProducts(rnd, rnd.int(0, 6)));
    if (rnd.chance(0.4))
      for (const productId of someProducts(rnd, rnd.int(1, 2)))
        review(id, productId, rnd.int(3, 5), rnd.pick(REVIEW_TEXTS), 'published', rnd.int(5, 300));
  }
  return rows;
}

/** The account tables in insertion order (parents first). */
export const ACCOUNT_TABLES = [
  'subscriptions',
  'b2b_categories',
  'personal_managers',
  'users',
  'receivers',
  'delivery_addresses',
  'user_subscriptions',
  'organizations',
  'bank_details',
  'user_managers',
  'bonus_movements',
  'viewed_products',
  'repairs',
  'product_reviews',
] as const satisfies ReadonlyArray<keyof AccountRows>;

/** The account tables whose ids are identities: the seed gives ids, so their sequences move past them. */
export const ACCOUNT_IDENTITY_TABLES = [
  'users',
  'receivers',
  'delivery_addresses',
  'organizations',
  'bank_details',
  'bonus_movements',
  'repairs',
  'product_reviews',
] as const;

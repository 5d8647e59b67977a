/** A city as the seed defines it. */
export interface CitySeed {
  name: string;
  subdomain: string;
  nameIm: string;
  namePr: string;
  lat: number;
  lon: number;
  regionCode: string;
  phone: string;
  shops?: Array<{ address: string; lat: number; lon: number }>;
}

/** The 11 pickup cities of spec §1, Moscow first (the default city). */
export const PICKUP_CITIES: CitySeed[] = [
  {
    name: 'Москва',
    subdomain: 'moskva',
    nameIm: 'Москва',
    namePr: 'в Москве',
    lat: 55.7558,
    lon: 37.6173,
    regionCode: '77',
    phone: '+7 (495) 120-35-35',
    shops: [
      { address: 'ул. Большая Черкизовская, 125', lat: 55.8031, lon: 37.7463 },
      { address: 'Варшавское шоссе, 97', lat: 55.6497, lon: 37.6204 },
      { address: 'ул. Профсоюзная, 56', lat: 55.6707, lon: 37.5529 },
    ],
  },
  {
    name: 'Ярославль',
    subdomain: 'yaroslavl',
    nameIm: 'Ярославль',
    namePr: 'в Ярославле',
    lat: 57.6261,
    lon: 39.8845,
    regionCode: '76',
    phone: '+7 (4852) 67-35-35',
    shops: [
      { address: 'Московский проспект, 117', lat: 57.5905, lon: 39.8421 },
      { address: 'ул. Победы, 37', lat: 57.6338, lon: 39.8525 },
    ],
  },
  {
    name: 'Вологда',
    subdomain: 'vologda',
    nameIm: 'Вологда',
    namePr: 'в Вологде',
    lat: 59.2181,
    lon: 39.8886,
    regionCode: '35',
    phone: '+7 (8172) 26-35-35',
    shops: [{ address: 'Окружное шоссе, 13', lat: 59.2004, lon: 39.8503 }],
  },
  {
    name: 'Кострома',
    subdomain: 'kostroma',
    nameIm: 'Кострома',
    namePr: 'в Костроме',
    lat: 57.7677,
    lon: 40.9264,
    regionCode: '44',
    phone: '+7 (4942) 49-35-35',
    shops: [{ address: 'Кинешемское шоссе, 19', lat: 57.7869, lon: 40.9701 }],
  },
  {
    name: 'Владимир',
    subdomain: 'vladimir',
    nameIm: 'Владимир',
    namePr: 'во Владимире',
    lat: 56.1291,
    lon: 40.4066,
    regionCode: '33',
    phone: '+7 (4922) 77-35-35',
    shops: [{ address: 'ул. Полины Осипенко, 51', lat: 56.1242, lon: 40.4344 }],
  },
  {
    name: 'Рыбинск',
    subdomain: 'rybinsk',
    nameIm: 'Рыбинск',
    namePr: 'в Рыбинске',
    lat: 58.0485,
    lon: 38.8584,
    regionCode: '76',
    phone: '+7 (4855) 28-35-35',
    shops: [{ address: 'ул. Гагарина, 51', lat: 58.0395, lon: 38.8467 }],
  },
  {
    name: 'Череповец',
    subdomain: 'cherepovets',
    nameIm: 'Череповец',
    namePr: 'в Череповце',
    lat: 59.1333,
    lon: 37.9,
    regionCode: '35',
    phone: '+7 (8202) 20-35-35',
    shops: [{ address: 'Северное шоссе, 10', lat: 59.1472, lon: 37.8669 }],
  },
  {
    name: 'Кинешма',
    subdomain: 'kineshma',
    nameIm: 'Кинешма',
    namePr: 'в Кинешме',
    lat: 57.4425,
    lon: 42.1689,
    regionCode: '37',
    phone: '+7 (49331) 5-35-35',
    shops: [{ address: 'ул. Вичугская, 150', lat: 57.4302, lon: 42.1388 }],
  },
  {
    name: 'Переславль-Залесский',
    subdomain: 'pereslavl',
    nameIm: 'Переславль-Залесский',
    namePr: 'в Переславле-Залесском',
    lat: 56.7361,
    lon: 38.8544,
    regionCode: '76',
    phone: '+7 (48535) 3-35-35',
    shops: [{ address: 'ул. Свободы, 98', lat: 56.7469, lon: 38.8673 }],
  },
  {
    name: 'Ковров',
    subdomain: 'kovrov',
    nameIm: 'Ковров',
    namePr: 'в Коврове',
    lat: 56.3572,
    lon: 41.3192,
    regionCode: '33',
    phone: '+7 (49232) 4-35-35',
    shops: [{ address: 'ул. Муромская, 24', lat: 56.3488, lon: 41.3275 }],
  },
  {
    name: 'Муром',
    subdomain: 'murom',
    nameIm: 'Муром',
    namePr: 'в Муроме',
    lat: 55.5792,
    lon: 42.0525,
    regionCode: '33',
    phone: '+7 (49234) 3-35-35',
    shops: [{ address: 'Владимирское шоссе, 35', lat: 55.5931, lon: 42.0164 }],
  },
];

/** Cities that get deliveries only. */
export const DELIVERY_CITIES: CitySeed[] = [
  ['Санкт-Петербург', 'spb', 'в Санкт-Петербурге', 59.9343, 30.3351, '78'],
  ['Нижний Новгород', 'nizhniy-novgorod', 'в Нижнем Новгороде', 56.2965, 43.9361, '52'],
  ['Иваново', 'ivanovo', 'в Иванове', 57.0004, 40.9739, '37'],
  ['Тверь', 'tver', 'в Твери', 56.8587, 35.9176, '69'],
  ['Казань', 'kazan', 'в Казани', 55.7961, 49.1064, '16'],
  ['Екатеринбург', 'ekaterinburg', 'в Екатеринбурге', 56.8389, 60.6057, '66'],
  ['Новосибирск', 'novosibirsk', 'в Новосибирске', 55.0084, 82.9357, '54'],
  ['Самара', 'samara', 'в Самаре', 53.1959, 50.1002, '63'],
  ['Ростов-на-Дону', 'rostov', 'в Ростове-на-Дону', 47.2357, 39.7015, '61'],
  ['Краснодар', 'krasnodar', 'в Краснодаре', 45.0355, 38.9753, '23'],
  ['Воронеж', 'voronezh', 'в Воронеже', 51.672, 39.1843, '36'],
  ['Пермь', 'perm', 'в Перми', 58.0105, 56.2502, '59'],
  ['Уфа', 'ufa', 'в Уфе', 54.7388, 55.9721, '02'],
  ['Челябинск', 'chelyabinsk', 'в Челябинске', 55.1644, 61.4368, '74'],
  ['Тула', 'tula', 'в Туле', 54.1931, 37.6177, '71'],
  ['Рязань', 'ryazan', 'в Рязани', 54.6269, 39.6916, '62'],
  ['Калуга', 'kaluga', 'в Калуге', 54.5293, 36.2754, '40'],
  ['Смоленск', 'smolensk', 'в Смоленске', 54.7818, 32.0401, '67'],
  ['Архангельск', 'arhangelsk', 'в Архангельске', 64.5399, 40.5152, '29'],
  ['Киров', 'kirov', 'в Кирове', 58.6036, 49.668, '43'],
  ['Тюмень', 'tyumen', 'в Тюмени', 57.153, 65.5343, '72'],
  ['Мурманск', 'murmansk', 'в Мурманске', 68.9585, 33.0827, '51'],
].map(([name, subdomain, namePr, lat, lon, regionCode]) => ({
  name: name as string,
  subdomain: subdomain as string,
  nameIm: name as string,
  namePr: namePr as string,
  lat: lat as number,
  lon: lon as number,
  regionCode: regionCode as string,
  phone: '8 (800) 700-35-35',
}));

/** The free-call phone of the footer (§1). */
export const FREE_CALL_PHONE = '8 (800) 700-35-35';
/** The service and parts phone of the footer (§1). */
export const SERVICE_PHONE = '8 (800) 700-36-36';
/** The help e-mail of the footer (§1). */
export const HELP_EMAIL = 'help@verstak.example';
/** The schedule of the call centre and of most shops. */
export const DEFAULT_SCHEDULE = 'Пн–Пт 8:00–20:00, Сб–Вс 9:00–18:00';

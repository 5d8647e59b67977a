import { BRANDS } from './brands-data';

/** A seeded catalogue tag: its section by top and middle titles (the seed knows sections by title). */
export interface SeedCatalogTag {
  code: string;
  title: string;
  text: string;
  /** The section's titles from the top, or none for the whole catalogue. */
  section: readonly string[];
  brands: readonly string[];
  conditions: string;
  metaTitle?: string;
  metaDescription?: string;
}

/** The catalogue tags of the seed: named selections a store's content team would keep. */
export const CATALOG_TAGS: readonly SeedCatalogTag[] = [
  {
    code: 'besshchetochnyy-instrument',
    title: 'Бесщёточный электроинструмент',
    text: 'Бесщёточный двигатель не изнашивает щётки, греется меньше и даёт больше работы на одном заряде аккумулятора — до 30% по сравнению с коллекторным.\n\nВ подборке дрели-шуруповёрты, гайковёрты, перфораторы и шлифмашины с бесщёточными моторами от ведущих производителей.',
    section: ['Электроинструмент'],
    brands: [],
    conditions: 'brushless-is-yes',
    metaDescription:
      'Бесщёточный электроинструмент: дрели-шуруповёрты, гайковёрты, перфораторы и шлифмашины. Цены, отзывы, доставка и самовывоз.',
  },
  {
    code: 'instrument-do-5000',
    title: 'Электроинструмент до 5 000 ₽',
    text: 'Недорогой инструмент для дома и дачи: повесить полку, собрать мебель, отшлифовать доску. Всё дешевле 5 000 ₽ с гарантией производителя.',
    section: ['Электроинструмент'],
    brands: [],
    conditions: 'price-to-5000',
  },
  {
    code: 'garantiya-5-let',
    title: 'С гарантией 5 лет',
    text: 'Инструмент и техника, на которые производитель даёт гарантию 5 лет. Ремонт по гарантии — в нашем сервисном центре или у производителя.',
    section: [],
    brands: [],
    conditions: 'warranty-is-60',
  },
  {
    code: 'yaponskiy-elektroinstrument',
    title: 'Японский электроинструмент',
    text: 'Makita, HiKOKI и Ryobi — японская школа: лёгкие корпуса, надёжные редукторы и аккумуляторные платформы, которые служат годами.',
    section: ['Электроинструмент'],
    brands: ['makita', 'hikoki', 'ryobi'],
    conditions: '',
  },
  {
    code: 'benzoinstrument-dlya-dachi',
    title: 'Бензоинструмент для дачи',
    text: 'Бензопилы, триммеры и генераторы для участка: заготовить дрова, скосить траву, дать свет, когда отключили электричество.\n\nВ подборке — модели до 30 000 ₽.',
    section: ['Бензоинструмент'],
    brands: [],
    conditions: 'price-to-30000',
  },
];

/** A seeded brand tag. */
export interface SeedBrandTag {
  code: string;
  title: string;
  text: string;
  brands: readonly string[];
}

const byCountry = (country: string) => BRANDS.filter(([, , c]) => c === country).map(([code]) => code);

/** The brand tags of the seed. */
export const BRAND_TAGS: readonly SeedBrandTag[] = [
  {
    code: 'professionalnyy-instrument',
    title: 'Профессиональный инструмент',
    text: 'Бренды, которым доверяют строители и мастера: инструмент для ежедневной работы с большим ресурсом и сервисом по всей России.',
    brands: ['makita', 'bosch', 'dewalt', 'metabo', 'hikoki', 'milwaukee', 'aeg'],
  },
  {
    code: 'yaponskie-brendy',
    title: 'Японские бренды',
    text: 'Инструмент и техника японских производителей.',
    brands: byCountry('Япония'),
  },
  {
    code: 'nemetskie-brendy',
    title: 'Немецкие бренды',
    text: 'Инструмент, техника и материалы брендов из Германии.',
    brands: byCountry('Германия'),
  },
  {
    code: 'rossiyskie-proizvoditeli',
    title: 'Российские производители',
    text: 'Инструмент и материалы отечественных производителей: доступные запчасти и сервис в каждом регионе.',
    brands: byCountry('Россия'),
  },
  {
    code: 'sadovaya-i-benzotehnika',
    title: 'Садовая и бензотехника',
    text: 'Бренды бензопил, триммеров, газонокосилок, генераторов и моек высокого давления.',
    brands: ['stihl', 'husqvarna', 'champion', 'patriot', 'huter', 'echo', 'greenworks', 'karcher'],
  },
];

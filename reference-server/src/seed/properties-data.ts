import type { FilterType } from '@verstak/sdk/contract';

/** A filterable property the seed defines. */
export interface PropertySeed {
  code: string;
  title: string;
  type: FilterType;
  unit: string;
  /** [value, title] of list properties; bool properties get «Да»/«Нет». */
  variants?: ReadonlyArray<readonly [string, string]>;
}

const YES_NO = [
  ['yes', 'Да'],
  ['no', 'Нет'],
] as const;

/** Every property, in the order filters show them. `price` and `brand` come from product columns. */
export const PROPERTIES: PropertySeed[] = [
  { code: 'price', title: 'Цена', type: 'int', unit: '₽' },
  { code: 'brand', title: 'Производитель', type: 'enum', unit: '' },
  { code: 'voltage', title: 'Напряжение аккумулятора', type: 'float', unit: 'В' },
  { code: 'power', title: 'Мощность', type: 'int', unit: 'Вт' },
  { code: 'engine-power', title: 'Мощность двигателя', type: 'float', unit: 'л.с.' },
  {
    code: 'chuck',
    title: 'Тип патрона',
    type: 'enum',
    unit: '',
    variants: [
      ['bystrozazhimnoy', 'Быстрозажимной'],
      ['klyuchevoy', 'Ключевой'],
      ['sds-plus', 'SDS-plus'],
      ['sds-max', 'SDS-max'],
      ['shestigrannik', 'Шестигранник 1/4"'],
    ],
  },
  {
    code: 'engine-type',
    title: 'Тип двигателя',
    type: 'enum',
    unit: '',
    variants: [
      ['2t', 'Двухтактный'],
      ['4t', 'Четырёхтактный'],
      ['elektricheskiy', 'Электрический'],
      ['akkumulyatornyy', 'Аккумуляторный'],
    ],
  },
  { code: 'disc-diameter', title: 'Диаметр диска', type: 'int', unit: 'мм' },
  { code: 'tank-volume', title: 'Объём бака', type: 'float', unit: 'л' },
  { code: 'pressure', title: 'Давление', type: 'int', unit: 'бар' },
  { code: 'welding-current', title: 'Сварочный ток', type: 'int', unit: 'А' },
  { code: 'measuring-range', title: 'Дальность измерения', type: 'int', unit: 'м' },
  { code: 'length', title: 'Длина', type: 'int', unit: 'мм' },
  { code: 'package', title: 'Фасовка', type: 'float', unit: 'кг' },
  { code: 'weight', title: 'Вес', type: 'float', unit: 'кг' },
  { code: 'brushless', title: 'Бесщёточный двигатель', type: 'bool', unit: '', variants: YES_NO },
  { code: 'battery-included', title: 'Аккумулятор в комплекте', type: 'bool', unit: '', variants: YES_NO },
  { code: 'in-case', title: 'В кейсе', type: 'bool', unit: '', variants: YES_NO },
  {
    code: 'material',
    title: 'Материал',
    type: 'string',
    unit: '',
    variants: [
      ['stal', 'Сталь'],
      ['hrom-vanadiy', 'Хром-ванадий'],
      ['alyuminiy', 'Алюминий'],
      ['plastik', 'Пластик'],
      ['tsement', 'Цемент'],
      ['gips', 'Гипс'],
      ['poliuretan', 'Полиуретан'],
    ],
  },
  {
    code: 'color',
    title: 'Цвет',
    type: 'string',
    unit: '',
    variants: [
      ['zelenyy', 'Зелёный'],
      ['siniy', 'Синий'],
      ['zheltyy', 'Жёлтый'],
      ['krasnyy', 'Красный'],
      ['oranzhevyy', 'Оранжевый'],
      ['chernyy', 'Чёрный'],
    ],
  },
  {
    code: 'country',
    title: 'Страна производства',
    type: 'string',
    unit: '',
    variants: [
      ['kitay', 'Китай'],
      ['germaniya', 'Германия'],
      ['yaponiya', 'Япония'],
      ['rossiya', 'Россия'],
      ['italiya', 'Италия'],
      ['vengriya', 'Венгрия'],
    ],
  },
  { code: 'warranty', title: 'Гарантия', type: 'enum', unit: '' },
];

/** Warranty periods in months; their titles follow §5 (years above 24 months when divisible by 12). */
export const WARRANTY_MONTHS = [12, 24, 36, 60] as const;

/** Properties per product template, after price and brand. */
export const TEMPLATES = {
  'cordless-drill': [
    'voltage',
    'chuck',
    'brushless',
    'battery-included',
    'in-case',
    'weight',
    'color',
    'country',
    'warranty',
  ],
  'corded-drill': ['power', 'chuck', 'in-case', 'weight', 'color', 'country', 'warranty'],
  grinder: ['power', 'disc-diameter', 'brushless', 'weight', 'color', 'country', 'warranty'],
  corded: ['power', 'in-case', 'weight', 'color', 'country', 'warranty'],
  petrol: ['engine-power', 'engine-type', 'tank-volume', 'weight', 'country', 'warranty'],
  garden: ['power', 'engine-type', 'weight', 'color', 'country', 'warranty'],
  compressor: ['power', 'pressure', 'tank-volume', 'weight', 'country', 'warranty'],
  welding: ['welding-current', 'power', 'weight', 'country', 'warranty'],
  hand: ['material', 'length', 'in-case', 'country', 'warranty'],
  measuring: ['measuring-range', 'in-case', 'battery-included', 'country', 'warranty'],
  consumable: ['disc-diameter', 'material', 'country'],
  building: ['package', 'material', 'country'],
} as const satisfies Record<string, readonly string[]>;

/** A product template's name. */
export type TemplateName = keyof typeof TEMPLATES;

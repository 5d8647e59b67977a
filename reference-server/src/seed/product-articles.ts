import type { ProductKind } from '../images/product-kind';
import type { Random } from './random';

/** A product's model (in its title) and article number (its «Код»), as its maker writes them. */
export interface ModelAndArticle {
  model: string;
  article: string;
}

/** A few letters for a kind, the way makers' series start (Makita's GA for grinders, HR for hammers). */
const SERIES: Partial<Record<ProductKind, readonly string[]>> = {
  drill: ['DF', 'HP', 'DD', 'TD'],
  perforator: ['HR', 'HM', 'RH'],
  grinder: ['GA', 'GW', 'AG'],
  sander: ['BO', 'SE', 'BS'],
  'circular-saw': ['HS', 'CS', 'LS'],
  jigsaw: ['JV', 'ST', 'PS'],
  'recip-saw': ['JR', 'RS'],
  chainsaw: ['CS', 'MS', 'EA'],
  trimmer: ['BC', 'FS', 'GT'],
  generator: ['GE', 'GG', 'DY'],
  mower: ['LM', 'RM', 'GC'],
  washer: ['HW', 'PW', 'K'],
  cultivator: ['GC', 'MK', 'T'],
  snowblower: ['ST', 'SB'],
  mixer: ['BM', 'CM'],
  compactor: ['VP', 'PC'],
  heater: ['TP', 'HG', 'EH'],
  compressor: ['AC', 'KM', 'FC'],
  'impact-wrench': ['IW', 'PG'],
  'spray-gun': ['SG', 'KP'],
  nailer: ['NS', 'PN'],
  welder: ['IN', 'MIG', 'TIG', 'CUT'],
  'laser-level': ['LL', 'PL', 'CUBE'],
  rangefinder: ['LD', 'X'],
  battery: ['BL', 'AB'],
  charger: ['DC', 'AL'],
};

const digits = (rnd: Random, n: number) => String(rnd.int(10 ** (n - 1), 10 ** n - 1));
const cyrillicSeries: Partial<Record<ProductKind, string>> = {
  drill: 'ДА',
  perforator: 'П',
  grinder: 'УШМ',
  sander: 'ПШМ',
  'circular-saw': 'ДП',
  jigsaw: 'МП',
  'recip-saw': 'НП',
  chainsaw: 'БП',
  trimmer: 'ТБ',
  generator: 'БГ',
  welder: 'САИ',
  heater: 'ТП',
  compressor: 'КМ',
  mixer: 'БМ',
  battery: 'АКБ',
  charger: 'ЗУ',
};

/** Products sold by weight or count have an article only («Штукатурка Knauf 12345»). */
const MATERIALS = new Set<ProductKind>(['dry-mix', 'foam', 'sealant', 'screws', 'dowels', 'paint']);
const HAND = new Set<ProductKind>([
  'toolset',
  'hammer',
  'sledgehammer',
  'axe',
  'wrench',
  'screwdriver',
  'pliers',
  'tape',
  'level',
  'mask',
  'gloves',
  'disc',
  'bit',
  'ladder',
]);

/** One draw of a model and article for a product of `brand` and `kind`; the caller keeps them unique. */
export function drawModelAndArticle(brand: string, kind: ProductKind, rnd: Random): ModelAndArticle {
  const series = rnd.pick(SERIES[kind] ?? ['X']);
  const same = (model: string) => ({ model, article: model });
  if (MATERIALS.has(kind) || HAND.has(kind)) {
    // Hand tools and materials: the maker's catalogue number is the only name they have.
    switch (brand) {
      case 'bosch':
      case 'makita':
        return same(
          brand === 'bosch'
            ? `2.608.${digits(rnd, 3)}.${digits(rnd, 3)}`
            : `${rnd.pick(['D', 'B', 'P'])}-${digits(rnd, 5)}`,
        );
      case 'dewalt':
        return same(`DT${digits(rnd, 4)}-QZ`);
      case 'stanley':
        return same(`${rnd.int(0, 1)}-${digits(rnd, 2)}-${digits(rnd, 3)}`);
      case 'zubr':
      case 'kraftool':
      case 'stayer':
        return same(`${digits(rnd, 4)}-${rnd.pick(['10', '16', '22', '25', '300', 'H6', 'z01'])}`);
      case 'matrix':
        return same(String(rnd.int(10_000, 99_999)));
      case 'knauf':
      case 'ceresit':
      case 'volma':
      case 'tytan':
        return same(`${rnd.pick(['CM', 'CT', 'HP', 'PF', 'MP'])} ${rnd.int(11, 99)}`);
      default:
        return same(`${series.slice(0, 2)}-${digits(rnd, 4)}`);
    }
  }
  switch (brand) {
    case 'makita': {
      const model = `${rnd.pick(['', 'D'])}${series}${digits(rnd, rnd.pick([3, 4]))}`;
      return same(`${model}${rnd.pick(['', 'Z', 'Z', 'RFE', 'SYE', 'K'])}`);
    }
    case 'bosch': {
      const model = `G${series.slice(0, 2)} ${rnd.pick(['18V-', '12V-', '', ''])}${rnd.int(2, 9) * 5}${rnd.pick(['', ' Professional'])}`;
      return {
        model,
        article: `0.601.${digits(rnd, 1)}${rnd.pick(['A', 'B', 'D', 'H', 'J'])}${digits(rnd, 1)}.${digits(rnd, 3)}`,
      };
    }
    case 'dewalt':
      return same(
        `${rnd.pick(['DCD', 'DWE', 'DCS', 'DCF', 'DCH'])}${digits(rnd, 3)}${rnd.pick(['N', 'P2', 'D2', 'M2', ''])}`,
      );
    case 'metabo':
      return {
        model: `${series} ${rnd.int(10, 99)} ${rnd.pick(['LT', 'Quick', 'BL', 'Plus', ''])}`.trim(),
        article: `6.${digits(rnd, 5)}.${digits(rnd, 2)}`,
      };
    case 'hikoki':
      return same(
        `${series}${rnd.pick(['18', '36', '13', '7'])}${rnd.pick(['DD', 'DBL', 'SR', 'SS', 'DA'])}`,
      );
    case 'milwaukee':
      return {
        model: `M18 ${rnd.pick(['FPD', 'FID', 'FHX', 'CAG', 'FSZ'])}${rnd.int(2, 3)}`,
        article: `4933${digits(rnd, 6)}`,
      };
    case 'karcher':
      return {
        model: `${series} ${rnd.int(2, 7)} ${rnd.pick(['Compact', 'Basic', 'Full Control', 'Premium'])}`,
        article: `1.${digits(rnd, 3)}-${digits(rnd, 3)}.0`,
      };
    case 'stihl':
      return {
        model: `${series} ${rnd.int(18, 66)}0`,
        article: `${rnd.int(1120, 1149)}-${digits(rnd, 3)}-${digits(rnd, 4)}`,
      };
    case 'husqvarna':
      return {
        model: `${rnd.int(120, 565)}${rnd.pick(['', ' Mark II', ' XP', 'e'])}`,
        article: `9${digits(rnd, 6)}-${digits(rnd, 2)}`,
      };
    case 'interskol':
    case 'zubr':
    case 'kalibr':
    case 'vihr':
    case 'resanta':
    case 'svarog':
    case 'elitech': {
      const prefix = cyrillicSeries[kind] ?? 'ИП';
      return same(`${prefix}-${rnd.int(12, 99)}${rnd.pick(['/800', '/1000', 'ЭР', 'Э', ''])}`);
    }
    default: {
      const prefix = brand.slice(0, 1).toUpperCase() + series.slice(0, 2);
      return same(`${prefix}-${digits(rnd, 4)}${rnd.pick(['', 'L', 'E', 'i', 'Pro'])}`);
    }
  }
}

/** Draws until the article is not taken yet (a few draws at most), and takes it. */
export function uniqueModelAndArticle(
  brand: string,
  kind: ProductKind,
  rnd: Random,
  taken: Set<string>,
): ModelAndArticle {
  for (let attempt = 0; ; attempt++) {
    const drawn = drawModelAndArticle(brand, kind, rnd);
    const key = drawn.article.toLowerCase().replace(/[^a-zа-я0-9]/g, '');
    if (!taken.has(key) || attempt > 20) {
      taken.add(key);
      return attempt > 20 ? { ...drawn, article: `${drawn.article}-${taken.size}` } : drawn;
    }
  }
}

import { RUSSIAN_LATIN } from '../text/russian-latin';

// How a shopper's query is read before the database sees it: its words, and for each word the forms
// the shopper may have meant (the other keyboard layout, the other alphabet, a brand's Russian name).

/** The longest query read; the rest is dropped (the contract takes 200 characters). */
export const MAX_QUERY_LENGTH = 200;
/** The most words of a query that count: a pasted paragraph is not a search. */
export const MAX_QUERY_WORDS = 8;

/** One word of a query. */
export interface QueryWord {
  /** As typed, lower case with ё as е, letters and digits only. */
  readonly text: string;
  /** An article number or model (has a digit): matched as a prefix, never mended. */
  readonly article: boolean;
  /** The forms to try in order, the typed one first; empty for an article. */
  readonly forms: readonly string[];
}

const EN = "qwertyuiop[]asdfghjkl;'zxcvbnm,.`";
const RU = 'йцукенгшщзхъфывапролджэячсмитьбюё';
const EN_TO_RU = new Map(Array.from(EN, (c, i) => [c, RU[i] as string]));
const RU_TO_EN = new Map(Array.from(RU, (c, i) => [c, EN[i] as string]));

/** The text as typed on the other keyboard layout: «lhtkm» → «дрель», «ьфлшеф» → «makita». */
export function swapLayout(text: string): string {
  const cyrillic = /[а-яё]/.test(text);
  const map = cyrillic ? RU_TO_EN : EN_TO_RU;
  return Array.from(text, (c) => map.get(c) ?? c).join('');
}

const LATIN_RU: ReadonlyArray<readonly [string, string]> = [
  ['sch', 'щ'],
  ['zh', 'ж'],
  ['ch', 'ч'],
  ['sh', 'ш'],
  ['ts', 'ц'],
  ['yu', 'ю'],
  ['ya', 'я'],
  ['kh', 'х'],
  ['a', 'а'],
  ['b', 'б'],
  ['c', 'к'],
  ['d', 'д'],
  ['e', 'е'],
  ['f', 'ф'],
  ['g', 'г'],
  ['h', 'х'],
  ['i', 'и'],
  ['j', 'дж'],
  ['k', 'к'],
  ['l', 'л'],
  ['m', 'м'],
  ['n', 'н'],
  ['o', 'о'],
  ['p', 'п'],
  ['q', 'к'],
  ['r', 'р'],
  ['s', 'с'],
  ['t', 'т'],
  ['u', 'у'],
  ['v', 'в'],
  ['w', 'в'],
  ['x', 'кс'],
  ['y', 'й'],
  ['z', 'з'],
];

/** The word in the other alphabet, letter by letter: «makita» ↔ «макита», «drel» → «дрел». */
export function transliterate(text: string): string {
  if (/[а-я]/.test(text)) return Array.from(text, (c) => RUSSIAN_LATIN[c] ?? c).join('');
  let out = '';
  for (let i = 0; i < text.length; ) {
    const pair = LATIN_RU.find(([latin]) => text.startsWith(latin, i));
    if (pair) {
      out += pair[1];
      i += pair[0].length;
    } else {
      out += text[i];
      i++;
    }
  }
  return out;
}

/**
 * Brands as Russian shoppers write them where letter-by-letter transliteration does not reach
 * (brand code → its Russian names). Any other brand is found by transliteration or similarity.
 */
export const BRAND_NAMES_RU: Readonly<Record<string, readonly string[]>> = {
  bosch: ['бош'],
  dewalt: ['девольт', 'деволт', 'девалт'],
  milwaukee: ['милуоки', 'милваки', 'милвоки'],
  ryobi: ['риоби', 'райоби'],
  einhell: ['айнхель', 'айнхел'],
  'black-decker': ['блэкэнддеккер', 'блекдекер'],
  stihl: ['штиль', 'штиль'],
  husqvarna: ['хускварна', 'хузкварна'],
  karcher: ['керхер', 'кархер'],
  hikoki: ['хикоки', 'хитачи'],
  greenworks: ['гринворкс'],
  huter: ['хутер', 'хютер'],
  echo: ['эхо', 'эко'],
  kress: ['кресс'],
  stanley: ['стэнли', 'стенли'],
  daewoo: ['дэу', 'дэво'],
};
const RU_TO_BRAND = new Map(
  Object.entries(BRAND_NAMES_RU).flatMap(([code, names]) => names.map((name) => [name, code] as const)),
);

/**
 * What shoppers call things the catalogue names otherwise: the start of a colloquial word (any of
 * its forms: «болгарку», «болгарки») → the catalogue's word.
 */
export const COLLOQUIAL: ReadonlyArray<readonly [start: string, word: string]> = [
  ['болгарк', 'углошлифовальная'],
  ['ушм', 'углошлифовальная'],
  ['циркулярк', 'циркулярная'],
  ['торцовк', 'торцовочная'],
  ['сабельк', 'сабельная'],
  ['косилк', 'газонокосилка'],
  ['мешалк', 'бетономешалка'],
  ['гайковерт', 'пневмогайковерт'],
  ['электролобзик', 'лобзик'],
  ['электростанц', 'генератор'],
  ['сварк', 'сварочный'],
  ['перф', 'перфоратор'],
  ['шурик', 'шуруповерт'],
];

/** Lower case, ё as е, and nothing but letters, digits and spaces between words. */
export function normalizeQuery(text: string): string {
  return text
    .slice(0, MAX_QUERY_LENGTH)
    .toLowerCase()
    .replaceAll('ё', 'е')
    .replace(/[äöü]/g, (c) => ({ ä: 'a', ö: 'o', ü: 'u' })[c] ?? c)
    .replace(/[^a-zа-я0-9]+/g, ' ')
    .trim();
}

/**
 * The words of a query with the forms each may stand for. Punctuation inside an article number
 * («DHP-484», «MA.1234») joins it, and a letter group directly followed by a number group («dhp 484»)
 * is read as one article as well as two words would not find it.
 */
export function queryWords(query: string): QueryWord[] {
  // Hyphens, dots and slashes between letters and digits belong to an article: join them first.
  const joined = query
    .slice(0, MAX_QUERY_LENGTH)
    .toLowerCase()
    .replace(/([a-zа-я0-9])[-./]+(?=[a-zа-я0-9])/g, (whole, before: string, offset: number, all: string) => {
      const after = all[offset + whole.length] ?? '';
      return /\d/.test(before) || /\d/.test(after) ? before : `${before} `;
    });
  const parts = normalizeQuery(joined).split(' ').filter(Boolean);
  const words: QueryWord[] = [];
  for (let i = 0; i < parts.length && words.length < MAX_QUERY_WORDS; i++) {
    let text = parts[i] as string;
    const next = parts[i + 1];
    // «dhp 484» → «dhp484»: letters then a number, as models are written with or without a space.
    if (next && /^[a-z]{1,5}$/.test(text) && /^\d[a-z0-9]*$/.test(next)) {
      text += next;
      i++;
    }
    if (/\d/.test(text)) {
      words.push({ text, article: true, forms: [] });
      continue;
    }
    const forms = [text, swapLayout(text), transliterate(text)];
    const said = COLLOQUIAL.find(([start]) => text.startsWith(start) && text.length <= start.length + 3);
    if (said) forms.splice(1, 0, said[1]);
    const brand = RU_TO_BRAND.get(text) ?? RU_TO_BRAND.get(swapLayout(text));
    if (brand) forms.unshift(brand);
    words.push({ text, article: false, forms: [...new Set(forms)].filter((f) => /^[a-zа-я]+$/.test(f)) });
  }
  return words;
}

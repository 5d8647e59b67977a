import type { BrandsPageData } from '@verstak/sdk/contract';
import type { RequestContext } from '../context/request-context';
import { pageMeta, STORE_NAME } from '../page-calls/page-meta';
import { brandLeafCounts, brandPageRowsOf, brandTotal, toBrandCard } from './brand-rows';
import { brandTagRowsOf, brandTagUrl } from './brand-tags';

/** The alphabet of a brand's first letter: the page shows Latin letters first, then Cyrillic, then the rest. */
function alphabetOf(letter: string): 'latin' | 'cyrillic' | 'other' {
  if (/^[A-Z]$/.test(letter)) return 'latin';
  if (/^[А-ЯЁ]$/.test(letter)) return 'cyrillic';
  return 'other';
}

const ALPHABET_ORDER = { latin: 0, cyrillic: 1, other: 2 } as const;

/** The letter a brand is listed under: its first letter, upper-cased; Ё goes under Е, digits under «0–9». */
export function brandLetter(title: string): string {
  const first = title.trim().charAt(0).toLocaleUpperCase('ru');
  if (/\d/.test(first)) return '0–9';
  if (first === 'Ё') return 'Е';
  // Kärcher under K, not Ä: a shopper looks for the letter they see first.
  return first.normalize('NFD').charAt(0) || '#';
}

/** The brands page (§2.1 `/brands/`): every brand with products, grouped by letter, and the brand tags. */
export async function brandsPage(ctx: RequestContext): Promise<BrandsPageData> {
  const [brands, counts, tags] = await Promise.all([
    brandPageRowsOf(ctx.db),
    brandLeafCounts(ctx.db),
    brandTagRowsOf(ctx.db),
  ]);
  const groups = new Map<string, BrandsPageData['groups'][number]>();
  for (const brand of brands) {
    const total = brandTotal(counts.get(brand.id));
    if (total === 0) continue;
    const letter = brandLetter(brand.title);
    const group = groups.get(letter) ?? { letter, alphabet: alphabetOf(letter), brands: [] };
    group.brands.push(toBrandCard(brand, total));
    groups.set(letter, group);
  }
  const ordered = [...groups.values()].sort(
    (a, b) =>
      ALPHABET_ORDER[a.alphabet] - ALPHABET_ORDER[b.alphabet] || a.letter.localeCompare(b.letter, 'ru'),
  );
  return {
    meta: pageMeta({
      title: `Бренды инструмента и техники — ${STORE_NAME}`,
      description: `Все бренды интернет-магазина ${STORE_NAME} от А до Я: официальная гарантия, доставка и самовывоз ${ctx.city.name_pr}.`,
      canonical: '/brands/',
    }),
    breadcrumbs: [
      { title: 'Главная', url: '/', sections: [], tags: [] },
      { title: 'Бренды', url: '/brands/', sections: [], tags: [] },
    ],
    groups: ordered,
    tags: tags.map((t) => ({ code: t.code, title: t.title, url: brandTagUrl(t.code) })),
  };
}

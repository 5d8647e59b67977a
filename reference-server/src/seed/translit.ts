import { RUSSIAN_LATIN } from '../text/russian-latin';

const MAP: Record<string, string> = { ...RUSSIAN_LATIN, ё: 'yo', ä: 'a', ö: 'o', ü: 'u' };

/** A Russian (or latin) text as a URL slug: `Дрель Makita DF333` → `drel-makita-df333`. */
export function slugify(text: string): string {
  return Array.from(text.toLowerCase(), (c) => MAP[c] ?? c)
    .join('')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

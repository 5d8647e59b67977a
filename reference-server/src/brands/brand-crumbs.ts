import type { Breadcrumb } from '@verstak/sdk/contract';
import type { Db } from '../db/database';
import { brandTagRowsOf, brandTagUrl } from './brand-tags';

/**
 * The breadcrumbs of the brands pages (§2.4–2.5): Главная → Бренды → `rest`; «Бренды» carries the brand
 * tags in its dropdown. The last item keeps its url; it is shown as text.
 */
export async function brandCrumbs(
  db: Db,
  rest: ReadonlyArray<{ title: string; url: string }>,
): Promise<Breadcrumb[]> {
  const tags = (await brandTagRowsOf(db)).map((t) => ({ title: t.title, url: brandTagUrl(t.code) }));
  return [
    { title: 'Главная', url: '/', sections: [], tags: [] },
    { title: 'Бренды', url: '/brands/', sections: [], tags },
    ...rest.map((r) => ({ title: r.title, url: r.url, sections: [], tags: [] })),
  ];
}

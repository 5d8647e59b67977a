import { pageParam } from '../../app/exact-path';

/** The `section` and `page` query of the favourites and compare pages, left out when absent or not an id. */
export function sectionQuery(url: URL): { sectionId?: number; page?: number } {
  const section = Number(url.searchParams.get('section'));
  const valid = Number.isInteger(section) && section > 0 && section <= 2_147_483_647;
  return { ...(valid ? { sectionId: section } : {}), ...pageParam(url) };
}

/** The href of a section (and page) of a list page. */
export function sectionHref(path: string, sectionId: number | null, page = 1): string {
  const q = new URLSearchParams();
  if (sectionId !== null) q.set('section', String(sectionId));
  if (page > 1) q.set('page', String(page));
  const s = q.toString();
  return s ? `${path}?${s}` : path;
}

/** The `section` and `page` query of the favourites and compare pages, left out when absent or not an id. */
export function sectionQuery(url: URL): { sectionId?: number; page?: number } {
  const out: { sectionId?: number; page?: number } = {};
  const section = Number(url.searchParams.get('section'));
  if (Number.isInteger(section) && section > 0 && section <= 2_147_483_647) out.sectionId = section;
  const page = Number(url.searchParams.get('page'));
  if (Number.isInteger(page) && page > 1 && page <= 10_000) out.page = page;
  return out;
}

/** The href of a section (and page) of a list page. */
export function sectionHref(path: string, sectionId: number | null, page = 1): string {
  const q = new URLSearchParams();
  if (sectionId !== null) q.set('section', String(sectionId));
  if (page > 1) q.set('page', String(page));
  const s = q.toString();
  return s ? `${path}?${s}` : path;
}

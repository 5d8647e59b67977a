// Apart from the heads (personal-head.ts): the client's route list matches with these, so whatever
// sits in their module is in every page's first load; the heads load with the pages.

/** `/personal/x/` exactly, as a route's match. */
export function exactly(path: string) {
  return (pathname: string) => (pathname === path ? {} : null);
}

/** The `page` query of a paged personal list, 1 when absent or not a page number. */
export function pageParam(url: URL): { page?: number } {
  const page = Number(url.searchParams.get('page'));
  return Number.isInteger(page) && page > 1 && page <= 10_000 ? { page } : {};
}

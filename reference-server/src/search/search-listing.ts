import { searchCalls } from '@verstak/sdk/contract';
import { listingHandlers } from '../catalog/listing-handlers';
import type { Db } from '../db/database';
import { popularCategories } from '../home/popular-categories';
import { STORE_NAME } from '../page-calls/page-meta';
import { countQuery, type PopularQuery, popularQueries, searchUrl } from './popular-queries';
import { MAX_QUERY_LENGTH } from './query-words';
import { foundSections, namedBrands } from './search-names';
import { searchScope } from './search-scope';

/** Sections shown above the results. */
const SECTIONS_SHOWN = 6;
/** Queries (or categories) offered when nothing is found. */
const SUGGESTIONS = 8;

/**
 * What to try when nothing is found: what other shoppers asked and found, topped up with the popular
 * categories (links to them) while the store is too new to have counted enough queries — a shopper is
 * never left with an empty page.
 */
async function suggestionsFor(db: Db): Promise<PopularQuery[]> {
  const asked = await popularQueries(db, SUGGESTIONS);
  if (asked.length >= SUGGESTIONS) return asked;
  const categories = await popularCategories(db, SUGGESTIONS);
  const named = new Set(asked.map((q) => q.query));
  const topUp = categories
    .map((c) => ({ query: c.title.toLowerCase(), url: c.url }))
    .filter((c) => !named.has(c.query));
  return [...asked, ...topUp].slice(0, SUGGESTIONS);
}

/** The query as the page reads it: trimmed, cut to the longest read. */
const readQuery = (q: string | undefined) => (q ?? '').trim().slice(0, MAX_QUERY_LENGTH);

/**
 * The search results (§2.1 `/search/`) in the listing block: the products a query finds with the
 * filter, sort and pages of any listing, the sections and brands it names above them, and popular
 * queries to try when nothing is found. Never indexed (`noindex, follow`): results are not pages.
 */
const results = listingHandlers(searchCalls, 'results', {
  scope: ({ q }, ctx) => searchScope(ctx.db, readQuery(q)),
  async page(scope, ctx, found, scan) {
    const { query, understood } = scope;
    const [sections, brands, suggestions] = await Promise.all([
      foundSections(ctx.db, understood, SECTIONS_SHOWN),
      namedBrands(ctx.db, understood),
      scan.total === 0 ? suggestionsFor(ctx.db) : [],
    ]);
    // What shoppers ask and find becomes «Часто ищут»: the words the search used, as understood
    // («lhtkm» counts as «дрель»), never the stop words a message to other shoppers is made of.
    // Counted in memory and written later with others: the answer itself writes nothing.
    if (scan.total > 0 && scan.firstPage && understood.words.length > 0)
      countQuery(ctx.db, understood.words.join(' '));
    const title = query ? `Поиск: ${query}` : 'Поиск';
    return {
      url: '/search/',
      canonical: query ? searchUrl(query) : '/search/',
      robots: 'noindex, follow',
      title: `${title} — ${found} | ${STORE_NAME}`,
      description: query
        ? `Результаты поиска по запросу «${query}» в интернет-магазине ${STORE_NAME}: ${found}.`
        : `Поиск по каталогу интернет-магазина ${STORE_NAME}.`,
      breadcrumbs: [
        { title: 'Главная', url: '/', sections: [], tags: [] },
        { title: 'Результаты поиска', url: '/search/', sections: [], tags: [] },
      ],
      fields: { query, understood: understood.understood, sections, brands, suggestions },
    };
  },
});

/** The handlers of the results page and its filter twin. */
export const searchListingHandlers = { ...results };

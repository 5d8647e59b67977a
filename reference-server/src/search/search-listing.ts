import { searchCalls } from '@verstak/sdk/contract';
import { listingHandlers } from '../catalog/listing-handlers';
import { STORE_NAME } from '../page-calls/page-meta';
import { countQuery, popularQueries, searchUrl } from './popular-queries';
import { MAX_QUERY_LENGTH } from './query-words';
import { foundSections, namedBrands } from './search-names';
import { searchScope } from './search-scope';

/** Sections shown above the results. */
const SECTIONS_SHOWN = 6;
/** Popular queries offered when nothing is found. */
const SUGGESTIONS = 8;

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
      scan.total === 0 ? popularQueries(ctx.db, SUGGESTIONS) : [],
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

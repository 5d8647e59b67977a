import { toCards } from '../catalog/product-cards';
import { defineHandlers } from '../context/define-handlers';
import { instantProducts } from './instant-products';
import { popularQueries } from './popular-queries';
import { MAX_QUERY_LENGTH } from './query-words';
import { searchCheck } from './search-check';
import { searchListingHandlers } from './search-listing';
import { foundSections, namedBrands } from './search-names';
import { understandQueryCached } from './understand-query';

/** Sections and popular queries the instant search shows. */
const INSTANT_SECTIONS = 4;
const INSTANT_POPULAR = 6;

/** Search (§2.1 `/search/`, §7.2, §7.5): the instant search, the results page and its twin, the check. */
export const searchHandlers = defineHandlers('search', {
  async catalog({ q, limit = 10 }, ctx) {
    const query = (q ?? '').trim().slice(0, MAX_QUERY_LENGTH);
    if (!query) {
      return {
        query,
        understood: null,
        products: [],
        sections: [],
        brands: [],
        popular: await popularQueries(ctx.db, INSTANT_POPULAR),
        total: 0,
      };
    }
    // The last word is a prefix: the shopper is still typing it.
    const understood = await understandQueryCached(ctx.db, query, true);
    const [{ rows, total }, sections, brands] = await Promise.all([
      instantProducts(ctx.db, understood, ctx.city.id, limit),
      foundSections(ctx.db, understood, INSTANT_SECTIONS),
      namedBrands(ctx.db, understood),
    ]);
    return {
      query,
      understood: understood.understood,
      products: await toCards(ctx.db, rows, 1, ctx.clock.now()),
      sections,
      brands,
      popular: total === 0 ? await popularQueries(ctx.db, INSTANT_POPULAR) : [],
      total,
    };
  },
  ...searchListingHandlers,
  async check({ q }, ctx) {
    return searchCheck(ctx.db, (q ?? '').trim().slice(0, MAX_QUERY_LENGTH));
  },
});

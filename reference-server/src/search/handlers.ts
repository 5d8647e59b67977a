import { toCards } from '../catalog/product-cards';
import { searchProducts } from '../catalog/product-queries';
import { productCounts, sectionRowsOf, toSectionCard } from '../catalog/sections';
import { defineHandlers } from '../context/define-handlers';

/** Search: the catalogue's quick search (§7.5); the search results page comes here. */
export const searchHandlers = defineHandlers('search', {
  async catalog({ q, limit = 10 }, ctx) {
    const [{ rows, total }, all, counts] = await Promise.all([
      searchProducts(ctx.db, q, ctx.city.id, limit),
      sectionRowsOf(ctx.db),
      productCounts(ctx.db),
    ]);
    // Sections whose title holds a query word's stem (the word less its last two letters).
    const words = q
      .toLowerCase()
      .split(/\s+/)
      .filter((w) => w.length > 2)
      .map((w) => w.slice(0, Math.max(3, w.length - 2)));
    const sections = all.filter((s) => words.some((w) => s.title.toLowerCase().includes(w))).slice(0, 5);
    return {
      query: q,
      products: await toCards(ctx.db, rows, 1, ctx.clock.now()),
      sections: sections.map((s) => toSectionCard(s, counts)),
      total,
    };
  },
});

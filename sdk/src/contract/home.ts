import * as z from 'zod/mini';
import { type CallOutput, defineCalls } from './call';
import { brandLinkSchema } from './entities/menu';
import { productCardSchema } from './entities/product';
import { popularCategorySchema } from './entities/section';
import { pageMetaSchema } from './entities/seo';
import { slideSchema } from './entities/slide';

/** The home page's calls (§7.2, §2.1). */
export const homeCalls = defineCalls({
  main: {
    method: 'GET',
    path: '/pages/main',
    doc: 'The home page: slides, popular categories, hits, novelties and brands (§7.2, §2.1).',
    input: z.object({}),
    output: z.object({
      meta: pageMetaSchema,
      slides: z.array(slideSchema),
      popularCategories: z.array(popularCategorySchema),
      hits: z.array(productCardSchema),
      novelties: z.array(productCardSchema),
      brands: z.array(brandLinkSchema),
    }),
  },
});

/** The home page's data. */
export type MainPageData = CallOutput<typeof homeCalls.main>;

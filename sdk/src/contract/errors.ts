import * as z from 'zod/mini';
import { type CallOutput, defineCalls } from './call';
import { popularCategorySchema } from './entities/section';
import { pageMetaSchema } from './entities/seo';

/** The error pages' calls (§7.2, §2.8). */
export const errorsCalls = defineCalls({
  notFound: {
    method: 'GET',
    path: '/pages/404',
    doc: 'The not-found page: its popular categories (§7.2, §2.8).',
    input: z.object({}),
    output: z.object({ meta: pageMetaSchema, popularCategories: z.array(popularCategorySchema) }),
  },
});

/** The not-found page's data. */
export type NotFoundPageData = CallOutput<typeof errorsCalls.notFound>;

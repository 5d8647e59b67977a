import * as z from 'zod/mini';
import { breadcrumbSchema } from './entities/breadcrumb';
import { pageMetaSchema } from './entities/seo';
import { personalSidebarSchema } from './entities/user';

/**
 * What every commerce page of the personal area carries (cart, checkout, orders, favourites,
 * compare, estimates): its meta, breadcrumbs, and the left sidebar for a logged-in user; a guest
 * uses these pages too (their basket, favourites and orders hang on the fUserId) and gets none.
 */
export const commercePage = {
  meta: pageMetaSchema,
  breadcrumbs: z.array(breadcrumbSchema),
  sidebar: z.nullable(personalSidebarSchema),
};

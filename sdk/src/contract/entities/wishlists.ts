import * as z from 'zod/mini';
import { productCardSchema } from './product';

/** The most products the favourites and the comparison each hold (§9). */
export const FAVORITES_LIMIT = 99;
/** The most products the comparison holds (§9). */
export const COMPARE_LIMIT = 99;

/** A section of the favourites or the comparison, with how many of its products are there. */
export const listSectionSchema = z.object({ id: z.number(), title: z.string(), count: z.number() });
/** A section of the favourites or the comparison. */
export type ListSection = z.infer<typeof listSectionSchema>;

/** What a change of the favourites or the comparison answers: the ids now in it (§7.6 productIds). */
export const productIdsOutput = z.object({ productIds: z.array(z.number()) });

/** A favourites product: the card and the sections it counts in (§3). */
export const favoriteItemSchema = z.extend(productCardSchema, { sections: z.array(z.number()) });

/** One page of the favourites of a section (§3 favourites state, §4.6). */
export const favoritesListSchema = z.object({
  products: z.object({ items: z.array(favoriteItemSchema), total: z.number() }),
  sections: z.array(listSectionSchema),
  /** The section shown: the one asked for, else the first item's (§3). */
  activeSectionId: z.nullable(z.number()),
  /** Products in the favourites in all. */
  count: z.number(),
  productIds: z.array(z.number()),
  pagination: z.object({ page: z.number(), pageCount: z.number(), count: z.number() }),
});
/** One page of the favourites. */
export type FavoritesList = z.infer<typeof favoritesListSchema>;

/** A compared property: its title and each product's value, keyed by product id. */
export const comparePropertySchema = z.object({
  code: z.string(),
  title: z.string(),
  values: z.record(z.string(), z.string()),
  /** Whether the products' values differ. */
  differs: z.boolean(),
});

/** The comparison of one section (§3 compare state, §7.6 preparePage). */
export const compareStateSchema = z.object({
  /** The section compared and its products, keyed by product id (§3). */
  products: z.object({ id: z.nullable(z.number()), items: z.record(z.string(), productCardSchema) }),
  properties: z.object({
    important: z.array(comparePropertySchema),
    additional: z.array(comparePropertySchema),
  }),
  sections: z.array(listSectionSchema),
  activeSectionId: z.nullable(z.number()),
  productIds: z.array(z.number()),
});
/** The comparison of one section. */
export type CompareState = z.infer<typeof compareStateSchema>;

/** An estimate (§3: carries a products list): a saved list of products and quantities. */
export const estimateSchema = z.object({
  id: z.number(),
  title: z.string(),
  created: z.string(),
  products: z.array(
    z.object({
      id: z.number(),
      title: z.string(),
      url: z.string(),
      previewPicture: z.string(),
      quantity: z.number(),
      price: z.number(),
      isAvailable: z.boolean(),
    }),
  ),
  total: z.number(),
});
/** An estimate. */
export type Estimate = z.infer<typeof estimateSchema>;

/** A compared property. */
export type CompareProperty = z.infer<typeof comparePropertySchema>;

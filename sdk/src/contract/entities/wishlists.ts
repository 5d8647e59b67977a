import * as z from 'zod/mini';
import { productCardSchema } from './product';

/** The most products the favourites and the comparison each hold (§9). */
export const FAVORITES_LIMIT = 99;
/** The most products the comparison holds (§9). */
export const COMPARE_LIMIT = 99;

/** A section of the favourites or the comparison, with how many of its products are there. */
const listSectionShape = { id: z.number(), title: z.string(), count: z.number() };
/** The type of `listSectionSchema`, named so the declarations that use it say `ListSectionSchema` instead of spelling it out. */
export interface ListSectionSchema extends z.ZodMiniObject<typeof listSectionShape> {}
export const listSectionSchema: ListSectionSchema = z.object(listSectionShape);
/** A section of the favourites or the comparison. */
export type ListSection = z.infer<typeof listSectionSchema>;

/** What a change of the favourites or the comparison answers: the ids now in it (§7.6 productIds). */
export const productIdsOutput = z.object({ productIds: z.array(z.number()) });

/** A favourites product: the card and the sections it counts in (§3). */
export const favoriteItemSchema = z.extend(productCardSchema, { sections: z.array(z.number()) });
/** A favourites product: the card and the sections it counts in. */
export type FavoriteItem = z.infer<typeof favoriteItemSchema>;

/** One page of the favourites of a section (§3 favourites state, §4.6). */
const favoritesListShape = {
  products: z.object({ items: z.array(favoriteItemSchema), total: z.number() }),
  sections: z.array(listSectionSchema),
  /** The section shown: the one asked for, else the first item's (§3). */
  activeSectionId: z.nullable(z.number()),
  /** Products in the favourites in all. */
  count: z.number(),
  productIds: z.array(z.number()),
  pagination: z.object({ page: z.number(), pageCount: z.number(), count: z.number() }),
};
/** The type of `favoritesListSchema`, named so the declarations that use it say `FavoritesListSchema` instead of spelling it out. */
export interface FavoritesListSchema extends z.ZodMiniObject<typeof favoritesListShape> {}
export const favoritesListSchema: FavoritesListSchema = z.object(favoritesListShape);
/** One page of the favourites. */
export type FavoritesList = z.infer<typeof favoritesListSchema>;

/** A compared property: its title and each product's value, keyed by product id. */
const comparePropertyShape = {
  code: z.string(),
  title: z.string(),
  values: z.record(z.string(), z.string()),
  /** Whether the products' values differ. */
  differs: z.boolean(),
};
/** The type of `comparePropertySchema`, named so the declarations that use it say `ComparePropertySchema` instead of spelling it out. */
export interface ComparePropertySchema extends z.ZodMiniObject<typeof comparePropertyShape> {}
export const comparePropertySchema: ComparePropertySchema = z.object(comparePropertyShape);

/** The comparison of one section (§3 compare state, §7.6 preparePage). */
const compareStateShape = {
  /** The section compared and its products, keyed by product id (§3). */
  products: z.object({ id: z.nullable(z.number()), items: z.record(z.string(), productCardSchema) }),
  properties: z.object({
    important: z.array(comparePropertySchema),
    additional: z.array(comparePropertySchema),
  }),
  sections: z.array(listSectionSchema),
  activeSectionId: z.nullable(z.number()),
  productIds: z.array(z.number()),
};
/** The type of `compareStateSchema`, named so the declarations that use it say `CompareStateSchema` instead of spelling it out. */
export interface CompareStateSchema extends z.ZodMiniObject<typeof compareStateShape> {}
export const compareStateSchema: CompareStateSchema = z.object(compareStateShape);
/** The comparison of one section. */
export type CompareState = z.infer<typeof compareStateSchema>;

/** An estimate (§3: carries a products list): a saved list of products and quantities. */
const estimateShape = {
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
};
/** The type of `estimateSchema`, named so the declarations that use it say `EstimateSchema` instead of spelling it out. */
export interface EstimateSchema extends z.ZodMiniObject<typeof estimateShape> {}
export const estimateSchema: EstimateSchema = z.object(estimateShape);
/** An estimate. */
export type Estimate = z.infer<typeof estimateSchema>;

/** A compared property. */
export type CompareProperty = z.infer<typeof comparePropertySchema>;

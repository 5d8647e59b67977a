import * as z from 'zod/mini';

/** A brand as the brands page lists it. */
export const brandCardSchema = z.object({
  id: z.number(),
  code: z.string(),
  title: z.string(),
  url: z.string(),
  picture: z.string(),
  country: z.string(),
  productCount: z.number(),
});
/** A brand on the brands page. */
export type BrandCard = z.infer<typeof brandCardSchema>;

/** A brand on its own pages: the card and its text (paragraphs separated by blank lines). */
export const brandSchema = z.extend(brandCardSchema, { text: z.string() });
/** A brand with its text. */
export type Brand = z.infer<typeof brandSchema>;

/** A link to a brand's section page with the count of the brand's products in it. */
export const brandSectionLinkSchema = z.object({
  id: z.number(),
  code: z.string(),
  title: z.string(),
  url: z.string(),
  productCount: z.number(),
});

import * as z from 'zod/mini';

/** A commercial (advertising) label (§3). */
const commercialShape = {
  erid: z.string(),
  advertiserName: z.string(),
  advertiserData: z.string(),
};
/** The type of `commercialSchema`, named so the declarations that use it say `CommercialSchema` instead of spelling it out. */
export interface CommercialSchema extends z.ZodMiniObject<typeof commercialShape> {}
export const commercialSchema: CommercialSchema = z.object(commercialShape);

/** A home-page slide (§3). */
const slideShape = {
  id: z.number(),
  name: z.string(),
  link: z.string(),
  picture: z.string(),
  mobilePicture: z.string(),
  type: z.string(),
  position: z.number(),
  isStatic: z.boolean(),
  commercial: z.nullable(commercialSchema),
};
/** The type of `slideSchema`, named so the declarations that use it say `SlideSchema` instead of spelling it out. */
export interface SlideSchema extends z.ZodMiniObject<typeof slideShape> {}
export const slideSchema: SlideSchema = z.object(slideShape);
/** A home-page slide (§3). */
export type Slide = z.infer<typeof slideSchema>;

/** A header banner (§3). */
const headerBannerShape = {
  id: z.number(),
  url: z.string(),
  text: z.string(),
  showPages: z.array(z.string()),
  excludedPages: z.array(z.string()),
  crossUse: z.boolean(),
  crossColorMobile: z.string(),
  crossColorDesktop: z.string(),
};
/** The type of `headerBannerSchema`, named so the declarations that use it say `HeaderBannerSchema` instead of spelling it out. */
export interface HeaderBannerSchema extends z.ZodMiniObject<typeof headerBannerShape> {}
export const headerBannerSchema: HeaderBannerSchema = z.object(headerBannerShape);
/** A header banner (§3). */
export type HeaderBanner = z.infer<typeof headerBannerSchema>;

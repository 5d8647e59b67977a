import * as z from 'zod/mini';

/** A commercial (advertising) label (§3). */
export const commercialSchema = z.object({
  erid: z.string(),
  advertiserName: z.string(),
  advertiserData: z.string(),
});

/** A home-page slide (§3). */
export const slideSchema = z.object({
  id: z.number(),
  name: z.string(),
  link: z.string(),
  picture: z.string(),
  mobilePicture: z.string(),
  type: z.string(),
  position: z.number(),
  isStatic: z.boolean(),
  commercial: z.nullable(commercialSchema),
});
/** A home-page slide (§3). */
export type Slide = z.infer<typeof slideSchema>;

/** A header banner (§3). */
export const headerBannerSchema = z.object({
  id: z.number(),
  url: z.string(),
  text: z.string(),
  showPages: z.array(z.string()),
  excludedPages: z.array(z.string()),
  crossUse: z.boolean(),
  crossColorMobile: z.string(),
  crossColorDesktop: z.string(),
});
/** A header banner (§3). */
export type HeaderBanner = z.infer<typeof headerBannerSchema>;

import * as z from 'zod/mini';

/** Current and old price in whole roubles (§3); the old price shows only when `showOld` (§5). */
export const priceSchema = z.object({ current: z.number(), old: z.number(), showOld: z.boolean() });

/** A product icon (badge): discounts and marks such as «Хит» or «Новинка». */
export const productIconSchema = z.object({
  xmlId: z.string(),
  title: z.string(),
  isDiscount: z.boolean(),
});

/** Rating of one product (§3): current value, points scale and review count. */
export const productRatingSchema = z.object({
  current: z.number(),
  scale: z.number(),
  count: z.object({ all: z.number() }),
});

const namedLinkSchema = z.object({ id: z.number(), title: z.string(), url: z.string() });

/** A product card (§3). */
export const productCardSchema = z.object({
  id: z.number(),
  code: z.string(),
  isAvailable: z.boolean(),
  url: z.string(),
  title: z.string(),
  shortTitle: z.string(),
  previewPicture: z.string(),
  mostImportantParams: z.array(z.object({ title: z.string(), value: z.string() })),
  isRecommended: z.boolean(),
  priceCurrent: priceSchema,
  icons: z.array(productIconSchema),
  favourite: z.boolean(),
  rating: productRatingSchema,
  section: namedLinkSchema,
  sectionUrl: z.string(),
  manufacturer: z.object({ id: z.number(), title: z.string(), code: z.string() }),
  /** 1-based place in the list it was shown in (for analytics impressions). */
  position: z.number(),
  /** Whether a 360° view exists. */
  stereographic: z.boolean(),
  /** Short delivery promise, e.g. «Доставка завтра». */
  deliveryShort: z.string(),
});
/** A product card (§3). */
export type ProductCard = z.infer<typeof productCardSchema>;

/** A product property of the specification. */
export const productPropertySchema = z.object({ code: z.string(), title: z.string(), value: z.string() });

/** Stock of a product in one shop of the current city. */
export const productStockSchema = z.object({
  shopId: z.number(),
  shopName: z.string(),
  address: z.string(),
  quantity: z.number(),
});

/** The product page's product: the card plus description, pictures, specification and stock. */
export const productDetailSchema = z.extend(productCardSchema, {
  description: z.array(z.string()),
  pictures: z.array(z.string()),
  properties: z.array(productPropertySchema),
  warrantyMonths: z.number(),
  stock: z.array(productStockSchema),
  /** Units in stock across the current city's shops. */
  stockTotal: z.number(),
});
/** The product page's product. */
export type ProductDetail = z.infer<typeof productDetailSchema>;

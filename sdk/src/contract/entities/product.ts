import * as z from 'zod/mini';

/** Current and old price in whole roubles (§3); the old price shows only when `showOld` (§5). */
const priceShape = { current: z.number(), old: z.number(), showOld: z.boolean() };
/** The type of `priceSchema`, named so the declarations that use it say `PriceSchema` instead of spelling it out. */
export interface PriceSchema extends z.ZodMiniObject<typeof priceShape> {}
export const priceSchema: PriceSchema = z.object(priceShape);

/** A product icon (badge): discounts and marks such as «Хит» or «Новинка». */
const productIconShape = {
  xmlId: z.string(),
  title: z.string(),
  isDiscount: z.boolean(),
};
/** The type of `productIconSchema`, named so the declarations that use it say `ProductIconSchema` instead of spelling it out. */
export interface ProductIconSchema extends z.ZodMiniObject<typeof productIconShape> {}
export const productIconSchema: ProductIconSchema = z.object(productIconShape);

/** Rating of one product (§3): current value, points scale and review count. */
const productRatingShape = {
  current: z.number(),
  scale: z.number(),
  count: z.object({ all: z.number() }),
};
/** The type of `productRatingSchema`, named so the declarations that use it say `ProductRatingSchema` instead of spelling it out. */
export interface ProductRatingSchema extends z.ZodMiniObject<typeof productRatingShape> {}
export const productRatingSchema: ProductRatingSchema = z.object(productRatingShape);

const namedLinkSchema = z.object({ id: z.number(), title: z.string(), url: z.string() });

/** A product card (§3). */
const productCardShape = {
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
};
/** The type of `productCardSchema`, named so the declarations that use it say `ProductCardSchema` instead of spelling it out. */
export interface ProductCardSchema extends z.ZodMiniObject<typeof productCardShape> {}
export const productCardSchema: ProductCardSchema = z.object(productCardShape);
/** A product card (§3). */
export type ProductCard = z.infer<typeof productCardSchema>;

/** A product property of the specification. */
const productPropertyShape = { code: z.string(), title: z.string(), value: z.string() };
/** The type of `productPropertySchema`, named so the declarations that use it say `ProductPropertySchema` instead of spelling it out. */
export interface ProductPropertySchema extends z.ZodMiniObject<typeof productPropertyShape> {}
export const productPropertySchema: ProductPropertySchema = z.object(productPropertyShape);

/** Stock of a product in one shop of the current city. */
const productStockShape = {
  shopId: z.number(),
  shopName: z.string(),
  /** The shop's page, `/shops/{code}/`: its hours, phone and how to get there. */
  shopUrl: z.string(),
  address: z.string(),
  quantity: z.number(),
  /** The shop's hours, «Пн–Пт 8:00–20:00, Сб–Вс 9:00–18:00». */
  schedule: z.string(),
  phones: z.array(z.string()),
  /** When goods on its shelf can be picked up, by Moscow time and its hours; null when it has none. */
  pickup: z.nullable(z.object({ date: z.string(), text: z.string() })),
};
/** The type of `productStockSchema`, named so the declarations that use it say `ProductStockSchema` instead of spelling it out. */
export interface ProductStockSchema extends z.ZodMiniObject<typeof productStockShape> {}
export const productStockSchema: ProductStockSchema = z.object(productStockShape);

/** The product page's product: the card plus description, pictures, specification and stock. */
export const productDetailSchema = z.extend(productCardSchema, {
  /** The maker's article number, shown as «Код» («DHP482Z», «1.673-220.0»); the URL's `code` is apart. */
  article: z.string(),
  /** The manual and the certificate as PDF files (§2.2 documents/). */
  documents: z.array(z.object({ title: z.string(), url: z.string() })),
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

import * as z from 'zod/mini';
import { commercialSchema } from './slide';

/**
 * A promotion as lists show it (§3 Promo). `from` and `to` are its first and last days (YYYY-MM-DD,
 * Moscow); `endsAt` the instant it ends (the end of `to` in Moscow, ISO 8601 with its offset), after
 * which it is in the archive. `commercial` marks an advertiser's promotion (§2.10 «Реклама»).
 */
const promoShape = {
  code: z.string(),
  title: z.string(),
  url: z.string(),
  preview: z.string(),
  desktopPicture: z.string(),
  mobilePicture: z.string(),
  from: z.string(),
  to: z.string(),
  endsAt: z.string(),
  ended: z.boolean(),
  commercial: z.nullable(commercialSchema),
};
/** The type of `promoSchema`, named so the declarations that use it say `PromoSchema` instead of spelling it out. */
export interface PromoSchema extends z.ZodMiniObject<typeof promoShape> {}
export const promoSchema: PromoSchema = z.object(promoShape);
/** A promotion as lists show it (§3). */
export type Promo = z.infer<typeof promoSchema>;

/**
 * A promotion's own page (§3 Promo detail): its description and text, its rules, the banner, the
 * timer's title and `now`, the server's instant the answer was made at, so a countdown rendered on
 * the server and hydrated in the browser starts from the same second.
 */
const promoDetailShape = {
  ...promoShape,
  description: z.string(),
  /** Paragraphs of the promotion's text. */
  text: z.array(z.string()),
  promoRules: z.array(z.string()),
  /** `discount` (a price off), `gift` or `bonus`. */
  typePromo: z.enum(['discount', 'gift', 'bonus']),
  timerTitle: z.string(),
  dateStart: z.string(),
  dateEnd: z.string(),
  now: z.string(),
  /** How many products the promotion covers. */
  total: z.number(),
};
/** The type of `promoDetailSchema`, named so the declarations that use it say `PromoDetailSchema` instead of spelling it out. */
export interface PromoDetailSchema extends z.ZodMiniObject<typeof promoDetailShape> {}
export const promoDetailSchema: PromoDetailSchema = z.object(promoDetailShape);
/** A promotion's own page (§3). */
export type PromoDetail = z.infer<typeof promoDetailSchema>;

/** A public promo code as the promo-code page lists it: what it gives and on what terms. */
const publicPromoCodeShape = {
  code: z.string(),
  title: z.string(),
  /** «10%» or «500 ₽». */
  value: z.string(),
  /** The terms in one Russian line each: the minimum sum, the scope, who may use it. */
  terms: z.array(z.string()),
  /** The last day it applies (YYYY-MM-DD, Moscow), or null for no end. */
  to: z.nullable(z.string()),
};
/** The type of `publicPromoCodeSchema`, named so the declarations that use it say `PublicPromoCodeSchema` instead of spelling it out. */
export interface PublicPromoCodeSchema extends z.ZodMiniObject<typeof publicPromoCodeShape> {}
export const publicPromoCodeSchema: PublicPromoCodeSchema = z.object(publicPromoCodeShape);
/** A public promo code (§2.1 /promo-code/). */
export type PublicPromoCode = z.infer<typeof publicPromoCodeSchema>;

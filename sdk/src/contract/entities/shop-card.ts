import * as z from 'zod/mini';
import { shopSchema } from './shop';

/** Whether a shop is open now by Moscow time and its schedule, as the server decided (§2.1 /shops/). */
const shopOpenStateSchema = z.object({
  open: z.boolean(),
  /** «Открыто до 20:00», «Закрыто, откроется завтра в 8:00», «Временно не работает». */
  text: z.string(),
});

/** One weekday's hours of a shop. */
const weekdayHoursSchema = z.object({
  /** «Пн» … «Вс». */
  day: z.string(),
  /** «8:00–20:00», «круглосуточно» or «выходной». */
  hours: z.string(),
  /** Whether it is today in Moscow. */
  today: z.boolean(),
});

/** A shop as its pages list it (§3 Shop): the entity, its page's address, whether it is open now, its week. */
const shopCardShape = {
  ...shopSchema.shape,
  /** The shop's page: `/shops/{code}/`. */
  url: z.string(),
  openState: shopOpenStateSchema,
  week: z.array(weekdayHoursSchema),
};
/** The type of `shopCardSchema`, named so the declarations that use it say `ShopCardSchema` instead of spelling it out. */
export interface ShopCardSchema extends z.ZodMiniObject<typeof shopCardShape> {}
export const shopCardSchema: ShopCardSchema = z.object(shopCardShape);
/** A shop as its pages list it. */
export type ShopCard = z.infer<typeof shopCardSchema>;

/** How the shops' map is drawn: Yandex Maps with the store's key (§9: ru_RU, latitude first), else the offline plan. */
const shopsMapShape = {
  provider: z.enum(['yandex', 'offline']),
  /** The Yandex Maps JS API key; empty for the offline plan. */
  apiKey: z.string(),
  /** §9: the map's language. */
  lang: z.literal('ru_RU'),
};
/** The type of `shopsMapSchema`, named so the declarations that use it say `ShopsMapSchema` instead of spelling it out. */
export interface ShopsMapSchema extends z.ZodMiniObject<typeof shopsMapShape> {}
export const shopsMapSchema: ShopsMapSchema = z.object(shopsMapShape);
/** How the shops' map is drawn. */
export type ShopsMap = z.infer<typeof shopsMapSchema>;

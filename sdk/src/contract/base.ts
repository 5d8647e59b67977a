import * as z from 'zod/mini';
import { type CallOutput, defineCalls } from './call';
import { basketSchema } from './entities/basket';
import { citySchema } from './entities/city';
import { menuSchema } from './entities/menu';
import { baseUserSchema } from './entities/session';
import { shopSchema } from './entities/shop';
import { headerBannerSchema } from './entities/slide';
import { boundedText, intParam } from './params';

/** Parts of the base data a caller may select (§3 base data response). */
export const baseSelectSchema = z.enum([
  'city',
  'menu',
  'user',
  'fUserId',
  'compare',
  'favorites',
  'basket',
  'shops',
  'headerBanners',
  'estimatesCount',
]);
/** A part of the base data. */
export type BaseSelect = z.infer<typeof baseSelectSchema>;

/** The base calls (§7.2). */
export const baseCalls = defineCalls({
  get: {
    method: 'GET',
    path: '/base',
    doc: 'The session and layout data every page needs; `select` narrows it (§7.2, §3).',
    input: z.object({
      /** Parts to return, comma-separated or as a list; all when absent. */
      select: z.optional(
        z.pipe(
          z.union([z.string(), z.array(z.string())]),
          z.pipe(
            z.transform((v: string | string[]) =>
              (typeof v === 'string' ? v.split(',') : v).map((s) => s.trim()).filter(Boolean),
            ),
            z.array(baseSelectSchema),
          ),
        ),
      ),
      /** The subdomain of the host the page was opened on (e.g. `yaroslavl`). */
      hostSubdomain: z.optional(boundedText(63)),
    }),
    output: z.object({
      city: z.optional(citySchema),
      menu: z.optional(menuSchema),
      user: z.optional(z.nullable(baseUserSchema)),
      fUserId: z.optional(z.nullable(z.string())),
      compare: z.optional(z.array(z.number())),
      favorites: z.optional(z.array(z.number())),
      basket: z.optional(basketSchema),
      shops: z.optional(z.array(shopSchema)),
      headerBanners: z.optional(z.array(headerBannerSchema)),
      estimatesCount: z.optional(z.number()),
    }),
  },
  closeHeaderBanner: {
    method: 'POST',
    path: '/cookie/header-banner',
    doc: 'Closes a header banner for this browser: a cookie lists it, and `/base` leaves it out from then on (§7.7, §3 Header banner).',
    input: z.object({ id: intParam(1) }),
    output: z.object({ closed: z.array(z.number()) }),
  },
});

/** The base data of §3: city, menu, user, basket and the rest, as `select` narrowed it. */
export type BaseData = CallOutput<typeof baseCalls.get>;

import * as z from 'zod/mini';
import { type CallOutput, defineCalls } from './call';
import { breadcrumbSchema } from './entities/breadcrumb';
import { locationSchema, locationTypeSchema } from './entities/location';
import { pageMetaSchema } from './entities/seo';
import { shopCardSchema, shopsMapSchema } from './entities/shop-card';
import { intParam, slugParam, textParam } from './params';

/** A location's id: digits (a city's is its `locationId`). */
const locationIdParam = z.string().check(z.regex(/^\d{1,20}$/, 'Expected a location id: 1 to 20 digits'));

/** How many places a lookup answers with: 1..50, 10 by default. */
const locationLimitParam = intParam(1, 50);

/** The current city of the shops' pages, as their headings and the map need it. */
const shopsCitySchema = z.object({
  name: z.string(),
  /** «в Москве». */
  namePr: z.string(),
  locationId: z.string(),
  /** [latitude, longitude] of the city's centre (§9 order). */
  coordinates: z.tuple([z.number(), z.number()]),
});

/** The shops of another pickup city, listed after the current city's. */
const otherCityShopsSchema = z.object({
  name: z.string(),
  subdomain: z.string(),
  shops: z.array(shopCardSchema),
});

/**
 * The shops and the locations behind the address fields (§7.2, §7.7, §2.1): `/shops/`, `/shops/map/`,
 * `/shops/{code}/`. Whether a shop is open is decided here, by Moscow time and its schedule.
 */
export const shopsCalls = defineCalls({
  pages: {
    method: 'GET',
    path: '/pages/shops',
    doc: "The shops page: the current city's shops with their hours, phones and whether each is open now, then the other pickup cities' (§7.2, §2.1 /shops/, /shops/map/).",
    input: z.object({
      /** `map`: the map view's meta and breadcrumbs (`/shops/map/`); the list by default. */
      view: z.optional(z.enum(['list', 'map'], { error: 'Expected view list or map' })),
    }),
    output: z.object({
      meta: pageMetaSchema,
      breadcrumbs: z.array(breadcrumbSchema),
      view: z.enum(['list', 'map']),
      city: shopsCitySchema,
      shops: z.array(shopCardSchema),
      otherCities: z.array(otherCityShopsSchema),
      map: shopsMapSchema,
    }),
  },
  shop: {
    method: 'GET',
    path: '/pages/shops/{code}',
    doc: "A shop's page: hours by weekday, whether it is open now, phones, e-mail, how to get there and its place on the map (§7.2, §2.1 /shops/{code}/).",
    input: z.object({ code: slugParam }),
    output: z.object({
      meta: pageMetaSchema,
      breadcrumbs: z.array(breadcrumbSchema),
      shop: z.extend(shopCardSchema, {
        /** How to get there: by public transport, by car, where to park. Paragraphs. */
        directions: z.array(z.string()),
        /** Products on this shop's shelves now (for pickup). */
        productsInStock: z.number(),
      }),
      /** The other shops of the same city, for the map around it. */
      neighbours: z.array(shopCardSchema),
      map: shopsMapSchema,
    }),
  },
  locations: {
    method: 'GET',
    path: '/locations',
    doc: 'Regions, cities and streets whose name (or a word of it) starts with q, case-insensitive; without q, the places under parentId, or the regions (§7.7).',
    input: z.object({
      q: z.optional(textParam(100)),
      type: z.optional(locationTypeSchema),
      /** Only places under this region or city. */
      parentId: z.optional(locationIdParam),
      limit: z.optional(locationLimitParam),
    }),
    output: z.object({ items: z.array(locationSchema) }),
  },
  locationChildren: {
    method: 'GET',
    path: '/locations/get-child',
    doc: "A region's cities or a city's streets, optionally those starting with q (§7.7).",
    input: z.object({
      /** The region or city whose children are wanted. */
      parentId: locationIdParam,
      q: z.optional(textParam(100)),
      limit: z.optional(locationLimitParam),
    }),
    output: z.object({ parent: locationSchema, items: z.array(locationSchema) }),
  },
});

/** The shops page's data. */
export type ShopsPageData = CallOutput<typeof shopsCalls.pages>;
/** A shop page's data. */
export type ShopPageData = CallOutput<typeof shopsCalls.shop>;

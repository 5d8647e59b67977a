// Generated from src/contract/brands.ts by `npm run contract`: edit the table, not this file.

import type { brandsCalls } from '../contract/brands';
import { namedRoutes, routeOf } from '../contract/call';
import type { TypedRoute } from '../contract/route';
import { filterConditionsWire } from '../domain/filter-path';
import type { Client } from '../http/create-client';
import type {
  BrandsBrandTagFilterInput,
  BrandsBrandTagFilterOutput,
  BrandsBrandTagInput,
  BrandsBrandTagOutput,
  BrandsCreateBrandTagInput,
  BrandsCreateBrandTagOutput,
  BrandsDeleteBrandTagInput,
  BrandsDeleteBrandTagOutput,
  BrandsManufacturerInput,
  BrandsManufacturerOutput,
  BrandsManufacturerSectionInput,
  BrandsManufacturerSectionOutput,
  BrandsManufacturersInput,
  BrandsManufacturersOutput,
  BrandsUpdateBrandTagInput,
  BrandsUpdateBrandTagOutput,
} from './api-types';
import { bindDomain, type DomainApi } from './bind-domain';

/** The brands calls as routes, each with its method, path, encoding and plain input and output types. */
export type BrandsRoutes = {
  /** GET /pages/manufacturers — The brands page: every brand by its first letter, Latin then Cyrillic, and the brand tags (§7.2, §2.1). */
  readonly manufacturers: TypedRoute<
    BrandsManufacturersInput,
    BrandsManufacturersOutput,
    'GET',
    '/pages/manufacturers',
    'form'
  >;
  /** GET /pages/manufacturers/{code} — One brand: its text and logo, its sections, its products filtered (§5), sorted and paged (§7.2, §2.1). */
  readonly manufacturer: TypedRoute<
    BrandsManufacturerInput,
    BrandsManufacturerOutput,
    'GET',
    '/pages/manufacturers/{code}',
    'form'
  >;
  /** GET /pages/manufacturers/{code}/{section} — A brand's products in one section (its descendants' included), filtered, sorted and paged (§7.2, §2.1). */
  readonly manufacturerSection: TypedRoute<
    BrandsManufacturerSectionInput,
    BrandsManufacturerSectionOutput,
    'GET',
    '/pages/manufacturers/{code}/{section}',
    'form'
  >;
  /** GET /brands/tag/{code}/ — A brand tag's page: its brands' products, filtered (§5 grammar), sorted and paged (§7.2, §2.1). */
  readonly brandTag: TypedRoute<
    BrandsBrandTagInput,
    BrandsBrandTagOutput,
    'GET',
    '/brands/tag/{code}/',
    'form'
  >;
  /** GET /brands/tag/{code}/filter — A brand tag's filter definition with facet counts under the applied conditions (§7.2, §4.9). */
  readonly brandTagFilter: TypedRoute<
    BrandsBrandTagFilterInput,
    BrandsBrandTagFilterOutput,
    'GET',
    '/brands/tag/{code}/filter',
    'form'
  >;
  /** POST /brands/tag/ — Creates a brand tag: a named group of brands with its text; a taken code is 409 (§7.2, §7.7, §6). */
  readonly createBrandTag: TypedRoute<
    BrandsCreateBrandTagInput,
    BrandsCreateBrandTagOutput,
    'POST',
    '/brands/tag/',
    'json'
  >;
  /** PATCH /brands/tag/{code} — Changes a brand tag: the fields given, the rest kept (§7.2, §7.7, §6). */
  readonly updateBrandTag: TypedRoute<
    BrandsUpdateBrandTagInput,
    BrandsUpdateBrandTagOutput,
    'PATCH',
    '/brands/tag/{code}',
    'json'
  >;
  /** DELETE /brands/tag/{code} — Deletes a brand tag (§7.2, §7.7, §6). */
  readonly deleteBrandTag: TypedRoute<
    BrandsDeleteBrandTagInput,
    BrandsDeleteBrandTagOutput,
    'DELETE',
    '/brands/tag/{code}',
    'json'
  >;
};

/** The brands calls as routes: what the client sends, without schemas (marked pure, so a bundle drops the domains it never calls). */
export const brandsRoutes: BrandsRoutes = /* @__PURE__ */ namedRoutes('brands', {
  manufacturers: /* @__PURE__ */ routeOf<typeof brandsCalls.manufacturers>({
    method: 'GET',
    path: '/pages/manufacturers',
  }),
  manufacturer: /* @__PURE__ */ routeOf<typeof brandsCalls.manufacturer>({
    method: 'GET',
    path: '/pages/manufacturers/{code}',
    wire: { filter: filterConditionsWire },
  }),
  manufacturerSection: /* @__PURE__ */ routeOf<typeof brandsCalls.manufacturerSection>({
    method: 'GET',
    path: '/pages/manufacturers/{code}/{section}',
    wire: { filter: filterConditionsWire },
  }),
  brandTag: /* @__PURE__ */ routeOf<typeof brandsCalls.brandTag>({
    method: 'GET',
    path: '/brands/tag/{code}/',
    wire: { filter: filterConditionsWire },
  }),
  brandTagFilter: /* @__PURE__ */ routeOf<typeof brandsCalls.brandTagFilter>({
    method: 'GET',
    path: '/brands/tag/{code}/filter',
    wire: { filter: filterConditionsWire },
  }),
  createBrandTag: /* @__PURE__ */ routeOf<typeof brandsCalls.createBrandTag>({
    method: 'POST',
    path: '/brands/tag/',
    encoding: 'json',
  }),
  updateBrandTag: /* @__PURE__ */ routeOf<typeof brandsCalls.updateBrandTag>({
    method: 'PATCH',
    path: '/brands/tag/{code}',
    encoding: 'json',
  }),
  deleteBrandTag: /* @__PURE__ */ routeOf<typeof brandsCalls.deleteBrandTag>({
    method: 'DELETE',
    path: '/brands/tag/{code}',
    encoding: 'json',
  }),
});

/** The brands calls bound to a client: `brandsApi(client).manufacturers(input)`. */
export const brandsApi: (client: Client) => DomainApi<BrandsRoutes> =
  /* @__PURE__ */ bindDomain(brandsRoutes);

import { brandsCalls } from '@verstak/sdk/contract';
import { listingHandlers } from '../catalog/listing-handlers';
import { type PropertyInfo, propertiesOf } from '../catalog/properties';
import { catalogueWideDefinition, sectionDefinition } from '../catalog/section-filter';
import { scopeColumn, sectionRowsOf } from '../catalog/sections';
import type { Db } from '../db/database';
import { HttpError } from '../http/http-error';
import { STORE_NAME } from '../page-calls/page-meta';
import { brandCrumbs } from './brand-crumbs';
import {
  type BrandPageRow,
  brandByCode,
  brandLeafCounts,
  brandPageRowsOf,
  brandSectionCounts,
  brandTotal,
  brandUrl,
  toBrandCard,
} from './brand-rows';
import { brandTagByCode, brandTagUrl } from './brand-tags';

// The brands' listings: a brand, a brand in one section, a brand tag. Each is its scope, breadcrumbs
// and head; `listingHandlers` gives the filter, sort, pages and SEO every listing shares.

/** A definition without the brand filter: on one brand's pages it would offer one choice. */
function withoutBrand(definition: PropertyInfo[]): PropertyInfo[] {
  return definition.filter((p) => p.code !== 'brand');
}

/** A brand as its pages show it: the card and its text. */
function brandOf(brand: BrandPageRow, total: number) {
  return { ...toBrandCard(brand, total), text: brand.description };
}

/** Links to the brand's sections under `parentId` (the second level for the brand page) that hold its products. */
async function sectionLinks(
  db: Db,
  brand: BrandPageRow,
  pick: (s: { depth: number; parent_id: number | null }) => boolean,
) {
  const [all, leaves] = await Promise.all([sectionRowsOf(db), brandLeafCounts(db)]);
  const counts = brandSectionCounts(leaves.get(brand.id), all);
  return all
    .filter((s) => pick(s) && (counts.get(s.id) ?? 0) > 0)
    .map((s) => ({
      id: s.id,
      code: s.code,
      title: s.title,
      url: `${brandUrl(brand.code)}${s.code}/`,
      productCount: counts.get(s.id) ?? 0,
    }));
}

/** One brand's products (§2.1 `/brands/{brand}/`). */
const manufacturer = listingHandlers(brandsCalls, 'manufacturer', {
  async scope({ code }, ctx) {
    const brand = await brandByCode(ctx.db, code);
    const definition = withoutBrand(await catalogueWideDefinition(ctx.db, await propertiesOf(ctx.db)));
    return {
      key: `brand:${brand.id}`,
      where: (sql) => `p.brand_id = ${sql.add(brand.id)}`,
      definition,
      brand,
    };
  },
  async page({ brand }, ctx, found) {
    const leaves = (await brandLeafCounts(ctx.db)).get(brand.id);
    return {
      url: brandUrl(brand.code),
      title: `${brand.title} — купить инструмент и технику ${brand.title} ${ctx.city.name_pr} | ${STORE_NAME}`,
      description: `${brand.title} (${brand.country}): ${found} в интернет-магазине ${STORE_NAME}. Официальная гарантия, доставка и самовывоз ${ctx.city.name_pr}.`,
      breadcrumbs: await brandCrumbs(ctx.db, [{ title: brand.title, url: brandUrl(brand.code) }]),
      fields: {
        brand: brandOf(brand, brandTotal(leaves)),
        sections: await sectionLinks(ctx.db, brand, (s) => s.depth === 2),
      },
    };
  },
});

/** A brand's products in one section, its descendants' included (§2.1 `/brands/{brand}/{section}/*`). */
const manufacturerSection = listingHandlers(brandsCalls, 'manufacturerSection', {
  async scope({ code, section: sectionCode }, ctx) {
    const [brand, all] = await Promise.all([brandByCode(ctx.db, code), sectionRowsOf(ctx.db)]);
    const section = all.find((s) => s.code === sectionCode);
    if (!section) throw new HttpError(404, 'section_not_found', { common: 'Раздел не найден' });
    const definition = withoutBrand(await sectionDefinition(ctx.db, section, await propertiesOf(ctx.db)));
    return {
      key: `brand:${brand.id}:section:${section.id}`,
      where: (sql) =>
        `p.brand_id = ${sql.add(brand.id)} AND p.${scopeColumn(section.depth)} = ${sql.add(section.id)}`,
      definition,
      brand,
      section,
    };
  },
  async page({ brand, section }, ctx, found) {
    const leaves = (await brandLeafCounts(ctx.db)).get(brand.id);
    const url = `${brandUrl(brand.code)}${section.code}/`;
    return {
      url,
      title: `${section.title} ${brand.title} — купить ${ctx.city.name_pr} по выгодной цене | ${STORE_NAME}`,
      description: `${section.title} ${brand.title}: ${found} в интернет-магазине ${STORE_NAME}. Доставка и самовывоз ${ctx.city.name_pr}.`,
      breadcrumbs: await brandCrumbs(ctx.db, [
        { title: brand.title, url: brandUrl(brand.code) },
        { title: section.title, url },
      ]),
      fields: {
        brand: brandOf(brand, brandTotal(leaves)),
        section: { id: section.id, code: section.code, title: section.title, url: section.url },
        sections: await sectionLinks(ctx.db, brand, (s) => s.parent_id === section.id),
      },
    };
  },
});

/** A brand tag's page: the products of its brands (§2.1 `/brands/tag/{code}/`). */
const brandTag = listingHandlers(brandsCalls, 'brandTag', {
  async scope({ code }, ctx) {
    const tag = await brandTagByCode(ctx.db, code);
    const definition = await catalogueWideDefinition(ctx.db, await propertiesOf(ctx.db));
    return {
      // The tag's brands may change: the key names the version of the tag it was counted for.
      key: `brand-tag:${tag.code}:${new Date(tag.updated_at).getTime()}`,
      where: (sql) => `p.brand_id = ANY(${sql.add(tag.brand_ids)}::int[])`,
      // The first pages are kept per catalogue generation; a page past them takes each brand's first
      // products from its index (migration 022), not all sorted.
      keepsOrders: true,
      parts: (sql) => [...new Set(tag.brand_ids)].map((id) => `p.brand_id = ${sql.add(id)}::int`),
      definition,
      tag,
    };
  },
  async page({ tag }, ctx, found) {
    const [brands, leaves] = await Promise.all([brandPageRowsOf(ctx.db), brandLeafCounts(ctx.db)]);
    const url = brandTagUrl(tag.code);
    return {
      url,
      title: `${tag.title} — купить ${ctx.city.name_pr} | ${STORE_NAME}`,
      description: `${tag.title}: ${found} в интернет-магазине ${STORE_NAME}. Доставка и самовывоз ${ctx.city.name_pr}.`,
      breadcrumbs: await brandCrumbs(ctx.db, [{ title: tag.title, url }]),
      fields: {
        tag: { code: tag.code, title: tag.title, text: tag.text, url },
        brands: brands
          .filter((b) => tag.brand_ids.includes(b.id))
          .map((b) => toBrandCard(b, brandTotal(leaves.get(b.id)))),
      },
    };
  },
});

/** The brands' listing handlers, for the brands' `defineHandlers`; the brand pages have no filter twin. */
export const brandListingHandlers = {
  manufacturer: manufacturer.manufacturer,
  manufacturerSection: manufacturerSection.manufacturerSection,
  ...brandTag,
};

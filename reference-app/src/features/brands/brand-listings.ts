import {
  type BrandPageData,
  type BrandSectionPageData,
  type BrandTagPageData,
  brandsApi,
} from '@verstak/sdk';
import type { ListingSource } from '../../ui/listing/listing.route';

// The listings under /brands/: a brand, a brand's section, a brand tag, each its call and its screen.
// One route (brands.route.ts) serves them with the brands page: every route costs the shared entry
// its matcher and its chunks' names, so the brands' addresses are told apart after it has loaded.

/** A brand: its logo and text, its sections as links (§2.1 `/brands/{brand}/`). */
export const brandListing: ListingSource<BrandPageData> = {
  load: (client, query, params) => brandsApi(client).manufacturer({ code: params.brand ?? '', ...query }),
  screen: ({ brand, sections }) => ({
    title: brand.title,
    url: brand.url,
    chips: sections.map(({ id, title, url }) => ({ id, title, url })),
    intro: { text: brand.text, picture: { src: brand.picture, alt: `Логотип ${brand.title}` } },
    // The review pages' addresses are written out here (review-page-urls.ts has them): a shared
    // module of three one-liners would be a chunk of its own on every listing's first load.
    reviewsUrl: `/otzyvy/brands/${brand.code}/`,
  }),
};

/** A brand's products in one section (§2.1 `/brands/{brand}/{section}/*`). */
export const brandSectionListing: ListingSource<BrandSectionPageData> = {
  load: (client, query, params) =>
    brandsApi(client).manufacturerSection({
      code: params.brand ?? '',
      section: params.section ?? '',
      ...query,
    }),
  screen: ({ brand, section, sections }) => ({
    title: `${section.title} ${brand.title}`,
    url: `${brand.url}${section.code}/`,
    chips: sections.map(({ id, title, url }) => ({ id, title, url })),
    reviewsUrl: `/otzyvy/brands/${brand.code}/${section.url.slice('/catalog/'.length)}`,
  }),
};

/** A brand tag: its text, its brands, their products; staff edit it there (§2.1 `/brands/tag/{code}/`). */
export const brandTagListing: ListingSource<BrandTagPageData> = {
  load: (client, query, params) => brandsApi(client).brandTag({ code: params.code ?? '', ...query }),
  facets: (client, query, params) => brandsApi(client).brandTagFilter({ code: params.code ?? '', ...query }),
  screen: ({ tag, brands }) => ({
    title: tag.title,
    url: tag.url,
    chips: brands.map(({ id, title, url }) => ({ id, title, url })),
    intro: { text: tag.text },
    reviewsUrl: `/otzyvy/brands/tag/${tag.code}/`,
  }),
};

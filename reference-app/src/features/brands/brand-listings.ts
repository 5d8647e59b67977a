import { brandsApi } from '@verstak/sdk';
import type { AnyRoute } from '../../app/define-route';
import { listingRoute } from '../../ui/listing/listing.route';

/** `/brands/{brand}/` and its §5 filter path. */
const BRAND = /^\/brands\/([a-z0-9][a-z0-9-]*)\/(?:filter\/(.+)\/apply\/)?$/;
/** `/brands/{brand}/{section}/` and its §5 filter path. */
const BRAND_SECTION = /^\/brands\/([a-z0-9][a-z0-9-]*)\/([a-z0-9][a-z0-9-]*)\/(?:filter\/(.+)\/apply\/)?$/;

/** One brand: its logo and text, its sections, its products with the filter (§2.1 `/brands/{brand}/`). */
export const brandRoute = listingRoute({
  name: 'brand',
  match: (pathname) => {
    const found = BRAND.exec(pathname);
    return found && found[1] !== 'tag' ? { brand: found[1] ?? '', filter: found[2] ?? '' } : null;
  },
  load: (client, query, params) => brandsApi(client).manufacturer({ code: params.brand ?? '', ...query }),
  screen: ({ brand, sections }) => ({
    title: brand.title,
    url: brand.url,
    chips: sections.map(({ id, title, url }) => ({ id, title, url })),
    intro: { text: brand.text, picture: { src: brand.picture, alt: `Логотип ${brand.title}` } },
  }),
});

/** A brand's products in one section (§2.1 `/brands/{brand}/{section}/*`). */
export const brandSectionRoute = listingRoute({
  name: 'brand-section',
  match: (pathname) => {
    const found = BRAND_SECTION.exec(pathname);
    return found && found[1] !== 'tag' && found[2] !== 'filter'
      ? { brand: found[1] ?? '', section: found[2] ?? '', filter: found[3] ?? '' }
      : null;
  },
  load: (client, query, params) =>
    brandsApi(client).manufacturerSection({ code: params.brand ?? '', section: params.section ?? '', ...query }),
  screen: ({ brand, section, sections }) => ({
    title: `${section.title} ${brand.title}`,
    url: `${brand.url}${section.code}/`,
    chips: sections.map(({ id, title, url }) => ({ id, title, url })),
  }),
});

/** The brand listings in matching order: a brand's own filter path goes before a section named like it. */
export const brandListingRoutes: readonly AnyRoute[] = [brandRoute, brandSectionRoute];

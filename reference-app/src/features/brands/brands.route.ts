import { ApiError, type BrandsPageData, brandsApi } from '@verstak/sdk';
import { defineRoute } from '../../app/define-route';
import { headOfPage } from '../../app/head';
import { listingHead, loadListing, primeListing } from '../../ui/listing/listing.route';
import type { ListingScreenData } from '../../ui/listing/listing-data';
import { TAG_ADDRESS, tagListing } from '../tags/tag-listing';
import { brandListing, brandSectionListing, brandTagListing } from './brand-listings';
import { brandsAddress } from './brands-address';

/** A tag page's own fields: the tag, and a brand tag's brands (its editor reads them). */
type TagFields = {
  tag: { code: string; title: string; text: string; url: string };
  brands?: Array<{ code: string }>;
};

/** What the route loads: the brands page, a listing, or a tag's listing (catalogue or brand tag). */
export type BrandsRouteData =
  | ({ kind: 'index' } & BrandsPageData)
  | ({ kind: 'listing' } & ListingScreenData)
  | ({ kind: 'tag' } & ListingScreenData & TagFields);

/** The 404 of an address under the route's prefixes that leads nowhere (§8). */
function notFound(): ApiError {
  return new ApiError({ message: 'Страница не найдена', status: 404, code: 'not_found' });
}

/**
 * Everything under `/brands/` and `/tag/` (§2.1): the brands page, a brand, a brand's section, a brand
 * tag, a catalogue tag, the tags with the staff's editor. ONE route on purpose: each route costs the
 * shared entry its matcher and its chunks' names, so the entry carries one prefix test for all five
 * pages; the loader reads the address (brands-address.ts, tag-listing.ts), and one that leads
 * nowhere is the 404 page.
 */
export const brandsRoute = defineRoute({
  name: 'brands',
  status: 200,
  match: (pathname) => (pathname.startsWith('/brands/') || pathname.startsWith('/tag/') ? {} : null),
  loader: async (ctx): Promise<BrandsRouteData> => {
    const { pathname } = ctx.url;
    if (pathname.startsWith('/tag/')) {
      const found = TAG_ADDRESS.exec(pathname);
      if (!found) throw notFound();
      const data = await loadListing(tagListing, {
        ...ctx,
        params: { code: found[1] ?? '', filter: found[2] ?? '' },
      });
      return { kind: 'tag', ...(data as ListingScreenData & TagFields) };
    }
    const address = brandsAddress(pathname);
    if (!address) throw notFound();
    if (address.kind === 'index') return { kind: 'index', ...(await brandsApi(ctx.client).manufacturers()) };
    const withParams = { ...ctx, params: address.params };
    if (address.kind === 'tag')
      return {
        kind: 'tag',
        ...((await loadListing(brandTagListing, withParams)) as ListingScreenData & TagFields),
      };
    const source = address.kind === 'brand' ? brandListing : brandSectionListing;
    return { kind: 'listing', ...(await loadListing(source as typeof brandListing, withParams)) };
  },
  page: () => import('./brands-page'),
  head: (data) => (data.kind === 'index' ? headOfPage(data) : listingHead(data)),
  prime: (stores, data) => {
    if (data.kind !== 'index') primeListing(stores, data);
  },
});

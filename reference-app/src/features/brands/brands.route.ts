import { ApiError, type BrandsPageData, brandsApi } from '@verstak/sdk';
import { defineRoute } from '../../app/define-route';
import { headOfPage } from '../../app/head';
import {
  countListing,
  type ListingSource,
  listingHead,
  loadListing,
  primeListing,
} from '../../ui/listing/listing.route';
import type { ListingData, ListingScreenData } from '../../ui/listing/listing-data';
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

/** The listing an address under the route's prefixes shows, with its params; null for the brands page. */
function listingOf(pathname: string): {
  kind: 'tag' | 'listing';
  source: ListingSource<ListingData>;
  params: Record<string, string>;
} | null {
  if (pathname.startsWith('/tag/')) {
    const found = TAG_ADDRESS.exec(pathname);
    if (!found) throw notFound();
    return { kind: 'tag', source: tagListing, params: { code: found[1] ?? '', filter: found[2] ?? '' } };
  }
  const address = brandsAddress(pathname);
  if (!address) throw notFound();
  if (address.kind === 'index') return null;
  if (address.kind === 'tag') return { kind: 'tag', source: brandTagListing, params: address.params };
  const source = address.kind === 'brand' ? brandListing : brandSectionListing;
  return { kind: 'listing', source: source as ListingSource<ListingData>, params: address.params };
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
    const listing = listingOf(ctx.url.pathname);
    if (!listing) return { kind: 'index', ...(await brandsApi(ctx.client).manufacturers()) };
    const data = await loadListing(listing.source, { ...ctx, params: listing.params });
    return listing.kind === 'tag'
      ? { kind: 'tag', ...(data as ListingScreenData & TagFields) }
      : { kind: 'listing', ...data };
  },
  count: (ctx) => {
    const listing = listingOf(ctx.url.pathname);
    if (!listing) throw notFound();
    return countListing(listing.source, { ...ctx, params: listing.params });
  },
  page: () => import('./brands-page'),
  head: (data) => (data.kind === 'index' ? headOfPage(data) : listingHead(data)),
  prime: (stores, data) => {
    if (data.kind !== 'index') primeListing(stores, data);
  },
});

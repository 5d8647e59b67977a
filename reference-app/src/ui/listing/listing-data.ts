import type {
  Breadcrumb,
  FilterItem,
  FilterValue,
  PageMeta,
  Pagination,
  ProductCard,
  Selection,
  Sort,
} from '@verstak/sdk';
import type { CallOutput, CallTable } from '@verstak/sdk/contract';

/** What every listing's page call answers (`listingCalls` in the contract), whatever its scope adds. */
export interface ListingData {
  meta: PageMeta;
  breadcrumbs: Breadcrumb[];
  products: ProductCard[];
  pagination: Pagination;
  sort: { current: Sort; options: Array<{ value: Sort; title: string }> };
  filter: { items: FilterItem[]; applied: FilterValue[] };
}

/** What a route tells the listing screen about its scope: the heading, its address and any links under it. */
export interface ListingScreen {
  /** The heading, and the list name of the product impressions. */
  title: string;
  /** The unfiltered first page's address: the filter panel builds the §5 filter path on it. */
  url: string;
  /** Links shown under the heading (a section's subsections). */
  chips: Array<{ id: number; title: string; url: string }>;
  /** The scope's own text (a brand's, a tag's): paragraphs separated by blank lines, with an optional logo. */
  intro?: { text: string; picture?: { src: string; alt: string } };
  /** The address of the scope's review page (§2.1 /otzyvy/…), linked under the heading. */
  reviewsUrl?: string;
}

/** The data of the listing screen: the call's answer and what the route says about its scope. */
export type ListingScreenData = ListingData & { screen: ListingScreen };

/** The keys of a table's listing page calls: the rows whose answer is a {@link ListingData}. */
export type ListingCallName<T extends CallTable> = {
  [K in keyof T]: CallOutput<T[K]> extends ListingData ? K : never;
}[keyof T] &
  string;

/** The screen of a selection (the sale, the new arrivals…): its heading, address and its sections as links. */
export function selectionScreen(selection: Selection): ListingScreen {
  return {
    title: selection.title,
    url: selection.url,
    chips: selection.sections.map(({ id, title, url }) => ({ id, title, url })),
  };
}

import { Page as ListingPage } from '../../ui/listing/listing-page';
import { TagScreen } from '../tags/tag-screen';
import { BrandIndex } from './brand-index';
import type { BrandsRouteData } from './brands.route';

/** The page of every address under `/brands/`: the brands page, a brand's listing, or a brand tag's. */
export function Page({ data }: { data: BrandsRouteData }) {
  if (data.kind === 'index') return <BrandIndex data={data} />;
  if (data.kind === 'tag') return <TagScreen data={data} />;
  return <ListingPage data={data} />;
}

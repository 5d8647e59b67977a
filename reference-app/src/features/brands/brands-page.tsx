import './brands.css';
import { Suspense } from 'react';
import { Page as ListingPage } from '../../ui/listing/listing-page';
import { TagScreen } from '../tags/tag-screen';
import { BrandIndex } from './brand-index.island';
import type { BrandsRouteData } from './brands.route';

/** The page of every address under `/brands/`: the brands page, a brand's listing, or a brand tag's. */
export function Page({ data }: { data: BrandsRouteData }) {
  if (data.kind === 'index')
    return (
      <Suspense fallback={<div className="container" aria-busy="true" />}>
        <BrandIndex data={data} />
      </Suspense>
    );
  if (data.kind === 'tag') return <TagScreen data={data} />;
  return <ListingPage data={data} />;
}

import './promos.css';
import type { PromoPageData } from '@verstak/sdk';
import { Suspense } from 'react';
import type { ListingScreenData } from '../../ui/listing/listing-data';
import { Page as ListingPage } from '../../ui/listing/listing-page';
import { PromoIntro } from './promo-intro.island';

/**
 * A promotion (§2.1 /promo/*): its own part above the listing of its products, with the filter. Its
 * own part is an island (server-rendered in place, its code after the page), so the page weighs what
 * the listing does.
 */
export function Page({ data }: { data: ListingScreenData & Pick<PromoPageData, 'promo'> }) {
  return (
    <ListingPage
      data={data}
      intro={
        <Suspense fallback={null}>
          <PromoIntro promo={data.promo} />
        </Suspense>
      }
    />
  );
}

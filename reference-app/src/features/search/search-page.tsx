import './search.css';
import { Suspense } from 'react';
import { Page as ListingPage } from '../../ui/listing/listing-page';
import type { SearchScreenData } from './search.route';
import { SearchEmpty, SearchNamed } from './search-parts.island';

/**
 * The search results (§2.1 `/search/`): the listing screen (filter, sort, pages) with the sections
 * and brands the query names above the products; «ничего не найдено» with what to try instead when
 * the query finds nothing, and a prompt when there is no query. The search's own parts are an island
 * (server-rendered in place, their code after the page), so the page weighs what the listing does.
 */
export function Page({ data }: { data: SearchScreenData }) {
  const nothing = data.pagination.total === 0 && data.filter.applied.length === 0;
  if (!data.query || nothing) {
    return (
      <Suspense fallback={<div className="container search-empty" aria-busy="true" />}>
        <SearchEmpty data={data} />
      </Suspense>
    );
  }
  return (
    <ListingPage
      data={data}
      intro={
        <Suspense fallback={null}>
          <SearchNamed data={data} />
        </Suspense>
      }
    />
  );
}

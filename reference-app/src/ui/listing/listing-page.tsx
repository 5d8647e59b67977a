import { useFilter } from '@verstak/react';
import { plural } from '@verstak/sdk';
import { type ReactNode, Suspense, useCallback, useEffect, useState } from 'react';
import { Link, useLocation, useSearch } from '../../app/router';
import { Breadcrumbs } from '../breadcrumbs';
import { Icon } from '../icons';
import { BottomSheet } from '../overlay/bottom-sheet';
import { ProductCard } from '../product/product-card';
import { useImpressions } from '../product/use-impressions';
import { AppliedFilters } from './applied-filters.island';
import { FilterPanel } from './filter-panel.island';
import { listHref, readListQuery } from './list-query';
import type { ListingScreenData } from './listing-data';
import { ListingIntro } from './listing-intro';
import { Pagination } from './pagination';

// The first cards are the largest paint on a phone's first screen: fetched first, never lazily.
const EAGER_CARDS = 2;

/**
 * The listing screen of every listing route (a section, the new arrivals, ...): the heading with the
 * count, the route's links under it, the filter panel (a sheet behind «Фильтры» on phones), sorting,
 * the applied filters as removable chips, the product grid and pagination. `intro` goes between the heading and the products (the sections
 * and brands a search names).
 */
export function Page({ data, intro }: { data: ListingScreenData; intro?: ReactNode }) {
  const d = data;
  const { title, url, chips } = d.screen;
  useImpressions(d.products, title);
  const [location, navigate] = useLocation();
  const search = useSearch();
  const appliedCount = useFilter((s) => s.appliedCount);
  const [filtersOpen, setFiltersOpen] = useState(false);
  const closeFilters = useCallback(() => setFiltersOpen(false), []);
  // Applying or clearing navigates: the sheet has done its job once the address changes.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the address change is the trigger
  useEffect(() => setFiltersOpen(false), [location, search]);
  const hrefOf = (page: number) => listHref(location, search, { page });
  const total = d.pagination.total;
  return (
    <div className="container">
      <Breadcrumbs items={d.breadcrumbs} />
      <h1>
        {title} <span className="muted">{`${total} ${plural(total, ['товар', 'товара', 'товаров'])}`}</span>
      </h1>
      {d.screen.intro && <ListingIntro intro={d.screen.intro} />}
      {d.screen.reviewsUrl && (
        <p>
          <Link href={d.screen.reviewsUrl}>Отзывы покупателей</Link>
        </p>
      )}
      {chips.length > 0 && (
        <ul className="chips">
          {chips.map((s) => (
            <li key={s.id}>
              <Link href={s.url}>{s.title}</Link>
            </li>
          ))}
        </ul>
      )}
      {intro}
      <div className="listing">
        <BottomSheet
          id="filters"
          title="Фильтры"
          open={filtersOpen}
          onClose={closeFilters}
          className="listing__filter"
        >
          <Suspense fallback={<div className="filter" aria-busy="true" />}>
            <FilterPanel listingPath={url} search={search} />
          </Suspense>
        </BottomSheet>
        <div className="listing__main">
          <h2 className="visually-hidden">Товары</h2>
          <div className="toolbar">
            <button
              type="button"
              className="button button--light toolbar__filters"
              aria-haspopup="dialog"
              aria-expanded={filtersOpen}
              aria-controls="filters"
              onClick={() => setFiltersOpen(true)}
            >
              <Icon name="filter" /> Фильтры
              {appliedCount > 0 && (
                <span className="toolbar__count">
                  <span className="visually-hidden">, выбрано:</span> {appliedCount}
                </span>
              )}
            </button>
            <label>
              <span className="toolbar__label">Сортировка</span>{' '}
              <select
                aria-label="Сортировка"
                value={d.sort.current}
                onChange={(e) => {
                  const { sort } = readListQuery(`sort=${encodeURIComponent(e.target.value)}`);
                  navigate(listHref(location, search, { sort }));
                }}
              >
                {d.sort.options.map((o) => (
                  <option key={o.value} value={o.value}>
                    {o.title}
                  </option>
                ))}
              </select>
            </label>
          </div>
          <Suspense fallback={null}>
            <AppliedFilters
              listingPath={url}
              search={search}
              items={d.filter.items}
              applied={d.filter.applied}
            />
          </Suspense>
          {d.products.length === 0 ? (
            <p className="empty">Товаров с такими характеристиками нет. Попробуйте изменить фильтр.</p>
          ) : (
            <div className="grid">
              {d.products.map((p, i) => (
                <ProductCard
                  key={p.id}
                  product={p}
                  list={title}
                  priority={i < EAGER_CARDS ? (i === 0 ? 'high' : 'eager') : 'lazy'}
                />
              ))}
            </div>
          )}
          <Pagination page={d.pagination.page} count={d.pagination.pageCount} hrefOf={hrefOf} />
        </div>
      </div>
    </div>
  );
}

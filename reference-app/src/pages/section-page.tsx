import { plural, type SectionPageData } from '@verstak/sdk';
import { Link, useLocation, useSearch } from 'wouter';
import type { PageProps } from '../app/define-route';
import { Breadcrumbs } from '../components/breadcrumbs';
import { FilterPanel } from '../components/filter-panel';
import { Pagination } from '../components/pagination';
import { ProductCard } from '../components/product-card';
import { listHref } from '../list-query';
import type { sectionRoute } from './section.route';

/** A catalogue section: subsections, the filter panel, sorting, the product grid and pagination. */
export function Page({ data }: PageProps<typeof sectionRoute>) {
  const d = data as SectionPageData;
  const [location, navigate] = useLocation();
  const search = useSearch();
  const params = new URLSearchParams(search);
  const hrefOf = (page: number) => listHref(location, search, { page });
  const total = d.pagination.total;
  return (
    <div className="container">
      <Breadcrumbs items={d.breadcrumbs} />
      <h1>
        {d.section.title}{' '}
        <span className="muted">{`${total} ${plural(total, ['товар', 'товара', 'товаров'])}`}</span>
      </h1>
      {d.section.subsections.length > 0 && (
        <ul className="chips">
          {d.section.subsections.map((s) => (
            <li key={s.id}>
              <Link href={s.url}>{s.title}</Link>
            </li>
          ))}
        </ul>
      )}
      <div className="listing">
        <aside className="listing__filter">
          <FilterPanel sectionPath={d.section.url} search={search} />
        </aside>
        <div className="listing__main">
          <div className="toolbar">
            <label>
              Сортировка{' '}
              <select
                aria-label="Сортировка"
                value={d.sort.current}
                onChange={(e) => {
                  const next = new URLSearchParams(params);
                  next.delete('page');
                  if (e.target.value === 'popular') next.delete('sort');
                  else next.set('sort', e.target.value);
                  const qs = next.toString();
                  navigate(`${location}${qs ? `?${qs}` : ''}`);
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
          {d.products.length === 0 ? (
            <p className="empty">Товаров с такими характеристиками нет. Попробуйте изменить фильтр.</p>
          ) : (
            <div className="grid">
              {d.products.map((p) => (
                <ProductCard key={p.id} product={p} />
              ))}
            </div>
          )}
          <Pagination page={d.pagination.page} count={d.pagination.pageCount} hrefOf={hrefOf} />
        </div>
      </div>
    </div>
  );
}

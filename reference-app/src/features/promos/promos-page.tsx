import './promos.css';
import { plural } from '@verstak/sdk';
import type { PageProps } from '../../app/define-route';
import { Link, useLocation, useSearch } from '../../app/router';
import { Breadcrumbs } from '../../ui/breadcrumbs';
import { listHref } from '../../ui/listing/list-query';
import { Pagination } from '../../ui/listing/pagination';
import { PromoCard } from './promo-card';
import type { promosRoute } from './promos.route';

/** The promotions (§2.1 /promo/) or their archive (/promo/archive/): cards with banners and dates, paged. */
export function Page({ data }: PageProps<typeof promosRoute>) {
  const [location] = useLocation();
  const search = useSearch();
  const archive = data.state === 'archive';
  return (
    <div className="container promos">
      <Breadcrumbs items={data.breadcrumbs} />
      <h1>{archive ? 'Архив акций' : 'Акции'}</h1>
      <nav className="promos__tabs" aria-label="Акции">
        <Link href="/promo/" aria-current={archive ? undefined : 'page'}>
          Действующие
        </Link>
        <Link href="/promo/archive/" aria-current={archive ? 'page' : undefined}>
          Архив {archive ? '' : <span className="muted">{data.otherCount}</span>}
        </Link>
        <Link href="/promo-code/">Промокоды</Link>
      </nav>
      {data.items.length === 0 ? (
        <p className="empty">
          {archive ? 'В архиве пока нет акций.' : 'Сейчас акций нет. Загляните в '}
          {!archive && <Link href="/sale/">распродажу</Link>}
        </p>
      ) : (
        <>
          <p className="muted">
            {data.pagination.total} {plural(data.pagination.total, ['акция', 'акции', 'акций'])}
          </p>
          <div className="promos__grid">
            {data.items.map((promo, i) => (
              <PromoCard key={promo.code} promo={promo} eager={i === 0} />
            ))}
          </div>
        </>
      )}
      <Pagination
        page={data.pagination.page}
        count={data.pagination.pageCount}
        hrefOf={(page) => listHref(location, search, { page })}
      />
    </div>
  );
}

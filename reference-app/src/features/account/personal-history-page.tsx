import type { PageProps } from '../../app/define-route';
import { Pagination } from '../../ui/listing/pagination';
import { PersonalLayout } from '../../ui/personal-layout';
import { ProductCard } from '../../ui/product/product-card';
import type { personalHistoryRoute } from './personal-history.route';

/** Viewed products, last viewed first (§2.3). */
export function Page({ data }: PageProps<typeof personalHistoryRoute>) {
  return (
    <PersonalLayout title="Просмотренные товары" sidebar={data.sidebar} breadcrumbs={data.breadcrumbs}>
      {data.items.length === 0 ? (
        <p className="empty">
          Вы ещё не смотрели товары. Они появятся здесь, когда вы откроете карточку товара.
        </p>
      ) : (
        <div className="grid">
          <h2 className="visually-hidden">Товары</h2>
          {data.items.map((product) => (
            <ProductCard key={product.id} product={product} />
          ))}
        </div>
      )}
      <Pagination
        page={data.pagination.page}
        count={data.pagination.pageCount}
        hrefOf={(page) => (page > 1 ? `/personal/history/?page=${page}` : '/personal/history/')}
      />
    </PersonalLayout>
  );
}

import './review-pages.css';
import { plural, type ReviewPageData, type ReviewsPageData } from '@verstak/sdk';
import type { PageProps } from '../../app/define-route';
import { Link, useLocation, useSearch } from '../../app/router';
import { Breadcrumbs } from '../../ui/breadcrumbs';
import { listHref } from '../../ui/listing/list-query';
import { Pagination } from '../../ui/listing/pagination';
import { ProductCard } from '../../ui/product/product-card';
import { RatingSummary } from './rating-summary';
import { ReviewItem } from './review-item';
import type { reviewsRoute } from './reviews.route';

/** Links to narrower scopes with their review counts. */
function ScopeLinks({ title, links }: { title: string; links: ReviewsPageData['sections'] }) {
  if (links.length === 0) return null;
  return (
    <nav className="review-pages__scopes" aria-label={title}>
      <h2>{title}</h2>
      <ul className="chips">
        {links.map((link) => (
          <li key={link.url}>
            <Link href={link.url}>
              {link.title} <span className="muted">{link.count}</span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** A scope's published reviews, newest first, with the narrower scopes and its most reviewed products. */
function ReviewList({ data }: { data: ReviewsPageData }) {
  const [location] = useLocation();
  const search = useSearch();
  const total = data.pagination.total;
  return (
    <div className="container review-pages">
      <Breadcrumbs items={data.breadcrumbs} />
      <h1>
        {data.title}{' '}
        <span className="muted">{`${total} ${plural(total, ['отзыв', 'отзыва', 'отзывов'])}`}</span>
      </h1>
      {data.tag && (
        <p>
          <Link href={data.tag.url}>Все товары подборки «{data.tag.title}»</Link>
        </p>
      )}
      <ScopeLinks title={data.section || data.brand ? 'Уточнить раздел' : 'Разделы'} links={data.sections} />
      <ScopeLinks title="Бренды" links={data.brands} />
      <div className="review-pages__list">
        {data.items.length === 0 ? (
          <p className="empty">
            Отзывов здесь пока нет. <Link href="/otzyvy/">Все отзывы покупателей</Link>
          </p>
        ) : (
          data.items.map((review) => <ReviewItem key={review.id} review={review} product={review.product} />)
        )}
      </div>
      <Pagination
        page={data.pagination.page}
        count={data.pagination.pageCount}
        hrefOf={(page) => listHref(location, search, { page })}
      />
      {data.products.length > 0 && (
        <section aria-labelledby="most-reviewed">
          <h2 id="most-reviewed">Больше всего отзывов</h2>
          <div className="grid">
            {data.products.map((product) => (
              <ProductCard key={product.id} product={product} list="Отзывы" />
            ))}
          </div>
        </section>
      )}
    </div>
  );
}

/** One published review on its own page, with its product's rating and the way to its other reviews. */
function OneReview({ data }: { data: ReviewPageData }) {
  const { review } = data;
  return (
    <div className="container review-pages">
      <Breadcrumbs items={data.breadcrumbs} />
      <h1>Отзыв о товаре {review.product.title}</h1>
      <div className="reviews__grid">
        <aside className="reviews__aside">
          <RatingSummary rating={data.rating} />
          <Link href={`${review.product.url}reviews/`}>Все отзывы о товаре</Link>
          <Link href="/otzyvy/">Отзывы покупателей о других товарах</Link>
        </aside>
        <div className="reviews__list">
          <ReviewItem review={review} product={review.product} />
        </div>
      </div>
    </div>
  );
}

/** The review pages (§2.1 /otzyvy/…): a scope's reviews, or one review. */
export function Page({ data }: PageProps<typeof reviewsRoute>) {
  return data.kind === 'one' ? <OneReview data={data} /> : <ReviewList data={data} />;
}

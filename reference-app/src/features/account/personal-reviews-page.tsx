import type { PageProps } from '../../app/define-route';
import { Link } from '../../app/router';
import { formatDate } from '../../ui/format-date';
import { Pagination } from '../../ui/listing/pagination';
import { PersonalLayout } from '../../ui/personal-layout';
import type { personalReviewsRoute } from './personal-reviews.route';

const STATUS = { published: 'Опубликован', moderation: 'На модерации', rejected: 'Отклонён' } as const;

/** The user's reviews (§2.3). */
export function Page({ data }: PageProps<typeof personalReviewsRoute>) {
  return (
    <PersonalLayout title="Мои отзывы" sidebar={data.sidebar} breadcrumbs={data.breadcrumbs}>
      {data.items.length === 0 ? (
        <p className="empty">Вы ещё не писали отзывов.</p>
      ) : (
        <ul className="plain-list">
          {data.items.map((review) => (
            <li key={review.id} className="panel">
              <p>
                <Link href={review.productUrl}>{review.productTitle}</Link>
              </p>
              <p className="muted">
                {formatDate(review.created)} · оценка {review.rating} из 5 · {STATUS[review.status]}
              </p>
              <p>{review.text}</p>
            </li>
          ))}
        </ul>
      )}
      <Pagination
        page={data.pagination.page}
        count={data.pagination.pageCount}
        hrefOf={(page) => (page > 1 ? `/personal/reviews/?page=${page}` : '/personal/reviews/')}
      />
    </PersonalLayout>
  );
}

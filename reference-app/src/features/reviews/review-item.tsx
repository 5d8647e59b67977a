import type { ProductReview, ReviewWithProduct } from '@verstak/sdk';
import { Link } from '../../app/router';
import { formatDate } from '../../ui/format-date';
import { Rating } from '../../ui/product/rating';
import { ReviewVotes } from './review-votes';

const STATUS = { moderation: 'На модерации', rejected: 'Отклонён', published: '' } as const;

/**
 * One review: the author, the mark, pros, cons, the text, its photos and the votes (§7.7, §4.10). On the
 * review pages (§2.1 /otzyvy/) it also shows the product, with its picture and link, and links to the
 * review's own page.
 */
export function ReviewItem({
  review,
  votes = true,
  product,
}: {
  review: ProductReview;
  votes?: boolean;
  product?: ReviewWithProduct['product'];
}) {
  return (
    <article className="review" id={`review-${review.id}`}>
      {product && (
        <Link href={product.url} className="review__product">
          <img src={product.previewPicture} alt="" width="56" height="56" loading="lazy" />
          <span>{product.title}</span>
        </Link>
      )}
      <header className="review__head">
        <b>{review.author}</b>
        {product ? (
          <Link href={`/otzyvy/review/${review.id}/`} className="muted">
            <time dateTime={review.created}>{formatDate(review.created)}</time>
          </Link>
        ) : (
          <time className="muted" dateTime={review.created}>
            {formatDate(review.created)}
          </time>
        )}
        {review.status !== 'published' && <span className="pill">{STATUS[review.status]}</span>}
      </header>
      <Rating rating={{ current: review.rating, scale: 5, count: { all: 0 } }} />
      {review.pros && (
        <p>
          <b>Достоинства:</b> {review.pros}
        </p>
      )}
      {review.cons && (
        <p>
          <b>Недостатки:</b> {review.cons}
        </p>
      )}
      <p className="review__text">{review.text}</p>
      {review.photos.length > 0 && (
        <ul className="review__photos" aria-label="Фото покупателя">
          {review.photos.map((photo, i) => (
            <li key={photo.id}>
              <a href={photo.url} target="_blank" rel="noopener">
                <img
                  src={photo.thumbnail}
                  alt={`Фото ${i + 1} к отзыву: ${review.author}`}
                  width="96"
                  height="96"
                  loading="lazy"
                />
              </a>
            </li>
          ))}
        </ul>
      )}
      {votes && review.status === 'published' && <ReviewVotes review={review} />}
    </article>
  );
}

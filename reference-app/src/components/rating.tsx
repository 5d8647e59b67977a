import { type ProductCard, plural, ratingIcons, ratingLabel } from '@verstak/sdk';
import { Icon } from './icons';

/** Stars, the rating number (only above 0) and the review count (only above 0), per §5. */
export function Rating({ rating, reviewsUrl }: { rating: ProductCard['rating']; reviewsUrl?: string }) {
  const label = ratingLabel(rating.current);
  const reviews = rating.count.all;
  return (
    <div
      className="rating"
      role="img"
      aria-label={label ? `Рейтинг ${label} из ${rating.scale}` : 'Нет оценок'}
    >
      <span className="rating__stars" aria-hidden="true">
        {ratingIcons({ current: rating.current, points: rating.scale }).map((icon) => (
          <span key={icon.index} className={icon.active ? 'star is-active' : 'star'}>
            <Icon name="star" filled={icon.active} />
          </span>
        ))}
      </span>
      {label && <span className="rating__value">{label}</span>}
      {reviews > 0 &&
        (reviewsUrl ? (
          <a className="rating__count" href={reviewsUrl}>
            {reviews} {plural(reviews, ['отзыв', 'отзыва', 'отзывов'])}
          </a>
        ) : (
          <span className="rating__count">
            {reviews} {plural(reviews, ['отзыв', 'отзыва', 'отзывов'])}
          </span>
        ))}
    </div>
  );
}

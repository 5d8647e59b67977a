import { type ProductCard, plural, ratingIcons, ratingLabel } from '@verstak/sdk';
import { spriteHref } from '../icons';

// The sprite has rows of five stars (stars-0 … stars-5).
const MAX_STARS = 5;

/** Stars, the rating number (only above 0) and the review count (only above 0), per §5. */
export function Rating({ rating, reviewsUrl }: { rating: ProductCard['rating']; reviewsUrl?: string }) {
  const label = ratingLabel(rating.current);
  const reviews = rating.count.all;
  const lit = Math.min(
    MAX_STARS,
    ratingIcons({ current: rating.current, points: rating.scale }).filter((icon) => icon.active).length,
  );
  return (
    <div className="rating">
      {/* The score is one picture to assistive technology; the reviews link stays outside it. */}
      <span
        className="rating__score"
        role="img"
        aria-label={label ? `Рейтинг ${label} из ${rating.scale}` : 'Нет оценок'}
      >
        {/* One sprite reference per row instead of five inline stars: cards repeat it dozens of times. */}
        <svg className="rating__stars" viewBox="0 0 120 24" aria-hidden="true" focusable="false">
          <use href={spriteHref(`stars-${lit}`)} />
        </svg>
        {label && <span className="rating__value">{label}</span>}
      </span>
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

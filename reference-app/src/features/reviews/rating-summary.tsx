import { plural, type ReviewRating } from '@verstak/sdk';
import { Rating } from '../../ui/product/rating';

/** A product's average mark, its review count and how many of each mark, from published reviews only. */
export function RatingSummary({ rating }: { rating: ReviewRating }) {
  const all = rating.count.all;
  return (
    <div className="rating-summary">
      <p className="rating-summary__value">
        {all > 0 ? rating.current.toFixed(1).replace('.', ',') : '—'}
        <span className="muted"> из {rating.scale}</span>
      </p>
      <Rating rating={{ ...rating, count: { all: 0 } }} />
      <p className="muted">
        {all > 0 ? `${all} ${plural(all, ['отзыв', 'отзыва', 'отзывов'])}` : 'Отзывов пока нет'}
      </p>
      <ul className="rating-summary__bars" aria-label="Оценки">
        {[5, 4, 3, 2, 1].map((mark) => {
          const n = rating.distribution[mark - 1] ?? 0;
          return (
            <li key={mark}>
              <span>{mark}★</span>
              <span className="rating-summary__bar">
                <span style={{ width: `${all > 0 ? Math.round((n / all) * 100) : 0}%` }} />
              </span>
              <span className="muted">{n}</span>
            </li>
          );
        })}
      </ul>
    </div>
  );
}

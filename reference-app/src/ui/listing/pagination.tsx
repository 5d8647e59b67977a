import { paginationItems } from '@verstak/sdk';
import { Link } from '../../app/router';

/** Pagination (§5): first, last, current and neighbours; one-page gaps filled, longer gaps as an ellipsis. */
export function Pagination({
  page,
  count,
  hrefOf,
}: {
  page: number;
  count: number;
  hrefOf: (page: number) => string;
}) {
  if (count <= 1) return null;
  const items = paginationItems({ page, count });
  return (
    <nav className="pagination" aria-label="Страницы">
      <ul>
        {items.map((item, i) =>
          item === 'ellipsis' ? (
            <li
              key={`gap-${i < items.length / 2 ? 'left' : 'right'}`}
              className="pagination__gap"
              aria-hidden="true"
            >
              …
            </li>
          ) : (
            <li key={item}>
              {item === page ? (
                <span aria-current="page">{item}</span>
              ) : (
                <Link href={hrefOf(item)} aria-label={`Страница ${item}`}>
                  {item}
                </Link>
              )}
            </li>
          ),
        )}
      </ul>
    </nav>
  );
}

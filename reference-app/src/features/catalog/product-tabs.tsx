import { Link } from '../../app/router';
import { PRODUCT_VIEWS, type ProductView } from './product-views';

/** The product's tabs (§2.2): the description (the product page) and each sub-page, each its own URL. */
export function ProductTabs({
  url,
  active,
  reviews,
}: {
  url: string;
  active: ProductView | 'description';
  reviews: number;
}) {
  const tabs: Array<[ProductView | 'description', string, string]> = [
    ['description', 'Описание', url],
    ...Object.entries(PRODUCT_VIEWS).map(
      ([view, names]) =>
        [
          view as ProductView,
          view === 'reviews' && reviews > 0 ? `${names.tab} (${reviews})` : names.tab,
          `${url}${view}/`,
        ] as [ProductView, string, string],
    ),
  ];
  return (
    <nav className="tabs" aria-label="Разделы товара">
      {tabs.map(([view, title, href]) =>
        view === active ? (
          <span key={view} className="tabs__item is-active" aria-current="page">
            {title}
          </span>
        ) : (
          <Link key={view} className="tabs__item" href={href}>
            {title}
          </Link>
        ),
      )}
    </nav>
  );
}

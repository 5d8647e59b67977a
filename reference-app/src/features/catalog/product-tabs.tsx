import { Link } from '../../app/router';

/** The product's tabs (§2.2): the description (the product page) and each sub-page, in order. */
export const VIEW_TABS = {
  description: 'Описание',
  specification: 'Характеристики',
  reviews: 'Отзывы',
  stores: 'Наличие в магазинах',
  documents: 'Документы',
  video: 'Видео',
} as const;

/** A tab's name. */
export type ViewName = keyof typeof VIEW_TABS;

/** The product's tabs, each its own URL; the current one is plain text. */
export function ProductTabs({ url, active, reviews }: { url: string; active: ViewName; reviews: number }) {
  return (
    <nav className="tabs" aria-label="Разделы товара">
      {(Object.keys(VIEW_TABS) as ViewName[]).map((view) => {
        const title = view === 'reviews' && reviews > 0 ? `${VIEW_TABS[view]} (${reviews})` : VIEW_TABS[view];
        return view === active ? (
          <span key={view} className="tabs__item is-active" aria-current="page">
            {title}
          </span>
        ) : (
          <Link key={view} className="tabs__item" href={view === 'description' ? url : `${url}${view}/`}>
            {title}
          </Link>
        );
      })}
    </nav>
  );
}

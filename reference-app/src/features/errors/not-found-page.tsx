import { useAnalytics } from '@verstak/react';
import { type NotFoundPageData, POPULAR_CATEGORIES_LIMIT } from '@verstak/sdk';
import { useEffect } from 'react';
import type { PageProps } from '../../app/define-route';
import { Link } from '../../app/router';
import { CategoryTiles } from '../../ui/category-tiles';
import type { notFoundRoute } from './not-found.route';

type NotFoundData = NotFoundPageData;

/** The does-not-exist screen (§2.8), with up to 8 popular categories; it reports the 404 (§8). */
export function Page({ data }: PageProps<typeof notFoundRoute>) {
  const d = data as NotFoundData;
  const analytics = useAnalytics();
  // The 404 event (§8): the goal page_not_found with the address that was not found.
  useEffect(() => {
    analytics.track({ type: 'goal', goal: 'page_not_found', params: { url: window.location.pathname } });
  }, [analytics]);
  return (
    <div className="container error-page">
      <h1>Такой страницы не существует</h1>
      <p>Возможно, страница была удалена или товар снят с продажи.</p>
      <p className="error-page__buttons">
        <Link href="/" className="button button--orange">
          На главную
        </Link>
        <Link href="/catalog/" className="button button--light">
          В каталог
        </Link>
      </p>
      <h2>Популярные категории</h2>
      <CategoryTiles categories={d.popularCategories.slice(0, POPULAR_CATEGORIES_LIMIT)} />
    </div>
  );
}

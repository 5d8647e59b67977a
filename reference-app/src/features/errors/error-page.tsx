import { POPULAR_CATEGORIES_LIMIT } from '@verstak/sdk';
import type { PageProps } from '../../app/define-route';
import { Link } from '../../app/router';
import { Alert } from '../../ui/alert';
import { Breadcrumbs } from '../../ui/breadcrumbs';
import { CategoryTiles } from '../../ui/category-tiles';
import type { errorRoute } from './error.route';

/**
 * The error screen (§2.8, §8) for failures other than not-found: the status and the shopper's
 * message («Ошибка сервера», «Сайт временно недоступен»), or an order that is not there with the
 * server's own message, its breadcrumb (§8: orderNotFound) and the way to the orders list; each with
 * up to 8 popular categories when they could be had (§2.8).
 */
export function Page({ data }: PageProps<typeof errorRoute>) {
  const { status, message, code, breadcrumbs = [], popularCategories = [] } = data ?? { status: 503 };
  const popular = popularCategories.length > 0 && (
    <>
      <h2>Популярные категории</h2>
      <CategoryTiles categories={popularCategories.slice(0, POPULAR_CATEGORIES_LIMIT)} />
    </>
  );
  if (code === 'order_not_found')
    return (
      <div className="container error-page">
        <Breadcrumbs items={breadcrumbs} />
        <h1>Заказ не найден</h1>
        <Alert color="red">{message}</Alert>
        <p className="error-page__buttons">
          <Link href="/personal/orders/" className="button button--orange">
            Перейти к списку заказов
          </Link>
        </p>
        {popular}
      </div>
    );
  return (
    <div className="container error-page">
      <p className="error-page__status">
        Ошибка {status}: {message ?? 'Сайт временно недоступен'}
      </p>
      <h1>На странице произошла ошибка</h1>
      <p>Мы уже знаем о ней и поправим в самое ближайшее время.</p>
      <p className="error-page__buttons">
        <Link href="/" className="button button--orange">
          На главную
        </Link>
        <Link href="/catalog/" className="button button--light">
          В каталог
        </Link>
      </p>
      {popular}
    </div>
  );
}

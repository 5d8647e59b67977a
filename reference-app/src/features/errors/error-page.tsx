import type { PageProps } from '../../app/define-route';
import { Link } from '../../app/router';
import { Alert } from '../../ui/alert';
import type { errorRoute } from './error.route';

/**
 * The error screen (§2.8, §8) for failures other than not-found: the status and the shopper's
 * message («Ошибка сервера», «Сайт временно недоступен»), or an order that is not there with the
 * server's own message and the way to the orders list.
 */
export function Page({ data }: PageProps<typeof errorRoute>) {
  const { status, message, code } = data ?? { status: 503 };
  if (code === 'order_not_found')
    return (
      <div className="container error-page">
        <h1>Заказ не найден</h1>
        <Alert color="red">{message}</Alert>
        <p className="error-page__buttons">
          <Link href="/personal/orders/" className="button button--orange">
            Перейти к списку заказов
          </Link>
        </p>
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
    </div>
  );
}

import type { PageProps } from '../../app/define-route';
import { Link } from '../../app/router';
import type { errorRoute } from './error.route';

/** The error screen (§2.8, §8) for failures other than not-found. */
export function Page({ data }: PageProps<typeof errorRoute>) {
  const { message, code } = (data ?? {}) as { status?: number; message?: string; code?: string };
  if (code === 'order_not_found')
    return (
      <div className="container error-page">
        <h1>Заказ не найден</h1>
        <p>{message}</p>
        <p>
          <Link href="/personal/orders/" className="button button--orange">
            Перейти к списку заказов
          </Link>
        </p>
      </div>
    );
  return (
    <div className="container error-page">
      <h1>На странице произошла ошибка</h1>
      <p>{message ?? 'Сайт временно недоступен'}</p>
      <p>Мы уже знаем о ней и поправим в самое ближайшее время.</p>
      <p>
        <Link href="/" className="button button--orange">
          На главную
        </Link>
      </p>
    </div>
  );
}

import { Link } from '../../app/router';
import { Modal } from '../overlay/modal';

/**
 * The not-available modal (§2.9): the product sold out since the page was shown, and its section has
 * analogues; or, with `limit` (the server's «Доступно только 3 шт.»), the basket already holds all
 * there is of it, and the way is to the cart.
 */
export function NotAvailableModal({
  title,
  sectionUrl,
  limit = '',
  onClose,
}: {
  title: string;
  sectionUrl: string;
  limit?: string;
  onClose: () => void;
}) {
  const heading = limit ? 'Больше добавить нельзя' : 'Товара нет в наличии';
  return (
    <Modal title={heading} width={480} onClose={onClose}>
      <h2 className="modal__title">{heading}</h2>
      {limit ? (
        <p>
          В корзине уже всё, что есть в наличии: {limit.charAt(0).toLowerCase()}
          {limit.slice(1)}
        </p>
      ) : (
        <p>«{title}» закончился, пока страница была открыта. Посмотрите похожие товары в разделе.</p>
      )}
      <div className="actions">
        {limit ? (
          <Link href="/personal/cart/" className="button button--orange" onClick={onClose}>
            Перейти в корзину
          </Link>
        ) : (
          <Link href={sectionUrl} className="button button--orange" onClick={onClose}>
            Найти аналог
          </Link>
        )}
        <button type="button" className="button button--light" onClick={onClose}>
          Закрыть
        </button>
      </div>
    </Modal>
  );
}

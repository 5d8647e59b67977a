import { Link } from 'wouter';
import { Modal } from './modal';

/** The not-available modal (§2.9): the product sold out since the page was shown; its section has analogues. */
export function NotAvailableModal({
  title,
  sectionUrl,
  onClose,
}: {
  title: string;
  sectionUrl: string;
  onClose: () => void;
}) {
  return (
    <Modal title="Товара нет в наличии" width={480} onClose={onClose}>
      <h2 className="modal__title">Товара нет в наличии</h2>
      <p>«{title}» закончился, пока страница была открыта. Посмотрите похожие товары в разделе.</p>
      <div className="actions">
        <Link href={sectionUrl} className="button button--orange" onClick={onClose}>
          Найти аналог
        </Link>
        <button type="button" className="button button--light" onClick={onClose}>
          Закрыть
        </button>
      </div>
    </Modal>
  );
}

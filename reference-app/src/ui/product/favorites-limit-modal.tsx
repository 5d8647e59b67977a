import { FAVOURITES_LIMIT } from '@verstak/sdk';
import { Link } from '../../app/router';
import { Modal } from '../overlay/modal';

/** The favourites-limit modal (§2.9): the list is full; make room on the favourites page. */
export function FavoritesLimitModal({ onClose }: { onClose: () => void }) {
  return (
    <Modal title="Избранное заполнено" width={480} onClose={onClose}>
      <h2 className="modal__title">Избранное заполнено</h2>
      <p>
        В избранном может быть не больше {FAVOURITES_LIMIT} товаров. Удалите ненужные, чтобы добавить новые.
      </p>
      <div className="actions">
        <Link href="/personal/favorites/" className="button button--orange" onClick={onClose}>
          Перейти в избранное
        </Link>
        <button type="button" className="button button--light" onClick={onClose}>
          Закрыть
        </button>
      </div>
    </Modal>
  );
}

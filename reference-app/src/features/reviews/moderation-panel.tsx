import { useVerstak } from '@verstak/react';
import { type ReviewStatus, type ReviewsModerationOutput, reviewsApi } from '@verstak/sdk';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { Modal } from '../../ui/overlay/modal';
import { ReviewItem } from './review-item';

const TABS: Array<[ReviewStatus, string]> = [
  ['moderation', 'Ждут проверки'],
  ['published', 'Опубликованы'],
  ['rejected', 'Отклонены'],
];

/**
 * Moderation of reviews for content managers (§6): reviews waiting for a check, oldest first, each
 * with its product, author contact and photos (this product's first, or every product's); «Опубликовать» puts it on the product and in its
 * rating, «Отклонить» (with a reason the author sees) keeps it off. Loaded only when opened.
 */
export function ModerationPanel({
  productId,
  onClose,
}: {
  productId: number;
  onClose: (changed: boolean) => void;
}) {
  const { client } = useVerstak();
  const api = useMemo(() => reviewsApi(client), [client]);
  const [status, setStatus] = useState<ReviewStatus>('moderation');
  // This product's reviews first (opened on its page); «Все товары» shows the whole queue.
  const [onlyThis, setOnlyThis] = useState(true);
  const [data, setData] = useState<ReviewsModerationOutput | null>(null);
  const [error, setError] = useState('');
  const [changed, setChanged] = useState(false);
  const [reasons, setReasons] = useState<Record<number, string>>({});
  const [busy, setBusy] = useState<number | null>(null);

  const load = useCallback(() => {
    setError('');
    api
      .moderation({ status, count: 20, ...(onlyThis ? { productId } : {}) })
      .then(setData)
      .catch(() => setError('Не удалось загрузить отзывы. Попробуйте ещё раз.'));
  }, [api, status, onlyThis, productId]);
  useEffect(() => load(), [load]);

  const decide = async (id: number, action: 'publish' | 'reject') => {
    setBusy(id);
    try {
      if (action === 'publish') await api.publish({ id });
      else await api.reject({ id, ...(reasons[id]?.trim() ? { reason: reasons[id] } : {}) });
      setChanged(true);
      load();
    } catch {
      setError('Не получилось: обновите список и попробуйте ещё раз.');
    } finally {
      setBusy(null);
    }
  };

  return (
    <Modal title="Модерация отзывов" width={778} onClose={() => onClose(changed)}>
      <h2 className="modal__title">Модерация отзывов</h2>
      <nav className="tabs" aria-label="Отзывы по статусу">
        {TABS.map(([value, title]) => (
          <button
            key={value}
            type="button"
            className={`tabs__item link-button${value === status ? ' is-active' : ''}`}
            aria-pressed={value === status}
            onClick={() => setStatus(value)}
          >
            {title}
            {data ? ` (${data.counts[value]})` : ''}
          </button>
        ))}
      </nav>
      <label className="field--check">
        <input
          type="checkbox"
          checked={onlyThis}
          onChange={(event) => setOnlyThis(event.currentTarget.checked)}
        />{' '}
        Только этот товар
      </label>
      {error && (
        <p className="form-error" role="alert">
          {error}
        </p>
      )}
      {data === null ? (
        <p className="muted">Загружаем…</p>
      ) : data.items.length === 0 ? (
        <p className="empty">Здесь пусто.</p>
      ) : (
        <ul className="moderation">
          {data.items.map((review) => (
            <li key={review.id} className="moderation__item">
              <p>
                <a href={review.product.url}>{review.product.title}</a>
                {review.authorContact && <span className="muted"> · {review.authorContact}</span>}
              </p>
              <ReviewItem review={review} votes={false} />
              {review.rejectReason && <p className="muted">Причина: {review.rejectReason}</p>}
              {review.moderatedBy && <p className="muted">Проверил: {review.moderatedBy}</p>}
              <div className="moderation__actions">
                {review.status !== 'published' && (
                  <button
                    type="button"
                    className="button button--orange"
                    disabled={busy === review.id}
                    onClick={() => void decide(review.id, 'publish')}
                  >
                    Опубликовать
                  </button>
                )}
                {review.status !== 'rejected' && (
                  <>
                    <input
                      aria-label="Причина отказа"
                      placeholder="Причина отказа"
                      maxLength={500}
                      value={reasons[review.id] ?? ''}
                      onChange={(event) => {
                        const value = event.currentTarget.value;
                        setReasons((before) => ({ ...before, [review.id]: value }));
                      }}
                    />
                    <button
                      type="button"
                      className="button button--light"
                      disabled={busy === review.id}
                      onClick={() => void decide(review.id, 'reject')}
                    >
                      Отклонить
                    </button>
                  </>
                )}
              </div>
            </li>
          ))}
        </ul>
      )}
    </Modal>
  );
}

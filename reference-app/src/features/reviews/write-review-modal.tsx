import { useVerstak } from '@verstak/react';
import {
  type ProductReview,
  REVIEW_PHOTO_MAX_BYTES,
  REVIEW_PHOTOS_LIMIT,
  type ReviewPhoto,
  reviewsApi,
} from '@verstak/sdk';
import { useId, useState } from 'react';
import { FormError, formValues, Submit, useSubmit } from '../../ui/form/form';
import { PersonalDataConsent } from '../../ui/form/personal-data-consent';
import { Modal } from '../../ui/overlay/modal';

const MB = 1024 * 1024;
const MARKS = ['Ужасно', 'Плохо', 'Нормально', 'Хорошо', 'Отлично'] as const;

/**
 * The write-a-review modal (§2.9 product review): a mark, pros, cons, the text and photos, with consent
 * to the processing of personal data (the author's name is shown with the review). Photos upload as
 * they are chosen (save-image) and can be removed before sending; the review then waits for moderation.
 */
export function WriteReviewModal({
  productId,
  title,
  onClose,
  onWritten,
}: {
  productId: number;
  title: string;
  onClose: () => void;
  onWritten: (review: ProductReview) => void;
}) {
  const { client, analytics } = useVerstak();
  const api = reviewsApi(client);
  const [rating, setRating] = useState(0);
  const [photos, setPhotos] = useState<ReviewPhoto[]>([]);
  const [uploading, setUploading] = useState(false);
  const [written, setWritten] = useState<ProductReview | null>(null);
  const { errors, busy, run, setErrors } = useSubmit();
  const id = useId();

  const upload = async (files: FileList | null) => {
    if (!files || files.length === 0) return;
    const chosen = [...files];
    if (chosen.length + photos.length > REVIEW_PHOTOS_LIMIT) {
      setErrors({ photo: `Не больше ${REVIEW_PHOTOS_LIMIT} фотографий к отзыву` });
      return;
    }
    const big = chosen.find((f) => f.size > REVIEW_PHOTO_MAX_BYTES);
    if (big) {
      setErrors({ photo: `«${big.name}» больше ${REVIEW_PHOTO_MAX_BYTES / MB} МБ` });
      return;
    }
    setUploading(true);
    await run(async () => {
      const answer = await api.saveImage({ photo: chosen });
      setPhotos((before) => [...before, ...answer.photos]);
    });
    setUploading(false);
  };

  const remove = async (photo: ReviewPhoto) => {
    await run(async () => {
      await api.deleteImage({ photo: photo.id });
      setPhotos((before) => before.filter((p) => p.id !== photo.id));
    });
  };

  return (
    <Modal title="Отзыв о товаре" width={632} onClose={onClose}>
      <h2 className="modal__title">Отзыв о товаре</h2>
      <p className="muted">{title}</p>
      {written ? (
        <output className="notice notice--ok">
          <p>
            <strong>Спасибо! Отзыв отправлен на модерацию.</strong> Мы опубликуем его после проверки, обычно в
            течение рабочего дня.
          </p>
          <button type="button" className="button button--orange" onClick={onClose}>
            Готово
          </button>
        </output>
      ) : (
        <form
          className="form"
          aria-label="Отзыв о товаре"
          onSubmit={(event) => {
            const values = formValues(event);
            void run(async () => {
              const answer = await api.write({
                productId,
                rating,
                text: values.text ?? '',
                ...(values.pros?.trim() ? { pros: values.pros } : {}),
                ...(values.cons?.trim() ? { cons: values.cons } : {}),
                ...(photos.length > 0 ? { photoIds: photos.map((p) => p.id) } : {}),
                agreement: values.agreement === 'Y',
              });
              setWritten(answer.review);
              onWritten(answer.review);
              analytics.track({ type: 'goal', goal: 'review_sent' });
            });
          }}
        >
          <fieldset className={`stars-input${errors.rating ? ' field--invalid' : ''}`}>
            <legend>Оценка</legend>
            {MARKS.map((label, i) => (
              <label key={label} className={i < rating ? 'is-lit' : undefined} title={label}>
                <input
                  type="radio"
                  name="rating"
                  value={i + 1}
                  checked={rating === i + 1}
                  onChange={() => setRating(i + 1)}
                  required
                />
                <span aria-hidden="true">★</span>
                <span className="visually-hidden">
                  {i + 1} — {label}
                </span>
              </label>
            ))}
            {rating > 0 && <span className="muted">{MARKS[rating - 1]}</span>}
            {errors.rating && <p className="field__error">{errors.rating}</p>}
          </fieldset>
          <ReviewText id={`${id}-pros`} name="pros" label="Достоинства" max={1000} error={errors.pros} />
          <ReviewText id={`${id}-cons`} name="cons" label="Недостатки" max={1000} error={errors.cons} />
          <ReviewText
            id={`${id}-text`}
            name="text"
            label="Комментарий"
            max={5000}
            rows={5}
            required
            error={errors.text}
          />
          <div className={`field${errors.photo || errors.photoIds ? ' field--invalid' : ''}`}>
            <label htmlFor={`${id}-photo`}>
              Фото: до {REVIEW_PHOTOS_LIMIT}, JPEG, PNG или WebP до {REVIEW_PHOTO_MAX_BYTES / MB} МБ
            </label>
            <input
              id={`${id}-photo`}
              type="file"
              accept="image/jpeg,image/png,image/webp"
              multiple
              disabled={uploading || photos.length >= REVIEW_PHOTOS_LIMIT}
              onChange={(event) => {
                void upload(event.currentTarget.files);
                event.currentTarget.value = '';
              }}
            />
            {uploading && <p className="muted">Загружаем фото…</p>}
            {(errors.photo || errors.photoIds) && (
              <p className="field__error">{errors.photo ?? errors.photoIds}</p>
            )}
            {photos.length > 0 && (
              <ul className="review__photos">
                {photos.map((photo, i) => (
                  <li key={photo.id}>
                    <img src={photo.thumbnail} alt={`Фото ${i + 1}`} width="72" height="72" />
                    <button type="button" className="link-button" onClick={() => void remove(photo)}>
                      Удалить
                    </button>
                  </li>
                ))}
              </ul>
            )}
          </div>
          <PersonalDataConsent error={errors.agreement} />
          <p className="muted">Имя будет показано с отзывом.</p>
          <FormError
            errors={errors}
            fields={['rating', 'pros', 'cons', 'text', 'photo', 'photoIds', 'agreement']}
          />
          <Submit busy={busy || uploading}>Отправить отзыв</Submit>
        </form>
      )}
    </Modal>
  );
}

/** A review's text field: a labelled textarea with its error. */
function ReviewText({
  id,
  name,
  label,
  max,
  rows = 2,
  required = false,
  error,
}: {
  id: string;
  name: string;
  label: string;
  max: number;
  rows?: number;
  required?: boolean;
  error: string | undefined;
}) {
  return (
    <div className={`field${error ? ' field--invalid' : ''}`}>
      <label htmlFor={id}>{label}</label>
      <textarea
        id={id}
        name={name}
        rows={rows}
        maxLength={max}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
      />
      {error && (
        <p className="field__error" id={`${id}-error`}>
          {error}
        </p>
      )}
    </div>
  );
}

import { useVerstak } from '@verstak/react';
import {
  COMMENT_NAME_MAX,
  COMMENT_TEXT_MAX,
  contentApi,
  type PublicationComment,
  plural,
} from '@verstak/sdk';
import { useId, useState } from 'react';
import { Field, FormError, formValues, Submit, useSubmit } from '../../ui/form/form';
import { PersonalDataConsent } from '../../ui/form/personal-data-consent';
import { formatDate } from '../../ui/format-date';
import { VoteButtons } from '../../ui/vote-buttons';

/** «Полезно?» with likes and dislikes under a published comment, once per visitor (the server counts). */
function CommentVotes({ comment }: { comment: PublicationComment }) {
  const { client } = useVerstak();
  return (
    <VoteButtons
      className="comment__votes"
      question="Полезно?"
      initial={comment}
      send={(kind) => {
        const api = contentApi(client);
        return (kind === 'like' ? api.likeComment : api.dislikeComment)({ id: comment.id });
      }}
    />
  );
}

/** One comment: its author, date and text; a waiting one says so and takes no votes. */
function CommentItem({ comment }: { comment: PublicationComment }) {
  return (
    <li className={`comment${comment.status === 'published' ? '' : ' comment--waiting'}`}>
      <p className="comment__head">
        <strong>{comment.author}</strong>{' '}
        <time className="muted" dateTime={comment.created}>
          {formatDate(comment.created, 'time')}
        </time>
        {comment.status === 'moderation' && <span className="badge">На модерации</span>}
        {comment.status === 'rejected' && <span className="badge">Не опубликован</span>}
      </p>
      <p className="comment__text">{comment.text}</p>
      {comment.status === 'published' && <CommentVotes comment={comment} />}
    </li>
  );
}

/**
 * An article's comments (§7.7): the published ones, the visitor's own still waiting, and the form. A
 * new comment shows to its author at once, marked as waiting; others see it once a content manager
 * publishes it.
 */
export function ArticleComments({
  articleId,
  initial,
}: {
  articleId: number;
  initial: { items: PublicationComment[]; own: PublicationComment[]; total: number };
}) {
  const { client } = useVerstak();
  const id = useId();
  const [own, setOwn] = useState(initial.own);
  const [items, setItems] = useState(initial.items);
  const [page, setPage] = useState(1);
  const [loading, setLoading] = useState(false);
  const [sent, setSent] = useState(false);
  const { errors, busy, run } = useSubmit();
  const total = initial.total;
  const more = async () => {
    if (loading) return;
    setLoading(true);
    try {
      const next = await contentApi(client).comments({ articleId, page: page + 1 });
      const shown = new Set(items.map((c) => c.id));
      setItems([...items, ...next.items.filter((c) => !shown.has(c.id))]);
      setPage(page + 1);
    } catch {
      // The button stays for another try.
    } finally {
      setLoading(false);
    }
  };
  return (
    <section className="comments" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>
        Комментарии{' '}
        {total > 0 && (
          <span className="muted">
            {total} {plural(total, ['комментарий', 'комментария', 'комментариев'])}
          </span>
        )}
      </h2>
      {items.length + own.length === 0 ? (
        <p className="muted">Комментариев пока нет. Задайте вопрос или поделитесь опытом.</p>
      ) : (
        <ul className="comments__list">
          {items.map((c) => (
            <CommentItem key={c.id} comment={c} />
          ))}
          {own.map((c) => (
            <CommentItem key={c.id} comment={c} />
          ))}
        </ul>
      )}
      {items.length < total && (
        <button type="button" className="button" disabled={loading} onClick={() => void more()}>
          Показать ещё комментарии
        </button>
      )}
      {sent ? (
        <output className="notice notice--ok">
          <p>
            <strong>Спасибо! Комментарий отправлен на модерацию.</strong> Он появится здесь после проверки.
          </p>
          <button type="button" className="link-button" onClick={() => setSent(false)}>
            Написать ещё
          </button>
        </output>
      ) : (
        <form
          className="form comments__form"
          aria-label="Новый комментарий"
          onSubmit={(event) => {
            const values = formValues(event);
            const form = event.currentTarget;
            void run(async () => {
              const answer = await contentApi(client).writeComment({
                articleId,
                name: values.name ?? '',
                text: values.text ?? '',
                agreement: values.agreement === 'Y',
              });
              setOwn((before) => [...before, answer.comment]);
              setSent(true);
              form.reset();
            });
          }}
        >
          <h3>Оставить комментарий</h3>
          <Field
            label="Имя"
            name="name"
            autoComplete="given-name"
            maxLength={COMMENT_NAME_MAX}
            required
            error={errors.name}
          />
          <div className={`field${errors.text ? ' field--invalid' : ''}`}>
            <label htmlFor={`${id}-text`}>Комментарий</label>
            <textarea
              id={`${id}-text`}
              name="text"
              rows={4}
              maxLength={COMMENT_TEXT_MAX}
              required
              aria-invalid={errors.text ? true : undefined}
            />
            {errors.text && <p className="field__error">{errors.text}</p>}
          </div>
          <PersonalDataConsent error={errors.agreement} />
          <p className="muted">Имя будет показано с комментарием.</p>
          <FormError errors={errors} fields={['name', 'text', 'agreement']} />
          <Submit busy={busy}>Отправить</Submit>
        </form>
      )}
    </section>
  );
}

import type { PageProps } from '../../app/define-route';
import type { devOutboxRoute } from './dev-outbox.route';

/** The development outbox: the newest messages first, filterable by recipient. */
export function Page({ data }: PageProps<typeof devOutboxRoute>) {
  return (
    <div className="container">
      <h1>Исходящие сообщения</h1>
      <p className="form__note">
        Страница разработки: SMS и письма, которые сервер отправил бы покупателям. В рабочем режиме её нет.
      </p>
      <form className="form form--inline" method="get" action="/dev/outbox/" aria-label="Поиск по получателю">
        <label htmlFor="outbox-to">Получатель</label>
        <input id="outbox-to" name="to" defaultValue={data.to} placeholder="+7 (900) 000-00-01 или e-mail" />
        <button type="submit" className="button button--light">
          Показать
        </button>
      </form>
      {data.messages.length === 0 ? (
        <p className="empty">Сообщений нет.</p>
      ) : (
        <ul className="plain-list">
          {data.messages.map((m, i) => (
            <li key={m.id ?? i} className="panel outbox__message">
              <p className="muted">
                {m.channel ?? ''} → {m.to} · {m.created ?? m.createdAt ?? ''}
              </p>
              {m.subject && (
                <p>
                  <strong>{m.subject}</strong>
                </p>
              )}
              <p className="outbox__text">{m.text ?? m.body ?? ''}</p>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

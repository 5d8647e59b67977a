import { bonusTotal, displayName, formatNumber, formatPhone, plural } from '@verstak/sdk';
import type { PageProps } from '../../app/define-route';
import { Link } from '../../app/router';
import { PersonalLayout } from '../../ui/personal-layout';
import { BonusCardButton } from './bonus-card-button';
import type { personalRoute } from './personal.route';

/** The profile (§2.3): who, counters, bonuses and card, B2B category, managers, contacts. */
export function Page({ data }: PageProps<typeof personalRoute>) {
  const { user, counters, card } = data;
  const fullName = [user.lastName, user.firstName, user.secondName].filter(Boolean).join(' ');
  return (
    <PersonalLayout title="Личный кабинет" sidebar={data.sidebar} breadcrumbs={data.breadcrumbs}>
      <section className="panel" aria-labelledby="profile-who">
        <h2 id="profile-who">{fullName || displayName(user)}</h2>
        <dl className="facts">
          {user.phone && (
            <>
              <dt>Телефон</dt>
              <dd>{formatPhone(user.phone) || user.phone}</dd>
            </>
          )}
          {user.email && (
            <>
              <dt>E-mail</dt>
              <dd>{user.email}</dd>
            </>
          )}
          {user.pendingEmail && (
            <>
              <dt>Новый e-mail</dt>
              <dd>
                {user.pendingEmail} — ждёт подтверждения:{' '}
                <Link href="/personal/settings/">введите код из письма</Link>
              </dd>
            </>
          )}
          {user.isB2B && (
            <>
              <dt>Категория</dt>
              <dd>{user.b2bCategory || '—'}</dd>
            </>
          )}
        </dl>
        <Link href="/personal/settings/" className="button button--light">
          Изменить профиль
        </Link>
      </section>
      <ul className="counters" aria-label="Счётчики">
        <li>
          <span className="counters__value">{counters.orders}</span>{' '}
          {plural(counters.orders, ['заказ', 'заказа', 'заказов'])}
        </li>
        <li>
          <Link href="/personal/history/">
            <span className="counters__value">{counters.viewed}</span>{' '}
            {plural(counters.viewed, ['просмотренный', 'просмотренных', 'просмотренных'])}
          </Link>
        </li>
        <li>
          <Link href="/personal/reviews/">
            <span className="counters__value">{counters.reviews}</span>{' '}
            {plural(counters.reviews, ['отзыв', 'отзыва', 'отзывов'])}
          </Link>
        </li>
      </ul>
      <section className="panel" aria-labelledby="profile-bonus">
        <h2 id="profile-bonus">Бонусы</h2>
        <p>
          На счёте <strong>{formatNumber(bonusTotal(user) ?? 0)} Б</strong>
          {card && (
            <>
              {' '}
              · карта № {card.number}, уровень «{card.level}» <BonusCardButton card={card} />
            </>
          )}
        </p>
        <Link href="/personal/bonuses/">История начислений</Link>
      </section>
      {!user.isB2B && (
        <section className="panel" aria-labelledby="profile-company">
          <h2 id="profile-company">Покупаете для компании?</h2>
          <p>Добавьте организацию: счета на оплату, закрывающие документы, ЭДО и договор поставки.</p>
          <Link href="/personal/organizations/" className="button button--light">
            Добавить организацию
          </Link>
        </section>
      )}
      {user.isB2B && data.b2bCategories.length > 0 && (
        <section className="panel" aria-labelledby="profile-b2b">
          <h2 id="profile-b2b">Категории покупателя</h2>
          <ul className="plain-list">
            {data.b2bCategories.map((c) => (
              <li key={c.code}>
                {c.name}: скидка {c.value}%
              </li>
            ))}
          </ul>
        </section>
      )}
      {data.personalManagers.length > 0 && (
        <section className="panel" aria-labelledby="profile-managers">
          <h2 id="profile-managers">Персональный менеджер</h2>
          <ul className="plain-list">
            {data.personalManagers.map((m) => (
              <li key={m.email || m.name}>
                <strong>{m.name}</strong>, {m.position}
                <br />
                <a href={`tel:${m.phone.replace(/[^\d+]/g, '')}`}>{m.phone}</a> ·{' '}
                <a href={`mailto:${m.email}`}>{m.email}</a>
              </li>
            ))}
          </ul>
        </section>
      )}
      {data.contacts.length > 0 && (
        <section className="panel" aria-labelledby="profile-contacts">
          <h2 id="profile-contacts">Контакты</h2>
          <ul className="plain-list">
            {data.contacts.map((c) => (
              <li key={c.title}>
                {c.title}: <a href={`tel:${c.phone.replace(/[^\d+]/g, '')}`}>{c.phone}</a>
                {c.email && (
                  <>
                    {' '}
                    · <a href={`mailto:${c.email}`}>{c.email}</a>
                  </>
                )}
              </li>
            ))}
          </ul>
        </section>
      )}
    </PersonalLayout>
  );
}

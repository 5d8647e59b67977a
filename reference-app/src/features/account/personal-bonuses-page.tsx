import { bonusTotal, formatNumber } from '@verstak/sdk';
import type { PageProps } from '../../app/define-route';
import { formatDate } from '../../ui/format-date';
import { PersonalLayout } from '../../ui/personal-layout';
import { TableScroll } from '../../ui/table-scroll';
import { BonusCardButton } from './bonus-card-button';
import type { personalBonusesRoute } from './personal-bonuses.route';

/** The bonuses (§2.3): the total, the card and the movements. */
export function Page({ data }: PageProps<typeof personalBonusesRoute>) {
  return (
    <PersonalLayout title="Бонусы" sidebar={data.sidebar} breadcrumbs={data.breadcrumbs}>
      <section className="panel">
        <p>
          На счёте <strong>{formatNumber(bonusTotal(data.user) ?? 0)} Б</strong>. 1 бонус = 1 ₽ при оплате
          заказа.
        </p>
        {data.card && (
          <p>
            Карта № {data.card.number}, уровень «{data.card.level}» <BonusCardButton card={data.card} />
          </p>
        )}
      </section>
      {data.bonusMovements.length === 0 ? (
        <p className="empty">Начислений и списаний пока не было.</p>
      ) : (
        <TableScroll label="Начисления и списания">
          <table className="table">
            <caption className="visually-hidden">Начисления и списания</caption>
            <thead>
              <tr>
                <th scope="col">Дата</th>
                <th scope="col">Операция</th>
                <th scope="col">Бонусы</th>
              </tr>
            </thead>
            <tbody>
              {data.bonusMovements.map((m) => (
                <tr key={m.id}>
                  <td>{formatDate(m.date, 'short')}</td>
                  <td>{m.title}</td>
                  <td className={m.amount >= 0 ? 'amount amount--plus' : 'amount amount--minus'}>
                    {m.amount > 0 ? `+${m.amount}` : m.amount}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      )}
    </PersonalLayout>
  );
}

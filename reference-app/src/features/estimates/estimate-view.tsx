import { useVerstak } from '@verstak/react';
import { estimatesApi, formatPrice } from '@verstak/sdk';
import { Link, useLocation } from '../../app/router';
import { formatDate } from '../../ui/format-date';
import { PersonalOrGuestLayout } from '../../ui/personal-or-guest-layout';
import { TableScroll } from '../../ui/table-scroll';
import { AddEstimateToBasket } from './estimate-actions';
import type { EstimatePageData } from './personal-estimates.route';

/** One estimate (§2.3): its products, quantities and sums; «Добавить в корзину» and «Удалить смету». */
export function EstimateView({ data }: { data: EstimatePageData }) {
  const { client } = useVerstak();
  const [, navigate] = useLocation();
  const { estimate } = data;
  return (
    <PersonalOrGuestLayout title={estimate.title} sidebar={data.sidebar} breadcrumbs={data.breadcrumbs}>
      <p className="muted">
        {/* The long date ends in «г.», so the total follows after a separator, not a second full stop. */}
        Создана {formatDate(estimate.created)} · Итого: <strong>{formatPrice(estimate.total)}</strong>
      </p>
      <TableScroll label="Товары сметы">
        <table className="table">
          <caption className="visually-hidden">Товары сметы</caption>
          <thead>
            <tr>
              <th scope="col">Товар</th>
              <th scope="col">Цена</th>
              <th scope="col">Кол-во</th>
              <th scope="col">Сумма</th>
            </tr>
          </thead>
          <tbody>
            {estimate.products.map((p) => (
              <tr key={p.id}>
                <td>
                  <Link href={p.url}>{p.title}</Link>
                  {!p.isAvailable && <span className="muted"> — нет в наличии</span>}
                </td>
                <td>{formatPrice(p.price)}</td>
                <td>{p.quantity}</td>
                <td>{formatPrice(p.price * p.quantity)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableScroll>
      <div className="actions">
        <AddEstimateToBasket id={estimate.id} />
        <button
          type="button"
          className="button button--light"
          onClick={() => {
            estimatesApi(client)
              .remove({ id: estimate.id })
              .then(() => navigate('/personal/estimates/'))
              .catch(() => {
                // Stays on the estimate; the shopper may try again.
              });
          }}
        >
          Удалить смету
        </button>
      </div>
    </PersonalOrGuestLayout>
  );
}

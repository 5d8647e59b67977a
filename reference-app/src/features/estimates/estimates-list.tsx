import { useVerstak } from '@verstak/react';
import { type Estimate, estimatesApi, formatPrice, plural } from '@verstak/sdk';
import { useEffect, useState } from 'react';
import { Link } from '../../app/router';
import { formatDate } from '../../ui/format-date';
import { PersonalOrGuestLayout } from '../../ui/personal-or-guest-layout';
import { AddEstimateToBasket } from './estimate-actions';
import type { EstimatesPageData } from './personal-estimates.route';

/** The estimates (§2.3): each with its date, products and total; open, add to the basket or remove. */
export function EstimatesList({ data }: { data: EstimatesPageData }) {
  const { client } = useVerstak();
  const [items, setItems] = useState<Estimate[]>(data.items);
  useEffect(() => setItems(data.items), [data.items]);
  const remove = (id: number) => {
    estimatesApi(client)
      .remove({ id })
      .then(() => setItems((list) => list.filter((e) => e.id !== id)))
      .catch(() => {
        // The estimate stays listed; the next load shows the server's list.
      });
  };
  return (
    <PersonalOrGuestLayout title="Сметы" sidebar={data.sidebar} breadcrumbs={data.breadcrumbs}>
      {items.length === 0 ? (
        <p className="empty">
          Смет пока нет. Сохраните корзину как смету на <Link href="/personal/cart/">странице корзины</Link>.
        </p>
      ) : (
        <ul className="estimates">
          {items.map((e) => (
            <li key={e.id} className="panel estimate">
              <h2 className="estimate__title">
                <Link href={`/personal/estimates/${e.id}/`}>{e.title}</Link>
              </h2>
              <p className="muted">
                {formatDate(e.created)} · {e.products.length}{' '}
                {plural(e.products.length, ['товар', 'товара', 'товаров'])} · {formatPrice(e.total)}
              </p>
              <div className="actions">
                <AddEstimateToBasket id={e.id} />
                <button type="button" className="button button--light" onClick={() => remove(e.id)}>
                  Удалить
                </button>
              </div>
            </li>
          ))}
        </ul>
      )}
    </PersonalOrGuestLayout>
  );
}

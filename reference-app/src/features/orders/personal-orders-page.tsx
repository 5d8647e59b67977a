import '../../ui/commerce.css';
import { formatPrice } from '@verstak/sdk';
import { useAccount } from '../../app/account-context';
import type { PageProps } from '../../app/define-route';
import { Link } from '../../app/router';
import { formatDate } from '../../ui/format-date';
import { Pagination } from '../../ui/listing/pagination';
import { PersonalOrGuestLayout } from '../../ui/personal-or-guest-layout';
import { paymentText } from './order-texts';
import type { personalOrdersRoute } from './personal-orders.route';

/** The orders list (§2.3, §3): the status filter (an entry with stat ≤ 0 is disabled) and the orders. */
export function Page({ data }: PageProps<typeof personalOrdersRoute>) {
  const { user, openLogin } = useAccount();
  // Under a status filter an empty list is no «Заказов пока нет»: other orders may be there.
  const filtered = data.filter !== 'all' ? data.statuses.find((s) => s.value === data.filter) : undefined;
  return (
    <PersonalOrGuestLayout title="Мои заказы" sidebar={data.sidebar} breadcrumbs={data.breadcrumbs}>
      {data.statuses.length > 0 && (
        <nav className="status-filter" aria-label="Статус заказа">
          <ul>
            {data.statuses.map((entry) => {
              const active = entry.value === data.filter;
              const href =
                entry.value === 'all' ? '/personal/orders/' : `/personal/orders/?status=${entry.value}`;
              return (
                <li key={entry.value}>
                  {entry.stat > 0 || active ? (
                    <Link href={href} className="chip" aria-current={active ? 'page' : undefined}>
                      {entry.title} <span className="chip__count">{entry.stat}</span>
                    </Link>
                  ) : (
                    <span className="chip is-disabled" aria-disabled="true">
                      {entry.title} <span className="chip__count">0</span>
                    </span>
                  )}
                </li>
              );
            })}
          </ul>
        </nav>
      )}
      {data.items.length === 0 && filtered ? (
        <div className="panel">
          <p>Заказов со статусом «{filtered.title}» нет.</p>
          <p>
            <Link href="/personal/orders/">Показать все заказы</Link>
          </p>
        </div>
      ) : data.items.length === 0 ? (
        <div className="panel">
          <p>Заказов пока нет.</p>
          {!user && (
            <p>
              Заказы, оформленные в личном кабинете,{' '}
              <button type="button" className="link-button" onClick={openLogin}>
                видны после входа
              </button>
              .
            </p>
          )}
        </div>
      ) : (
        <ul className="orders">
          {data.items.map((order) => (
            <li key={order.id} className="panel order-row">
              <div>
                <h2 className="order-row__title">
                  <Link href={`/personal/orders/${order.id}/`}>Заказ № {order.number}</Link>
                </h2>
                <p className="muted">от {formatDate(order.created)}</p>
              </div>
              <p className={`status status--${order.status}`}>{order.statusTitle}</p>
              <p>
                {formatPrice(order.total)}
                <br />
                <span className={order.isPaid ? 'paid' : 'muted'}>{paymentText(order)}</span>
              </p>
              <p className="order-row__items muted">
                {order.products
                  .slice(0, 3)
                  .map((p) => p.title)
                  .join(', ')}
                {order.products.length > 3 ? ` и ещё ${order.products.length - 3}` : ''}
              </p>
            </li>
          ))}
        </ul>
      )}
      <Pagination
        page={data.pagination.page}
        count={data.pagination.pageCount}
        hrefOf={(page) => {
          const query = new URLSearchParams();
          if (data.filter !== 'all') query.set('status', data.filter);
          if (page > 1) query.set('page', String(page));
          const search = query.toString();
          return `/personal/orders/${search ? `?${search}` : ''}`;
        }}
      />
    </PersonalOrGuestLayout>
  );
}

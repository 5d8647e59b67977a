import { lazy, Suspense, useState } from 'react';

// The order status check (§2.9, 600 px) is its own chunk, loaded on the first click.
const OrderStatusModal = lazy(() =>
  import('./order-status-modal').then((m) => ({ default: m.OrderStatusModal })),
);

/** «Статус заказа» in the header and the footer: opens the order status check. */
export function OrderStatusLink({ className }: { className: string }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" className={`link-button ${className}`} onClick={() => setOpen(true)}>
        Статус заказа
      </button>
      {open && (
        <Suspense fallback={null}>
          <OrderStatusModal onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}

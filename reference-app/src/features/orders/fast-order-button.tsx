import { lazy, Suspense, useState } from 'react';
import type { FastOrderShop } from './fast-order-modal';

const FastOrderModal = lazy(() => import('./fast-order-modal').then((m) => ({ default: m.FastOrderModal })));

/** «Купить в один клик» and its modal, loaded on the first click. */
export function FastOrderButton({
  productId,
  title,
  shops,
  disabled = false,
}: {
  productId: number;
  title: string;
  shops: readonly FastOrderShop[];
  disabled?: boolean;
}) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" className="link-button" disabled={disabled} onClick={() => setOpen(true)}>
        Купить в один клик
      </button>
      {open && (
        <Suspense fallback={null}>
          <FastOrderModal productId={productId} title={title} shops={shops} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}

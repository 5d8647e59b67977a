import { lazy, type ReactNode, Suspense, useState } from 'react';

// The forms' modals are chunks of their own, loaded on the first click: the links that open them
// sit in the header, the footer and the product page, and cost the first load almost nothing.
const WriteUsModal = lazy(() => import('./write-us-modal').then((m) => ({ default: m.WriteUsModal })));
const CallbackModal = lazy(() => import('./callback-modal').then((m) => ({ default: m.CallbackModal })));
const SpecialPriceModal = lazy(() =>
  import('./special-price-modal').then((m) => ({ default: m.SpecialPriceModal })),
);
const ServiceRequestModal = lazy(() =>
  import('./service-request-modal').then((m) => ({ default: m.ServiceRequestModal })),
);

/** A button that opens a modal made by `modal` once clicked. */
function ModalButton({
  className,
  children,
  modal,
}: {
  className: string;
  children: ReactNode;
  modal: (close: () => void) => ReactNode;
}) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" className={className} onClick={() => setOpen(true)}>
        {children}
      </button>
      {open && <Suspense fallback={null}>{modal(() => setOpen(false))}</Suspense>}
    </>
  );
}

/** «Написать нам»: opens the write-us modal (§2.9, 632 px). */
export function WriteUsLink({ className = 'link-button' }: { className?: string }) {
  return (
    <ModalButton className={className} modal={(close) => <WriteUsModal onClose={close} />}>
      Написать нам
    </ModalButton>
  );
}

/** «Обратный звонок»: opens the callback modal (§2.9). */
export function CallbackLink({ className = 'link-button' }: { className?: string }) {
  return (
    <ModalButton className={className} modal={(close) => <CallbackModal onClose={close} />}>
      Обратный звонок
    </ModalButton>
  );
}

/** «Запросить спеццену» on a product page (§2.9 special price). */
export function SpecialPriceButton({
  productId,
  title,
  className = 'link-button',
}: {
  productId: number;
  title: string;
  className?: string;
}) {
  return (
    <ModalButton
      className={className}
      modal={(close) => <SpecialPriceModal productId={productId} title={title} onClose={close} />}
    >
      Запросить спеццену
    </ModalButton>
  );
}

/** «Оставить заявку на сервис»: the service request from a business as a modal (§2.9), for any page. */
export function ServiceRequestLink({ className = 'button button--orange' }: { className?: string }) {
  return (
    <ModalButton className={className} modal={(close) => <ServiceRequestModal onClose={close} />}>
      Оставить заявку на сервис
    </ModalButton>
  );
}

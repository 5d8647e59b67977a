import { lazy } from 'react';
import { ModalButton } from './modal-button';

// The product page's and the service pages' forms, each a chunk of its own loaded on the first click
// (the header's are in header-form-links.tsx, so the first load of every page does not carry these).
const SpecialPriceModal = lazy(() =>
  import('./special-price-modal').then((m) => ({ default: m.SpecialPriceModal })),
);
const ServiceRequestModal = lazy(() =>
  import('./service-request-modal').then((m) => ({ default: m.ServiceRequestModal })),
);

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

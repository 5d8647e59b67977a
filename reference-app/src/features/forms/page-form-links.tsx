import { lazy } from 'react';
import { ModalButton } from './modal-button';

// The forms' links for pages to place (product page, service pages, anywhere), each modal a chunk of
// its own loaded on the first click. The footer opens «Написать нам» and «Обратный звонок» itself
// (FooterIsland), so the first load of every page carries none of this.
const WriteUsModal = lazy(() => import('./write-us-modal').then((m) => ({ default: m.WriteUsModal })));
const CallbackModal = lazy(() => import('./callback-modal').then((m) => ({ default: m.CallbackModal })));
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

import { lazy } from 'react';
import { ModalButton } from './modal-button';

// The header's two forms, each a chunk loaded on the first click: the header is in every page's
// first load, so it carries only these buttons (the product page's and the service page's live apart).
const WriteUsModal = lazy(() => import('./write-us-modal').then((m) => ({ default: m.WriteUsModal })));
const CallbackModal = lazy(() => import('./callback-modal').then((m) => ({ default: m.CallbackModal })));

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

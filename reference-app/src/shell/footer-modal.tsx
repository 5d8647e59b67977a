import { CallbackModal } from '../features/forms/callback-modal';
import { WriteUsModal } from '../features/forms/write-us-modal';
import { OrderStatusModal } from '../features/orders/order-status-modal';

/** What a footer button opens: «Статус заказа», «Написать нам» (§2.9, 632 px), «Обратный звонок». */
export type FooterModalKind = 'status' | 'write-us' | 'callback';

/**
 * The footer's modals in one chunk, loaded on the first click of any of them: one lazy import in the
 * shared entry rather than three (every page's first load carries the footer island).
 */
export function FooterModal({ kind, onClose }: { kind: FooterModalKind; onClose: () => void }) {
  const Modal = kind === 'write-us' ? WriteUsModal : kind === 'callback' ? CallbackModal : OrderStatusModal;
  return <Modal onClose={onClose} />;
}

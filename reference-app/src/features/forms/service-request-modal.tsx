import { Modal } from '../../ui/overlay/modal';
import { ServiceRequestForm } from './service-request-form';

/** The service request from a business as a modal (§2.9 service request), openable from any page. */
export function ServiceRequestModal({ onClose }: { onClose: () => void }) {
  return (
    <Modal title="Сервис для бизнеса" width={632} onClose={onClose}>
      <h2 className="modal__title">Заявка на сервис для бизнеса</h2>
      <ServiceRequestForm onDone={onClose} />
    </Modal>
  );
}

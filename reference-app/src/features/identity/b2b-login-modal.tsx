import { Modal } from '../../ui/overlay/modal';
import { LOGIN_MODAL_WIDTH } from './account-constants';
import { AuthPanel } from './auth-panel';

/**
 * The login modal's B2B variant (§2.9, §6): as wide as the login modal (659 px; a sheet on phones),
 * the business login alone — the organization's e-mail and password, its recovery and registration.
 */
export function B2bLoginModal({ onClose }: { onClose: () => void }) {
  return (
    <Modal title="Вход для юридических лиц" width={LOGIN_MODAL_WIDTH} onClose={onClose}>
      <AuthPanel variant="b2b" />
    </Modal>
  );
}

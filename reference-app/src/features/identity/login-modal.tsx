import { useAccount } from '../../app/account-context';
import { Modal } from '../../ui/overlay/modal';
import { LOGIN_MODAL_WIDTH } from './account-constants';
import { AuthPanel } from './auth-panel';

/** The login modal a guest's profile click opens (§2.7, §2.9: 659 px wide; a sheet on phones). */
export function LoginModal() {
  const { closeLogin } = useAccount();
  return (
    <Modal title="Вход в личный кабинет" width={LOGIN_MODAL_WIDTH} onClose={closeLogin}>
      <AuthPanel />
    </Modal>
  );
}

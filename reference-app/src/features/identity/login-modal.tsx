import { useAccount } from '../../app/account-context';
import { Modal } from '../../ui/overlay/modal';
import { LOGIN_MODAL_WIDTH } from './account-constants';
import { AuthPanel } from './auth-panel';

/**
 * The login modal (§2.7, §2.9: 659 px wide; a sheet on phones): a guest's profile click opens the
 * private person's login, «Вход для юрлиц» its business variant (§6: a legal entity by its e-mail).
 */
export function LoginModal() {
  const { closeLogin, login } = useAccount();
  const b2b = login === 'b2b';
  return (
    <Modal
      title={b2b ? 'Вход для юридических лиц' : 'Вход в личный кабинет'}
      width={LOGIN_MODAL_WIDTH}
      onClose={closeLogin}
    >
      <AuthPanel variant={b2b ? 'b2b' : 'person'} />
    </Modal>
  );
}

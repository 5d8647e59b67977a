import { useAccount } from '../../app/account-context';
import { Modal } from '../../ui/overlay/modal';
import { SmsLogin } from '../identity/auth-panel';

/**
 * The SMS confirm modal (§2.9): a guest at checkout confirms the phone with a code and is logged in
 * (the users/authentication flow), so the account's bonuses can be spent; the page then reloads signed in
 * with the guest basket merged.
 */
export function SmsConfirmModal({ onClose }: { onClose: () => void }) {
  const account = useAccount();
  return (
    <Modal title="Подтверждение по SMS" width={520} onClose={onClose}>
      <h2 className="modal__title">Войдите по SMS</h2>
      <p className="form__note">
        Подтвердите телефон, чтобы списать бонусы и видеть заказы в личном кабинете.
      </p>
      <SmsLogin
        onDone={async () => {
          onClose();
          await account.signedIn();
        }}
      />
    </Modal>
  );
}

import type { Commercial } from './ad-label';
import { CopyTokenButton } from './copy-token-button';
import { Modal } from './overlay/modal';

/**
 * The advertising label's tooltip as a modal on phones (§2.9 commercial tooltip, §2.10): «Реклама»,
 * «Рекламодатель: …», the advertiser's data, the erid token and «Скопировать токен».
 */
export function AdSheet({ commercial, onClose }: { commercial: Commercial; onClose: () => void }) {
  return (
    <Modal title="Реклама" width={480} onClose={onClose}>
      <div className="ad-sheet">
        <h2 className="modal__title">Реклама</h2>
        <p>{`Рекламодатель: ${commercial.advertiserName}`}</p>
        <p className="muted">{commercial.advertiserData}</p>
        <p>
          Токен: <code>{commercial.erid}</code>
        </p>
        <CopyTokenButton erid={commercial.erid} className="button button--orange button--block" />
      </div>
    </Modal>
  );
}

import { type Consent, consentCookie, readConsent } from '@verstak/sdk/trackers';
import { useState } from 'react';
import { Modal } from '../../ui/overlay/modal';
import { CONSENT_EVENT } from './consent-event';
import './cookie-notice.css';
import { setDomainCookie } from '../../app/domain-cookie';

/** The privacy policy page (the seeded static page). */
export const PRIVACY_POLICY_PAGE = '/customer/politika-konfidentsialnosti/';

/** The notice's width on a desktop; a bottom sheet on a phone (§2.9). */
export const COOKIE_NOTICE_WIDTH = 600;

/** Keeps the choice for a year (§9) and tells the page's counters (`CONSENT_EVENT`). */
export function saveConsent(consent: Consent): void {
  // Shared by the cities' subdomains when the store has them (§4.3), as the city's own cookies.
  const domain = document.documentElement.dataset.cookieDomain || undefined;
  setDomainCookie(
    document,
    consentCookie(consent, { secure: window.location.protocol === 'https:', domain }),
    domain,
  );
  window.dispatchEvent(new Event(CONSENT_EVENT));
}

/**
 * The cookie notice (§2.9): necessary cookies always on, analytics and marketing each the shopper's
 * choice; «Принять все» or «Сохранить выбор» keeps it for a year. Opened on a first visit of a store
 * with counters, and from the footer's «Настройки cookie» to change the choice.
 */
export function CookieNotice({ onClose }: { onClose: () => void }) {
  const [kept] = useState(() => readConsent(document.cookie));
  const [analytics, setAnalytics] = useState(kept?.analytics ?? false);
  const [marketing, setMarketing] = useState(kept?.marketing ?? false);
  const save = (consent: Consent) => {
    saveConsent(consent);
    onClose();
  };
  return (
    <Modal title="Файлы cookie" width={COOKIE_NOTICE_WIDTH} onClose={onClose}>
      <div className="cookie-notice">
        <h2 className="modal__title">Мы используем файлы cookie</h2>
        <p>
          Необходимые cookie нужны, чтобы работали корзина, вход в личный кабинет и выбор города. Остальные —
          только с вашего согласия: аналитические помогают понять, как улучшить сайт, маркетинговые —
          показывать рекламу и предложения, которые вам интересны. Подробнее — в{' '}
          <a href={PRIVACY_POLICY_PAGE}>политике конфиденциальности</a>.
        </p>
        <fieldset className="cookie-notice__choices">
          <legend className="visually-hidden">Какие cookie разрешить</legend>
          <label className="cookie-notice__choice">
            <input type="checkbox" checked disabled />
            <span>
              <strong>Необходимые</strong>
              <span className="muted">Работа сайта; включены всегда.</span>
            </span>
          </label>
          <label className="cookie-notice__choice">
            <input
              type="checkbox"
              name="analytics"
              checked={analytics}
              onChange={(e) => setAnalytics(e.target.checked)}
            />
            <span>
              <strong>Аналитика</strong>
              <span className="muted">Яндекс Метрика: посещения и покупки без имени и контактов.</span>
            </span>
          </label>
          <label className="cookie-notice__choice">
            <input
              type="checkbox"
              name="marketing"
              checked={marketing}
              onChange={(e) => setMarketing(e.target.checked)}
            />
            <span>
              <strong>Маркетинг</strong>
              <span className="muted">Пиксели VK и Top.Mail.Ru, рассылки Mindbox, рекламная сеть.</span>
            </span>
          </label>
        </fieldset>
        <div className="actions cookie-notice__actions">
          <button
            type="button"
            className="button button--orange"
            onClick={() => save({ analytics: true, marketing: true })}
          >
            Принять все
          </button>
          <button
            type="button"
            className="button button--light"
            onClick={() => save({ analytics, marketing })}
          >
            Сохранить выбор
          </button>
        </div>
      </div>
    </Modal>
  );
}

import {
  type Consent,
  type ConsentCategory,
  consentCookie,
  readConsent,
  TRACKERS,
  type TrackerConfig,
  type TrackerName,
} from '@verstak/sdk/trackers';
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

/** How the notice names each counter to a shopper. */
const COUNTER_NAMES: Readonly<Record<TrackerName, string>> = {
  metrica: 'Яндекс Метрика',
  vkPixel: 'пиксель VK',
  topMail: 'Top.Mail.Ru',
  mindbox: 'рассылки Mindbox',
  adNetwork: 'рекламная сеть AdRiver',
};

/** What each optional category is for, before the counters that use it. */
const CATEGORY_TEXTS: Readonly<Record<ConsentCategory, { title: string; purpose: string }>> = {
  analytics: { title: 'Аналитика', purpose: 'посещения и покупки без имени и контактов' },
  marketing: { title: 'Маркетинг', purpose: 'реклама и предложения' },
};

/** The store's counters of a category, by the names the notice gives them (none: the category is not offered). */
export function countersOf(config: TrackerConfig, category: ConsentCategory): string[] {
  return (Object.keys(COUNTER_NAMES) as TrackerName[])
    .filter((name) => config[name] !== undefined && TRACKERS[name].category === category)
    .map((name) => COUNTER_NAMES[name]);
}

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * The cookie notice (§2.9): necessary cookies always on, analytics and marketing each the shopper's
 * choice; «Принять все» or «Сохранить выбор» keeps it for a year. Opened on a first visit of a store
 * with counters, and from the footer's «Настройки cookie» to change the choice. It offers only the
 * categories the store has counters for (`config`), naming them; a store with none says so, and there
 * is nothing to choose.
 */
export function CookieNotice({ onClose, config }: { onClose: () => void; config: TrackerConfig }) {
  const [kept] = useState(() => readConsent(document.cookie));
  const [analytics, setAnalytics] = useState(kept?.analytics ?? false);
  const [marketing, setMarketing] = useState(kept?.marketing ?? false);
  const choices = [
    { category: 'analytics' as const, checked: analytics, set: setAnalytics },
    { category: 'marketing' as const, checked: marketing, set: setMarketing },
  ]
    .map((choice) => ({ ...choice, counters: countersOf(config, choice.category) }))
    .filter((choice) => choice.counters.length > 0);
  const save = (consent: Consent) => {
    saveConsent(consent);
    onClose();
  };
  return (
    <Modal title="Файлы cookie" width={COOKIE_NOTICE_WIDTH} onClose={onClose}>
      <div className="cookie-notice">
        <h2 className="modal__title">Мы используем файлы cookie</h2>
        {choices.length > 0 ? (
          <p>
            Необходимые cookie нужны, чтобы работали корзина, вход в личный кабинет и выбор города. Остальные
            — только с вашего согласия. Подробнее — в{' '}
            <a href={PRIVACY_POLICY_PAGE}>политике конфиденциальности</a>.
          </p>
        ) : (
          <p>
            Только необходимые: чтобы работали корзина, вход в личный кабинет и выбор города. Счётчиков
            аналитики и рекламы на сайте нет. Подробнее — в{' '}
            <a href={PRIVACY_POLICY_PAGE}>политике конфиденциальности</a>.
          </p>
        )}
        <fieldset className="cookie-notice__choices">
          <legend className="visually-hidden">Какие cookie разрешить</legend>
          <label className="cookie-notice__choice">
            <input type="checkbox" checked disabled />
            <span>
              <strong>Необходимые</strong>
              <span className="muted">Работа сайта; включены всегда.</span>
            </span>
          </label>
          {choices.map((choice) => (
            <label key={choice.category} className="cookie-notice__choice">
              <input
                type="checkbox"
                name={choice.category}
                checked={choice.checked}
                onChange={(e) => choice.set(e.target.checked)}
              />
              <span>
                <strong>{CATEGORY_TEXTS[choice.category].title}</strong>
                <span className="muted">
                  {`${capitalised(choice.counters.join(', '))}: ${CATEGORY_TEXTS[choice.category].purpose}.`}
                </span>
              </span>
            </label>
          ))}
        </fieldset>
        <div className="actions cookie-notice__actions">
          {choices.length > 0 ? (
            <>
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
            </>
          ) : (
            // Nothing to choose, so nothing is kept: a counter added later still asks.
            <button type="button" className="button button--orange" onClick={onClose}>
              Понятно
            </button>
          )}
        </div>
      </div>
    </Modal>
  );
}

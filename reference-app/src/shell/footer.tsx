import {
  type BaseData,
  COPYRIGHT_FROM_YEAR,
  companyLine,
  formatPhone,
  MOBILE_APP_PATH,
  phoneHref,
  QR_CODE_SIZE,
} from '@verstak/sdk';
import { useState } from 'react';
import { OrderStatusLink } from '../features/orders/order-status-link';

/** Phones and e-mail of the footer (§1); the per-city phone and schedule come from the city. */
export const SERVICE_PHONE = '8 (800) 700-36-36';
export const HELP_EMAIL = 'help@verstak.example';

/** The footer (§1): phones, the city's schedule, help e-mail, link groups (toggled on mobile), apps, social and © range. */
export function Footer({ base }: { base: BaseData }) {
  const [open, setOpen] = useState<string | null>(null);
  const city = base.city;
  const year = new Date().getFullYear();
  return (
    <footer className="footer">
      <div className="container footer__inner">
        <div className="footer__contacts">
          {city && (
            <>
              <p>
                {city.phoneFooterText}:{' '}
                <a href={phoneHref(city.phoneFooterNumber)}>{city.phoneFooterNumber}</a>
              </p>
              <p>
                Сервис и запчасти: <a href={phoneHref(SERVICE_PHONE)}>{SERVICE_PHONE}</a>
              </p>
              <p>
                {city.name}:{' '}
                <a href={phoneHref(city.phoneNumber)}>{formatPhone(city.phoneNumber) || city.phoneNumber}</a>,{' '}
                {city.schedule}
              </p>
            </>
          )}
          <p>
            Помощь: <a href={`mailto:${HELP_EMAIL}`}>{HELP_EMAIL}</a>
          </p>
          <p>
            {/* Opens «Написать нам» (FooterIsland wires the click: the footer ships no code of its own). */}
            <button type="button" className="link-button footer__write-us">
              Написать нам
            </button>{' '}
            ·{' '}
            <button type="button" className="link-button footer__callback">
              Обратный звонок
            </button>
          </p>
          <p>
            <OrderStatusLink className="footer__status" />
          </p>
          <p>
            {/* Opens the cookie notice to change the choice (features/analytics wires the click). */}
            <button type="button" className="link-button footer__cookies">
              Настройки cookie
            </button>
          </p>
        </div>
        {(base.menu?.footer ?? []).map((group) => (
          <section key={group.title} className={`footer__group${open === group.title ? ' is-open' : ''}`}>
            <h2 className="footer__title">
              <button
                type="button"
                aria-expanded={open === group.title}
                onClick={() => setOpen(open === group.title ? null : group.title)}
              >
                {group.title}
              </button>
            </h2>
            <ul>
              {group.items.map((item) => (
                <li key={item.url}>
                  <a href={item.url} className={item.class || undefined}>
                    {item.title}
                  </a>
                </li>
              ))}
            </ul>
          </section>
        ))}
        <div className="footer__apps">
          <p className="footer__title">Мобильное приложение</p>
          <p>
            <a href={MOBILE_APP_PATH}>App Store</a> · <a href={MOBILE_APP_PATH}>Google Play</a> ·{' '}
            <a href={MOBILE_APP_PATH}>RuStore</a>
          </p>
          <img
            className="footer__qr"
            src="/images/qr/app.svg"
            width={QR_CODE_SIZE}
            height={QR_CODE_SIZE}
            alt="QR-код для установки приложения Верстак"
            loading="lazy"
          />
        </div>
      </div>
      <div className="container footer__copyright">
        <p>
          © {COPYRIGHT_FROM_YEAR}–{year} Верстак. Инструмент и техника для дома и стройки.
        </p>
        {/* The seller's legal details, as a shop must show them (ЗоЗПП ст. 9), from their one source. */}
        <p className="footer__legal">{companyLine()}</p>
      </div>
    </footer>
  );
}

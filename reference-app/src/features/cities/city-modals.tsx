import './cities.css';
import { useVerstak } from '@verstak/react';
import {
  agreeToCity,
  CITY_CONFIRMED_COOKIE,
  type City,
  CONFIRM_CITY_MODAL_WIDTH,
  citiesApi,
  disagreeWithCity,
  readCookie,
  SELECT_CITY_MODAL_WIDTH,
  scheduleCityConfirm,
  suggestedCity,
  systemClock,
} from '@verstak/sdk';
import { useEffect, useId, useState } from 'react';
import type { CityModal } from '../../shell/city-host';
import { Modal } from '../../ui/overlay/modal';
import { goToCity } from './go-to-city';

/**
 * Opens the confirm-city modal 200 ms after loading has finished (§2.9, §9), while the city is
 * still unconfirmed then (its cookie absent, §4.3). Returns a stop.
 */
export function confirmWhenLoaded(open: () => void): () => void {
  return scheduleCityConfirm({
    isConfirmed: () => readCookie(document.cookie, CITY_CONFIRMED_COOKIE) !== null,
    whenLoaded(done) {
      if (document.readyState === 'complete') done();
      else window.addEventListener('load', done, { once: true });
      return () => window.removeEventListener('load', done);
    },
    clock: systemClock,
    open,
  });
}

/** How long the search waits after the last key before asking the server, ms. */
const SEARCH_DEBOUNCE_MS = 250;

/**
 * The confirm-city and select-city modals (§4.3, §2.9), one at a time; «Нет, другой» closes the
 * first and opens the second 500 ms later.
 */
export function CityModals({
  open,
  city,
  onOpen,
}: {
  open: 'confirm' | 'select';
  city: City;
  onOpen(modal: CityModal): void;
}) {
  const close = () => onOpen(null);
  return open === 'confirm' ? (
    <ConfirmCity
      city={city}
      onClose={close}
      // Closing unmounts this chunk's modals: the timer is the host's to run, so it is not stopped here.
      onDisagree={() => disagreeWithCity({ close, openSelect: () => onOpen('select'), clock: systemClock })}
    />
  ) : (
    <SelectCity current={city} onClose={close} />
  );
}

/** «Ваш город — {city}» with «Да, верно» and «Нет, другой» (§2.9), 632 px; a sheet on phones. */
function ConfirmCity({ city, onClose, onDisagree }: { city: City; onClose(): void; onDisagree(): void }) {
  const { client } = useVerstak();
  const suggested = suggestedCity(city);
  const [state, setState] = useState<'idle' | 'busy' | 'failed'>('idle');
  const agree = () => {
    setState('busy');
    let chosen: City = city;
    agreeToCity(suggested, {
      getCity: (id) => citiesApi(client).get({ id }),
      setCurrent: (next) => {
        chosen = next;
      },
      confirm: () => undefined,
      close: onClose,
      // The cookies of the city and its confirmation are written together, right before the reload.
      goToCity: () => goToCity(chosen),
    }).catch(() => setState('failed'));
  };
  return (
    <Modal title="Подтверждение города" width={CONFIRM_CITY_MODAL_WIDTH} onClose={onClose}>
      <div className="city-confirm">
        <p className="city-confirm__question">
          Ваш город — <strong>{suggested.name}</strong>
        </p>
        <div className="city-confirm__actions">
          <button type="button" className="button button--orange" onClick={agree} disabled={state === 'busy'}>
            Да, верно
          </button>
          <button type="button" className="button button--light" onClick={onDisagree}>
            Нет, другой
          </button>
        </div>
        {state === 'failed' && (
          <p className="city-confirm__error" role="alert">
            Не удалось сохранить город. Проверьте соединение и попробуйте ещё раз.
          </p>
        )}
      </div>
    </Modal>
  );
}

/**
 * The select-city modal (§4.3, §2.9), 778 px, a sheet on phones: the pickup cities first, a search by
 * name across every city the store delivers to (on the server), the current city marked. Each city is
 * a button: Tab and Enter choose as a tap does.
 */
function SelectCity({ current, onClose }: { current: City; onClose(): void }) {
  const { client } = useVerstak();
  const inputId = useId();
  const [query, setQuery] = useState('');
  const [found, setFound] = useState<{ query: string; items: City[] } | null>(null);
  const [failed, setFailed] = useState(false);
  const [choosing, setChoosing] = useState<string | null>(null);
  const asked = query.trim();

  useEffect(() => {
    let stale = false;
    const timer = setTimeout(
      () => {
        citiesApi(client)
          .list(asked === '' ? { kind: 'pickup' } : { q: asked })
          .then(({ items }) => {
            if (stale) return;
            setFailed(false);
            setFound({ query: asked, items });
          })
          .catch(() => {
            if (!stale) setFailed(true);
          });
      },
      asked === '' ? 0 : SEARCH_DEBOUNCE_MS,
    );
    return () => {
      stale = true;
      clearTimeout(timer);
    };
  }, [client, asked]);

  const choose = (city: City) => {
    setChoosing(city.locationId);
    goToCity(city);
  };
  const items = found?.items ?? [];
  return (
    <Modal title="Выбор города" width={SELECT_CITY_MODAL_WIDTH} onClose={onClose}>
      <div className="city-select">
        <h2 className="city-select__title">Выберите город</h2>
        <p className="city-select__current">
          Сейчас: <strong>{current.name}</strong>
        </p>
        <div className="field city-select__search">
          <label htmlFor={inputId}>Найти город</label>
          <input
            id={inputId}
            type="search"
            value={query}
            maxLength={100}
            autoComplete="off"
            placeholder="Например, Ярославль"
            onChange={(event) => setQuery(event.target.value)}
          />
        </div>
        {found !== null && (
          <p className="city-select__caption" aria-live="polite">
            {found.query === ''
              ? 'Города с магазинами и самовывозом'
              : items.length === 0
                ? `Город «${found.query}» не найден. Мы доставляем по всей России — выберите ближайший крупный город.`
                : 'Найденные города'}
          </p>
        )}
        {failed && (
          <p className="city-select__error" role="alert">
            Не удалось загрузить города. Проверьте соединение и попробуйте ещё раз.
          </p>
        )}
        <ul className="city-select__list">
          {items.map((city) => {
            const isCurrent = city.locationId === current.locationId;
            return (
              <li key={city.locationId}>
                <button
                  type="button"
                  className={`city-select__city${isCurrent ? ' city-select__city--current' : ''}`}
                  aria-current={isCurrent ? 'true' : undefined}
                  disabled={choosing !== null}
                  onClick={() => choose(city)}
                >
                  <span className="city-select__name">{city.name}</span>
                  <span className="city-select__kind">
                    {isCurrent ? 'ваш город' : city.kind === 'pickup' ? 'есть магазины' : 'доставка'}
                  </span>
                </button>
              </li>
            );
          })}
        </ul>
      </div>
    </Modal>
  );
}

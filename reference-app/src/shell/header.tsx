import { useHelperCounts, useLayout, useVerstak, type VerstakValue } from '@verstak/react';
import { type BaseData, formatPhone, phoneHref } from '@verstak/sdk';
import { useEffect } from 'react';
import { Link } from '../app/router';
import { throttle } from '../app/throttle';
import { OrderStatusLink } from '../features/orders/order-status-link';
import { Icon, type IconName } from '../ui/icons';
import { openCitySelect } from './city-host';
import { HelperLink } from './helper-link';
import { MegaMenu } from './mega-menu';
import { ProfileHelper } from './profile-helper';

/** The header's scroll handler runs at most once per this many ms (§9). */
export const SCROLL_THROTTLE_MS = 16;

let instantSearch: Promise<unknown> | undefined;
/** Brings the instant search (its own chunk) onto the box, once: on focus or 2 s after the page (§9). */
const startInstantSearch = (verstak: VerstakValue) => {
  if (instantSearch) return;
  instantSearch = import('../features/search/instant-search').then((m) => m.mountInstantSearch(verstak));
};

function Helper({
  href,
  label,
  icon,
  count,
}: {
  href: string;
  label: string;
  icon: IconName;
  count: number;
}) {
  return (
    <HelperLink href={href} count={count} className="helper">
      <Icon name={icon} />
      <span className="helper__label">{label}</span>
    </HelperLink>
  );
}

/** The header (§1, §2.7): city and phone, service links, catalogue button, search and helper icons. */
export function Header({ base, menuUrl }: { base: BaseData; menuUrl?: string | undefined }) {
  const verstak = useVerstak();
  const { stores } = verstak;
  const sticky = useLayout((s) => s.stickyHeader);
  const city = base.city;
  const counts = useHelperCounts();

  useEffect(() => {
    // Throttled to 16 ms (§9), its last call kept: the header follows where a scroll stops.
    const onScroll = throttle(
      () => stores.layout.onScroll(window.scrollY, window.innerWidth),
      SCROLL_THROTTLE_MS,
    );
    window.addEventListener('scroll', onScroll, { passive: true });
    // The instant search's code comes 2 s after the page, or on focus (§9).
    const search = setTimeout(() => startInstantSearch(verstak), 2000);
    return () => {
      clearTimeout(search);
      window.removeEventListener('scroll', onScroll);
    };
  }, [stores, verstak]);

  return (
    <header className={`header${sticky ? ' header--sticky' : ''}`}>
      <div className="header__top">
        <div className="container header__top-inner">
          {city && (
            <p className="header__city">
              <button
                type="button"
                className="header__city-button"
                aria-haspopup="dialog"
                title="Сменить город"
                onClick={openCitySelect}
              >
                <Icon name="pin" /> <span className="header__city-name">{city.name}</span>
              </button>
              <a className="header__phone" href={phoneHref(city.phoneNumber)}>
                {formatPhone(city.phoneNumber) || city.phoneNumber}
              </a>
              <span className="header__schedule">{city.schedule}</span>
            </p>
          )}
          <nav className="header__links" aria-label="Сервис">
            {(base.menu?.header ?? []).map((item) => (
              <a key={item.url} href={item.url} className={`header__link ${item.class}`}>
                {item.title}
              </a>
            ))}
            <OrderStatusLink className="header__link" />
          </nav>
        </div>
      </div>
      <div className="header__main">
        <div className="container header__main-inner">
          <Link href="/" className="logo" aria-label="Верстак — на главную">
            Верстак
          </Link>
          <MegaMenu base={base} menuUrl={menuUrl} />
          {/* biome-ignore lint/a11y/useSemanticElements: the <search> element is not in React's JSX types yet */}
          <form className="search" action="/search/" method="get" role="search">
            <input
              className="search__input"
              type="search"
              name="q"
              placeholder="Поиск по каталогу"
              aria-label="Поиск по каталогу"
              maxLength={200}
              autoComplete="off"
              onFocus={() => startInstantSearch(verstak)}
            />
            <button className="search__button" type="submit" aria-label="Найти">
              <Icon name="search" />
            </button>
          </form>
          <nav className="helpers" aria-label="Личный кабинет">
            <ProfileHelper place="header" />
            <Helper href="/personal/compare/" label="Сравнение" icon="compare" count={counts.compare} />
            <Helper href="/personal/favorites/" label="Избранное" icon="heart" count={counts.favorites} />
            <Helper href="/personal/cart/" label="Корзина" icon="cart" count={counts.basket} />
          </nav>
        </div>
      </div>
    </header>
  );
}

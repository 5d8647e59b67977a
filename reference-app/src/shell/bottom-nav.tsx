import { useHelperCounts, useVerstak } from '@verstak/react';
import { Link } from '../app/router';
import { Icon } from '../ui/icons';
import { HelperLink } from './helper-link';
import { ProfileHelper } from './profile-helper';

/** Mobile bottom navigation (§2.7): Главная, Каталог (toggles the mobile catalogue), Корзина, Избранное, Профиль. */
export function BottomNav() {
  const { stores } = useVerstak();
  const counts = useHelperCounts();
  return (
    <nav className="bottom-nav" aria-label="Навигация">
      <Link href="/" className="bottom-nav__item">
        <Icon name="home" /> Главная
      </Link>
      <button type="button" className="bottom-nav__item" onClick={() => stores.layout.toggleMobileCatalog()}>
        <Icon name="menu" /> Каталог
      </button>
      <HelperLink href="/personal/cart/" count={counts.basket} className="bottom-nav__item">
        <Icon name="cart" /> Корзина
      </HelperLink>
      <HelperLink href="/personal/favorites/" count={counts.favorites} className="bottom-nav__item">
        <Icon name="heart" /> Избранное
      </HelperLink>
      <ProfileHelper place="bottom" />
    </nav>
  );
}

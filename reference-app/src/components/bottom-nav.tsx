import { useVerstak } from '@verstak/react';
import { type BaseData, clampHelperCount } from '@verstak/sdk';
import { Link } from 'wouter';
import { Icon } from './icons';
import { ProfileHelper } from './profile-helper';

/** Mobile bottom navigation (§2.7): Главная, Каталог (toggles the mobile catalogue), Корзина, Избранное, Профиль. */
export function BottomNav({ base }: { base: BaseData }) {
  const { stores } = useVerstak();
  const cart = clampHelperCount(base.basket?.itemsTotal ?? 0);
  return (
    <nav className="bottom-nav" aria-label="Навигация">
      <Link href="/" className="bottom-nav__item">
        <Icon name="home" /> Главная
      </Link>
      <button type="button" className="bottom-nav__item" onClick={() => stores.layout.toggleMobileCatalog()}>
        <Icon name="menu" /> Каталог
      </button>
      <Link href="/personal/cart/" className="bottom-nav__item">
        <Icon name="cart" /> Корзина{cart > 0 && <span className="helper__count">{cart}</span>}
      </Link>
      <Link href="/personal/favorites/" className="bottom-nav__item">
        <Icon name="heart" /> Избранное
      </Link>
      <ProfileHelper place="bottom" />
    </nav>
  );
}

import { type BaseUser, displayName } from '@verstak/sdk';
import { Link } from 'wouter';
import { useAccount } from '../app/account-context';
import { Icon, type IconName } from './icons';

/** What the profile helper shows in each of its three states (§6). */
export interface ProfileView {
  state: 'guest' | 'user' | 'b2b';
  icon: IconName;
  name: string;
  /** The bonus total + « Б», or the B2B category; empty when there is nothing to add. */
  info: string;
}

/** The bonus total of the base user: `bonus.values.total`, or 0 when the array says there is none (§3). */
function bonusTotal(user: BaseUser): number {
  return Array.isArray(user.bonus) ? 0 : Math.max(0, Math.floor(user.bonus.values.total));
}

/**
 * The profile helper's state (§6): a guest; a user (check icon, display name, bonus total + «Б»);
 * a B2B buyer (briefcase icon, the e-mail as the name, the business category as the info).
 * TODO(h-sdk-identity): the SDK's profileHelper once merged.
 */
export function profileView(user: BaseUser | null): ProfileView {
  if (!user) return { state: 'guest', icon: 'user', name: 'Войти', info: '' };
  if (user.isB2B)
    return {
      state: 'b2b',
      icon: 'briefcase',
      name: displayName({ firstName: '', email: user.email, phone: user.phone, isB2B: true }),
      info: user.b2bCategory,
    };
  const bonus = bonusTotal(user);
  return {
    state: 'user',
    icon: 'check',
    name: displayName(user),
    info: bonus > 0 ? `${new Intl.NumberFormat('ru-RU').format(bonus)} Б` : '',
  };
}

/**
 * The profile item of the header and of the bottom navigation: a guest's click opens the login modal
 * (§2.7), anyone else goes to /personal/.
 */
export function ProfileHelper({ place }: { place: 'header' | 'bottom' }) {
  const { user, openLogin } = useAccount();
  const view = profileView(user);
  const itemClass = place === 'header' ? 'helper helper--profile' : 'bottom-nav__item';
  if (view.state === 'guest')
    return (
      <button
        type="button"
        className={itemClass}
        onClick={openLogin}
        aria-haspopup="dialog"
        data-profile={view.state}
      >
        <Icon name={view.icon} />
        <span className={place === 'header' ? 'helper__label' : undefined}>
          {place === 'header' ? 'Войти' : 'Профиль'}
        </span>
      </button>
    );
  return (
    <Link
      href="/personal/"
      className={itemClass}
      data-profile={view.state}
      aria-label={`Личный кабинет: ${view.name}${view.info ? `, ${view.info}` : ''}`}
    >
      <Icon name={view.icon} />
      <span className={place === 'header' ? 'helper__label' : undefined}>
        {place === 'header' ? view.name : 'Профиль'}
      </span>
      {place === 'header' && view.info && <span className="helper__info">{view.info}</span>}
    </Link>
  );
}

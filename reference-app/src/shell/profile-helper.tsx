import { useProfileHelper } from '@verstak/react';
import { useAccount } from '../app/account-context';
import { Link } from '../app/router';
import { Icon } from '../ui/icons';

/**
 * The profile item of the header and of the bottom navigation in its three states (§6, the SDK's
 * profileHelper over the user store): a guest's click opens the login modal (§2.7); a user sees a check icon, the display
 * name and the bonus total + «Б»; a B2B buyer a briefcase, the e-mail and the business category.
 */
export function ProfileHelper({ place }: { place: 'header' | 'bottom' }) {
  const { openLogin } = useAccount();
  const view = useProfileHelper();
  const header = place === 'header';
  const itemClass = header ? 'helper helper--profile' : 'bottom-nav__item';
  if (view.kind === 'guest')
    return (
      <button
        type="button"
        className={itemClass}
        onClick={openLogin}
        aria-haspopup="dialog"
        data-profile="guest"
      >
        <Icon name="user" />
        <span className={header ? 'helper__label' : undefined}>{header ? 'Войти' : 'Профиль'}</span>
      </button>
    );
  return (
    <Link href={view.href} className={itemClass} data-profile={view.kind}>
      <Icon name={view.icon} />
      {header ? (
        <>
          <span className="visually-hidden">Личный кабинет: </span>
          <span className="helper__label">{view.name}</span>
          {view.info && <span className="helper__info">{view.info}</span>}
        </>
      ) : (
        <>
          Профиль<span className="visually-hidden">: {view.name}</span>
        </>
      )}
    </Link>
  );
}

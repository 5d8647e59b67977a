import { useAccount } from '../../app/account-context';

/**
 * «Вход для юрлиц»: opens the login modal's business variant (§2.9 B2B login) for a guest; a signed-in
 * visitor sees nothing (its account is one click away in the header).
 */
export function B2bLoginButton({ className = 'button button--light' }: { className?: string }) {
  const { user, openB2bLogin } = useAccount();
  if (user) return null;
  return (
    <button type="button" className={className} onClick={openB2bLogin}>
      Вход для юрлиц
    </button>
  );
}

import { lazy, Suspense, useState } from 'react';
import { useAccount } from '../../app/account-context';

// The modal and the login form are a chunk of their own, loaded on the first click.
const B2bLoginModal = lazy(() => import('./b2b-login-modal').then((m) => ({ default: m.B2bLoginModal })));

/**
 * «Вход для юрлиц»: opens the login modal's business variant (§2.9 B2B login) for a guest. Signed in,
 * the visitor sees nothing here (the modal goes with the button: logging in closes it).
 */
export function B2bLoginButton({ className = 'button button--light' }: { className?: string }) {
  const { user } = useAccount();
  const [open, setOpen] = useState(false);
  if (user) return null;
  return (
    <>
      <button type="button" className={className} onClick={() => setOpen(true)}>
        Вход для юрлиц
      </button>
      {open && (
        <Suspense fallback={null}>
          <B2bLoginModal onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}

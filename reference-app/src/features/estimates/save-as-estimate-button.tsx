import { useVerstak } from '@verstak/react';
import { useState } from 'react';
import { useAccount } from '../../app/account-context';
import { Link } from '../../app/router';

/**
 * «Сохранить как смету» for the cart page: saves the lines (id and quantity) as an estimate of the
 * logged-in user; a guest gets the login modal first. Then links to the new estimate.
 */
export function SaveAsEstimateButton({ lines }: { lines: readonly { id: number; quantity: number }[] }) {
  const { client } = useVerstak();
  const { user, openLogin } = useAccount();
  const [state, setState] = useState<{ kind: 'idle' | 'pending' | 'failed' } | { kind: 'saved'; id: number }>(
    {
      kind: 'idle',
    },
  );
  if (state.kind === 'saved')
    return (
      <output className="estimate-saved">
        Смета сохранена. <Link href={`/personal/estimates/${state.id}/`}>Открыть смету</Link>
      </output>
    );
  return (
    <>
      <button
        type="button"
        className="button button--light"
        disabled={lines.length === 0 || state.kind === 'pending'}
        aria-busy={state.kind === 'pending'}
        onClick={() => {
          if (!user) {
            openLogin();
            return;
          }
          setState({ kind: 'pending' });
          // The call's code (the estimates' API table) comes with the click, under the same busy state.
          import('./save-estimate')
            .then((m) => m.saveEstimate(client, lines))
            .then((id) => setState({ kind: 'saved', id }))
            .catch(() => setState({ kind: 'failed' }));
        }}
      >
        Сохранить как смету
      </button>
      {state.kind === 'failed' && (
        <p className="form-error" role="alert">
          Не удалось сохранить смету. Попробуйте ещё раз.
        </p>
      )}
    </>
  );
}

import { useVerstak } from '@verstak/react';
import { estimatesApi } from '@verstak/sdk';
import { useState } from 'react';
import { Link } from '../../app/router';

/** «Добавить в корзину» of an estimate: its products go to the basket whole; then a link to the cart. */
export function AddEstimateToBasket({ id }: { id: number }) {
  const { client, stores } = useVerstak();
  const [state, setState] = useState<'idle' | 'pending' | 'done' | 'failed'>('idle');
  if (state === 'done')
    return (
      <Link href="/personal/cart/" className="button button--green">
        Товары в корзине — перейти
      </Link>
    );
  return (
    <>
      <button
        type="button"
        className="button button--orange"
        disabled={state === 'pending'}
        aria-busy={state === 'pending'}
        onClick={() => {
          setState('pending');
          estimatesApi(client)
            .addToBasket({ id })
            .then((basket) => {
              stores.basket.setBasket(basket);
              setState('done');
            })
            .catch(() => setState('failed'));
        }}
      >
        Добавить в корзину
      </button>
      {state === 'failed' && (
        <p className="form-error" role="alert">
          Не удалось добавить товары в корзину. Попробуйте ещё раз.
        </p>
      )}
    </>
  );
}

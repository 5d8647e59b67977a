import { useAddToBasket } from '@verstak/react';
import type { ProductCard } from '@verstak/sdk';
import { lazy, Suspense, useState } from 'react';
import { Link } from '../../app/router';

const NotAvailableModal = lazy(() =>
  import('./not-available-modal').then((m) => ({ default: m.NotAvailableModal })),
);

/**
 * The add-to-basket button (§4.7): «В корзину», locked while the request runs; «В корзине» linking to
 * the cart once the product is there; «Найти аналог» linking to its section when it cannot be bought.
 * The store's answer decides the rest: sold out (refused as unavailable, or the basket came back without
 * it) or refused for the quantity («Доступно только 3 шт.») opens the not-available modal; any other
 * failed add is ignored (§8).
 */
export function AddToBasketButton({
  product,
  size = 'normal',
}: {
  product: Pick<ProductCard, 'id' | 'title' | 'isAvailable' | 'sectionUrl'>;
  size?: 'normal' | 'small';
}) {
  const button = useAddToBasket(product.id, product);
  // Closed: null; open: '' when the product sold out, else why no more can be added («Доступно только 3 шт.»).
  const [notAvailable, setNotAvailable] = useState<string | null>(null);
  const cls = `button${size === 'small' ? ' button--small' : ''}`;
  const add = () => {
    void button.add().then((outcome) => {
      if (outcome.kind === 'soldOut') setNotAvailable('');
      // Refused for the quantity: the basket holds all there is (the store counted it), or none can be had.
      else if (outcome.kind === 'refused' && outcome.field === 'quantity')
        setNotAvailable(outcome.inBasket > 0 ? outcome.message : '');
    });
  };
  return (
    <>
      {button.kind === 'findAnalogue' ? (
        <Link href={button.href ?? product.sectionUrl} className={`${cls} button--light`}>
          {button.title}
        </Link>
      ) : button.kind === 'inBasket' ? (
        <Link href={button.href ?? '/personal/cart/'} className={`${cls} button--green`} title={button.title}>
          В корзине
        </Link>
      ) : (
        // Locked while the add runs, but not `disabled`: a disabled button drops the focus, and the
        // not-available modal the answer may open must give it back to this button (§2.9). The store
        // ignores a click while its add runs.
        <button
          type="button"
          className={`${cls} button--orange${button.disabled ? ' is-disabled' : ''}`}
          aria-disabled={button.disabled}
          aria-busy={button.disabled}
          onClick={add}
        >
          {button.title}
        </button>
      )}
      {notAvailable !== null && (
        <Suspense fallback={null}>
          <NotAvailableModal
            title={product.title}
            sectionUrl={product.sectionUrl}
            limit={notAvailable}
            onClose={() => setNotAvailable(null)}
          />
        </Suspense>
      )}
    </>
  );
}

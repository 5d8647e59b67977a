import { useAddToBasket, useVerstak } from '@verstak/react';
import type { ProductCard } from '@verstak/sdk';
import { lazy, Suspense, useState } from 'react';
import { Link } from 'wouter';

const NotAvailableModal = lazy(() =>
  import('./not-available-modal').then((m) => ({ default: m.NotAvailableModal })),
);

/**
 * The add-to-basket button (§4.7): «В корзину», locked while the request runs; «В корзине» linking to
 * the cart once the product is there; «Найти аналог» linking to its section when it cannot be bought.
 * When the server refused it for the quantity («Товара нет в наличии») or the basket came back without
 * it (it sold out meanwhile), the not-available modal opens; any other failed add is ignored (§8).
 */
export function AddToBasketButton({
  product,
  size = 'normal',
}: {
  product: Pick<ProductCard, 'id' | 'title' | 'isAvailable' | 'sectionUrl'>;
  size?: 'normal' | 'small';
}) {
  const { stores } = useVerstak();
  const button = useAddToBasket(product.id, product);
  // Closed: null; open: '' when the product sold out, else why no more can be added («Доступно только 3 шт.»).
  const [notAvailable, setNotAvailable] = useState<string | null>(null);
  const cls = `button${size === 'small' ? ' button--small' : ''}`;
  const inBasket = () => stores.basket.getSnapshot().basket?.items.some((i) => i.id === product.id) ?? false;
  const add = () => {
    const before = stores.basket.getSnapshot().basket;
    void button.add().then(async () => {
      const { basket: after, addRefusal } = stores.basket.getSnapshot();
      const refused = addRefusal?.productId === product.id;
      const soldOut = after !== before && !inBasket();
      if (!refused && !soldOut) return;
      // A refusal may mean the basket (changed in another tab) already holds all there is: read it
      // again, so the button says «В корзине» and the modal does not call the product sold out.
      if (refused) await stores.basket.load().catch(() => undefined);
      setNotAvailable(refused && inBasket() ? (addRefusal?.message ?? '') : '');
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
        <button
          type="button"
          className={`${cls} button--orange`}
          disabled={button.disabled}
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

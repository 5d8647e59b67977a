import { useVerstak } from '@verstak/react';
import { catalogApi, type ProductCard } from '@verstak/sdk';
import { useEffect, useState } from 'react';
import { Link } from '../../app/router';
import { Modal } from '../overlay/modal';
import { ProductActions } from './product-actions';
import { ProductFacts } from './product-facts';
import { Rating } from './rating';

/**
 * The quick view (§2.9): the card's product in a modal, fetched fresh (§7.5 /catalog/products), with
 * add-to-cart, compare and favourites and a link to the full page.
 */
export function QuickView({ product: shown, onClose }: { product: ProductCard; onClose: () => void }) {
  const { client } = useVerstak();
  const [product, setProduct] = useState(shown);
  useEffect(() => {
    let cancelled = false;
    catalogApi(client)
      .products({ ids: [shown.id] })
      .then((answer) => {
        const fresh = answer.items[0];
        if (fresh && !cancelled) setProduct(fresh);
      })
      .catch(() => {
        // The card's own data stays shown.
      });
    return () => {
      cancelled = true;
    };
  }, [client, shown.id]);
  return (
    <Modal title={`Быстрый просмотр: ${product.title}`} width={778} onClose={onClose}>
      <div className="quick-view">
        <img src={product.previewPicture} alt={product.title} width="240" height="240" />
        <div className="quick-view__info">
          <h2 className="modal__title">{product.title}</h2>
          <Rating rating={product.rating} />
          <ProductFacts product={product} />
          <ProductActions product={product} />
          <Link href={product.url} onClick={onClose}>
            Подробнее о товаре
          </Link>
        </div>
      </div>
    </Modal>
  );
}

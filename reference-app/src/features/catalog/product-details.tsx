import { type ProductDetail, warrantyTitle } from '@verstak/sdk';

// The sticky bar travels in this chunk too: one request for the product page's islands.
export { StickyProductBar } from './sticky-product-bar';

/** The sub-pages' tabs (§2.2), each its own URL; on a sub-page they are ProductTabs. */
const SUB_PAGES = [
  ['specification', 'Характеристики'],
  ['reviews', 'Отзывы'],
  ['stores', 'Наличие в магазинах'],
  ['documents', 'Документы'],
  ['video', 'Видео'],
] as const;

/**
 * The product page's description, specification and stock in shops (§2.2), under the tabs of its sub-pages. Static
 * HTML (the tabs are plain links), so the page shows it as an island (product-details.island.tsx).
 */
export function ProductDetails({ product }: { product: ProductDetail }) {
  return (
    <>
      <nav className="tabs" aria-label="Разделы товара">
        <span className="tabs__item is-active" aria-current="page">
          Описание
        </span>
        {SUB_PAGES.map(([view, title]) => (
          <a key={view} className="tabs__item" href={`${product.url}${view}/`}>
            {title}
          </a>
        ))}
      </nav>
      <section className="product__description" aria-label="Описание">
        {product.description.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </section>
      <section id="specification" aria-labelledby="spec-title">
        <h2 id="spec-title">Характеристики</h2>
        <dl className="spec">
          {product.properties.map((p) => (
            <div key={p.code}>
              <dt>{p.title}</dt>
              <dd>{p.value}</dd>
            </div>
          ))}
        </dl>
      </section>
      <section id="stores" aria-labelledby="stores-title">
        <h2 id="stores-title">Наличие в магазинах</h2>
        <ul className="stock">
          {product.stock.map((s) => (
            <li key={s.shopId}>
              <span>{s.address}</span>{' '}
              <b>{s.quantity > 0 ? `${s.quantity} шт.${s.pickup ? ` · ${s.pickup.text}` : ''}` : 'нет'}</b>
            </li>
          ))}
        </ul>
        <p>
          <a href={`${product.url}stores/`}>Часы работы, телефоны и самовывоз</a>
        </p>
      </section>
    </>
  );
}

/** The buy block's warranty and key params (§2.2): static HTML, the page's island as ProductDetails. */
export function ProductBuyFacts({ product }: { product: ProductDetail }) {
  return (
    <>
      <p className="muted">Гарантия: {warrantyTitle(product.warrantyMonths)}</p>
      <ul className="buy__params">
        {product.mostImportantParams.map((p) => (
          <li key={p.title}>
            {p.title}: <b>{p.value}</b>
          </li>
        ))}
      </ul>
    </>
  );
}

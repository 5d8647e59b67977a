import type { ProductDetail } from '@verstak/sdk';
import { type RefObject, useEffect, useRef, useState } from 'react';
import { Price } from '../../ui/product/price';
import { ProductActions } from '../../ui/product/product-actions';

/**
 * The sticky product bar (§2.2, §4.8): it sticks once the scroll passes the in-cart block; then the
 * header's main bar hides while scrolling down and comes back when scrolling up.
 */
export function StickyProductBar({
  product,
  buyBlock,
}: {
  product: ProductDetail;
  buyBlock: RefObject<HTMLElement | null>;
}) {
  const [sticky, setSticky] = useState(false);
  const bar = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const target = buyBlock.current;
    if (!target || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(([entry]) => {
      if (entry) setSticky(!entry.isIntersecting && entry.boundingClientRect.top < 0);
    });
    observer.observe(target);
    return () => observer.disconnect();
  }, [buyBlock]);

  useEffect(() => {
    const body = document.body;
    if (!sticky) {
      body.classList.remove('main-bar-hidden');
      return;
    }
    let lastY = window.scrollY;
    const onScroll = () => {
      const y = window.scrollY;
      body.classList.toggle('main-bar-hidden', y > lastY);
      lastY = y;
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      body.classList.remove('main-bar-hidden');
    };
  }, [sticky]);

  // On phones the whole header sticks and comes back on a scroll up: the bar goes below it (its
  // height, which wraps with the search), or the header would cover the bar's buttons.
  useEffect(() => {
    const header = document.querySelector<HTMLElement>('.header');
    const element = bar.current;
    if (!sticky || !header || !element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() =>
      element.style.setProperty('--header-height', `${header.offsetHeight}px`),
    );
    observer.observe(header);
    return () => observer.disconnect();
  }, [sticky]);

  return (
    <div
      ref={bar}
      className={`product-bar${sticky ? ' product-bar--sticky' : ''}`}
      aria-hidden={!sticky}
      data-testid="product-bar"
    >
      <div className="container product-bar__inner">
        <p className="product-bar__title">{product.title}</p>
        <a className="product-bar__reviews" href={`${product.url}reviews/`} tabIndex={sticky ? 0 : -1}>
          Отзывы ({product.rating.count.all})
        </a>
        <Price price={product.priceCurrent} />
        <ProductActions product={product} compact />
      </div>
    </div>
  );
}

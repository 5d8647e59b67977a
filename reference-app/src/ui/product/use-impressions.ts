import { useAnalytics } from '@verstak/react';
import type { ProductCard } from '@verstak/sdk';
import { useEffect } from 'react';
import { cardProduct } from './card-product';

/** Sends the impressions of a list once per distinct list of products shown (§7.8). */
export function useImpressions(products: readonly ProductCard[], list: string): void {
  const analytics = useAnalytics();
  const key = products.map((p) => p.id).join(',');
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per distinct list of ids
  useEffect(() => {
    if (products.length > 0)
      analytics.track({ type: 'impressions', products: products.map((p) => cardProduct(p, list)) });
  }, [key, list, analytics]);
}

import { type Client, estimatesApi } from '@verstak/sdk';

/**
 * Saves the cart's lines (id and quantity, the first 100) as an estimate of the logged-in user and
 * gives its id. Its own chunk, loaded on «Сохранить как смету»: the cart shows the button, not the call.
 */
export async function saveEstimate(
  client: Client,
  lines: readonly { id: number; quantity: number }[],
): Promise<number> {
  const estimate = await estimatesApi(client).create({
    products: lines.slice(0, 100).map((l) => ({ id: l.id, quantity: l.quantity })),
  });
  return estimate.id;
}

import { type Client, type PaySystemCode, paymentsApi } from '@verstak/sdk';

/**
 * Creates the online payment of a placed order and sends the shopper to the provider's pay page
 * (§4.10); resolves false when no payment could be created (the order page then offers «Оплатить»).
 */
export async function startPayment(
  client: Client,
  orderId: number,
  paySystem?: PaySystemCode,
  go: (url: string) => void = (url) => window.location.assign(url),
): Promise<boolean> {
  try {
    const payment = await paymentsApi(client).createOnline({
      orderId,
      ...(paySystem ? { paySystem } : {}),
    });
    go(payment.url);
    return true;
  } catch {
    return false;
  }
}

import { type Client, paymentsApi } from '@verstak/sdk';

/** The call that maps a provider's return query to its order (`paymentsApi(client).fromReturn`). */
export type FromReturn = (input: {
  paymentId: string;
  success?: string;
  signature?: string;
}) => Promise<{ orderId: number }>;

const ORDERS = '/personal/orders/';

/**
 * The payment return of §4.10: a query with `success` (the provider sends the shopper back to
 * /personal/orders/?paymentId=…&success=Y|N) is mapped to its order and the shopper goes to
 * /personal/orders/{id}/?success=Y|N; when the lookup fails, to the orders list. Null when the query
 * is no payment return. The return never marks anything paid: the order page asks the server.
 */
export async function paymentReturnTarget(
  search: URLSearchParams,
  fromReturn: FromReturn,
): Promise<string | null> {
  const success = search.get('success');
  if (success === null) return null;
  const paymentId = search.get('paymentId') ?? '';
  if (paymentId === '' || paymentId.length > 100) return ORDERS;
  const signature = search.get('signature');
  try {
    const { orderId } = await fromReturn({
      paymentId,
      success,
      ...(signature ? { signature: signature.slice(0, 200) } : {}),
    });
    if (!Number.isInteger(orderId) || orderId < 1) return ORDERS;
    return `${ORDERS}${orderId}/?success=${success === 'Y' ? 'Y' : 'N'}`;
  } catch {
    return ORDERS;
  }
}

/** The SDK's {@link FromReturn} call of `client`. */
export function fromReturnOf(client: Client): FromReturn {
  return (input) => paymentsApi(client).fromReturn(input);
}

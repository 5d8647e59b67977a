import type { Basket } from '@verstak/sdk/contract';
import { priceBasket } from '../basket/price-basket';
import { toBasket } from '../basket/to-basket';
import type { RequestContext } from '../context/request-context';
import { HttpError } from '../http/http-error';

/** Whose basket it is, as support reads it. */
export interface BasketOwner {
  /** The account; null for a guest. */
  id: number | null;
  name: string;
  phone: string;
  email: string;
}

/**
 * The basket of account `id` as its customer sees it, priced for the request's city (`currentCity`),
 * so support on the phone sees what the customer sees. Reading it changes nothing the customer would
 * notice: the notice of lines removed since their last look is left for them. No such account: 404.
 */
export async function customerBasket(
  ctx: RequestContext,
  id: number,
): Promise<{ customer: BasketOwner; basket: Basket }> {
  const [row] = await ctx.db.query<{
    id: number;
    f_user_id: string;
    first_name: string;
    last_name: string;
    phone: string | null;
    email: string | null;
  }>('SELECT id, f_user_id, first_name, last_name, phone, email FROM users WHERE id = $1', [id]);
  if (!row) throw new HttpError(404, 'not_found', { id: `There is no customer account ${id}` });
  return {
    customer: {
      id: row.id,
      name: [row.first_name, row.last_name].filter(Boolean).join(' '),
      phone: row.phone ?? '',
      email: row.email ?? '',
    },
    basket: await peek(ctx, row.f_user_id, row.id),
  };
}

/**
 * The basket of the guest known from orders placed without an account with `phone` (formatted):
 * the visitor of the newest such order, where `order copy` puts a guest's products. None: 404.
 */
export async function guestBasket(
  ctx: RequestContext,
  phone: string,
): Promise<{ customer: BasketOwner; basket: Basket }> {
  const [row] = await ctx.db.query<{ f_user_id: string; name: string; email: string }>(
    `SELECT f_user_id, name, email FROM orders WHERE user_id IS NULL AND phone = $1
      ORDER BY created_at DESC, id DESC LIMIT 1`,
    [phone],
  );
  if (!row) throw new HttpError(404, 'not_found', { phone: `No guest order was placed with ${phone}` });
  return {
    customer: { id: null, name: row.name, phone, email: row.email },
    basket: await peek(ctx, row.f_user_id, null),
  };
}

/** A visitor's basket priced for the request's city, leaving its notices for the customer. */
async function peek(ctx: RequestContext, fUserId: string, userId: number | null): Promise<Basket> {
  const priced = await priceBasket(ctx.db, { fUserId, userId }, ctx.city, {
    now: ctx.clock.now(),
    takeDeleted: false,
  });
  return toBasket(priced);
}

import type { ordersCalls } from '@verstak/sdk/contract';
import type * as z from 'zod/mini';
import { ownsOrganization } from '../account/organizations';
import { cardCatalog } from '../catalog/product-cards';
import type { CityRow } from '../cities/city-rows';
import type { RequestContext } from '../context/request-context';
import { HttpError } from '../http/http-error';
import type { Visitor } from '../visitor/visitor';
import type { CheckoutChoice } from './checkout';
import { deliveryCity } from './delivery-city';
import { courierDates, DEFAULT_DELIVERY_TIME, isCourierSlot, pickupReadyDate } from './delivery-dates';
import { cityById } from './order-queries';
import { acceptRequisitesFiles } from './requisites-files';

type MakeInput = z.output<(typeof ordersCalls)['make']['input']>;

function invalid(field: string, message: string): HttpError {
  return new HttpError(400, 'validation', { [field]: message });
}

/**
 * The checkout form checked against the store (the schema has checked each field's form): the
 * courier's city, address, day and window, or an open pickup shop; the organization is the buyer's;
 * requisites files only from a legal entity, each accepted by type and size. Absent day and window
 * take the first day and the default window (§5).
 */
export async function checkoutChoice(
  ctx: RequestContext,
  visitor: Visitor,
  input: MakeInput,
): Promise<CheckoutChoice> {
  const now = ctx.clock.now();
  let orderCity: CityRow = ctx.city;
  let delivery: CheckoutChoice['delivery'];
  if (input.deliveryType === 'courier') {
    if (input.cityId !== undefined) orderCity = await cityById(ctx.db, input.cityId);
    if (!input.address) throw invalid('address', 'Укажите адрес доставки');
    // Delivered, and priced, to the city the address names; `cityId` only stands for one naming none.
    orderCity = await deliveryCity(ctx.db, input.address, orderCity);
    const dates = courierDates(now);
    const date = input.deliveryDate ?? dates[0]?.date ?? '';
    const time = input.deliveryTime ?? DEFAULT_DELIVERY_TIME;
    if (!dates.some((d) => d.date === date))
      throw invalid(
        'deliveryDate',
        `Выберите дату доставки с ${dates[0]?.date ?? ''} по ${dates[dates.length - 1]?.date ?? ''}`,
      );
    if (!isCourierSlot(now, date, time))
      throw invalid('deliveryTime', 'Выберите время доставки из предложенных');
    delivery = { type: 'courier', shopId: null, address: input.address, date, time };
  } else {
    if (input.shopId === undefined) throw invalid('shopId', 'Выберите пункт самовывоза');
    const [shop] = await ctx.db.query<{ city_id: number; address: string }>(
      'SELECT city_id, address FROM shops WHERE id = $1 AND opened',
      [input.shopId],
    );
    if (!shop) throw invalid('shopId', 'Выберите пункт самовывоза из списка');
    orderCity = await cityById(ctx.db, shop.city_id, 'shopId');
    delivery = {
      type: 'pickup',
      shopId: input.shopId,
      address: shop.address,
      date: pickupReadyDate(now),
      time: DEFAULT_DELIVERY_TIME,
    };
  }

  let organizationId: number | null = null;
  if (input.organizationId !== undefined) {
    if (visitor.userId === null || !(await ownsOrganization(ctx.db, visitor.userId, input.organizationId)))
      throw invalid('organizationId', 'Выберите организацию из списка');
    organizationId = input.organizationId;
  }
  const uploads = input.requisitesFiles ?? [];
  if (uploads.length > 0) {
    const [user] =
      visitor.userId === null
        ? []
        : await ctx.db.query<{ type: string }>('SELECT type FROM users WHERE id = $1', [visitor.userId]);
    if (user?.type !== 'legal')
      throw invalid('requisitesFiles', 'Файлы реквизитов прикладывают только к заказам юридических лиц');
  }
  const files = await acceptRequisitesFiles(uploads);
  return {
    visitor,
    city: ctx.city,
    orderCity,
    now,
    basketVersion: input.basketVersion,
    ...(input.total === undefined ? {} : { shownTotalKopecks: Math.round(input.total * 100) }),
    delivery,
    paySystem: input.paySystem,
    buyer: { name: input.name, phone: input.phone, email: input.email ?? '', comment: input.comment ?? '' },
    organizationId,
    files,
    catalog: await cardCatalog(ctx.db),
  };
}

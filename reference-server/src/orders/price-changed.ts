import { moneyText, roublesOf } from '../basket/money';
import type { CityRow } from '../cities/city-rows';
import { HttpError } from '../http/http-error';

// An order is never placed at a total its shopper was not shown (issue 14): checkout and the one-click
// orders refuse it with 409 `price_changed`, both totals in the message and in `details` (roubles).

/** What an order costs now: its total and, for a courier, the delivery in it and the city it goes to. */
export interface OrderTotal {
  totalKopecks: number;
  courier: { kopecks: number; city: Pick<CityRow, 'name' | 'name_pr'> } | null;
}

/** The 409 of an order whose total now is not the `shownKopecks` its shopper saw. */
export function priceChanged(shownKopecks: number, now: OrderTotal): HttpError {
  const delivery = now.courier
    ? ` Доставка курьером ${now.courier.city.name_pr} — ${now.courier.kopecks > 0 ? moneyText(now.courier.kopecks) : 'бесплатно'}.`
    : '';
  return new HttpError(
    409,
    'price_changed',
    {
      common: `Цена изменилась: было ${moneyText(shownKopecks)}, теперь ${moneyText(now.totalKopecks)}.${delivery} Проверьте сумму и оформите заказ ещё раз.`,
    },
    {
      shownTotal: roublesOf(shownKopecks),
      total: roublesOf(now.totalKopecks),
      ...(now.courier
        ? { deliveryPrice: roublesOf(now.courier.kopecks), deliveryCity: now.courier.city.name }
        : {}),
    },
  );
}

/**
 * Refuses an order whose total is not the one shown: the `shownKopecks` the form sent; without it, a
 * courier order must cost the delivery `basketDeliveryKopecks` its confirmed basket showed (its
 * version carries it), on top of the basket's total.
 */
export function assertShownTotal(
  shownKopecks: number | undefined,
  basket: { totalKopecks: number; deliveryKopecks: number | null },
  now: OrderTotal,
): void {
  if (shownKopecks !== undefined) {
    if (shownKopecks !== now.totalKopecks) throw priceChanged(shownKopecks, now);
    return;
  }
  // The basket showed no delivery when none of its lines can be delivered: the stock refuses that order.
  if (now.courier === null || basket.deliveryKopecks === null) return;
  if (now.courier.kopecks !== basket.deliveryKopecks)
    throw priceChanged(basket.totalKopecks + basket.deliveryKopecks, now);
}

import type { Deliveries } from '@verstak/sdk/contract';
import {
  courierPrice,
  FREE_COURIER_LOCAL_FROM_KOPECKS,
  FREE_COURIER_REMOTE_FROM_KOPECKS,
} from '../basket/delivery';
import { roublesOf } from '../basket/money';
import type { PricedBasket } from '../basket/price-basket';
import type { CityRow } from '../cities/city-rows';
import type { Db } from '../db/database';
import { courierDates, pickupReadyDate } from './delivery-dates';
import { missingForCourier, shopsWithStock, type WantedLine } from './stock-queries';

// How the basket can reach the shopper in a city (§7.5 deliveries): the courier from the delivery
// warehouse on the next days' windows, or pickup at a shop of the city that has every line.

/** The basket's purchasable lines as wanted quantities. */
export function wantedOf(priced: PricedBasket): WantedLine[] {
  return priced.lines.filter((l) => l.canBuy).map((l) => ({ productId: l.productId, quantity: l.quantity }));
}

/** The goods' sum from which the courier is free in `city`. */
export function freeCourierFrom(city: Pick<CityRow, 'kind'>): number {
  return city.kind === 'pickup' ? FREE_COURIER_LOCAL_FROM_KOPECKS : FREE_COURIER_REMOTE_FROM_KOPECKS;
}

/** The deliveries of `lines` (worth `goodsKopecks` to pay) to `city` at `now`. */
export async function deliveriesOf(
  db: Db,
  city: CityRow,
  lines: readonly WantedLine[],
  goodsKopecks: number,
  now: number,
): Promise<Deliveries> {
  const [courierMissing, shops] = await Promise.all([
    missingForCourier(db, lines),
    shopsWithStock(db, city.id, lines),
  ]);
  const points = shops.map((s) => ({
    shopId: s.shopId,
    name: s.name,
    address: s.address,
    schedule: s.schedule,
    coordinates: [s.lat, s.lon] as [number, number],
    available: lines.length > 0 && s.missing.length === 0,
    missing: s.missing,
    readyDate: s.missing.length === 0 ? pickupReadyDate(now, s.schedule) : '',
  }));
  return {
    courier: {
      available: lines.length > 0 && courierMissing.length === 0,
      price: roublesOf(courierPrice(city, goodsKopecks)),
      freeFrom: roublesOf(freeCourierFrom(city)),
      dates: courierDates(now),
    },
    pickup: { available: points.some((p) => p.available), points },
  };
}

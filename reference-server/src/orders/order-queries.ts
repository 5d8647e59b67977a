import type { DeliveryAddress } from '@verstak/sdk/contract';
import { listAddresses } from '../account/addresses';
import { type CityRow, listCityRows } from '../cities/city-rows';
import type { Db } from '../db/database';
import { HttpError } from '../http/http-error';
import type { Visitor } from '../visitor/visitor';
import { ownedBy } from './order-access';

/** The cancel reasons in their order (§7.4). */
export function cancelReasons(db: Db): Promise<Array<{ id: number; title: string }>> {
  return db.query('SELECT id, title FROM order_cancel_reasons ORDER BY sort, id');
}

/** A city by id; an unknown one is a 400 naming the field. */
export async function cityById(db: Db, id: number, field = 'cityId'): Promise<CityRow> {
  const city = (await listCityRows(db)).find((c) => c.id === id);
  if (!city) throw new HttpError(400, 'validation', { [field]: 'Выберите город из списка' });
  return city;
}

/** The checkout form's buyer: the account's name, phone and e-mail, and whether it is a legal entity. */
export async function buyerOf(db: Db, userId: number | null) {
  const [row] =
    userId === null
      ? []
      : await db.query<{ name: string; phone: string | null; email: string | null; type: string }>(
          `SELECT trim(first_name || ' ' || last_name) AS name, phone, email, type FROM users WHERE id = $1`,
          [userId],
        );
  return {
    name: row?.name ?? '',
    phone: row?.phone ?? '',
    email: row?.email ?? '',
    isLegal: row?.type === 'legal',
  };
}

/**
 * Addresses to deliver to, matching `q`: the account's saved ones, then those of the visitor's
 * earlier courier orders not saved (their ids are the orders' ids, negated).
 */
export async function deliveryAddressesOf(db: Db, visitor: Visitor, q: string): Promise<DeliveryAddress[]> {
  const saved = visitor.userId === null ? [] : await listAddresses(db, visitor.userId);
  const earlier = await db.query<{ id: number; city_id: number; city: string; address: string }>(
    `SELECT DISTINCT ON (o.city_id, o.address) o.id, o.city_id, c.name AS city, o.address
     FROM orders o JOIN cities c ON c.id = o.city_id
     WHERE ${ownedBy(1)} AND o.delivery_type = 'courier' AND o.address <> ''
     ORDER BY o.city_id, o.address, o.created_at DESC`,
    [visitor.fUserId, visitor.userId],
  );
  const known = new Set(saved.map((a) => `${a.cityId}:${a.address}`));
  const all = [
    ...saved,
    ...earlier
      .filter((e) => !known.has(`${e.city_id}:${e.address}`))
      .map((e) => ({ id: -e.id, cityId: e.city_id, city: e.city, address: e.address })),
  ];
  const needle = q.trim().toLocaleLowerCase('ru');
  return needle === ''
    ? all
    : all.filter((a) => `${a.city} ${a.address}`.toLocaleLowerCase('ru').includes(needle));
}

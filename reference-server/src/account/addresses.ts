import type { DeliveryAddress } from '@verstak/sdk/contract';
import type { Db } from '../db/database';
import { invalidField, notFound } from './account-errors';

// A user's saved delivery addresses (§3 profile: deliveryAddresses: cityId, city, address), scoped
// to the session's own account.

/** An address as a form gives it. */
export interface AddressFields {
  cityId: number;
  address: string;
}

const NOT_FOUND = 'Адрес доставки не найден';
const NO_CITY = 'Выберите город из списка';

const SELECT = `SELECT a.id, a.city_id AS "cityId", c.name AS city, a.address
  FROM delivery_addresses a JOIN cities c ON c.id = a.city_id`;

/** The user's addresses, oldest first. */
export function listAddresses(db: Db, userId: number): Promise<DeliveryAddress[]> {
  return db.query<DeliveryAddress>(`${SELECT} WHERE a.user_id = $1 ORDER BY a.id`, [userId]);
}

async function addressById(db: Db, userId: number, id: number): Promise<DeliveryAddress> {
  const [row] = await db.query<DeliveryAddress>(`${SELECT} WHERE a.id = $1 AND a.user_id = $2`, [id, userId]);
  if (!row) throw notFound(NOT_FOUND);
  return row;
}

async function assertCity(db: Db, cityId: number): Promise<void> {
  const [row] = await db.query('SELECT 1 FROM cities WHERE id = $1', [cityId]);
  if (!row) throw invalidField('cityId', NO_CITY);
}

/** Adds an address; 400 for a city the store does not know. */
export async function addAddress(db: Db, userId: number, fields: AddressFields): Promise<DeliveryAddress> {
  await assertCity(db, fields.cityId);
  const [row] = await db.query<{ id: number }>(
    'INSERT INTO delivery_addresses (user_id, city_id, address) VALUES ($1, $2, $3) RETURNING id',
    [userId, fields.cityId, fields.address],
  );
  if (!row) throw new Error('INSERT … RETURNING gave no row');
  return addressById(db, userId, row.id);
}

/** Changes one of the user's addresses; 404 for an id that is not theirs. */
export async function changeAddress(
  db: Db,
  userId: number,
  id: number,
  fields: AddressFields,
): Promise<DeliveryAddress> {
  await addressById(db, userId, id);
  await assertCity(db, fields.cityId);
  await db.query('UPDATE delivery_addresses SET city_id = $3, address = $4 WHERE id = $1 AND user_id = $2', [
    id,
    userId,
    fields.cityId,
    fields.address,
  ]);
  return addressById(db, userId, id);
}

/** Removes one of the user's addresses; 404 for an id that is not theirs. */
export async function removeAddress(db: Db, userId: number, id: number): Promise<number> {
  const rows = await db.query('DELETE FROM delivery_addresses WHERE id = $1 AND user_id = $2 RETURNING id', [
    id,
    userId,
  ]);
  if (rows.length === 0) throw notFound(NOT_FOUND);
  return id;
}

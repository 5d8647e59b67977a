import type { DeliveryAddress } from '@verstak/sdk';

/** A saved address as checkout sends it: with its city, which the server delivers to and prices. */
export function addressWithCity(saved: Pick<DeliveryAddress, 'city' | 'address'>): string {
  const named = saved.address.toLocaleLowerCase('ru').includes(saved.city.toLocaleLowerCase('ru'));
  return named || saved.city === '' ? saved.address : `${saved.city}, ${saved.address}`;
}

import type { DeliveryType, PaySystemCode } from '@verstak/sdk';

/** The checkout form as the page keeps it. */
export interface CheckoutValues {
  deliveryType: DeliveryType;
  shopId: number | null;
  address: string;
  deliveryDate: string;
  deliveryTime: string;
  paySystem: PaySystemCode | '';
  name: string;
  phone: string;
  email: string;
  comment: string;
  organizationId: number | null;
  requisitesFiles: readonly File[];
  basketVersion: string;
  /** The total the page shows (goods and delivery, roubles): the server refuses another (issue 14). */
  total: number;
}

/**
 * Drops the empty values of a form before it is sent (§5 make-order): '', null, undefined and empty
 * lists go; strings are trimmed. Zero and false stay (they are values).
 */
export function dropEmpty<T extends Record<string, unknown>>(values: T): Partial<T> {
  const out: Record<string, unknown> = {};
  for (const [key, raw] of Object.entries(values)) {
    const value = typeof raw === 'string' ? raw.trim() : raw;
    if (value === '' || value === null || value === undefined) continue;
    if (Array.isArray(value) && value.length === 0) continue;
    out[key] = value;
  }
  return out as Partial<T>;
}

/**
 * What checkout sends (§7.5 make): a courier order carries the address, day and window and no shop; a
 * pickup order carries the shop and no address; empty values are dropped (§5).
 */
export function makeOrderInput(values: CheckoutValues) {
  const courier = values.deliveryType === 'courier';
  return dropEmpty({
    deliveryType: values.deliveryType,
    shopId: courier ? null : values.shopId,
    address: courier ? values.address : '',
    deliveryDate: courier ? values.deliveryDate : '',
    deliveryTime: courier ? values.deliveryTime : '',
    paySystem: values.paySystem,
    name: values.name,
    phone: values.phone,
    email: values.email,
    comment: values.comment,
    organizationId: values.organizationId,
    requisitesFiles: [...values.requisitesFiles],
    basketVersion: values.basketVersion,
    total: values.total,
  });
}

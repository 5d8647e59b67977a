import type { OrderStatus, OrderStatusEntry } from '@verstak/sdk/contract';

// An order's statuses (§4.10 leaves the values to us): `new` until a manager confirms it, then
// through assembly to the shopper; `done` and `cancelled` are final.

/** Each status in Russian, as the orders page and the status check show it. */
export const STATUS_TITLES: Record<OrderStatus, string> = {
  new: 'Принят',
  confirmed: 'Подтверждён',
  assembling: 'Собирается',
  ready: 'Готов к выдаче',
  delivering: 'Передан в доставку',
  done: 'Выполнен',
  cancelled: 'Отменён',
};

/** Whether nothing more happens to an order in this status. */
export function isFinished(status: OrderStatus): boolean {
  return status === 'done' || status === 'cancelled';
}

/** The statuses an order may still be cancelled or changed in. */
export const UNFINISHED_STATUSES: readonly OrderStatus[] = [
  'new',
  'confirmed',
  'assembling',
  'ready',
  'delivering',
];

/** The orders page's filter: all, the unfinished ones, then each status, with their counts (§3 stat). */
export function statusEntries(counts: ReadonlyMap<OrderStatus, number>): OrderStatusEntry[] {
  const sum = (list: readonly OrderStatus[]) => list.reduce((n, s) => n + (counts.get(s) ?? 0), 0);
  const all = Object.keys(STATUS_TITLES) as OrderStatus[];
  return [
    { title: 'Все', value: 'all', stat: sum(all) },
    { title: 'Текущие', value: 'active', stat: sum(UNFINISHED_STATUSES) },
    ...all.map((status) => ({ title: STATUS_TITLES[status], value: status, stat: counts.get(status) ?? 0 })),
  ];
}

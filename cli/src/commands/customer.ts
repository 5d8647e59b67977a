import { formatNumber } from '@verstak/sdk';
import type { SupportCustomer } from '@verstak/sdk/contract';
import { asStaff } from '../as-staff';
import type { GlobalOptions } from '../client';
import type { Io } from '../io';
import { table } from '../table';

/** `verstak customer find <phone|email>` (staff): accounts, then guests known from their orders. */
export async function customerFind(query: string, options: GlobalOptions, io: Io): Promise<void> {
  const { items } = await asStaff(options, io, (support) => support.customers({ q: query }));
  if (options.json) {
    io.out(JSON.stringify(items, null, 2));
    return;
  }
  if (items.length === 0) {
    io.out(`No customer matches "${query}"`);
    return;
  }
  io.out(
    table(items, [
      { title: 'id', value: (c: SupportCustomer) => (c.id === null ? '—' : String(c.id)), right: true },
      { title: 'name', value: (c) => c.name || '—' },
      { title: 'phone', value: (c) => c.phone || '—' },
      { title: 'e-mail', value: (c) => c.email || '—' },
      { title: 'type', value: (c) => `${c.type}${c.isB2B && c.type !== 'legal' ? ', B2B' : ''}` },
      { title: 'orders', value: (c) => String(c.ordersCount), right: true },
      { title: 'last order', value: (c) => c.lastOrder || '—' },
      { title: 'bonuses', value: (c) => (c.bonuses > 0 ? formatNumber(c.bonuses) : '—'), right: true },
    ]),
  );
}

import { formatNumber } from '@verstak/sdk';
import { MAX_INT, type SupportCustomer } from '@verstak/sdk/contract';
import { asStaff } from '../as-staff';
import type { GlobalOptions } from '../client';
import { CliError, type Io } from '../io';
import { jsonText } from '../json-text';
import { keyValues } from '../key-values';
import { listJson } from '../list-json';
import { pageNote } from '../page-note';
import { table } from '../table';
import { basketText } from './basket';

/** The flags of `verstak customer find`. */
export interface CustomerFindFlags {
  page?: number;
  limit?: number;
}

/**
 * `verstak customer find <query> [--page] [--limit]` (staff): accounts by phone, e-mail, name or
 * organisation, then guests known from their orders; a page of them and how many there are.
 */
export async function customerFind(
  query: string,
  options: GlobalOptions & CustomerFindFlags,
  io: Io,
): Promise<void> {
  const page = options.page ?? 1;
  const { items, total } = await asStaff(options, io, (support) =>
    support.customers({
      q: query,
      ...(options.page ? { page: options.page } : {}),
      ...(options.limit ? { limit: options.limit } : {}),
    }),
  );
  if (options.json) {
    io.out(listJson(items, total, { page }));
    return;
  }
  if (items.length === 0) {
    io.out(
      total > 0
        ? `Page ${page} is past the last: ${total} customer(s) match "${query}"`
        : `No customer matches "${query}"`,
    );
    return;
  }
  io.out(
    table(items, [
      { title: 'id', value: (c: SupportCustomer) => (c.id === null ? '—' : String(c.id)), right: true },
      { title: 'name', value: (c) => c.name || '—' },
      { title: 'phone', value: (c) => c.phone || '—' },
      { title: 'e-mail', value: (c) => c.email || '—' },
      { title: 'type', value: (c) => `${c.type}${c.isB2B && c.type !== 'legal' ? ', B2B' : ''}` },
      {
        title: 'organisation',
        value: (c) =>
          c.organizations.length === 0
            ? '—'
            : `${c.organizations[0]}${c.organizations.length > 1 ? ` +${c.organizations.length - 1}` : ''}`,
      },
      { title: 'orders', value: (c) => String(c.ordersCount), right: true },
      { title: 'last order', value: (c) => c.lastOrder || '—' },
      { title: 'bonuses', value: (c) => (c.bonuses > 0 ? formatNumber(c.bonuses) : '—'), right: true },
    ]),
  );
  const note = pageNote({ shown: items.length, total, page, limit: options.limit ?? 20, what: 'customers' });
  if (note) io.out(note);
}

/**
 * `verstak customer basket <id|phone>` (staff): the basket of the account `id` (the id `customer find`
 * shows), or of the guest known from orders placed with `phone` (the basket `order copy` fills for a
 * guest), as the customer sees it, priced for `--city`; reading it changes nothing.
 */
export async function customerBasket(target: string, options: GlobalOptions, io: Io): Promise<void> {
  // An account id is a whole number within PostgreSQL's integer; anything else is a phone.
  const id = /^\d{1,10}$/.test(target.trim()) && Number(target) <= MAX_INT ? Number(target) : undefined;
  if (id === 0) throw new CliError('<id|phone> must be an account id from 1, or a phone');
  const { customer, basket } = await asStaff(options, io, (support) =>
    id === undefined ? support.guestBasket({ phone: target }) : support.customerBasket({ id }),
  );
  if (options.json) {
    io.out(jsonText({ customer, basket }));
    return;
  }
  io.out(
    keyValues([
      ['customer', `${customer.name || '—'} (${customer.id === null ? 'guest' : `id ${customer.id}`})`],
      ['contacts', [customer.phone, customer.email].filter(Boolean).join(', ')],
    ]),
  );
  io.out(`\n${basketText(basket)}`);
}

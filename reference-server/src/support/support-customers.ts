import { phoneField, type SupportCustomer } from '@verstak/sdk/contract';
import * as z from 'zod/mini';
import type { Db } from '../db/database';

/** The most customers one search answers. */
const LIMIT = 20;

/** Escapes `%`, `_` and `\` for a LIKE pattern. */
const likeEscaped = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * Customers by what support was told: a whole phone in any notation (matched exactly, formatted as
 * §5), or a part of an e-mail or of a phone's digits (at least 3 characters). Accounts first, then
 * guests known only from their orders' contacts. At most 20.
 */
export async function findCustomers(db: Db, query: string): Promise<SupportCustomer[]> {
  const q = query.trim().toLowerCase();
  const parsed = q.includes('@') ? undefined : z.safeParse(phoneField, q);
  const phone = parsed?.success ? parsed.data : '';
  const digits = q.includes('@') ? '' : q.replace(/\D/g, '');
  const pattern = `%${likeEscaped(q)}%`;
  const digitPattern = digits.length >= 3 ? `%${digits}%` : '';
  const accounts = await db.query<{
    id: number;
    type: 'person' | 'legal';
    first_name: string;
    last_name: string;
    phone: string | null;
    email: string | null;
    groups: string[];
    orders_count: number | string;
    last_order: string | null;
    bonuses: number | string | null;
  }>(
    `SELECT u.id, u.type, u.first_name, u.last_name, u.phone, u.email, u.groups,
            (SELECT count(*) FROM orders o WHERE o.user_id = u.id) AS orders_count,
            (SELECT number FROM orders o WHERE o.user_id = u.id ORDER BY created_at DESC, id DESC LIMIT 1) AS last_order,
            (SELECT sum(amount) FROM bonus_movements b WHERE b.user_id = u.id) AS bonuses
       FROM users u
      WHERE ($1 <> '' AND u.phone = $1)
         OR u.email LIKE $2
         OR ($3 <> '' AND regexp_replace(coalesce(u.phone, ''), '\\D', '', 'g') LIKE $3)
      ORDER BY (u.phone = $1) DESC, u.id
      LIMIT ${LIMIT}`,
    [phone, pattern, digitPattern],
  );
  const found: SupportCustomer[] = accounts.map((a) => ({
    id: a.id,
    name: [a.first_name, a.last_name].filter(Boolean).join(' '),
    phone: a.phone ?? '',
    email: a.email ?? '',
    type: a.type,
    isB2B: a.type === 'legal' || a.groups.includes('b2b'),
    groups: a.groups.filter((g) => g !== 'b2b'),
    ordersCount: Number(a.orders_count),
    lastOrder: a.last_order ?? '',
    bonuses: Math.max(0, Number(a.bonuses ?? 0)),
  }));
  if (found.length >= LIMIT) return found;
  const guests = await db.query<{
    phone: string;
    email: string;
    name: string;
    orders_count: number | string;
    last_order: string;
  }>(
    `SELECT o.phone, max(o.email) AS email, (array_agg(o.name ORDER BY o.created_at DESC))[1] AS name,
            count(*) AS orders_count, (array_agg(o.number ORDER BY o.created_at DESC, o.id DESC))[1] AS last_order
       FROM orders o
      WHERE o.user_id IS NULL
        AND (($1 <> '' AND o.phone = $1) OR lower(o.email) LIKE $2
             OR ($3 <> '' AND regexp_replace(o.phone, '\\D', '', 'g') LIKE $3))
        AND NOT EXISTS (SELECT 1 FROM users u WHERE u.phone = o.phone)
      GROUP BY o.phone
      ORDER BY max(o.created_at) DESC
      LIMIT ${LIMIT - found.length}`,
    [phone, pattern, digitPattern],
  );
  for (const g of guests)
    found.push({
      id: null,
      name: g.name,
      phone: g.phone,
      email: g.email,
      type: 'guest',
      isB2B: false,
      groups: [],
      ordersCount: Number(g.orders_count),
      lastOrder: g.last_order,
      bonuses: 0,
    });
  return found;
}

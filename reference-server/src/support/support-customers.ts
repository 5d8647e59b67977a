import { phoneField, type SupportCustomer } from '@verstak/sdk/contract';
import * as z from 'zod/mini';
import type { Db } from '../db/database';
import { HttpError } from '../http/http-error';

/** Customers on a page unless asked otherwise. */
export const CUSTOMERS_PAGE_SIZE = 20;

/** Escapes `%`, `_` and `\` for a LIKE pattern. */
const likeEscaped = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** One page of the customers a search found, and how many it found in all. */
export interface CustomersPage {
  items: SupportCustomer[];
  total: number;
}

interface CustomerRow {
  id: number | null;
  type: 'person' | 'legal' | 'guest';
  name: string;
  phone: string | null;
  email: string | null;
  groups: string[];
  organizations: string[];
  orders_count: number | string;
  last_order: string | null;
  bonuses: number | string | null;
  total: number | string;
}

/**
 * Customers by what support was told: a whole phone in any notation (matched exactly, formatted as
 * §5), or a part (at least 3 characters) of an e-mail, of a phone's digits, of a name («Петров»,
 * «иван петров», «Петров Иван») or of an organisation's name, or its INN whole. Accounts first (an
 * exact phone first of all), then guests known only from their orders' contacts, newest first.
 * One page of `limit`, with the total across pages.
 */
export async function findCustomers(
  db: Db,
  query: string,
  paging: { page?: number | undefined; limit?: number | undefined } = {},
): Promise<CustomersPage> {
  const q = query.trim().toLowerCase();
  // Counted after trimming: «   » or « @ » would otherwise be a pattern matching every customer.
  if (q.length < 3)
    throw new HttpError(400, 'validation', {
      q: 'Give at least 3 characters of a phone, e-mail, name or organisation',
    });
  const parsed = q.includes('@') ? undefined : z.safeParse(phoneField, q);
  const phone = parsed?.success ? parsed.data : '';
  const digits = q.includes('@') ? '' : q.replace(/\D/g, '');
  const pattern = `%${likeEscaped(q)}%`;
  const digitPattern = digits.length >= 3 ? `%${digits}%` : '';
  const inn = /^\d{10}(\d{2})?$/.test(q) ? q : '';
  const limit = paging.limit ?? CUSTOMERS_PAGE_SIZE;
  const offset = ((paging.page ?? 1) - 1) * limit;
  const rows = await db.query<CustomerRow>(
    `WITH accounts AS (
       SELECT 0 AS kind, (u.phone = $1) AS exact, u.id, u.type, trim(u.first_name || ' ' || u.last_name) AS name,
              u.phone, u.email, u.groups,
              coalesce((SELECT array_agg(g.name ORDER BY g.is_default DESC, g.id) FROM organizations g
                         WHERE g.user_id = u.id), '{}') AS organizations,
              (SELECT count(*) FROM orders o WHERE o.user_id = u.id) AS orders_count,
              (SELECT number FROM orders o WHERE o.user_id = u.id ORDER BY created_at DESC, id DESC LIMIT 1) AS last_order,
              (SELECT sum(amount) FROM bonus_movements b WHERE b.user_id = u.id) AS bonuses,
              NULL::timestamptz AS newest
         FROM users u
        WHERE ($1 <> '' AND u.phone = $1)
           OR u.email LIKE $2
           OR ($3 <> '' AND regexp_replace(coalesce(u.phone, ''), '\\D', '', 'g') LIKE $3)
           OR lower(u.first_name || ' ' || u.last_name) LIKE $2
           OR lower(u.last_name || ' ' || u.first_name) LIKE $2
           OR EXISTS (SELECT 1 FROM organizations g
                       WHERE g.user_id = u.id AND (lower(g.name) LIKE $2 OR ($4 <> '' AND g.inn = $4)))
     ),
     guests AS (
       SELECT 1 AS kind, bool_or(o.phone = $1) AS exact, NULL::integer AS id, 'guest' AS type,
              (array_agg(o.name ORDER BY o.created_at DESC))[1] AS name, o.phone, max(o.email) AS email,
              '{}'::text[] AS groups, '{}'::text[] AS organizations, count(*) AS orders_count,
              (array_agg(o.number ORDER BY o.created_at DESC, o.id DESC))[1] AS last_order,
              0 AS bonuses, max(o.created_at) AS newest
         FROM orders o
        WHERE o.user_id IS NULL
          AND (($1 <> '' AND o.phone = $1) OR lower(o.email) LIKE $2 OR lower(o.name) LIKE $2
               OR ($3 <> '' AND regexp_replace(o.phone, '\\D', '', 'g') LIKE $3))
          AND NOT EXISTS (SELECT 1 FROM users u WHERE u.phone = o.phone)
        GROUP BY o.phone
     ),
     found AS (SELECT * FROM accounts UNION ALL SELECT * FROM guests)
     SELECT id, type, name, phone, email, groups, organizations, orders_count, last_order, bonuses,
            count(*) OVER () AS total
       FROM found
      ORDER BY kind, exact DESC, id, newest DESC
      LIMIT $5 OFFSET $6`,
    [phone, pattern, digitPattern, inn, limit, offset],
  );
  const total =
    rows.length > 0
      ? Number(rows[0]?.total)
      : offset > 0
        ? // A page past the last still says how many there are.
          (await findCustomers(db, query, { page: 1, limit: 1 })).total
        : 0;
  return {
    total,
    items: rows.map((r) => ({
      id: r.id,
      name: r.name ?? '',
      phone: r.phone ?? '',
      email: r.email ?? '',
      type: r.type,
      isB2B: r.type === 'legal' || r.groups.includes('b2b'),
      groups: r.groups.filter((g) => g !== 'b2b'),
      organizations: r.organizations,
      ordersCount: Number(r.orders_count),
      lastOrder: r.last_order ?? '',
      bonuses: Math.max(0, Number(r.bonuses ?? 0)),
    })),
  };
}

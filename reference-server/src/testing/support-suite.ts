import { describe, expect, it } from 'vitest';
import type { Db } from '../db/database';
import { HttpError } from '../http/http-error';
import { findCustomers } from '../support/support-customers';
import { listSupportOrders } from '../support/support-orders';

/** A seeded store for the suite, and how to throw it away. */
export interface SupportStore {
  db: Db;
  dispose(): Promise<void>;
}

/** Inserts a guest's order placed at `createdAt` (ISO), with the columns the support look-ups read. */
async function insertOrder(db: Db, n: number, createdAt: string, paymentStatus: string): Promise<void> {
  await db.query(
    `INSERT INTO orders (number, account_number, f_user_id, pay_system, delivery_type, city_id, delivery_date,
                         goods_kopecks, base_kopecks, total_kopecks, name, phone, payment_status, created_at)
     VALUES ($1, $2, 'suite-visitor', 'card', 'pickup', (SELECT min(id) FROM cities), '2026-11-10',
             100000, 100000, 100000, 'Пётр Гостев', '+7 (900) 123-45-67', $3, $4)`,
    [`В-9${n}`, `СЧ-9${n}`, paymentStatus, createdAt],
  );
}

/**
 * The support look-ups' SQL on a store (PGlite in memory, or a real PostgreSQL): customers by a
 * Russian name and organisation in any case, a page and the total; orders by the Moscow days they
 * were placed on, the day's bounds at Moscow's midnight, and by payment.
 */
export function supportSuite(name: string, open: () => Promise<SupportStore>): void {
  describe(name, () => {
    it('finds customers by name and organisation in any case, a page at a time with the total', async () => {
      const store = await open();
      try {
        const byName = await findCustomers(store.db, 'ПЕТРОВ иван');
        expect(byName.items.map((c) => c.name)).toEqual(['Иван Петров']);
        expect(byName.total).toBe(1);
        const byOrganisation = await findCustomers(store.db, 'стройРЕСУРС');
        expect(byOrganisation.items[0]).toMatchObject({
          type: 'legal',
          organizations: expect.arrayContaining(['ООО «Стройресурс»']),
        });
        const all = await findCustomers(store.db, '901', { limit: 100 });
        const second = await findCustomers(store.db, '901', { page: 2, limit: 4 });
        expect(second.total).toBe(all.total);
        expect(second.items.map((c) => c.phone)).toEqual(all.items.slice(4, 8).map((c) => c.phone));
        const past = await findCustomers(store.db, '901', { page: 999, limit: 4 });
        expect(past).toEqual({ items: [], total: all.total });
      } finally {
        await store.dispose();
      }
    });

    it('refuses a search that is blank but for spaces, or one character amid them, instead of finding everyone', async () => {
      const store = await open();
      try {
        for (const q of ['   ', ' @ ', ' a  ', '\u00a0\u00a0\u00a0'])
          await expect(findCustomers(store.db, q), JSON.stringify(q)).rejects.toMatchObject(
            new HttpError(400, 'validation', {
              q: 'Give at least 3 characters of a phone, e-mail, name or organisation',
            }),
          );
        // `%` and `_` are taken literally: they match nobody here, not everybody.
        expect((await findCustomers(store.db, '%%%')).total).toBe(0);
        expect((await findCustomers(store.db, '___')).total).toBe(0);
      } finally {
        await store.dispose();
      }
    });

    it("lists orders by the Moscow days they were placed on, a day ending at Moscow's midnight, and by payment", async () => {
      const store = await open();
      try {
        // 23:59:59 and 00:00:00 Moscow time on either side of midnight, and one paid days later.
        await insertOrder(store.db, 1, '2026-11-01T20:59:59Z', 'unpaid');
        await insertOrder(store.db, 2, '2026-11-01T21:00:00Z', 'pending');
        await insertOrder(store.db, 3, '2026-11-05T10:00:00Z', 'paid');
        const numbers = async (filter: Parameters<typeof listSupportOrders>[1]) =>
          (await listSupportOrders(store.db, filter)).items.map((o) => o.number);
        expect(await numbers({ from: '2026-11-01', to: '2026-11-01' })).toEqual(['В-91']);
        expect(await numbers({ from: '2026-11-02', to: '2026-11-02' })).toEqual(['В-92']);
        expect(await numbers({ from: '2026-11-02' })).toEqual(['В-93', 'В-92']);
        expect(await numbers({ payment: 'not_paid' })).toEqual(['В-92', 'В-91']);
        expect(await numbers({ payment: 'paid' })).toEqual(['В-93']);
        const page = await listSupportOrders(store.db, { limit: 1, page: 2 });
        expect(page).toMatchObject({ total: 3, items: [{ number: 'В-92' }] });
        // The last day there is: its end is past year 9999, which PostgreSQL cannot read as a time.
        expect(await numbers({ from: '2026-11-01', to: '9999-12-31' })).toEqual(['В-93', 'В-92', 'В-91']);
      } finally {
        await store.dispose();
      }
    });
  });
}

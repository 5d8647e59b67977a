import {
  isValidBik,
  isValidCorrespondentAccount,
  isValidInn,
  isValidKpp,
  isValidOgrn,
  isValidSettlementAccount,
} from '@verstak/sdk/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../db/database';
import { verifyPassword } from '../identity/password-hash';
import { seededDatabase } from '../testing/seeded-database';
import { accountRows, SEED_PASSWORD, SEEDED_LOGINS } from './accounts-seed';
import { seed } from './seed';

const input = {
  seed: 1,
  products: 50,
  cities: [
    { id: 1, name: 'Москва' },
    { id: 2, name: 'Ярославль' },
  ],
  shopIds: [1, 2],
  passwordHash: 'hash',
};

describe('the seeded accounts', () => {
  it('give every organization valid requisites and every bank account a key that checks against its BIK', () => {
    const rows = accountRows(input);
    expect(rows.organizations.length).toBeGreaterThan(10);
    for (const org of rows.organizations) {
      const inn = String(org.inn);
      expect(isValidInn(inn), `${org.name} ИНН ${inn}`).toBe(true);
      expect(isValidOgrn(String(org.ogrn)), `${org.name} ОГРН ${org.ogrn}`).toBe(true);
      // A company has a KPP and a 13-digit OGRN; a sole trader neither a KPP nor a short OGRN.
      if (inn.length === 10) {
        expect(isValidKpp(String(org.kpp))).toBe(true);
        expect(String(org.ogrn)).toHaveLength(13);
      } else {
        expect(org.kpp).toBe('');
        expect(String(org.ogrn)).toHaveLength(15);
      }
    }
    for (const bank of rows.bank_details) {
      const bik = String(bank.bik);
      expect(isValidBik(bik)).toBe(true);
      expect(isValidSettlementAccount(String(bank.settlement_account), bik)).toBe(true);
      expect(isValidCorrespondentAccount(String(bank.correspondent_account), bik)).toBe(true);
    }
  });

  it('is deterministic and has the documented B2B buyer with a company and a sole trader', () => {
    const rows = accountRows(input);
    expect(accountRows(input)).toEqual(rows);
    const orgs = rows.organizations.filter((o) => o.user_id === SEEDED_LOGINS.b2b.id);
    expect(orgs.map((o) => [o.name, String(o.inn).length, String(o.ogrn).length])).toEqual([
      ['ООО «Стройресурс»', 10, 13],
      ['ИП Кузнецов Алексей Викторович', 12, 15],
    ]);
    expect(orgs.filter((o) => o.edo_enabled)).toHaveLength(1);
    expect(orgs.filter((o) => o.contract_status === 'signed')).toHaveLength(1);
  });

  it('keeps viewed and reviewed products within a small catalogue', () => {
    const rows = accountRows({ ...input, products: 3 });
    const ids = new Set([...rows.viewed_products, ...rows.product_reviews].map((row) => row.product_id));
    expect([...ids].sort()).toEqual([1, 2, 3]);
  });
});

describe('seeding accounts into the database', () => {
  let db: Db;
  beforeAll(async () => {
    db = await seededDatabase(20);
  });
  afterAll(() => db.close());

  it('stores the fixed logins with the shared password, and seeds again over them', async () => {
    // Seeding twice: the second run clears the first's accounts and everything hanging on them.
    await seed(db, { products: 20 });
    const users = await db.query<{
      id: number;
      phone: string | null;
      email: string | null;
      password_hash: string | null;
      groups: string[];
    }>('SELECT id, phone, email, password_hash, groups FROM users ORDER BY id');
    expect(users.length).toBeGreaterThanOrEqual(37);
    const byId = new Map(users.map((u) => [u.id, u]));
    const person = byId.get(SEEDED_LOGINS.person.id);
    expect(person).toMatchObject({ phone: '+7 (900) 000-00-01', email: 'ivan.petrov@example.ru' });
    expect(await verifyPassword(SEED_PASSWORD, person?.password_hash ?? '')).toBe(true);
    expect(byId.get(SEEDED_LOGINS.smsOnly.id)).toMatchObject({ password_hash: null, email: null });
    expect(byId.get(SEEDED_LOGINS.b2b.id)?.groups).toEqual(['b2b']);
    expect(byId.get(SEEDED_LOGINS.operator.id)?.groups).toEqual(['operator']);
    expect(byId.get(SEEDED_LOGINS.admin.id)?.groups).toEqual(['administrators']);
    expect(byId.get(SEEDED_LOGINS.content.id)?.groups).toEqual(['content-managers']);
    expect(byId.get(SEEDED_LOGINS.tags.id)?.groups).toEqual(['page-tags']);
    // A new account after the seed gets a free id.
    const [created] = await db.query<{ id: number }>(
      "INSERT INTO users (type, phone, f_user_id) VALUES ('person', '+7 (999) 000-00-00', 'new-visitor') RETURNING id",
    );
    expect(created?.id).toBe(users.length + 1);
  });
});

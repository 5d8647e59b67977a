import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { describeIssue, issueCode } from './describe-issue';
import { inputShape } from './input-shape';
import { contractTables } from './tables';

// The contract's rule for messages (docs/architecture.md "Messages"): a field a shopper types or picks
// reads every failure in Russian, stating its rule; every failure has a machine-readable code.

/** The fields a shopper types or picks in the store's forms, by their name in any call. */
const SHOPPER_FIELDS = new Set([
  'quantity',
  'appliedBonuses',
  'promoCode',
  'name',
  'firstName',
  'lastName',
  'secondName',
  'phone',
  'email',
  'login',
  'password',
  'currentPassword',
  'birth',
  'address',
  'comment',
  'description',
  'deliveryType',
  'deliveryDate',
  'deliveryTime',
  'paySystem',
  'number',
  'title',
  'organizationName',
  'legalAddress',
  'inn',
  'kpp',
  'ogrn',
  'bankName',
  'bik',
  'settlementAccount',
  'correspondentAccount',
  'operator',
  'participantId',
]);
/** Calls where a shopper's `code` is the one-time code of a message (elsewhere `code` is a URL's). */
const MESSAGE_CODE_CALLS = /^(identity|account)\./;

/** Values that break any field: a wrong type, a huge text, a control character, a negative number. */
const BAD_VALUES: unknown[] = [[], { x: [] }, 'x'.repeat(5000), 'a\u0001b', '-1', -1, 1.5];

const CYRILLIC = /[А-Яа-яЁё]/;

/** Every shopper field of every call, with its schema (the items family's lines included). */
function shopperFields(): Array<{ where: string; schema: z.ZodMiniType; required: boolean }> {
  const out: Array<{ where: string; schema: z.ZodMiniType; required: boolean }> = [];
  for (const [domain, table] of Object.entries(contractTables))
    for (const [key, row] of Object.entries(table as Record<string, { input: z.ZodMiniType; own?: true }>)) {
      // Our own calls (`own: true`) are staff tools, not a shopper's forms.
      if (row.own) continue;
      const id = `${domain}.${key}`;
      const shape = inputShape(row.input);
      for (const [field, schema] of Object.entries(shape)) {
        const shopper = SHOPPER_FIELDS.has(field) || (field === 'code' && MESSAGE_CODE_CALLS.test(id));
        if (shopper)
          out.push({ where: `${id}.${field}`, schema, required: !z.safeParse(schema, undefined).success });
      }
      const items = shape.items;
      if (items instanceof z.ZodMiniArray && items.def.element instanceof z.ZodMiniObject) {
        const quantity = (items.def.element.shape as Record<string, z.ZodMiniType>).quantity;
        if (quantity) out.push({ where: `${id}.items.quantity`, schema: quantity, required: true });
      }
    }
  return out;
}

describe("the contract's messages", () => {
  const fields = shopperFields();

  it('finds the shopper fields of the basket, checkout and account forms', () => {
    const where = fields.map((f) => f.where);
    for (const expected of [
      'basket.add.quantity',
      'basket.addItems.items.quantity',
      'basket.set.appliedBonuses',
      'orders.make.address',
      'orders.make.paySystem',
      'orders.fastMake.quantity',
      'identity.registration.code',
      'account.addBankDetails.bik',
    ])
      expect(where).toContain(expected);
  });

  it('a field a shopper fills reads every failure in Russian, absence included, with a code', () => {
    const english: string[] = [];
    for (const { where, schema, required } of fields) {
      const values = required ? [undefined, ...BAD_VALUES] : BAD_VALUES;
      let failed = 0;
      for (const value of values) {
        const result = z.safeParse(z.object({ f: schema }), { f: value }, { reportInput: true });
        if (result.success) continue;
        failed++;
        for (const issue of result.error.issues) {
          const message = describeIssue(issue);
          if (!CYRILLIC.test(message))
            english.push(`${where} ${JSON.stringify(value)?.slice(0, 20)}: ${message}`);
          expect(issueCode(issue), where).toMatch(/^[a-z_]+$/);
        }
      }
      expect(failed, `${where} takes every bad value`).toBeGreaterThan(0);
    }
    expect(english).toEqual([]);
  });

  it('states the quantity rule truly, whatever the value was', () => {
    const add = contractTables.basket.add.input;
    for (const quantity of [-1, '-1', 0, 1000, 1.5, 'abc', 1e308])
      expect(
        z.safeParse(add, { productId: 1, quantity }, { reportInput: true }).error?.issues.map(describeIssue),
        String(quantity),
      ).toEqual(['Количество — целое число от 1 до 999']);
    const set = contractTables.basket.set.input;
    expect(z.safeParse(set, { productId: 1, quantity: 0 }).success).toBe(true);
    expect(z.safeParse(set, { productId: 1, quantity: -1 }).error?.issues.map(describeIssue)).toEqual([
      'Количество — целое число от 0 до 999',
    ]);
  });

  it('codes say which rule was broken, in the same words for every field', () => {
    const codes = (value: unknown) =>
      z
        .safeParse(contractTables.basket.add.input, { productId: 1, quantity: value }, { reportInput: true })
        .error?.issues.map(issueCode);
    expect(codes(0)).toEqual(['too_small']);
    expect(codes(1000)).toEqual(['too_big']);
    expect(codes(1.5)).toEqual(['not_integer']);
    expect(codes('x')).toEqual(['invalid_format']);
    expect(codes({})).toEqual(['invalid_type']);
    expect(
      z.safeParse(contractTables.basket.add.input, {}, { reportInput: true }).error?.issues.map(issueCode),
    ).toEqual(['required']);
  });
});
